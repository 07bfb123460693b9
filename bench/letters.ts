/**
 * Letters benchmark: prints the bytes of the handwriting fonts (woff2, Latin subset) and the size
 * of the stylesheet that only the editor and preview pages link, then runs bench/run.ts on PostgreSQL with a
 * signed-in /overview/letters of a customer holding 50 letters (bench/letters-cookie.ts; the list's first page,
 * 11 letters and the new-letter tile, decision 0023) against the bare page.
 *
 *   npm run build && node bench/letters.ts        (BENCH_MODES=embedded,postgres to measure both)
 *
 * Figures on a shared 2-core machine are noisy: compare the ratio within one run, not req/s between runs.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const assets = path.join(root, "build", "client", "assets");
if (!fs.existsSync(assets)) throw new Error("build/client/assets is missing: run `npm run build` first");

const files = fs
  .readdirSync(assets)
  .filter((name) => /\.woff2$/.test(name) || /^letter-fonts-.*\.css$/.test(name));
console.log("Handwriting fonts (loaded only on /overview/letters/create, …/edit/content, …/edit/preview):");
let total = 0;
for (const name of files.sort()) {
  const bytes = fs.statSync(path.join(assets, name)).size;
  const brotli = zlib.brotliCompressSync(fs.readFileSync(path.join(assets, name))).byteLength;
  if (name.endsWith(".woff2")) total += bytes;
  console.log(`  ${name.padEnd(56)} ${String(bytes).padStart(7)} B  (brotli ${brotli} B)`);
}
console.log(`  all four woff2 files: ${total} B; a page downloads only the font its letter uses\n`);

const result = spawnSync(process.execPath, [path.join(import.meta.dirname, "run.ts")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    BENCH_MODES: process.env.BENCH_MODES ?? "postgres",
    BENCH_SIGNED_IN_PATH: "/overview/letters",
    // The letters page only, not the bench's list of further signed-in pages.
    BENCH_MORE_SIGNED_IN: process.env.BENCH_MORE_SIGNED_IN ?? "",
    BENCH_COOKIE_CMD: `node ${path.join("bench", "letters-cookie.ts")}`,
  },
});
process.exit(result.status ?? 1);
