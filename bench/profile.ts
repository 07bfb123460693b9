/**
 * Where a signed-in page's server time goes: the production build on a fresh PostgreSQL database under
 * `node --cpu-prof`, loaded with wrk, and the profile summed by group and by function.
 *
 *   npm run build && npm run bench:profile
 *   BENCH_PROFILE_PATH=/overview/offer npm run bench:profile     (another signed-in page)
 *
 * The summary is printed and written to bench/results/profile-<page>.txt beside the .cpuprofile
 * (open it in Chrome DevTools › Performance for the call tree). See bench/README.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { summariseProfile } from "./lib/cpu-profile.ts";
import { createTempDatabase } from "./lib/postgres.ts";
import { runWrk } from "./lib/wrk.ts";
import { cleanup, databases, installCleanupHandlers, tempDirs } from "./run/cleanup.ts";
import { cpuMsOf } from "./run/cpu.ts";
import { prepareFinance, signedInCookie } from "./run/pages.ts";
import { startOurs } from "./run/servers.ts";
import { env, PG_ADMIN_URL, resultsDir, root, wrkOptions } from "./run/settings.ts";

installCleanupHandlers();

const PAGE = env.BENCH_PROFILE_PATH ?? "/overview";
const SECONDS = Number(env.BENCH_PROFILE_SECONDS ?? 10);
const TOP = 25;

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

async function main() {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) throw new Error("run `npm run build` first");
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "vp-profile-"));
  tempDirs.add(profileDir);
  const db = await createTempDatabase(PG_ADMIN_URL);
  databases.add(db);
  const ours = await startOurs(
    "postgres",
    { DATABASE_URL: db.url, DATA_DIR: path.join(profileDir, "data") },
    ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
  );
  const login = await signedInCookie(ours.origin);
  if (!login.cookie) throw new Error(login.note);
  if (PAGE.startsWith("/overview/finance")) await prepareFinance(ours.origin, login.cookie);
  const url = `${ours.origin}${PAGE}`;
  const options = { ...wrkOptions, headers: { ...wrkOptions.headers, Cookie: login.cookie } };
  console.log(`  · warming up ${PAGE} (3 s), then ${SECONDS} s under wrk -t1 -c${wrkOptions.connections}`);
  await runWrk(url, { ...options, durationS: 3 }, root);
  const cpuBefore = cpuMsOf(ours.managed);
  const fromUs = monotonicUs();
  const result = await runWrk(url, { ...options, durationS: SECONDS }, root);
  const toUs = monotonicUs();
  const cpuMs = cpuMsOf(ours.managed)! - cpuBefore!;
  await ours.managed.stop();
  const file = fs.readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error(`the portal wrote no .cpuprofile (output: ${ours.managed.output()})`);

  const summary = summariseProfile(path.join(profileDir, file), root, { fromUs, toUs });
  const perRequest = (ms: number) => (ms / result.requests).toFixed(3);
  const pct = (ms: number) => ((100 * ms) / summary.busyMs).toFixed(1).padStart(5);
  const lines = [
    `# CPU profile of ${PAGE} (signed in, PostgreSQL) — ${new Date().toISOString()}`,
    `${result.requests} requests in ${SECONDS} s (${result.requestsPerSec.toFixed(0)} req/s, ` +
      `p50 ${result.p50Ms.toFixed(1)} ms); server CPU ${perRequest(cpuMs)} ms per request (utime+stime); ` +
      `profiled busy ${perRequest(summary.busyMs)} ms per request, idle ${(summary.idleMs / 1000).toFixed(1)} s` +
      (summary.windowed ? "" : " (whole profile: start-up included)"),
    "",
    "## Self time by group          share   ms/request",
    ...summary.groups.map(([g, ms]) => `${g.padEnd(40)} ${pct(ms)} %  ${perRequest(ms).padStart(7)}`),
    "",
    `## Top ${TOP} functions by self time`,
    ...summary.functions.slice(0, TOP).map(([f, ms]) => `${pct(ms)} %  ${perRequest(ms).padStart(7)}  ${f}`),
  ];
  console.log(`\n${lines.join("\n")}`);
  fs.mkdirSync(resultsDir, { recursive: true });
  const base = path.join(resultsDir, `profile-${PAGE.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "root"}`);
  fs.writeFileSync(`${base}.txt`, `${lines.join("\n")}\n`);
  fs.copyFileSync(path.join(profileDir, file), `${base}.cpuprofile`);
  console.log(`\nwritten to ${path.relative(root, base)}.txt and .cpuprofile`);
}

let code = 0;
try {
  await main();
} catch (error) {
  console.error(`profile failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
