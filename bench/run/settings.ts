/** Where things are and what the run measures: paths, the BENCH_* settings (bench/README.md) and the bars. */
import path from "node:path";
import type { WrkOptions } from "../lib/wrk.ts";

export const root = path.resolve(import.meta.dirname, "../..");
export const bareDir = path.join(root, "bench/bare");
export const resultsDir = path.join(root, "bench/results");
/** Where the bare page inside the portal's route table is generated and built (bench/lib/route-table-app.ts). */
export const routeTableDir = path.join(resultsDir, "bare-routes");

export const env = process.env;
// Each page is measured with two references in every round, so a page costs 3 × DURATION_S: 6 s (three rounds
// of 2 s) keeps a run of eight pages in both modes near six minutes.
export const DURATION_S = positive(env.BENCH_DURATION, 6);
export const WARMUP_S = positive(env.BENCH_WARMUP, 2);
/**
 * Each page is measured in ROUNDS slices of DURATION_S / ROUNDS seconds, alternating with the two bare pages, and
 * each ratio is the median of the slices' ratios: the machine's speed drifts by a fifth and more within a minute,
 * and a page measured next to its own bare slices sees the same machine.
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
/** The signed-in page with its own bar (≥ 0.6 of the bare page in our route table). */
export const SIGNED_IN_PATH = env.BENCH_SIGNED_IN_PATH ?? "/overview";
/**
 * Further signed-in pages measured with the same cookie: the main pages a customer uses, each against the bar of
 * "every other signed-in page" (≥ 0.5 of the bare page in our route table). Comma-separated, "" for none. The
 * bench customer has no letters, so the letters area is its intro (bench/letters.ts measures the list).
 */
export const MORE_SIGNED_IN_PATHS = (
  env.BENCH_MORE_SIGNED_IN ??
  "/overview/offer,/overview/finance,/overview/wishes,/overview/letters/intro,/overview/trusted-person,/profile"
)
  .split(",")
  .map((p) => p.trim())
  .filter(Boolean);
/** Signs up a fresh customer on the run's server and prints its cookie, unless BENCH_COOKIE(_CMD) says else. */
export const DEFAULT_COOKIE_CMD = "node bench/signed-in-cookie.ts";
/**
 * The throughput bars, on PostgreSQL, as ratios of req/s to the bare page inside the portal's own route table
 * (React Router's per-request work over our routes is in the reference, so the ratio is our own cost).
 */
export const OVERVIEW_MIN_RATIO = 0.6;
export const MORE_SIGNED_IN_MIN_RATIO = 0.5;
export const BARS_MODE = "postgres";
/** The two reference pages as the summary names them. */
export const ROUTE_TABLE_REF = "bare / in our routes";
export const ONE_ROUTE_REF = "bare / (one route)";
/** The embedded database's /overview at least this share of PostgreSQL's (each mode against its own reference). */
export const EMBEDDED_TO_POSTGRES_MIN_RATIO = 0.5;
export const JS_BUDGET_OVER_BARE = 25_000;
export const CSS_BUDGET = 15_000;
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
