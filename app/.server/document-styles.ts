import fs from "node:fs";
import path from "node:path";
import type { EntryContext } from "react-router";

/**
 * The largest stylesheet inlined in every document (raw bytes). The app's one stylesheet is ≈ 47 KB raw,
 * ≈ 9 KB compressed; a much larger one would cost every page more than the round trip it saves, and is
 * linked as before.
 */
const MAX_INLINE_BYTES = 80_000;

/** Where `npm run serve` serves the client build from (server.ts: `express.static("build/client")`). */
const CLIENT_DIR = path.resolve("build/client");

let inlined: string | null | undefined;

/**
 * The stylesheet React Router links from the root route (the app's one stylesheet: `build.cssCodeSplit` is
 * off), as text for `<DocumentStyles>` (app/document-styles.tsx, decision 0068); null when there is nothing to
 * inline (development: Vite serves the styles; a test's empty manifest; a missing or too large file).
 *
 * The first call reads the file from the client build and takes its href out of the root route's `css` in
 * React Router's manifest, so that `<Links>` renders no render-blocking `<link>` for it: in this document, in
 * the part of the manifest handed to the browser with it, and in the `/__manifest` answers after it (they all
 * read the same object), so the browser's `<Links>` hydrates to the same head.
 */
export function documentStyles(manifest: EntryContext["manifest"] | undefined): string | null {
  if (inlined !== undefined) return inlined;
  if (import.meta.env.DEV) return (inlined = null);
  const root = manifest?.routes?.root;
  if (!root) return null;
  const hrefs = (root.css ?? []).filter((href) => /^\/assets\/[\w.-]+\.css$/.test(href));
  const texts = hrefs.map((href) => {
    try {
      return fs.readFileSync(path.join(CLIENT_DIR, href), "utf8");
    } catch {
      return null;
    }
  });
  const css = texts.every((text) => text !== null) ? texts.join("\n") : "";
  if (!css || Buffer.byteLength(css) > MAX_INLINE_BYTES || /<\/style/i.test(css)) return (inlined = null);
  root.css = root.css!.filter((href) => !hrefs.includes(href));
  return (inlined = css);
}
