/**
 * The nightly jobs of bench:scale: the renewal of the next debit dates whose day has passed (decision 0101), the billing
 * mails (trial end, yearly reminder, SEPA pre-notification) and the letter dispatch, called through the portal's own
 * functions (loaded with Vite's module runner) on a database.
 * Each job runs inside a transaction that is rolled back, so the database stays as generated and a rerun on the
 * same big database measures the same work.
 */
import { performance } from "node:perf_hooks";
import type * as Client from "../../app/.server/db/client.ts";
import type * as ConfigModule from "../../app/.server/config.ts";
import type * as Dispatch from "../../app/.server/services/after-death/dispatch-job.ts";
import type * as Recurring from "../../app/.server/services/billing/recurring-mails.ts";
import type * as Provisions from "../../app/.server/services/provisions.ts";
import { loadAppModule } from "../lib/app-module.ts";

export interface JobResult {
  job: string;
  /** Rows the job wrote: dates renewed, mails queued, dispatches moved (plus the overdue letters it counted). */
  touched: number;
  ms: number;
}

class Rollback extends Error {}

export async function runJobs(url: string, now: Date): Promise<JobResult[]> {
  const { openDatabase } = await loadAppModule<typeof Client>("/app/.server/db/client.ts");
  const { loadConfig } = await loadAppModule<typeof ConfigModule>("/app/.server/config.ts");
  const { runRecurringMails } = await loadAppModule<typeof Recurring>(
    "/app/.server/services/billing/recurring-mails.ts",
  );
  const { renewNextDebits } = await loadAppModule<typeof Provisions>("/app/.server/services/provisions.ts");
  const { runLetterDispatch } = await loadAppModule<typeof Dispatch>(
    "/app/.server/services/after-death/dispatch-job.ts",
  );
  const config = loadConfig({ NODE_ENV: "test", SESSION_SECRET: "b".repeat(40), DATA_DIR: "" });
  const database = await openDatabase({ url, dataDir: "" });
  type Db = typeof database.db;

  /** Runs `work` in a transaction that is always rolled back; its time and the rows it reports. */
  const timed = async (job: string, work: (db: Db) => Promise<number>): Promise<JobResult> => {
    let result: JobResult | undefined;
    await database.db
      .transaction(async (tx) => {
        const started = performance.now();
        const touched = await work(tx as unknown as Db);
        result = { job, touched, ms: performance.now() - started };
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    return result!;
  };

  try {
    return [
      await timed("next debit renewal", (db) => renewNextDebits(db, now)),
      await timed("billing mails", async (db) => {
        const counts = await runRecurringMails(db, config, now);
        return Object.values(counts).reduce((sum, n) => sum + n, 0);
      }),
      await timed("letter dispatch", async (db) => {
        const run = await runLetterDispatch(db, config, now);
        return run.due + run.overdue;
      }),
    ];
  } finally {
    await database.close();
  }
}
