/**
 * What must hold across replicas besides the acknowledged writes: the sign-in limit per account (counted in the
 * database, so a client that alternates replicas gets no more tries) and the jobs (every replica runs the
 * billing job; each mail it records must be queued once, not once per replica).
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
  /** Keys the billing job recorded since the start (`scheduled_mails`, one per mail and period). */
  keys: number;
  /** Keys with more or fewer than one queued mail (the outbox's dedupe key is the same key). */
  notOnce: number;
  /** Letters moved into the dispatch list since the start (one row per letter: its primary key). */
  dispatches: number;
}

/** What the jobs wrote since `since`: every recorded mail key must have exactly one mail in the outbox. */
export async function jobsRanOnce(url: string, since: Date): Promise<JobCheck> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const mails = await client.query<{ keys: string; not_once: string }>(
      `select count(*) as keys, count(*) filter (where m.copies <> 1) as not_once
       from scheduled_mails s
       cross join lateral (select count(*) as copies from mail_outbox o where o.dedupe_key = s.key) m
       where s.created_at >= $1`,
      [since],
    );
    const dispatches = await client.query<{ n: string }>(
      `select count(*) as n from letter_dispatches where created_at >= $1`,
      [since],
    );
    return {
      keys: Number(mails.rows[0]!.keys),
      notOnce: Number(mails.rows[0]!.not_once),
      dispatches: Number(dispatches.rows[0]!.n),
    };
  } finally {
    await client.end();
  }
}
