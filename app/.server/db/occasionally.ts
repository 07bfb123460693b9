import type { Db } from "./client";
import { logger } from "../logger";

/**
 * A housekeeping delete run on a write, at most once per `intervalMs` in this process (by the `now` passed):
 * it logs how many rows went, and a failure is only logged (the write it rides on must not fail for it).
 * Several replicas each run it; the deletes are idempotent.
 */
export function occasionally(
  intervalMs: number,
  what: string,
  task: (db: Db, now: Date) => Promise<number>,
): (db: Db, now: Date) => Promise<void> {
  let last = Number.NEGATIVE_INFINITY;
  return async (db, now) => {
    if (now.getTime() - last < intervalMs) return;
    last = now.getTime();
    try {
      const deleted = await task(db, now);
      if (deleted > 0) logger.info({ deleted }, `${what} deleted`);
    } catch (error) {
      logger.error({ err: error }, `${what}: cleanup failed`);
    }
  };
}
