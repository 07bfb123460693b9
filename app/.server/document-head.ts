import fs from "node:fs";
import path from "node:path";
import type { EntryContext } from "react-router";
import { formatsElement } from "~/i18n/server-formats";

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
const TAG_END = Buffer.from("/>");
const HEAD_END = Buffer.from("</head>");
/** The start of the route-modules script `<Scripts>` renders (React Router's framework mode). */
const MODULE_SCRIPT = Buffer.from('type="module" async="">');
const SCRIPT_END = Buffer.from("</script>");
/** The script's static imports of the route modules, one a line: `import * as route0 from "/assets/root-….js";`. */
const ROUTE_IMPORT = /^import \* as (\w+) from ("\/[\w./-]+");$/gm;
const HREF = /\shref="(\/[\w./-]+)"/;

/**
 * The document with the page's scripts requested after its first paint (decision 0068). React Router's
 * `<Scripts>` puts a module preload for every script of the page into the head (React moves them there) and
 * ends the body with a module script that imports the route modules statically and then the entry, which
 * hydrates the page; `<Scripts>` has no option to load them later. Here the preloads leave the head, and the
 * script's static imports become dynamic ones that start once the page has painted (the next animation frame,
 * at once in a hidden tab): it then preloads the same modules in parallel at low priority (not critical requests,
 * so no chain of them; decision 0110), and imports the
 * route modules before the entry as before. The page is rendered whole on the server and works without its
 * scripts; they hydrate it a frame later. A phone on a slow connection paints without waiting for them, and
 * Lighthouse no longer counts them in the largest paint. A document without that script is left as it is.
 */
export function scriptsAfterFirstPaint(document: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const end = document.indexOf(HEAD_END);
  const scriptStart = document.indexOf(MODULE_SCRIPT, end) + MODULE_SCRIPT.length;
  const scriptEnd = document.indexOf(SCRIPT_END, scriptStart);
  if (end < 0 || scriptStart < MODULE_SCRIPT.length || scriptEnd < 0) return document;
  const script = document.toString("utf8", scriptStart, scriptEnd);
  const imports = [...script.matchAll(ROUTE_IMPORT)];
  if (!imports.length) return document;

  const parts: Buffer<ArrayBuffer>[] = [];
  const hrefs: string[] = [];
  let from = 0;
  for (
    let at = document.indexOf(MODULE_PRELOAD);
    at >= 0 && at < end;
    at = document.indexOf(MODULE_PRELOAD, from)
  ) {
    const close = document.indexOf(TAG_END, at);
    const href = HREF.exec(document.toString("utf8", at, close))?.[1];
    if (close < 0 || !href) return document;
    hrefs.push(href);
    parts.push(document.subarray(from, at));
    from = close + TAG_END.length;
  }
  const names = imports.map((match) => match[1]!).join(", ");
  const modules = imports.map((match) => `import(${match[2]!})`).join(", ");
  const load =
    'await new Promise((go) => document.visibilityState === "hidden" ? go() : requestAnimationFrame(() => setTimeout(go)));\n' +
    `for (const href of ${JSON.stringify(hrefs)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", fetchPriority: "low", href }));\n` +
    `const [${names}] = await Promise.all([${modules}]);`;
  let first = true;
  const rewritten = script.replace(ROUTE_IMPORT, () => {
    const replacement = first ? load : "";
    first = false;
    return replacement;
  });
  parts.push(document.subarray(from, scriptStart), Buffer.from(rewritten), document.subarray(scriptEnd));
  return Buffer.concat(parts);
}

/**
 * The document as it is sent (decisions 0065, 0068 and 0110): the stylesheet's bytes in place of `STYLES_PLACEHOLDER`
 * in its head (when `styles` is given), its scripts requested after its first paint (`scriptsAfterFirstPaint`), and
 * the texts its render formatted for the browser's hydration (`formats`).
 */
export function finishHead(
  document: Buffer<ArrayBuffer>,
  styles: Buffer | null,
  formats: Map<string, string> = new Map(),
): Buffer<ArrayBuffer> {
  return withFormats(scriptsAfterFirstPaint(styles ? withStyles(document, styles) : document), formats);
}

const BODY_END = Buffer.from("</body>");

/**
 * The document with the texts its render formatted (app/i18n/server-formats.ts, decision 0110) in a JSON data
 * block before `</body>`, where the browser reads them once its scripts hydrate the page; as it is without any.
 */
function withFormats(document: Buffer<ArrayBuffer>, formats: Map<string, string>): Buffer<ArrayBuffer> {
  const at = formats.size ? document.lastIndexOf(BODY_END) : -1;
  if (at < 0) return document;
  return Buffer.concat([
    document.subarray(0, at),
    Buffer.from(formatsElement(formats)),
    document.subarray(at),
  ]);
}

/** The document with `styles` in place of the placeholder in its head; as it is when there is none. */
function withStyles(document: Buffer<ArrayBuffer>, styles: Buffer): Buffer<ArrayBuffer> {
  const end = document.indexOf(HEAD_END);
  const at = end < 0 ? -1 : document.subarray(0, end).indexOf(PLACEHOLDER);
  if (at < 0) return document;
  return Buffer.concat([document.subarray(0, at), styles, document.subarray(at + PLACEHOLDER.length)]);
}
