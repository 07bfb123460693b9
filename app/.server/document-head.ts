import fs from "node:fs";
import path from "node:path";
import type { EntryContext } from "react-router";

/*
 * What the server entry changes in a document's head so that a phone on a slow connection paints the page
 * with the document itself (decision 0068): the stylesheet inline, and the page's scripts fetched after what
 * the page shows. Every page is rendered whole on the server and works without its scripts; they only
 * hydrate it.
 */

/**
 * The largest stylesheet inlined in every document (raw bytes). The app's one stylesheet is ≈ 47 KB raw,
 * ≈ 9 KB compressed; a much larger one would cost every page more than the round trip it saves, and is
 * linked as before.
 */
const MAX_INLINE_BYTES = 80_000;

/** Where `npm run serve` serves the client build from (server.ts: `express.static("build/client")`). */
const CLIENT_DIR = path.resolve("build/client");

let inlined: Buffer | null | undefined;

/**
 * What the document's `<style>` holds while React renders it (app/document-styles.tsx): `finishHead` puts the
 * stylesheet's bytes in its place. The stylesheet is the larger part of every document (≈ 47 KB of ≈ 65 KB), and
 * its text has characters outside Latin-1 (arrows in `content`): React would encode all of it to UTF-8 again
 * for every page, twice over (length, then bytes). A CSS comment, so that a document left without the stylesheet
 * would still be valid.
 */
export const STYLES_PLACEHOLDER = "/*document-styles*/";
const PLACEHOLDER = Buffer.from(STYLES_PLACEHOLDER);

/**
 * The stylesheet React Router links from the root route (the app's one stylesheet: `build.cssCodeSplit` is
 * off), as UTF-8 bytes for `finishHead`; null when there is nothing to inline (development: Vite serves the
 * styles; a test's empty manifest; a missing or too large file). Read from the client build and encoded once.
 */
export function documentStyles(manifest: EntryContext["manifest"] | undefined): Buffer | null {
  if (inlined !== undefined) return inlined;
  if (import.meta.env.DEV || !manifest?.routes?.root) return null;
  const css = inlineRootStylesheets(manifest, (href) => {
    try {
      return fs.readFileSync(path.join(CLIENT_DIR, href), "utf8");
    } catch {
      return null;
    }
  });
  return (inlined = css === null ? null : Buffer.from(css));
}

/**
 * The text of the root route's stylesheets (`read` gives a file of the client build by its href, null when
 * missing), with their hrefs taken out of the root route's `css` in React Router's manifest, so that `<Links>`
 * renders no render-blocking `<link>` for them: in this document, in the part of the manifest handed to the
 * browser with it, and in the `/__manifest` answers after it (they all read the same object), so the
 * browser's `<Links>` hydrates to the same head. Null, and the manifest unchanged, when a file is missing,
 * they are too large, or they could close the `<style>` element.
 */
export function inlineRootStylesheets(
  manifest: EntryContext["manifest"],
  read: (href: string) => string | null,
): string | null {
  const root = manifest.routes.root;
  const hrefs = (root?.css ?? []).filter((href) => /^\/assets\/[\w.-]+\.css$/.test(href));
  const texts = hrefs.map(read);
  if (!root || !hrefs.length || texts.some((text) => text === null)) return null;
  const css = texts.join("\n");
  if (Buffer.byteLength(css) > MAX_INLINE_BYTES || /<\/style/i.test(css)) return null;
  root.css = root.css!.filter((href) => !hrefs.includes(href));
  return css;
}

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');
const HEAD_END = Buffer.from("</head>");

/**
 * The document as it is sent: the stylesheet's bytes in place of `STYLES_PLACEHOLDER` (when `styles` is given),
 * and `fetchpriority="low"` on the module preloads in its head (React Router's `<Scripts>` renders them; React
 * moves them into the head, and `<Scripts>` takes no attribute for them). The page's scripts then share a slow
 * connection after the document, its images and anything else the first paint needs, not before them; they
 * still load at once and in parallel, and hydrate the page when they are there. Only the head is looked at.
 */
export function finishHead(document: Buffer<ArrayBuffer>, styles: Buffer | null): Buffer<ArrayBuffer> {
  const end = document.indexOf(HEAD_END);
  if (end < 0) return document;
  const stylesAt = styles ? document.subarray(0, end).indexOf(PLACEHOLDER) : -1;
  const parts: Buffer[] = [];
  let from = 0;
  const cut = (at: number, insert: Buffer, skip = 0) => {
    parts.push(document.subarray(from, at), insert);
    from = at + skip;
  };
  for (
    let at = document.indexOf(MODULE_PRELOAD);
    at >= 0 && at < end;
    at = document.indexOf(MODULE_PRELOAD, from)
  ) {
    if (stylesAt >= from && stylesAt < at) cut(stylesAt, styles!, PLACEHOLDER.length);
    cut(at + MODULE_PRELOAD.length, LOW_PRIORITY);
  }
  if (stylesAt >= from) cut(stylesAt, styles!, PLACEHOLDER.length);
  if (from === 0) return document;
  parts.push(document.subarray(from));
  return Buffer.concat(parts);
}
