/**
 * What must hold across replicas besides the acknowledged writes: the sign-in limit per account (counted in the
 * database, so a client that alternates replicas gets no more tries) and the jobs (every replica runs the
 * billing job; its mails and letter dispatches must exist once per key, not once per replica).
 */
import pg from "pg";
import { Browser } from "./client.ts";
import type { Recorder } from "./recorder.ts";
import { signIn } from "./sign-in.ts";

/**
 * Six wrong passwords for one account from six addresses (under the limit per address), then the right one:
 * the account's limit (5 failures) must refuse it, whichever replica answers.
 */
export async function signInLimitHolds(origin: string, email: string, password: string, recorder: Recorder) {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const browser = new Browser(origin, `10.250.0.${attempt + 1}`, recorder);
    await signIn(browser, email, `${password}-wrong`).catch(() => undefined);
  }
  const browser = new Browser(origin, "10.250.0.99", recorder);
  return signIn(browser, email, password).then(
    () => false,
    () => true,
  );
}

export interface JobCheck {
  mails: number;
  duplicateMails: number;
  dispatches: number;
  duplicateDispatches: number;
}

/** The billing job's mails (recurring-mails.ts): one per provision and occasion. */
const JOB_TEMPLATES = ["trialEnd", "yearlyReminder", "sepaPrenotification"];

/** Mails the jobs wrote since `since`, and any provision that got the same one twice. */
export async function jobsRanOnce(url: string, since: Date): Promise<JobCheck> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const mails = await client.query<{ n: string; twice: string }>(
      `select count(*) as n, count(*) filter (where copies > 1) as twice from (
         select count(*) as copies from mail_outbox where created_at >= $1 and template = any($2)
         group by template, coalesce(provision_id::text, "to")) m`,
      [since, JOB_TEMPLATES],
    );
    const dispatches = await client.query<{ n: string; twice: string }>(
      `select count(*) as n, count(*) filter (where copies > 1) as twice from (
         select count(*) as copies from letter_dispatches where updated_at >= $1 group by letter_id) d`,
      [since],
    );
    return {
      mails: Number(mails.rows[0]!.n),
      duplicateMails: Number(mails.rows[0]!.twice),
      dispatches: Number(dispatches.rows[0]!.n),
      duplicateDispatches: Number(dispatches.rows[0]!.twice),
    };
  } finally {
    await client.end();
  }
}
