/**
 * Rate limits counted in `login_attempts`, so they hold across replicas. An attempt is recorded before it is
 * checked, so concurrent attempts count against each other; an attempt refused by the limit is removed again,
 * so hammering a locked account does not extend its lock.
 */
import { eq, sql } from "drizzle-orm";
import { ServiceError } from "~/domain/errors";
import type { Db } from "../db/client";
import { loginAttempts } from "../db/schema";
import { clock } from "./clock";
import type { RateLimit } from "./policy";

/** Addresses the HTTP layer reports when it does not know the client; they are not rate-limited together. */
const UNKNOWN_IPS = new Set(["", "unknown"]);

export interface AttemptSubject {
  /** Normalised e-mail the attempt is for (known account or not). */
  email: string;
  ip: string;
}

/**
 * Records an attempt and throws LimitExceededException when it is one too many for the account or the IP.
 * Returns the attempt's id (see `markAttemptSucceeded`).
 */
export async function recordAttempt(db: Db, limit: RateLimit, subject: AttemptSubject): Promise<number> {
  const now = clock.now();
  // Raw SQL below takes ISO strings: both drivers (pg, PGlite) bind them the same way.
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  const ip = UNKNOWN_IPS.has(subject.ip) ? null : subject.ip;
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ action: limit.action, email: subject.email, ip, succeeded: false, createdAt: now })
    .returning({ id: loginAttempts.id });

  const a = loginAttempts;
  const counted = limit.failuresOnly ? sql`and not ${a.succeeded}` : sql``;
  // For sign-in a success ends the account's run of failures (not the IP's).
  const accountSince = limit.failuresOnly
    ? sql`greatest(${since}::timestamptz, (select max(${a.createdAt}) from ${a}
        where ${a.action} = ${limit.action} and ${a.email} = ${subject.email} and ${a.succeeded}))`
    : sql`${since}::timestamptz`;
  const recent = sql`${a.action} = ${limit.action} and ${a.createdAt} > ${since}::timestamptz ${counted}`;
  const [counts] = await db
    .select({
      account: sql<number>`count(*) filter (where ${a.email} = ${subject.email} and ${a.createdAt} > ${accountSince})`,
      ip: sql<number>`count(*) filter (where ${a.ip} = ${ip})`,
    })
    .from(a)
    .where(sql`${recent} and (${a.email} = ${subject.email} or ${a.ip} = ${ip})`);

  const account = Number(counts?.account ?? 0);
  const perIp = Number(counts?.ip ?? 0);
  if (account > limit.perAccount || (ip !== null && perIp > limit.perIp)) {
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
