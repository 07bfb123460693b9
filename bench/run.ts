/**
 * Throughput and page-weight benchmark: the portal against a bare React Router 8 app built with
 * the same toolchain (bench/bare), measured back to back in one run on this machine.
 *
 *   npm run bench          (after `npm run build`; builds whatever is missing)
 *
 * See bench/README.md for what each figure means and the environment variables that tune it.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AssetCache, measurePage, type PageWeight } from "./lib/bytes.ts";
import { createTempDatabase, type TempDatabase } from "./lib/postgres.ts";
import {
  describeExit,
  freePort,
  killAllNow,
  probe,
  run,
  start,
  stopAll,
  waitUntilReady,
  type Managed,
} from "./lib/processes.ts";
import { formatRatios, median, runWrk, type WrkOptions, type WrkResult } from "./lib/wrk.ts";

const root = path.resolve(import.meta.dirname, "..");
const bareDir = path.join(import.meta.dirname, "bare");
const resultsDir = path.join(import.meta.dirname, "results");

const env = process.env;
const DURATION_S = positive(env.BENCH_DURATION, 10);
const WARMUP_S = positive(env.BENCH_WARMUP, 3);
/**
 * Each page is measured in ROUNDS slices of DURATION_S / ROUNDS seconds, alternating with the bare page, and the
 * ratio is the median of the slices' ratios: the machine's speed drifts by a fifth and more within a minute, and
 * a page measured next to its own bare slices sees the same machine.
 */
const ROUNDS = positive(env.BENCH_ROUNDS, 3);
const CONNECTIONS = positive(env.BENCH_CONNECTIONS, 16);
/** Accept-Encoding of the main measurements: none by default, so the figures are the servers' own work. */
const ACCEPT_ENCODING = env.BENCH_ENCODING ?? "";
/** A second pair measured once as browsers ask (the compression middleware then costs more than rendering). */
const BROWSER_ENCODING = "gzip, deflate, br";
const MEASURE_COMPRESSED = env.BENCH_COMPRESSED !== "0";
const MODES = (env.BENCH_MODES ?? "embedded,postgres")
  .split(",")
  .map((m) => m.trim())
  .filter(Boolean);
const PG_ADMIN_URL = env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NOT_FOUND_PATH = "/bench-not-found";
/** The signed-in page of the throughput bar (≥ half of the bare page's req/s). */
const SIGNED_IN_PATH = env.BENCH_SIGNED_IN_PATH ?? "/overview";
// Further signed-in pages measured with the same cookie, each against the bar of "other signed-in pages"
// (≥ 0.4 of the bare page, with PostgreSQL). Comma-separated, "" for none.
const MORE_SIGNED_IN_PATHS = (env.BENCH_MORE_SIGNED_IN ?? "/overview/offer,/overview/finance")
  .split(",")
  .map((p) => p.trim())
  .filter(Boolean);
const MORE_SIGNED_IN_MIN_RATIO = 0.4;
const JS_BUDGET_OVER_BARE = 25_000;
const CSS_BUDGET = 15_000;
/** The bar for the signed-in page: its req/s over the bare page's, per database mode. */
const OVERVIEW_MIN_RATIO: Record<string, number> = { postgres: 0.5, embedded: 0.35 };
/**
 * Chooses a provision type for the bench customer: without one, every finance page redirects to its wizard
 * (decision 0020), so /overview/finance would measure a redirect.
 */
async function prepareFinance(origin: string, cookie: string): Promise<void> {
  await fetch(`${origin}/overview/finance/insurance/wizard/type`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ financialProvisionType: "PAY_BY_FAMILY" }),
    redirect: "manual",
  });
}
/** Issue bar: the portal's resident memory under load at most this multiple of the bare server's (PostgreSQL). */
const MEMORY_MAX_RATIO = 1.5;

const wrkOptions: WrkOptions = {
  threads: 1,
  connections: CONNECTIONS,
  durationS: DURATION_S,
  headers: { Accept: "text/html", ...(ACCEPT_ENCODING && { "Accept-Encoding": ACCEPT_ENCODING }) },
};

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

// ---------------------------------------------------------------- output

const summary: string[] = [];
/** Progress: printed only. */
function progress(line: string) {
  console.log(`  · ${line}`);
}
/** Part of the summary: printed and written to bench/results/latest.txt. */
function report(line = "") {
  console.log(line);
  summary.push(line);
}

function table(header: string[], rows: string[][], rightAligned: Set<number>) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  report(line(header));
  report(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) report(line(row));
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(2));
const indent = (text: string) =>
  text
    .trimEnd()
    .split("\n")
    .map((l) => `      ${l}`)
    .join("\n");

// ---------------------------------------------------------------- cleanup

const tempDirs = new Set<string>();
/** Servers started in this run, for the error message when something fails. */
const servers: Managed[] = [];
const databases = new Set<TempDatabase>();
let cleaning: Promise<void> | undefined;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopAll();
    for (const db of databases) {
      try {
        await db.drop();
      } catch (error) {
        console.error(`could not drop database ${db.name}: ${String(error)}`);
      }
      databases.delete(db);
    }
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
    tempDirs.clear();
  })();
  return cleaning;
}

let interrupted = false;
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const) {
  process.on(signal, () => {
    if (interrupted) {
      killAllNow();
      process.exit(code);
    }
    interrupted = true;
    console.error(`\n${signal}: stopping the servers and removing temporary data …`);
    void cleanup().finally(() => process.exit(code));
  });
}
process.on("exit", () => {
  killAllNow();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------- builds

function newestMtime(entries: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== "node_modules") visit(path.join(p, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  entries.forEach(visit);
  return newest;
}

function mtime(file: string): number | undefined {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

const reactRouterCli = path.join(root, "node_modules/@react-router/dev/bin.cjs");

async function build(
  projectDir: string | undefined,
  label: string,
): Promise<{ ok: boolean; output: string }> {
  progress(`building ${label} …`);
  const started = Date.now();
  const { exit, output, timedOut } = await run(
    `build ${label}`,
    process.execPath,
    [reactRouterCli, "build", ...(projectDir ? [projectDir] : [])],
    { cwd: root, env: { ...env, NO_COLOR: "1" }, timeoutMs: 300_000 },
  );
  const ok = !timedOut && exit.code === 0;
  progress(`${label} ${ok ? "built" : "build FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { ok, output: timedOut ? `${output}\n(timed out after 300 s)` : output };
}

async function ensureBareBuild(): Promise<void> {
  const built = mtime(path.join(bareDir, "build/server/index.js"));
  const sources = newestMtime(
    ["app", "vite.config.ts", "react-router.config.ts"].map((p) => path.join(bareDir, p)),
  );
  if (built !== undefined && built >= sources) return;
  const { ok, output } = await build(path.relative(root, bareDir), "the bare app");
  if (!ok) throw new Error(`cannot build bench/bare:\n${output}`);
}

/** Our build is expected from `npm run build`; built here only when missing. */
async function ensureOurBuild(notes: string[]): Promise<{ ok: boolean; message?: string }> {
  const built = mtime(path.join(root, "build/server/index.js"));
  if (built === undefined || !fs.existsSync(path.join(root, "build/client"))) {
    progress("build/ is missing (run `npm run build` first next time); building it now");
    const { ok, output } = await build(undefined, "the portal");
    if (!ok)
      return { ok: false, message: `the portal's build failed (npx react-router build):\n${indent(output)}` };
    return { ok: true };
  }
  const sources = newestMtime(
    ["app", "server", "server.ts", "vite.config.ts", "react-router.config.ts", "content"].map((p) =>
      path.join(root, p),
    ),
  );
  if (sources > built) {
    notes.push(
      "build/ is older than the sources (app/, server/, …): figures are for the last `npm run build`.",
    );
  }
  return { ok: true };
}

// ---------------------------------------------------------------- servers

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = {
    PATH: `${path.join(root, "node_modules/.bin")}:${env.PATH ?? "/usr/bin:/bin"}`,
  };
  for (const name of ["HOME", "TMPDIR", "LANG", "TZ", "SESSION_SECRET"]) {
    if (env[name]) base[name] = env[name];
  }
  return { ...base, ...extra };
}

async function startBare(): Promise<{ managed: Managed; origin: string }> {
  const port = await freePort();
  const managed = start("bare server", process.execPath, [path.join(bareDir, "server.ts")], {
    cwd: bareDir,
    env: childEnv({ NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" }),
  });
  servers.push(managed);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${origin}/`, managed, 30_000);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${indent(managed.output())}`);
  }
  return { managed, origin };
}

interface OurServer {
  managed: Managed;
  origin: string;
  readyMs: number;
}

async function startOurs(mode: string, extra: Record<string, string>): Promise<OurServer> {
  const port = await freePort();
  const managed = start(`portal (${mode})`, process.execPath, ["--liftoff-only", "server.ts"], {
    cwd: root,
    env: childEnv({
      NODE_ENV: "production",
      MAIL_TRANSPORT: "outbox",
      INSURANCE: "embedded",
      LOG_LEVEL: "silent",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...extra,
    }),
  });
  servers.push(managed);
  const origin = `http://127.0.0.1:${port}`;
  try {
    const readyMs = await waitUntilReady(`${origin}/readyz`, managed, 120_000);
    return { managed, origin, readyMs };
  } catch (error) {
    await managed.stop(5_000);
    const output = managed.output().trim() || "(no output)";
    throw new Error(`${(error as Error).message}; its output:\n${indent(output)}`);
  }
}

/** Resident memory of a process in MB (from /proc), or undefined when it cannot be read. */
function rssMb(managed: Managed): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${managed.child.pid}/status`, "utf8");
    const rss = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return rss ? Number(rss) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The highest resident memory of each server seen while wrk loaded it, per mode. */
const peakUnderLoad = new Map<string, number>();
const loadKey = (mode: string, server: Managed) => `${mode}\u0000${server.name}`;

function memoryOf(managed: Managed): string | undefined {
  try {
    const status = fs.readFileSync(`/proc/${managed.child.pid}/status`, "utf8");
    const rss = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    const peak = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    if (!rss || !peak) return undefined;
    return `RSS ${Math.round(Number(rss) / 1024)} MB, peak ${Math.round(Number(peak) / 1024)} MB`;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- measuring

interface Row {
  mode: string;
  page: string;
  status: string;
  result?: WrkResult;
  bare?: WrkResult;
  /** Our req/s ÷ the bare page's per alternating slice (measurePair); the row's ratio is their median. */
  ratios?: number[];
  note?: string;
  bar?: number;
}

/** A row's ratio to the bare page: the median of its slices, else its one measurement over the bare page's. */
const ratioOf = (row: Row): number | undefined =>
  row.ratios
    ? median(row.ratios)
    : row.result && row.bare
      ? row.result.requestsPerSec / row.bare.requestsPerSec
      : undefined;

/** wrk keeps going when the server dies (it counts socket errors), so check the server afterwards. */
async function measure(
  server: Managed,
  url: string,
  headers: Record<string, string> = {},
  mode = "",
  durationS = DURATION_S,
): Promise<WrkResult> {
  if (interrupted) throw new Error("interrupted");
  // Resident memory sampled while wrk runs: what the server needs under load.
  const key = loadKey(mode, server);
  const sample = () => {
    const mb = rssMb(server);
    if (mb !== undefined) peakUnderLoad.set(key, Math.max(peakUnderLoad.get(key) ?? 0, mb));
  };
  const sampler = setInterval(sample, 250);
  let result: WrkResult;
  try {
    result = await runWrk(
      url,
      { ...wrkOptions, durationS, headers: { ...wrkOptions.headers, ...headers } },
      root,
    );
  } finally {
    clearInterval(sampler);
  }
  if (!server.isRunning()) {
    throw new Error(`${server.name} stopped during the measurement (${describeExit(await server.exited)})`);
  }
  return result;
}

/** Slices of equal length as one result: mean req/s, summed counts, the median slice's percentiles. */
function combine(results: WrkResult[]): WrkResult {
  const errors = results.map((r) => r.socketErrors).filter(Boolean);
  return {
    requestsPerSec: results.reduce((sum, r) => sum + r.requestsPerSec, 0) / results.length,
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    non2xx3xx: results.reduce((sum, r) => sum + r.non2xx3xx, 0),
    socketErrors: errors.length > 0 ? errors.join("; ") : undefined,
    raw: results.map((r) => r.raw).join("\n"),
  };
}

/**
 * Our page and the bare page in alternating slices (ROUNDS of each, DURATION_S / ROUNDS seconds), so both are
 * measured on the same machine at the same time; `ratios` holds each slice pair's ratio.
 */
async function measurePair(
  ours: Managed,
  url: string,
  bare: { managed: Managed; url: string },
  headers: Record<string, string>,
  bareHeaders: Record<string, string>,
  mode = "",
): Promise<{ result: WrkResult; bare: WrkResult; ratios: number[] }> {
  const slice = Math.max(1, Math.round(DURATION_S / ROUNDS));
  const mine: WrkResult[] = [];
  const theirs: WrkResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    mine.push(await measure(ours, url, headers, mode, slice));
    theirs.push(await measure(bare.managed, bare.url, bareHeaders, mode, slice));
  }
  return {
    result: combine(mine),
    bare: combine(theirs),
    ratios: mine.map((result, i) => result.requestsPerSec / theirs[i]!.requestsPerSec),
  };
}

async function warmUp(url: string, headers: Record<string, string> = {}) {
  if (interrupted) throw new Error("interrupted");
  await runWrk(
    url,
    { ...wrkOptions, durationS: WARMUP_S, headers: { ...wrkOptions.headers, ...headers } },
    root,
  );
}

/** /login when it answers 200, else the not-found page (404, which wrk counts separately but measures). */
async function choosePage(origin: string): Promise<{ path: string; status: number; why?: string }> {
  const login = await probe(`${origin}/login`, { Accept: "text/html" }, 15_000);
  if (login.status === 200) return { path: "/login", status: 200 };
  const notFound = await probe(`${origin}${NOT_FOUND_PATH}`, { Accept: "text/html" }, 15_000);
  return {
    path: NOT_FOUND_PATH,
    status: notFound.status,
    why: `/login answered ${login.status}${login.location ? ` → ${login.location}` : ""}, so the not-found page was measured`,
  };
}

/** A Cookie header for a signed-in user on this server: from BENCH_COOKIE_CMD or BENCH_COOKIE. */
async function signedInCookie(origin: string): Promise<{ cookie?: string; note?: string }> {
  let cookie = env.BENCH_COOKIE;
  if (env.BENCH_COOKIE_CMD) {
    const { exit, stdout, output, timedOut } = await run(
      "BENCH_COOKIE_CMD",
      "/bin/sh",
      ["-c", env.BENCH_COOKIE_CMD],
      {
        cwd: root,
        env: { ...env, BENCH_BASE_URL: origin },
        timeoutMs: 60_000,
      },
    );
    cookie = stdout.trim().split("\n").pop()?.trim();
    if (timedOut || exit.code !== 0 || !cookie) {
      return {
        note: `skipped: BENCH_COOKIE_CMD failed (${timedOut ? "timeout" : describeExit(exit)}):\n${indent(output)}`,
      };
    }
  }
  if (!cookie) return { note: "skipped: neither BENCH_COOKIE nor BENCH_COOKIE_CMD is set" };
  const answer = await probe(`${origin}${SIGNED_IN_PATH}`, { Accept: "text/html", Cookie: cookie }, 15_000);
  if (answer.status !== 200) {
    return {
      note:
        `skipped: ${SIGNED_IN_PATH} with the given cookie answered ${answer.status}` +
        `${answer.location ? ` → ${answer.location}` : ""}; the cookie must be valid for the freshly ` +
        `created database of this run (see bench/README.md, BENCH_COOKIE_CMD)`,
    };
  }
  return { cookie };
}

async function followRedirects(origin: string, start: string): Promise<{ path: string; chain: string }> {
  let current = start;
  const chain = [start];
  for (let hop = 0; hop < 5; hop++) {
    const answer = await probe(`${origin}${current}`, { Accept: "text/html" }, 15_000);
    if (answer.status < 300 || answer.status >= 400 || !answer.location) break;
    const next = new URL(answer.location, `${origin}${current}`);
    if (next.origin !== origin) break;
    current = next.pathname + next.search;
    chain.push(current);
  }
  return { path: current, chain: chain.join(" → ") };
}

interface WeightRow {
  label: string;
  weight?: PageWeight;
  error?: string;
}

/** Pages whose bytes are measured besides `/`: the entry pages of sign-in and sign-up. */
const WEIGHED_PAGES = ["/login", "/register/type", "/forgot-password", "/cookie-consent"];

async function measureWeights(
  ours: OurServer | undefined,
  bareOrigin: string,
  cookie?: string,
): Promise<WeightRow[]> {
  const rows: WeightRow[] = [];
  const attempt = async (label: string, work: () => Promise<PageWeight>) => {
    try {
      rows.push({ label, weight: await work() });
    } catch (error) {
      rows.push({ label, error: error instanceof Error ? error.message : String(error) });
    }
  };
  await attempt("bare /", () => measurePage(bareOrigin, "/", new AssetCache()));
  if (!ours) return rows;
  const cache = new AssetCache();
  const target = await followRedirects(ours.origin, "/");
  const paths: { label: string; path: string }[] = [
    { label: target.chain, path: target.path },
    ...WEIGHED_PAGES.map((p) => ({ label: p, path: p })),
    { label: `${NOT_FOUND_PATH} (not found)`, path: NOT_FOUND_PATH },
  ];
  const seen = new Set<string>();
  for (const { label, path: p } of paths) {
    const pathname = new URL(p, ours.origin).pathname;
    if (seen.has(pathname)) continue;
    seen.add(pathname);
    await attempt(label, () => measurePage(ours.origin, p, cache));
  }
  if (cookie) {
    await attempt(`${SIGNED_IN_PATH} (signed in)`, () =>
      measurePage(ours.origin, SIGNED_IN_PATH, cache, { Cookie: cookie }),
    );
  }
  return rows;
}

// ---------------------------------------------------------------- main

const loadBefore = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(" ");

async function main(): Promise<number> {
  const started = Date.now();
  const [major] = process.versions.node.split(".").map(Number);
  if ((major ?? 0) < 24) {
    console.error(`bench/run.ts needs Node 24 (this is ${process.version}): run it with \`npm run bench\`.`);
    return 1;
  }
  if (spawnSync("wrk", ["--version"]).error) {
    console.error("wrk is not installed (apt-get install -y wrk).");
    return 1;
  }
  const notes: string[] = [];
  console.log(
    `Benchmark: ${MODES.join(" + ")}; wrk -t1 -c${CONNECTIONS} -d${DURATION_S}s per page after ${WARMUP_S} s warm-up`,
  );

  await ensureBareBuild();
  const ourBuild = await ensureOurBuild(notes);

  progress("starting the bare server …");
  // Each mode gets a fresh bare server, as it gets a fresh portal: its memory under load is then compared
  // with a bare server that has carried the same load, not one grown by the previous mode's compressed slices.
  let bare = await startBare();

  const rows: Row[] = [];
  const memory: string[] = [];
  const startup: string[] = [];
  let weights: WeightRow[] | undefined;
  let ourProblem = ourBuild.ok ? undefined : ourBuild.message;
  let measuredAny = false;
  let compressedDone = false;

  /** Measures one mode against the running portal; throws when a request or wrk fails. */
  const measureMode = async (mode: string, ours: OurServer): Promise<boolean> => {
    // The first page after /readyz shows work the portal defers to its first request.
    const firstStarted = Date.now();
    const first = await probe(`${ours.origin}/login`, { Accept: "text/html" }, 60_000);
    startup.push(
      `portal (${mode}): /readyz answered after ${(ours.readyMs / 1000).toFixed(1)} s; ` +
        `the first GET /login after that took ${((Date.now() - firstStarted) / 1000).toFixed(2)} s (${first.status})`,
    );

    const page = await choosePage(ours.origin);
    if (page.why) notes.push(`${mode}: ${page.why} (${NOT_FOUND_PATH} answered ${page.status}).`);
    const pageUrl = `${ours.origin}${page.path}`;
    const bareUrl = `${bare.origin}/`;
    const login = await signedInCookie(ours.origin);

    if (!weights) {
      progress("measuring compressed bytes per page …");
      weights = await measureWeights(ours, bare.origin, login.cookie);
    }

    progress(`warming up (${WARMUP_S} s per page) …`);
    await warmUp(pageUrl);
    await warmUp(bareUrl);
    if (login.cookie) await warmUp(`${ours.origin}${SIGNED_IN_PATH}`, { Cookie: login.cookie });

    const bareSide = { managed: bare.managed, url: bareUrl };
    const pairNote = `${DURATION_S} s, ${ROUNDS} slices alternating with the bare page`;
    progress(`measuring ${page.path} (${pairNote}) …`);
    const main = await measurePair(ours.managed, pageUrl, bareSide, {}, {}, mode);
    rows.push({ mode, page: page.path, status: String(page.status), ...main });
    rows.push({ mode, page: "bare /", status: "200", result: main.bare, bare: main.bare });
    if (login.cookie) {
      progress(`measuring ${SIGNED_IN_PATH} signed in (${pairNote}) …`);
      const overview = await measurePair(
        ours.managed,
        `${ours.origin}${SIGNED_IN_PATH}`,
        bareSide,
        { Cookie: login.cookie },
        {},
        mode,
      );
      rows.push({
        mode,
        page: `${SIGNED_IN_PATH} (signed in)`,
        status: "200",
        ...overview,
        // /overview has its own bar; any other page measured in its place (bench/letters.ts) the 0.4 of other pages.
        bar: SIGNED_IN_PATH === "/overview" ? OVERVIEW_MIN_RATIO[mode] : MORE_SIGNED_IN_MIN_RATIO,
      });
    } else {
      rows.push({ mode, page: `${SIGNED_IN_PATH} (signed in)`, status: "", note: login.note });
    }
    // The further signed-in pages (offer, finance), each answering 200 or reported as not measured.
    if (login.cookie) await prepareFinance(ours.origin, login.cookie);
    for (const extra of login.cookie ? MORE_SIGNED_IN_PATHS : []) {
      const answer = await probe(
        `${ours.origin}${extra}`,
        { Accept: "text/html", Cookie: login.cookie! },
        15_000,
      );
      if (answer.status !== 200) {
        rows.push({
          mode,
          page: `${extra} (signed in)`,
          status: String(answer.status),
          note: "not measured",
        });
        continue;
      }
      await warmUp(`${ours.origin}${extra}`, { Cookie: login.cookie! });
      progress(`measuring ${extra} signed in (${pairNote}) …`);
      const pair = await measurePair(
        ours.managed,
        `${ours.origin}${extra}`,
        bareSide,
        { Cookie: login.cookie! },
        {},
        mode,
      );
      rows.push({
        mode,
        page: `${extra} (signed in)`,
        status: "200",
        ...pair,
        bar: MORE_SIGNED_IN_MIN_RATIO,
      });
    }
    if (MEASURE_COMPRESSED && !compressedDone && ACCEPT_ENCODING !== BROWSER_ENCODING) {
      compressedDone = true;
      const headers = { "Accept-Encoding": BROWSER_ENCODING };
      progress(`measuring ${page.path} and the bare page with Accept-Encoding: ${BROWSER_ENCODING} …`);
      const compressed = await measurePair(ours.managed, pageUrl, bareSide, headers, headers);
      const label = " [br]";
      rows.push({ mode, page: page.path + label, status: String(page.status), ...compressed });
      rows.push({
        mode,
        page: "bare /" + label,
        status: "200",
        result: compressed.bare,
        bare: compressed.bare,
      });
    }
    const mem = memoryOf(ours.managed);
    if (mem) memory.push(`portal (${mode}) after the load: ${mem}`);
    const oursPeak = peakUnderLoad.get(loadKey(mode, ours.managed));
    const barePeak = peakUnderLoad.get(loadKey(mode, bare.managed));
    if (oursPeak !== undefined && barePeak !== undefined) {
      const ratio = oursPeak / barePeak;
      const bar =
        mode === "postgres"
          ? ratio <= MEMORY_MAX_RATIO
            ? ` PASS (≤ ${MEMORY_MAX_RATIO})`
            : ` FAIL (> ${MEMORY_MAX_RATIO})`
          : "";
      memory.push(
        `memory under load (${mode}, highest RSS while wrk ran): portal ${oursPeak.toFixed(0)} MB, ` +
          `bare ${barePeak.toFixed(0)} MB, ratio ${ratio.toFixed(2)}${bar}`,
      );
    }
    return true;
  };

  let modesStarted = 0;
  for (const mode of ourBuild.ok ? MODES : []) {
    if (interrupted) break;
    if (mode !== "embedded" && mode !== "postgres") {
      notes.push(`unknown mode "${mode}" in BENCH_MODES ignored (embedded, postgres)`);
      continue;
    }
    if (modesStarted++ > 0) {
      progress("starting a fresh bare server …");
      await bare.managed.stop();
      bare = await startBare();
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vp-bench-"));
    tempDirs.add(dataDir);
    const extra: Record<string, string> = { DATA_DIR: path.join(dataDir, "data") };
    let db: TempDatabase | undefined;
    let ours: OurServer | undefined;
    let failed = false;
    try {
      if (mode === "postgres") {
        try {
          db = await createTempDatabase(PG_ADMIN_URL);
        } catch (error) {
          rows.push({
            mode,
            page: "—",
            status: "",
            note: `skipped: cannot create a database (${String(error)})`,
          });
          continue;
        }
        databases.add(db);
        extra.DATABASE_URL = db.url;
        progress(`created database ${db.name}`);
      }
      progress(`starting the portal (${mode}) …`);
      try {
        ours = await startOurs(mode, extra);
      } catch (error) {
        const message = (error as Error).message;
        ourProblem ??= `the portal did not start (${mode}): ${message}`;
        rows.push({ mode, page: "—", status: "", note: "the portal did not start (see the notes)" });
        continue;
      }
      progress(`portal (${mode}) ready after ${(ours.readyMs / 1000).toFixed(1)} s`);
      try {
        measuredAny = (await measureMode(mode, ours)) || measuredAny;
      } catch (error) {
        // A failing portal spoils this mode only; a failing bare server (or Ctrl-C) the whole run.
        if (interrupted || !bare.managed.isRunning()) throw error;
        failed = true;
        const state = ours.managed.isRunning() ? "still running" : describeExit(await ours.managed.exited);
        rows.push({ mode, page: "—", status: "", note: "measurement failed (see the notes)" });
        notes.push(
          `${mode}: measurement failed: ${(error as Error).message}\n` +
            `      portal (${state}), its output:\n${indent(ours.managed.output() || "(none)")}`,
        );
      }
    } finally {
      if (ours) {
        const exit = await ours.managed.stop();
        if (exit.code !== 0 && exit.signal !== "SIGTERM" && !interrupted && !failed) {
          notes.push(
            `portal (${mode}) did not stop cleanly (${describeExit(exit)}); its output:\n${indent(ours.managed.output())}`,
          );
        }
      }
      if (db) {
        await db.drop().catch((error) => notes.push(`could not drop ${db?.name}: ${String(error)}`));
        databases.delete(db);
        progress(`dropped database ${db.name}`);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      tempDirs.delete(dataDir);
    }
  }

  if (interrupted) return 130;

  // Without our server, still report the bare reference so the run says something useful.
  if (!measuredAny) {
    weights ??= await measureWeights(undefined, bare.origin);
    progress(`warming up and measuring the bare page only …`);
    await warmUp(`${bare.origin}/`);
    const bareResult = await measure(bare.managed, `${bare.origin}/`);
    rows.push({ mode: "—", page: "bare /", status: "200", result: bareResult, bare: bareResult });
  }
  const bareMemory = memoryOf(bare.managed);
  if (bareMemory) memory.push(`bare server at the end: ${bareMemory}`);
  await bare.managed.stop();

  printSummary(rows, weights ?? [], notes, [...startup, ...memory], ourProblem);
  report(`\n(total ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  writeResults(rows, weights ?? []);
  return measuredAny ? 0 : 1;
}

function printSummary(
  rows: Row[],
  weights: WeightRow[],
  notes: string[],
  memory: string[],
  problem?: string,
) {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  const git = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" });
  const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" });
  report("");
  report(`# Vorsorgeportal benchmark — ${new Date().toISOString()}`);
  report(
    `commit ${git.stdout?.trim() || "?"}${dirty.stdout?.trim() ? " (uncommitted changes)" : ""} · Node ${process.version} · ` +
      `${os.cpus().length} cores · wrk -t1 -c${CONNECTIONS} -d${DURATION_S}s --latency · ` +
      `Accept-Encoding: ${ACCEPT_ENCODING || "none"}`,
  );
  report(
    `load average before the run ${loadBefore}, after ${load} (other work on the machine skews req/s; ratios less)`,
  );

  report("");
  report(
    `## Throughput (ratio = median over ${ROUNDS} slices of req/s ÷ the bare page's req/s in the slice right after, ` +
      "same mode and encoding; the slices' lowest–highest in brackets; req/s and percentiles over all slices)",
  );
  const throughputRows: string[][] = [];
  const skipped: string[] = [];
  for (const row of rows) {
    if (!row.result) {
      skipped.push(`${row.mode}${row.page === "—" ? "" : ` ${row.page}`}: ${row.note ?? "not measured"}`);
      continue;
    }
    const ratio = ratioOf(row);
    let mark = "";
    if (row.bar !== undefined && ratio !== undefined)
      mark = ratio >= row.bar ? ` PASS (≥ ${row.bar})` : ` FAIL (< ${row.bar})`;
    const non2xx = row.result.non2xx3xx;
    throughputRows.push([
      row.mode,
      row.page,
      row.status +
        (non2xx > 0 && row.status.startsWith("2") ? ` (${non2xx} non-2xx!)` : "") +
        (row.result.socketErrors ? " (socket errors!)" : ""),
      row.result.requestsPerSec.toFixed(0),
      ms(row.result.p50Ms),
      ms(row.result.p99Ms),
      ratio === undefined ? "" : (row.ratios ? formatRatios(row.ratios) : ratio.toFixed(2)) + mark,
    ]);
    if (row.result.socketErrors)
      skipped.push(`${row.mode} ${row.page}: socket errors ${row.result.socketErrors}`);
  }
  table(
    ["mode", "page", "status", "req/s", "p50 ms", "p99 ms", "ratio to bare"],
    throughputRows,
    new Set([3, 4, 5]),
  );
  for (const line of skipped) report(`  ${line}`);
  for (const line of memory) report(`  ${line}`);

  report("");
  report(
    `## Compressed bytes per page (as served: br, else gzip; 1 KB = 1000 bytes; ` +
      `bars: JS ≤ bare + ${JS_BUDGET_OVER_BARE / 1000} KB, CSS ≤ ${CSS_BUDGET / 1000} KB)`,
  );
  const bareJs = weights.find((w) => w.label === "bare /")?.weight?.jsBytes;
  const weightRows: string[][] = [];
  const weightNotes: string[] = [];
  for (const { label, weight, error } of weights) {
    if (!weight) {
      weightNotes.push(`${label}: ${error}`);
      continue;
    }
    const isBare = label === "bare /";
    const delta = bareJs === undefined ? undefined : weight.jsBytes - bareJs;
    weightRows.push([
      label,
      String(weight.status),
      kb(weight.htmlBytes),
      String(weight.js.length),
      kb(weight.jsBytes),
      String(weight.css.length),
      kb(weight.cssBytes),
      isBare || delta === undefined ? "—" : `${delta >= 0 ? "+" : ""}${kb(delta)}`,
      isBare || delta === undefined ? "—" : delta <= JS_BUDGET_OVER_BARE ? "PASS" : "FAIL",
      isBare ? "—" : weight.cssBytes <= CSS_BUDGET ? "PASS" : "FAIL",
    ]);
    for (const problem of weight.problems) weightNotes.push(`${label}: ${problem}`);
    if (weight.external.length)
      weightNotes.push(`${label}: not counted (other hosts): ${weight.external.join(", ")}`);
  }
  table(
    [
      "page",
      "status",
      "HTML KB",
      "JS files",
      "JS KB",
      "CSS files",
      "CSS KB",
      "JS Δ bare",
      "JS bar",
      "CSS bar",
    ],
    weightRows,
    new Set([2, 3, 4, 5, 6, 7]),
  );
  for (const line of weightNotes) report(`  ${line}`);

  if (notes.length || problem) {
    report("");
    report("## Notes");
    for (const note of notes) report(`- ${note}`);
    if (problem) report(`- ${problem}`);
  }
}

function writeResults(rows: Row[], weights: WeightRow[]) {
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, "latest.txt"), `${summary.join("\n")}\n`);
  const json = {
    date: new Date().toISOString(),
    settings: {
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      rounds: ROUNDS,
      connections: CONNECTIONS,
      acceptEncoding: ACCEPT_ENCODING,
    },
    throughput: rows.map(({ result, bare, ...row }) => ({
      ...row,
      requestsPerSec: result?.requestsPerSec,
      p50Ms: result?.p50Ms,
      p99Ms: result?.p99Ms,
      non2xx3xx: result?.non2xx3xx,
      ratioToBare: ratioOf({ result, bare, ...row }),
    })),
    memoryUnderLoadMb: Object.fromEntries(
      [...peakUnderLoad].map(([key, mb]) => [key.replace("\u0000", " / "), Math.round(mb)]),
    ),
    bytes: weights.map(({ label, weight, error }) => ({
      label,
      error,
      ...(weight && {
        path: weight.path,
        status: weight.status,
        htmlBytes: weight.htmlBytes,
        jsBytes: weight.jsBytes,
        cssBytes: weight.cssBytes,
        js: weight.js.map((a) => ({ path: new URL(a.url).pathname, bytes: a.bytes, encoding: a.encoding })),
        css: weight.css.map((a) => ({ path: new URL(a.url).pathname, bytes: a.bytes, encoding: a.encoding })),
      }),
    })),
  };
  fs.writeFileSync(path.join(resultsDir, "latest.json"), `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(root, path.join(resultsDir, "latest.txt"))} (and latest.json)`);
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  if (!interrupted) {
    console.error(`\nbenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    for (const server of servers) {
      const state = server.isRunning() ? "running" : `stopped (${describeExit(await server.exited)})`;
      console.error(`${server.name}: ${state}; its output:\n${indent(server.output() || "(none)")}`);
    }
  }
} finally {
  await cleanup();
}
if (!interrupted) process.exit(exitCode);
