/**
 * The nightly retention job (decision 0100): deletes what the portal may no longer keep, by the periods of
 * ~/domain/retention (docs/retention.md). It starts with the server next to the billing job and ticks every
 * RETENTION_JOB_INTERVAL_MS (default 1 h; 0 = off; off by default when NODE_ENV=test), first a minute after the start.
 *
 * - **Once a night across replicas.** A tick first claims its night (the German day that began at 03:00) in
 *   `app_meta`: one upsert that only moves the stored night forward, so of the replicas that tick in the same night
 *   exactly one gets a row back and runs; the others do nothing until the next night. A run that dies after its
 *   claim leaves the night done; the next night's run catches up, since every kind deletes by a cutoff.
 * - **One transaction per kind.** A kind that fails leaves its rows as they were (nothing half-deleted); the
 *   other kinds run all the same, and the failed kind is tried again the next night.
 * - **Counts in the audit log.** Each run writes one row, `retention.purged`, with the night, the count per kind
 *   and the kinds that failed: no person, no id.
 */
import type { Logger } from "pino";
import {
  RETENTION,
  RETENTION_KINDS,
  retentionCutoff,
  retentionNight,
  type RetentionKind,
} from "~/domain/retention";
import type { IsoDate } from "~/domain/dates";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appMeta } from "../../db/schema";
import { logger as rootLogger } from "../../logger";
import { measuredRun } from "../../metrics";
import { periodic, type Periodic } from "../../periodic";
import type { Runtime } from "../../runtime";
import { recordAudit } from "../audit";
import { PURGES } from "./purge";

export const DEFAULT_RETENTION_JOB_INTERVAL_MS = 60 * 60_000;
const FIRST_RUN_DELAY_MS = 60_000;
/** The `app_meta` key that holds the last night a run claimed. */
const NIGHT_KEY = "retention-night";

/** What one tick did. */
export interface RetentionRun {
  night: IsoDate;
  /** False: this night's run had already been claimed (by this replica or another); nothing was done. */
  claimed: boolean;
  /** Rows (accounts, for the account kinds) deleted per kind that succeeded. */
  counts: Partial<Record<RetentionKind, number>>;
  /** The kinds whose transaction failed: their rows are as they were. */
  failed: RetentionKind[];
}

export function retentionJobInterval(config: Runtime["config"]): number {
  return (
    config.RETENTION_JOB_INTERVAL_MS ?? (config.NODE_ENV === "test" ? 0 : DEFAULT_RETENTION_JOB_INTERVAL_MS)
  );
}

/** Claims `night` for this run: true for exactly one caller per night, whatever runs at the same time. */
async function claimNight(db: Db, night: IsoDate, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(appMeta)
    .values({ key: NIGHT_KEY, value: night, updatedAt: now })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: night, updatedAt: now },
      setWhere: sql`(${appMeta.value} #>> '{}')::date < ${night}::date`,
    })
    .returning({ key: appMeta.key });
  return claimed.length > 0;
}

/**
 * One tick at `now`: claims the night, purges every kind in its own transaction, and records the counts. A kind's
 * failure is logged and counted in the metrics (`retention-purge`), not thrown.
 */
export async function runRetention(db: Db, now: Date, logger: Logger = rootLogger): Promise<RetentionRun> {
  const night = retentionNight(now);
  if (!(await claimNight(db, night, now))) return { night, claimed: false, counts: {}, failed: [] };
  const counts: RetentionRun["counts"] = {};
  const failed: RetentionKind[] = [];
  for (const kind of RETENTION_KINDS) {
    const before = retentionCutoff(RETENTION[kind], now);
    try {
      counts[kind] = await measuredRun("retention-purge", () =>
        db.transaction((transaction) => PURGES[kind](transaction as unknown as Db, before, now)),
      );
    } catch (error) {
      failed.push(kind);
      logger.error({ err: error, kind }, "retention purge failed; its rows are unchanged");
    }
  }
  await recordAudit(db, {
    actorUserId: null,
    provisionId: null,
    action: "retention.purged",
    detail: { night, counts, failed },
    at: now,
  });
  if (Object.values(counts).some((n) => n > 0)) logger.info({ night, counts }, "expired data purged");
  return { night, claimed: true, counts, failed };
}

/** Starts the job's timer (see the module comment); `runOnce` runs a tick now. */
export function startRetentionJob(
  runtime: Pick<Runtime, "config" | "database" | "clock">,
  logger?: Logger,
): Periodic<RetentionRun> {
  const log = (logger ?? rootLogger).child({ component: "retention-job" });
  const intervalMs = retentionJobInterval(runtime.config);
  return periodic(() => runRetention(runtime.database.db, runtime.clock.now(), log), {
    name: "retention",
    firstDelayMs: Math.min(intervalMs, FIRST_RUN_DELAY_MS),
    nextDelayMs: () => intervalMs,
    onError: (error) => log.error({ err: error }, "retention run failed"),
    enabled: intervalMs > 0,
  });
}
