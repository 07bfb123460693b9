/**
 * Lighthouse scores of the production build, as a phone sees it (Lighthouse's default: mobile, simulated
 * slow 4G and a 4× slower CPU): `/login`, `/register/type`, and signed in `/overview`, the offer page
 * `/overview/offer` and the funeral-site map page `/overview/offer/funeral-site`.
 *
 *   npm run build && npm run bench:lighthouse
 *
 * Starts the portal like `npm run serve` on a free loopback port with the embedded database in a temporary
 * DATA_DIR and its map tiles from a stand-in tile server on loopback (bench/lib/tile-server.ts: the real tile
 * host is unreachable here, and a failing tile would log a browser error), signs up a customer over HTTP
 * (bench/signed-in-cookie.ts: Kiel, so the map page lists sites) and hands Lighthouse that session cookie as an
 * extra header for the signed-in pages. Each page is scored LIGHTHOUSE_RUNS times (default 3) and the median of
 * each score is printed (the machine may be shared), with the paint timings of the run of median performance,
 * PASS/FAIL against the bars, and the id and title of every audit that cost a missed bar points. Writes
 * bench/results/lighthouse.txt and .json and the full report of each page's median run in
 * bench/results/lighthouse/. Exit code 0 only when every page was scored and met every bar.
 * Needs Chromium (CHROME_PATH, default /usr/bin/chromium).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, killAllNow, portalEnv, run, start, stopAll, waitUntilReady } from "./lib/processes.ts";
import { startTileServer } from "./lib/tile-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const resultsDir = path.join(import.meta.dirname, "results");
const reportsDir = path.join(resultsDir, "lighthouse");
const lighthouseCli = path.join(root, "node_modules/lighthouse/cli/index.js");
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** The map page: its HTML must list sites, and the stand-in tile server must have been asked for tiles. */
const MAP_PAGE = "/overview/offer/funeral-site";
/** Pages that need the signed-in customer's cookie. */
const SIGNED_IN = new Set(["/overview", "/overview/offer", MAP_PAGE]);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? ["/login", "/register/type", ...SIGNED_IN].join(",")).split(
  ",",
);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const BARS: Record<Category, number> = {
  performance: 0.98,
  accessibility: 1,
  "best-practices": 1,
  seo: 1,
};
const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}
interface LighthouseResult {
  finalDisplayedUrl: string;
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

const lines: string[] = [];
const report = (line = "") => {
  console.log(line);
  lines.push(line);
};

/** One Lighthouse run; tried once more when Chromium's trace broke (NO_NAVSTART and the like happen on a busy machine). */
async function lighthouse(url: string, headers: Record<string, string>): Promise<LighthouseResult> {
  try {
    return await lighthouseOnce(url, headers);
  } catch (error) {
    console.error(`${(error as Error).message.split("\n")[0]!.replace(/:$/, "")}; trying once more`);
    return lighthouseOnce(url, headers);
  }
}

async function lighthouseOnce(url: string, headers: Record<string, string>): Promise<LighthouseResult> {
  const out = path.join(tempDir, `lh-${Date.now()}.json`);
  const args = [
    lighthouseCli,
    url,
    "--quiet",
    "--output=json",
    `--output-path=${out}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --disable-sync",
  ];
  if (Object.keys(headers).length) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  const { exit, output, timedOut } = await run("lighthouse", process.execPath, args, {
    cwd: root,
    env: { ...process.env, CHROME_PATH: chrome },
    timeoutMs: 180_000,
  });
  if (timedOut || exit.code !== 0 || !fs.existsSync(out))
    throw new Error(`lighthouse failed for ${url} (exit ${String(exit.code)}):\n${output}`);
  const result = JSON.parse(fs.readFileSync(out, "utf8")) as LighthouseResult;
  if (new URL(result.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${result.finalDisplayedUrl}, not on the page itself`);
  return result;
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/**
 * The audits that cost a category points: for accessibility, best practices and SEO every scored audit below 1;
 * for performance the metrics below 0.9 and the opportunities and diagnostics Lighthouse flags (score < 0.5).
 */
function costlyAudits(result: LighthouseResult, category: Category): Audit[] {
  const ids = result.categories[category].auditRefs.map((ref) => ref.id);
  const metricIds = new Set(
    result.categories.performance.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
  );
  return ids
    .map((id) => result.audits[id])
    .filter((audit): audit is Audit => {
      if (!audit || audit.score === null || audit.scoreDisplayMode === "informative") return false;
      if (category !== "performance") return audit.score < 1;
      return metricIds.has(audit.id) ? audit.score < 0.9 : audit.score < 0.5;
    });
}

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "vp-lighthouse-"));
process.on("exit", () => {
  killAllNow();
  fs.rmSync(tempDir, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

/** Checks over plain HTTP that the signed-in pages answer 200 and that the map page lists sites to show. */
async function checkPages(origin: string, cookie: string): Promise<void> {
  for (const page of PAGES.filter((p) => SIGNED_IN.has(p))) {
    const response = await fetch(`${origin}${page}`, { headers: { Cookie: cookie }, redirect: "manual" });
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${page} answered ${response.status} to the customer`);
    if (page === MAP_PAGE && !html.includes("data-site-id"))
      throw new Error(`${page} lists no funeral site around the customer's place`);
  }
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    console.error("build/ is missing: run `npm run build` first.");
    return 1;
  }
  if (!fs.existsSync(chrome)) {
    console.error(`Chromium not found at ${chrome} (set CHROME_PATH).`);
    return 1;
  }
  const tiles = await startTileServer(await freePort());
  try {
    return await measure(tiles);
  } finally {
    await tiles.close();
  }
}

async function measure(tiles: Awaited<ReturnType<typeof startTileServer>>): Promise<number> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const portal = start("portal", process.execPath, ["--liftoff-only", "server.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...portalEnv(port),
      DATA_DIR: path.join(tempDir, "data"),
      TILE_URL: tiles.urlTemplate,
    },
  });
  await waitUntilReady(`${origin}/readyz`, portal, 120_000);
  const signUp = await run("signed-in cookie", process.execPath, ["bench/signed-in-cookie.ts"], {
    cwd: root,
    env: { ...process.env, BENCH_BASE_URL: origin },
    timeoutMs: 60_000,
  });
  const cookie = signUp.stdout.trim().split("\n").pop()?.trim();
  if (signUp.exit.code !== 0 || !cookie) throw new Error(`could not sign up:\n${signUp.output}`);
  await checkPages(origin, cookie);

  report(`# Lighthouse (mobile, default settings) — ${new Date().toISOString()}`);
  report(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (a busy machine lowers the performance score)`,
  );
  report(
    `${RUNS} run(s) per page: each score is the median of the runs, the timings are those of the run of median performance`,
  );
  report(`bars: performance ≥ ${BARS.performance}, accessibility, best practices and SEO = 1`);
  report("");
  const header = [
    "page",
    "performance",
    "accessibility",
    "best practices",
    "SEO",
    ...METRICS.map((m) => m[1]),
    "",
  ];
  const rows: string[][] = [];
  const json: Record<string, unknown> = {};
  const failures: string[] = [];
  let passedAll = true;
  fs.rmSync(reportsDir, { recursive: true, force: true });
  fs.mkdirSync(reportsDir, { recursive: true });
  for (const page of PAGES) {
    try {
      const results: LighthouseResult[] = [];
      for (let i = 0; i < RUNS; i++)
        results.push(await lighthouse(`${origin}${page}`, SIGNED_IN.has(page) ? { Cookie: cookie } : {}));
      const scores = CATEGORIES.map((c) => median(results.map((r) => r.categories[c].score ?? 0)));
      const byPerformance = results.toSorted(
        (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
      );
      const typical = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
      const missed = CATEGORIES.filter((c, i) => scores[i]! < BARS[c]);
      if (missed.length) passedAll = false;
      rows.push([
        page,
        ...scores.map((score, i) => `${score.toFixed(2)}${missed.includes(CATEGORIES[i]!) ? " FAIL" : ""}`),
        ...METRICS.map(([id]) => typical.audits[id]?.displayValue ?? "—"),
        missed.length ? "FAIL" : "PASS",
      ]);
      json[page] = {
        scores: Object.fromEntries(CATEGORIES.map((c, i) => [c, scores[i]])),
        runs: results.map((r) => Object.fromEntries(CATEGORIES.map((c) => [c, r.categories[c].score]))),
        metrics: Object.fromEntries(METRICS.map(([id]) => [id, typical.audits[id]?.displayValue])),
        pass: missed.length === 0,
      };
      fs.writeFileSync(
        path.join(reportsDir, `${page.replace(/^\//, "").replaceAll("/", "_")}.json`),
        JSON.stringify(typical),
      );
      for (const category of missed) {
        const counts = new Map<string, { audit: Audit; runs: number }>();
        // The typical run first, so that an audit it flagged is shown with its figure.
        for (const result of [typical, ...results.filter((r) => r !== typical)])
          for (const audit of costlyAudits(result, category)) {
            const seen = counts.get(audit.id);
            counts.set(audit.id, { audit: seen?.audit ?? audit, runs: (seen?.runs ?? 0) + 1 });
          }
        for (const { audit, runs } of counts.values())
          failures.push(
            `${page} ${category}: ${audit.id} — ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}, ${runs} of ${RUNS} runs`,
          );
      }
    } catch (error) {
      passedAll = false;
      rows.push([page, "not scored", "", "", "", "", "", "", "", "", "FAIL"]);
      failures.push((error as Error).message);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  report(line(header));
  report(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) report(line(row));
  if (PAGES.includes(MAP_PAGE))
    report(
      `\nstand-in map tiles served on loopback: ${tiles.served()} (the map loads when it nears the view: on a phone after the timed load, when Lighthouse takes its full-page screenshot)`,
    );
  if (failures.length) {
    report("");
    report("Audits that cost a missed bar points (id — title):");
    for (const failure of failures) report(`- ${failure}`);
  }
  report("");
  report(passedAll ? "PASS: every page meets every bar" : "FAIL: a page missed a bar");
  fs.writeFileSync(path.join(resultsDir, "lighthouse.txt"), `${lines.join("\n")}\n`);
  fs.writeFileSync(path.join(resultsDir, "lighthouse.json"), `${JSON.stringify(json, null, 2)}\n`);
  return passedAll ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`lighthouse benchmark failed: ${(error as Error).message}`);
} finally {
  await stopAll();
}
process.exit(code);
