/**
 * Prints the compressed JavaScript and CSS of pages of a running portal, per file — to find what makes a page
 * heavy. Usage: `node bench/page-bytes.ts http://127.0.0.1:3000 /login /register/type` (add `Cookie=…` as an
 * environment variable BENCH_COOKIE for signed-in pages). The full comparison with the bare page is `npm run bench`.
 */
import { AssetCache, measurePage } from "./lib/bytes.ts";

const [origin = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const cache = new AssetCache();
const headers: Record<string, string> = process.env.BENCH_COOKIE ? { Cookie: process.env.BENCH_COOKIE } : {};
for (const path of paths.length > 0 ? paths : ["/login"]) {
  const page = await measurePage(origin, path, cache, headers);
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  console.log(
    `${path}  status ${page.status}  HTML ${kb(page.htmlBytes)} KB  JS ${page.js.length} files ${kb(page.jsBytes)} KB  CSS ${page.css.length} files ${kb(page.cssBytes)} KB`,
  );
  for (const asset of [...page.js].sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kb(asset.bytes).padStart(6)} KB  ${new URL(asset.url).pathname}`);
  }
  for (const problem of page.problems) console.log(`  problem: ${problem}`);
}
