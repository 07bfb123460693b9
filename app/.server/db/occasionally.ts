import type { Db } from "./client";
import { logger } from "../logger";

/**
 * A housekeeping delete run on a write, at most once per `intervalMs` in this process (by the `now` passed):
 * it logs how many rows went, and a failure is only logged (the write it rides on must not fail for it).
 * Several replicas each run it; the deletes are idempotent.
 */
const runs: { last: number }[] = [];

/** Forgets when each housekeeping delete last ran (each database test file starts as a new process would). */
export function forgetOccasionalRuns(): void {
  for (const run of runs) run.last = Number.NEGATIVE_INFINITY;
}

export function occasionally(
  intervalMs: number,
  what: string,
  task: (db: Db, now: Date) => Promise<number>,
): (db: Db, now: Date) => Promise<void> {
  const run = { last: Number.NEGATIVE_INFINITY };
  runs.push(run);
  return async (db, now) => {
    if (now.getTime() - run.last < intervalMs) return;
    run.last = now.getTime();
    try {
      const deleted = await task(db, now);
      if (deleted > 0) logger.info({ deleted }, `${what} deleted`);
    } catch (error) {
      logger.error({ err: error }, `${what}: cleanup failed`);
    }
  };
}
