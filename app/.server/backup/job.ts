/**
 * The scheduled backup (decision 0099): with BACKUP_DIR set, the server writes a backup every
 * BACKUP_INTERVAL_HOURS through its own database connection (the embedded database cannot be opened by another
 * process while the server runs) and keeps the newest BACKUP_KEEP in the directory.
 *
 * Replicas share the schedule through the database: each checks every few minutes, and only the one that claims
 * the due backup (row `backup.schedule` of app_meta, under a transaction-scoped advisory lock) writes it. A
 * claim older than STALE_CLAIM_MS (a replica that died while writing) is given up; a failed run frees its claim,
 * so the next check tries again.
 */
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { rowsOf, type Db } from "../db/client";
import { appMeta } from "../db/schema";
import { logger as rootLogger } from "../logger";
import { periodic, type Periodic } from "../periodic";
import type { Runtime } from "../runtime";
import { newBackupFile, pruneBackups, writeBackup, type BackupResult } from "./backup";
import { keySettingsOf, secretsForBackup } from "./secrets";

const SCHEDULE_KEY = "backup.schedule";
/** Key of pg_try_advisory_xact_lock while a replica claims the due backup (any constant bigint). */
const CLAIM_LOCK = 7_301_240_518;
const CHECK_EVERY_MS = 10 * 60_000;
const FIRST_CHECK_MS = 60_000;
const STALE_CLAIM_MS = 3 * 60 * 60_000;

interface ScheduleState {
  /** When the backup under way was claimed; null: none under way. */
  claimedAt: string | null;
  /** When the last backup that was written had been claimed, and its file. */
  lastStartedAt: string | null;
  lastFile: string | null;
}

async function readState(db: Pick<Db, "select">): Promise<ScheduleState> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SCHEDULE_KEY));
  return { claimedAt: null, lastStartedAt: null, lastFile: null, ...(row?.value as Partial<ScheduleState>) };
}

async function writeState(db: Pick<Db, "insert">, state: ScheduleState): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: SCHEDULE_KEY, value: state })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: state, updatedAt: sql`now()` } });
}

/**
 * Claims the backup when one is due and no replica is writing it: the last one began an interval ago (less one
 * check, so the time of day stays), and no fresh claim is open. False: nothing to do for this replica.
 */
export async function claimBackup(db: Db, now: Date, intervalMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ got: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${CLAIM_LOCK}) as got`,
    );
    if (!lock?.got) return false;
    const state = await readState(tx);
    const since = (at: string | null) => (at === null ? Infinity : now.getTime() - Date.parse(at));
    if (since(state.lastStartedAt) < intervalMs - CHECK_EVERY_MS) return false;
    if (since(state.claimedAt) < STALE_CLAIM_MS) return false;
    await writeState(tx, { ...state, claimedAt: now.toISOString() });
    return true;
  });
}

async function finishClaim(db: Db, written: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const state = await readState(tx);
    await writeState(
      tx,
      written === null
        ? { ...state, claimedAt: null }
        : { claimedAt: null, lastStartedAt: state.claimedAt, lastFile: path.basename(written) },
    );
  });
}

export interface ScheduledBackup extends BackupResult {
  /** Older backups deleted to keep BACKUP_KEEP. */
  removed: string[];
}

type JobRuntime = Pick<Runtime, "config" | "database" | "clock">;

/** One check: writes the backup when this replica claims it, then prunes BACKUP_DIR; null when not its turn. */
export async function runScheduledBackup(runtime: JobRuntime): Promise<ScheduledBackup | null> {
  const { config, database } = runtime;
  if (!config.BACKUP_DIR) return null;
  const now = runtime.clock.now();
  if (!(await claimBackup(database.db, now, config.BACKUP_INTERVAL_HOURS * 60 * 60_000))) return null;
  let result: BackupResult;
  try {
    result = await writeBackup(database, newBackupFile(config.BACKUP_DIR, now), keySettingsOf(config), now);
  } catch (error) {
    await finishClaim(database.db, null);
    throw error;
  }
  await finishClaim(database.db, result.file);
  return { ...result, removed: pruneBackups(config.BACKUP_DIR, config.BACKUP_KEEP) };
}

/** Starts the schedule with the server (off without BACKUP_DIR); `stop` waits for a backup being written. */
export function startBackupJob(runtime: JobRuntime, logger?: Logger): Periodic<ScheduledBackup | null> {
  const log = (logger ?? rootLogger).child({ component: "backup-job" });
  const { config } = runtime;
  const enabled = config.BACKUP_DIR !== undefined;
  // Said once at start, loudly: the secrets of the environment that no scheduled backup holds.
  if (enabled)
    for (const notice of secretsForBackup(keySettingsOf(config)).keptElsewhere) log.warn(notice.en);
  return periodic(
    async () => {
      const done = await runScheduledBackup(runtime);
      if (done) {
        log.info(
          { file: done.file, bytes: done.bytes, tables: done.manifest.tables.length, removed: done.removed },
          "backup written",
        );
      }
      return done;
    },
    {
      name: "backup",
      firstDelayMs: FIRST_CHECK_MS,
      nextDelayMs: () => CHECK_EVERY_MS,
      onError: (error) => log.error({ err: error }, "scheduled backup failed"),
      enabled,
    },
  );
}
