/**
 * Rate limits counted in `login_attempts`, so they hold across replicas. An attempt is recorded before it is
 * checked, so concurrent attempts count against each other; an attempt refused by the limit is removed again,
 * so hammering a locked account does not extend its lock.
 */
import { and, eq, lt, lte, notInArray, or, sql } from "drizzle-orm";
import { ServiceError } from "~/domain/errors";
import type { Db } from "../db/client";
import { loginAttempts } from "../db/schema";
import { occasionally } from "../db/occasionally";
import { RATE_LIMITS, type RateLimit } from "./policy";

/** Addresses the HTTP layer reports when it does not know the client; they are not rate-limited together. */
const UNKNOWN_IPS = new Set(["", "unknown"]);

export interface AttemptSubject {
  /** Normalised e-mail the attempt is for (known account or not); "" for limits per IP only. */
  email: string;
  ip: string;
}

/**
 * Records an attempt and throws LimitExceededException when it is one too many for the account or the IP.
 * Returns the attempt's id (see `markAttemptSucceeded`).
 */
export async function recordAttempt(
  db: Db,
  limit: RateLimit,
  subject: AttemptSubject,
  now: Date,
): Promise<number> {
  // Raw SQL below takes ISO strings: both drivers (pg, PGlite) bind them the same way.
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  const ip = UNKNOWN_IPS.has(subject.ip) ? null : subject.ip;
  const a = loginAttempts;
  const perIpOnly = limit.perAccount === null;
  // Without a client address there is nothing to count such an attempt against.
  if (perIpOnly && ip === null) return 0;
  if (perIpOnly && ip !== null) {
    // Nothing but the count within the window matters for these: keep the table small.
    await db.delete(a).where(and(eq(a.ip, ip), eq(a.action, limit.action), lt(a.createdAt, new Date(since))));
  }
  await pruneOccasionally(db, now);
  const [attempt] = await db
    .insert(a)
    .values({ action: limit.action, email: subject.email, ip, succeeded: false, createdAt: now })
    .returning({ id: a.id });

  const counted = limit.failuresOnly ? sql`and not ${a.succeeded}` : sql``;
  // For sign-in a success ends the account's run of failures (not the IP's).
  const accountSince = limit.failuresOnly
    ? sql`greatest(${since}::timestamptz, (select max(${a.createdAt}) from ${a}
        where ${a.action} = ${limit.action} and ${a.email} = ${subject.email} and ${a.succeeded}))`
    : sql`${since}::timestamptz`;
  const recent = sql`${a.action} = ${limit.action} and ${a.createdAt} > ${since}::timestamptz ${counted}`;
  const whose = perIpOnly ? sql`${a.ip} = ${ip}` : sql`(${a.email} = ${subject.email} or ${a.ip} = ${ip})`;
  const [counts] = await db
    .select({
      account: perIpOnly
        ? sql<number>`0`
        : sql<number>`count(*) filter (where ${a.email} = ${subject.email} and ${a.createdAt} > ${accountSince})`,
      ip: sql<number>`count(*) filter (where ${a.ip} = ${ip})`,
    })
    .from(a)
    .where(sql`${recent} and ${whose}`);

  const account = Number(counts?.account ?? 0);
  const perIp = Number(counts?.ip ?? 0);
  if ((limit.perAccount !== null && account > limit.perAccount) || (ip !== null && perIp > limit.perIp)) {
    await db.delete(a).where(eq(a.id, attempt!.id));
    throw new ServiceError("LimitExceededException", {
      detail: `${limit.action}: ${account} for the account, ${perIp} for the IP within the window`,
    });
  }
  return attempt!.id;
}

export async function markAttemptSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}

/** How often a process prunes `login_attempts` on a write (decision 0028). */
export const ATTEMPT_PRUNE_INTERVAL_MS = 10 * 60_000;

/**
 * Deletes every attempt that is out of its limit's window: it no longer counts for anything, and an e-mail
 * and client address must not be kept longer than they are needed (GDPR Art. 5(1)(e)). Rows of an action no
 * limit knows go after the longest window. Returns how many rows went.
 */
export async function deleteExpiredAttempts(db: Db, now: Date): Promise<number> {
  const a = loginAttempts;
  const longest = Math.max(...RATE_LIMITS.map((limit) => limit.windowMs));
  const before = (ms: number) => new Date(now.getTime() - ms);
  const deleted = await db
    .delete(a)
    .where(
      or(
        ...RATE_LIMITS.map((limit) =>
          and(eq(a.action, limit.action), lte(a.createdAt, before(limit.windowMs))),
        ),
        and(
          notInArray(
            a.action,
            RATE_LIMITS.map((limit) => limit.action),
          ),
          lte(a.createdAt, before(longest)),
        ),
      ),
    )
    .returning({ id: a.id });
  return deleted.length;
}

/** Prunes when this process last did so ATTEMPT_PRUNE_INTERVAL_MS ago; a failure is only logged. */
const pruneOccasionally = occasionally(ATTEMPT_PRUNE_INTERVAL_MS, "expired rate-limit attempts", (db, now) =>
  deleteExpiredAttempts(db, now),
);
