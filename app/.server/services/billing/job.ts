/**
 * Starts the recurring-mail job with the server (decision 0022), which also renews the next debit dates whose day has
 * passed (decision 0101), re-checks PayPal subscriptions (decision 0031) and moves farewell letters to due, reminding
 * customer care of overdue ones (decision 0064):
 * every BILLING_JOB_INTERVAL_MS (default 1 h;
 * 0 = off; off by default when NODE_ENV=test), first run a minute after the start. Every replica may run it.
 */
import type { Logger } from "pino";
import { logger as rootLogger } from "../../logger";
import { measuredRun } from "../../metrics";
import { periodic } from "../../periodic";
import type { Runtime } from "../../runtime";
import { runLetterDispatch, type LetterDispatchRun } from "../after-death/dispatch-job";
import { recheckPaypalPayments, type PaypalRecheck } from "../pricing/paypal-sync";
import { renewNextDebits } from "../provisions";
import { runRecurringMails, type RecurringRun } from "./recurring-mails";

export const DEFAULT_BILLING_JOB_INTERVAL_MS = 60 * 60_000;
const FIRST_RUN_DELAY_MS = 60_000;

export interface BillingJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** Runs once now (tests, operators); a part that fails is logged and counts as null. */
  runOnce(): Promise<BillingRun>;
}

/** What one run did: the next debit dates renewed, the recurring mails queued, the PayPal re-check, the letter dispatch. */
export interface BillingRun {
  nextDebits: number | null;
  mails: RecurringRun | null;
  paypal: PaypalRecheck | null;
  letters: LetterDispatchRun | null;
}

export function billingJobInterval(config: Runtime["config"]): number {
  return config.BILLING_JOB_INTERVAL_MS ?? (config.NODE_ENV === "test" ? 0 : DEFAULT_BILLING_JOB_INTERVAL_MS);
}

/**
 * Every part of a run reads one instant, `runtime.clock.now()` at its start: the system clock in production, the
 * one the e2e fixtures move in tests.
 */
export function startBillingJob(
  runtime: Pick<Runtime, "config" | "database" | "clock">,
  logger?: Logger,
): BillingJob {
  const log = (logger ?? rootLogger).child({ component: "billing-job" });
  const intervalMs = billingJobInterval(runtime.config);
  async function part<T>(what: string, work: () => Promise<T>): Promise<T | null> {
    try {
      // Each part counted on its own (decision 0097): one failing part does not fail the billing run.
      return await measuredRun(what.replace(/ /g, "-"), work);
    } catch (error) {
      log.error({ err: error }, `${what} failed`);
      return null;
    }
  }

  async function runParts(): Promise<BillingRun> {
    const { db } = runtime.database;
    const now = runtime.clock.now();
    // Decision 0101: yesterday's debits move to next year, so "sepa-due" and the plans' stored dates stay true.
    const nextDebits = await part("next debit renewal", () => renewNextDebits(db, now));
    if (nextDebits) log.info({ nextDebits }, "next debit dates renewed");
    const mails = await part("recurring mail run", () => runRecurringMails(db, runtime.config, now));
    if (mails && Object.values(mails).some((n) => n > 0))
      log.info({ counts: mails }, "recurring mails queued");
    // Decision 0031: a PayPal subscription cancelled or suspended at PayPal ends the paid plan.
    const paypal = await part("PayPal subscription check", () =>
      recheckPaypalPayments(db, runtime.config, now),
    );
    if (paypal && (paypal.checked > 0 || paypal.failed > 0))
      log.info({ paypal }, "PayPal subscriptions checked");
    // Decision 0064: letters whose day has come become due; customer care hears of overdue ones once a day.
    const letters = await part("letter dispatch run", () => runLetterDispatch(db, runtime.config, now));
    if (letters && (letters.due > 0 || letters.reminded)) log.info({ letters }, "letter dispatch checked");
    return { nextDebits, mails, paypal, letters };
  }

  return periodic(runParts, {
    name: "billing",
    firstDelayMs: Math.min(intervalMs, FIRST_RUN_DELAY_MS),
    nextDelayMs: () => intervalMs,
    onError: (error) => log.error({ err: error }, "billing run failed"),
    enabled: intervalMs > 0,
  });
}
