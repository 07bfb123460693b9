/**
 * What a run leaves behind and how it goes: the servers, temporary databases and data directories it started
 * or made, removed at the end, on Ctrl-C (twice: at once) and on exit.
 */
import fs from "node:fs";
import type { TempDatabase } from "../lib/postgres.ts";
import { killAllNow, stopAll, type Managed } from "../lib/processes.ts";

export const tempDirs = new Set<string>();
/** Servers started in this run, for the error message when something fails. */
export const servers: Managed[] = [];
export const databases = new Set<TempDatabase>();
let cleaning: Promise<void> | undefined;
let interrupted = false;

export function cleanup(): Promise<void> {
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

/** Whether the run was interrupted (SIGINT, SIGTERM): no new measurement starts. */
export const isInterrupted = () => interrupted;

/** Stops the servers and removes temporary data on SIGINT/SIGTERM and at exit. */
export function installCleanupHandlers(): void {
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
}
