/**
 * Lighthouse scores of the production build, as a phone sees it (Lighthouse's default: mobile, simulated
 * slow 4G and a 4× slower CPU): `/login`, `/register/type` and the signed-in `/overview`.
 *
 *   npm run build && npm run bench:lighthouse
 *
 * Starts the portal like `npm run serve` on a free loopback port with the embedded database in a temporary
 * DATA_DIR, signs up a customer over HTTP (bench/signed-in-cookie.ts) and hands Lighthouse that session
 * cookie as an extra header for the signed-in page. Needs Chromium (CHROME_PATH, default /usr/bin/chromium).
 * Prints performance, accessibility, best practices and SEO per page against the bars in bench/README.md, with the
 * paint timings; writes bench/results/lighthouse.txt and .json. Exit code 0 when every page was scored.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, killAllNow, run, start, stopAll, waitUntilReady } from "./lib/processes.ts";

const root = path.resolve(import.meta.dirname, "..");
const resultsDir = path.join(import.meta.dirname, "results");
const lighthouseCli = path.join(root, "node_modules/lighthouse/cli/index.js");
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? "/login,/register/type,/overview").split(",");
/** Pages that need the signed-in customer's cookie. */
const SIGNED_IN = new Set(["/overview"]);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const BARS: Record<(typeof CATEGORIES)[number], number> = {
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
] as const;

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { displayValue?: string; score: number | null; title: string }>;
}

const lines: string[] = [];
const report = (line = "") => {
  console.log(line);
  lines.push(line);
};

async function lighthouse(url: string, headers: Record<string, string>): Promise<LighthouseResult> {
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
  return JSON.parse(fs.readFileSync(out, "utf8")) as LighthouseResult;
}

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "vp-lighthouse-"));
process.on("exit", () => {
  killAllNow();
  fs.rmSync(tempDir, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    console.error("build/ is missing: run `npm run build` first.");
    return 1;
  }
  if (!fs.existsSync(chrome)) {
    console.error(`Chromium not found at ${chrome} (set CHROME_PATH).`);
    return 1;
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const portal = start("portal", process.execPath, ["--liftoff-only", "server.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      MAIL_TRANSPORT: "outbox",
      INSURANCE: "embedded",
      LOG_LEVEL: "silent",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: path.join(tempDir, "data"),
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

  report(`# Lighthouse (mobile, default settings) — ${new Date().toISOString()}`);
  report(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (a busy machine lowers the performance score)`,
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
  ];
  const rows: string[][] = [];
  const json: Record<string, unknown> = {};
  const failures: string[] = [];
  let scoredAll = true;
  for (const page of PAGES) {
    try {
      const result = await lighthouse(`${origin}${page}`, SIGNED_IN.has(page) ? { Cookie: cookie } : {});
      const scores = CATEGORIES.map((c) => result.categories[c]?.score ?? null);
      rows.push([
        page,
        ...scores.map((score, i) => {
          const mark = score !== null && score >= BARS[CATEGORIES[i]!] ? "" : " FAIL";
          return `${score === null ? "—" : score.toFixed(2)}${mark}`;
        }),
        ...METRICS.map(([id]) => result.audits[id]?.displayValue ?? "—"),
      ]);
      json[page] = {
        scores: Object.fromEntries(CATEGORIES.map((c, i) => [c, scores[i]])),
        metrics: Object.fromEntries(METRICS.map(([id]) => [id, result.audits[id]?.displayValue])),
      };
      for (const [id, audit] of Object.entries(result.audits)) {
        if (audit.score !== null && audit.score < 1 && !METRICS.some(([m]) => m === id))
          if (
            ["render-blocking-resources", "meta-description", "color-contrast"].includes(id) ||
            audit.score < 0.5
          )
            failures.push(`${page}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      }
    } catch (error) {
      scoredAll = false;
      rows.push([page, "not scored", "", "", "", "", "", "", ""]);
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
  if (failures.length) {
    report("");
    report("Audits that cost points:");
    for (const failure of failures) report(`- ${failure}`);
  }
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, "lighthouse.txt"), `${lines.join("\n")}\n`);
  fs.writeFileSync(path.join(resultsDir, "lighthouse.json"), `${JSON.stringify(json, null, 2)}\n`);
  return scoredAll ? 0 : 1;
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
