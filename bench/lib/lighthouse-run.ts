/**
 * One Lighthouse run for bench/lighthouse.ts (devDependency `lighthouse`, its CLI with the default mobile
 * settings: simulated slow 4G and a 4× slower CPU), and the figures the bench reads from its JSON: the four
 * category scores, the metrics' `numericValue` (never the display strings) and the host's `benchmarkIndex`.
 */
import fs from "node:fs";
import path from "node:path";
import { EndedElsewhere } from "./page-sessions.ts";
import { run } from "./processes.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
/** The metrics printed, by audit id, with their column names. */
const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;
export type Metric = (typeof METRICS)[number][0];

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}
export interface LighthouseResult {
  finalDisplayedUrl: string;
  environment: { benchmarkIndex: number };
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

export interface RunFigures {
  scores: Record<Category, number>;
  /** ms; CLS without unit. NaN when Lighthouse could not compute a metric. */
  metrics: Record<Metric, number>;
  benchmarkIndex: number;
}

export function figuresOf(result: LighthouseResult): RunFigures {
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, result.categories[c].score ?? 0])) as Record<
      Category,
      number
    >,
    metrics: Object.fromEntries(
      METRICS.map(([id]) => [id, result.audits[id]?.numericValue ?? Number.NaN]),
    ) as Record<Metric, number>,
    benchmarkIndex: result.environment.benchmarkIndex,
  };
}

/**
 * Runs Lighthouse once against `url`, with `cookie` as an extra header when given. Throws EndedElsewhere when
 * the page ended on another URL (a redirect to the sign-in page), another error when the run failed.
 */
export async function lighthouseOnce(
  url: string,
  cookie: string | undefined,
  options: { root: string; chrome: string; tempDir: string },
): Promise<LighthouseResult> {
  const out = path.join(options.tempDir, `lh-${Date.now()}.json`);
  const args = [
    path.join(options.root, "node_modules/lighthouse/cli/index.js"),
    url,
    "--quiet",
    "--output=json",
    `--output-path=${out}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --disable-sync",
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const { exit, output, timedOut } = await run("lighthouse", process.execPath, args, {
    cwd: options.root,
    env: { ...process.env, CHROME_PATH: options.chrome },
    timeoutMs: 180_000,
  });
  if (timedOut || exit.code !== 0 || !fs.existsSync(out)) {
    // The first line names the reason (Lighthouse's own error line, e.g. "Runtime error encountered: NO_FCP").
    const lines = output.split("\n").filter((line) => line.trim());
    const reason = timedOut
      ? "timed out"
      : (lines.findLast((line) => /error/i.test(line)) ?? lines.at(-1) ?? "");
    throw new Error(`lighthouse failed for ${url} (exit ${String(exit.code)}): ${reason.trim()}\n${output}`);
  }
  const result = JSON.parse(fs.readFileSync(out, "utf8")) as LighthouseResult;
  fs.rmSync(out);
  if (new URL(result.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new EndedElsewhere(url, result.finalDisplayedUrl);
  return result;
}

/**
 * The audits that cost a category points: for accessibility, best practices and SEO every scored audit below 1;
 * for performance the metrics below 0.9 and the opportunities and diagnostics Lighthouse flags (score < 0.5).
 */
export function costlyAudits(result: LighthouseResult, category: Category): Audit[] {
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
