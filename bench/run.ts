/**
 * Throughput and page-weight benchmark: the portal against a bare React Router 8 app built with the same toolchain
 * (bench/bare), alone and inside the portal's own route table, measured in alternating slices in one run.
 *
 *   npm run bench          (after `npm run build`; builds whatever is missing)
 *
 * See bench/README.md for what each figure means and the environment variables that tune it.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTempDatabase, type TempDatabase } from "./lib/postgres.ts";
import { describeExit } from "./lib/processes.ts";
import { ensureBareBuild, ensureOurBuild, ensureRouteTableBuild } from "./run/builds.ts";
import {
  cleanup,
  databases,
  installCleanupHandlers,
  isInterrupted,
  servers,
  tempDirs,
} from "./run/cleanup.ts";
import { measure, warmUp } from "./run/load.ts";
import { memoryOf } from "./run/memory.ts";
import { measureMode, type References, type RunState } from "./run/mode.ts";
import { indent, progress, report } from "./run/output.ts";
import { measureWeights } from "./run/pages.ts";
import { printSummary, writeResults } from "./run/report.ts";
import { startBare, startOurs, type OurServer } from "./run/servers.ts";
import {
  CONNECTIONS,
  DURATION_S,
  MODES,
  ONE_ROUTE_REF,
  PG_ADMIN_URL,
  routeTableDir,
  WARMUP_S,
} from "./run/settings.ts";

installCleanupHandlers();

/** The one-route bare page, and (when the portal's build gave its route table) the bare page in our routes. */
async function startReferences(withRouteTable: boolean): Promise<References> {
  const oneRoute = await startBare();
  // Without the portal only the one-route page is measured; the second server is then the same app.
  const routeTable = await startBare(withRouteTable ? routeTableDir : undefined, "bare server in our routes");
  return { oneRoute, routeTable };
}

async function stopReferences(refs: References): Promise<void> {
  await Promise.all([refs.oneRoute.managed.stop(), refs.routeTable.managed.stop()]);
}

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
  if (ourBuild.ok) await ensureRouteTableBuild();

  progress("starting the bare servers …");
  // Each mode gets fresh bare servers, as it gets a fresh portal: its memory under load is then compared
  // with a bare server that has carried the same load, not one grown by the previous mode's compressed slices.
  const run: RunState = {
    refs: await startReferences(ourBuild.ok),
    rows: [],
    notes,
    startup: [],
    memory: [],
    compressedDone: false,
  };
  const { rows, startup, memory } = run;
  let ourProblem = ourBuild.ok ? undefined : ourBuild.message;
  let measuredAny = false;

  let modesStarted = 0;
  for (const mode of ourBuild.ok ? MODES : []) {
    if (isInterrupted()) break;
    if (mode !== "embedded" && mode !== "postgres") {
      notes.push(`unknown mode "${mode}" in BENCH_MODES ignored (embedded, postgres)`);
      continue;
    }
    if (modesStarted++ > 0) {
      progress("starting fresh bare servers …");
      await stopReferences(run.refs);
      run.refs = await startReferences(true);
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
        measuredAny = (await measureMode(run, mode, ours)) || measuredAny;
      } catch (error) {
        // A failing portal spoils this mode only; a failing bare server (or Ctrl-C) the whole run.
        const { oneRoute, routeTable } = run.refs;
        if (isInterrupted() || !oneRoute.managed.isRunning() || !routeTable.managed.isRunning()) throw error;
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
        if (exit.code !== 0 && exit.signal !== "SIGTERM" && !isInterrupted() && !failed) {
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

  if (isInterrupted()) return 130;

  // Without our server, still report the bare reference so the run says something useful.
  const bare = run.refs.oneRoute;
  if (!measuredAny) {
    run.weights ??= await measureWeights(undefined, bare.origin);
    progress(`warming up and measuring the bare page only …`);
    await warmUp(`${bare.origin}/`);
    const bareResult = await measure(bare.managed, `${bare.origin}/`);
    rows.push({ mode: "—", page: ONE_ROUTE_REF, status: "200", result: bareResult });
  }
  const bareMemory = memoryOf(bare.managed);
  if (bareMemory) memory.push(`bare server at the end: ${bareMemory}`);
  await stopReferences(run.refs);

  printSummary(rows, run.weights ?? [], notes, [...startup, ...memory], ourProblem);
  report(`\n(total ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  writeResults(rows, run.weights ?? []);
  return measuredAny ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  if (!isInterrupted()) {
    console.error(`\nbenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    for (const server of servers) {
      const state = server.isRunning() ? "running" : `stopped (${describeExit(await server.exited)})`;
      console.error(`${server.name}: ${state}; its output:\n${indent(server.output() || "(none)")}`);
    }
  }
} finally {
  await cleanup();
}
if (!isInterrupted()) process.exit(exitCode);
