/**
 * Starts the recurring-mail job with the server (decision 0022), which also re-checks PayPal subscriptions
 * (decision 0031) and moves farewell letters to due, reminding customer care of overdue ones (decision 0064):
 * every BILLING_JOB_INTERVAL_MS (default 1 h;
 * 0 = off; off by default when NODE_ENV=test), first run a minute after the start. Every replica may run it.
 */
import type { Logger } from "pino";
import { logger as rootLogger } from "../../logger";
import type { Runtime } from "../../runtime";
import { runLetterDispatch } from "../after-death/dispatch-job";
import { recheckPaypalPayments } from "../pricing/paypal-sync";
import { runRecurringMails, type RecurringRun } from "./recurring-mails";

export const DEFAULT_BILLING_JOB_INTERVAL_MS = 60 * 60_000;
const FIRST_RUN_DELAY_MS = 60_000;

export interface BillingJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** Runs once now (tests, operators). */
  runOnce(): Promise<RecurringRun>;
}

export function billingJobInterval(config: Runtime["config"]): number {
  return config.BILLING_JOB_INTERVAL_MS ?? (config.NODE_ENV === "test" ? 0 : DEFAULT_BILLING_JOB_INTERVAL_MS);
}

export function startBillingJob(runtime: Pick<Runtime, "config" | "database">, logger?: Logger): BillingJob {
  const log = (logger ?? rootLogger).child({ component: "billing-job" });
  const intervalMs = billingJobInterval(runtime.config);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let running: Promise<RecurringRun> | undefined;

  function runOnce(): Promise<RecurringRun> {
    const run = runRecurringMails(runtime.database.db, runtime.config);
    running = run;
    const done = () => {
      if (running === run) running = undefined;
    };
    run.then(done, done);
    return run;
  }

  async function tick() {
    timer = undefined;
    try {
      const counts = await runOnce();
      if (Object.values(counts).some((n) => n > 0)) log.info({ counts }, "recurring mails queued");
    } catch (error) {
      log.error({ err: error }, "recurring mail run failed");
    }
    try {
      // Decision 0031: a PayPal subscription cancelled or suspended at PayPal ends the paid plan.
      const paypal = await recheckPaypalPayments(runtime.database.db, runtime.config);
      if (paypal.checked > 0 || paypal.failed > 0) log.info({ paypal }, "PayPal subscriptions checked");
    } catch (error) {
      log.error({ err: error }, "PayPal subscription check failed");
    }
    try {
      // Decision 0064: letters whose day has come become due; customer care hears of overdue ones once a day.
      const letters = await runLetterDispatch(runtime.database.db, runtime.config);
      if (letters.due > 0 || letters.reminded) log.info({ letters }, "letter dispatch checked");
    } catch (error) {
      log.error({ err: error }, "letter dispatch run failed");
    }
    schedule(intervalMs);
  }

  function schedule(delay: number) {
    if (stopped || intervalMs === 0) return;
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  }

  schedule(Math.min(intervalMs, FIRST_RUN_DELAY_MS));
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
