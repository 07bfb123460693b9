/** Where things are and what the run measures: paths, the BENCH_* settings (bench/README.md) and the bars. */
import path from "node:path";
import type { WrkOptions } from "../lib/wrk.ts";

export const root = path.resolve(import.meta.dirname, "../..");
export const bareDir = path.join(root, "bench/bare");
export const resultsDir = path.join(root, "bench/results");

export const env = process.env;
export const DURATION_S = positive(env.BENCH_DURATION, 10);
export const WARMUP_S = positive(env.BENCH_WARMUP, 3);
/**
 * Each page is measured in ROUNDS slices of DURATION_S / ROUNDS seconds, alternating with the bare page, and the
 * ratio is the median of the slices' ratios: the machine's speed drifts by a fifth and more within a minute, and
 * a page measured next to its own bare slices sees the same machine.
 */
export const ROUNDS = positive(env.BENCH_ROUNDS, 3);
export const CONNECTIONS = positive(env.BENCH_CONNECTIONS, 16);
/** Accept-Encoding of the main measurements: none by default, so the figures are the servers' own work. */
export const ACCEPT_ENCODING = env.BENCH_ENCODING ?? "";
/** A second pair measured once as browsers ask (the compression middleware then costs more than rendering). */
export const BROWSER_ENCODING = "gzip, deflate, br";
export const MEASURE_COMPRESSED = env.BENCH_COMPRESSED !== "0";
export const MODES = (env.BENCH_MODES ?? "embedded,postgres")
  .split(",")
  .map((m) => m.trim())
  .filter(Boolean);
export const PG_ADMIN_URL = env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const NOT_FOUND_PATH = "/bench-not-found";
/** The signed-in page of the throughput bar (≥ half of the bare page's req/s). */
export const SIGNED_IN_PATH = env.BENCH_SIGNED_IN_PATH ?? "/overview";
// Further signed-in pages measured with the same cookie, each against the bar of "other signed-in pages"
// (≥ 0.4 of the bare page, with PostgreSQL). Comma-separated, "" for none.
export const MORE_SIGNED_IN_PATHS = (env.BENCH_MORE_SIGNED_IN ?? "/overview/offer,/overview/finance")
  .split(",")
  .map((p) => p.trim())
  .filter(Boolean);
export const MORE_SIGNED_IN_MIN_RATIO = 0.4;
export const JS_BUDGET_OVER_BARE = 25_000;
export const CSS_BUDGET = 15_000;
/** The bar for the signed-in page: its req/s over the bare page's, per database mode. */
export const OVERVIEW_MIN_RATIO: Record<string, number> = { postgres: 0.5, embedded: 0.35 };
/** The bar: the portal's resident memory under load at most this multiple of the bare server's (PostgreSQL). */
export const MEMORY_MAX_RATIO = 1.5;

export const wrkOptions: WrkOptions = {
  threads: 1,
  connections: CONNECTIONS,
  durationS: DURATION_S,
  headers: { Accept: "text/html", ...(ACCEPT_ENCODING && { "Accept-Encoding": ACCEPT_ENCODING }) },
};

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}
