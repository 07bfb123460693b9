/**
 * Existing user (the usersCheck call, "User already exists"): an e-mail that belongs to a user is
 * refused unless the user's proposal was last versioned today AND the posted password is the account's
 * password AND the offer is neither paid nor customized: then it is the same person continuing, and the
 * provision moves to the new proposal. Without the password check anybody could overwrite a same-day
 * registration by knowing its address. The password check is a sign-in attempt
 * (identity.verifyAccountPassword, SIGN_IN_LIMIT), made before the registration's transaction so that a
 * refused registration cannot roll the counted attempt back. A frozen provision (a confirmed death, decisions
 * 0063 and 0091) is never continued: its e-mail counts as taken, as any other account's.
 */
import { desc, eq } from "drizzle-orm";
import { calendarDateInGermany, todayInGermany } from "~/domain/dates";
import { isPaid } from "~/domain/billing/trial";
import type { Db } from "../../db/client";
import { proposals, provisions, type Provision, type User } from "../../db/schema";
import * as identity from "../../identity";

/**
 * The provision of an existing user that the same person may continue today, whatever the
 * password; null when the user counts as already existing.
 */
export async function continuableProvision(db: Db, user: User, now: Date): Promise<Provision | null> {
  const [provision] = await db.select().from(provisions).where(eq(provisions.userId, user.id)).limit(1);
  if (!provision?.proposalId || provision.frozenAt || provision.state !== null || isPaid(provision))
    return null;
  const [proposal] = await db
    .select({ lastVersionAt: proposals.lastVersionAt })
    .from(proposals)
    .where(eq(proposals.id, provision.proposalId))
    .orderBy(desc(proposals.lastVersionAt))
    .limit(1);
  if (!proposal || calendarDateInGermany(proposal.lastVersionAt) !== todayInGermany(now)) return null;
  return provision;
}

/**
 * The existing account of `email` when its provision may be continued today and `password` is its password
 * (a counted sign-in attempt; LimitExceededException when one too many); else null. An account with an active
 * second factor is never continued here: the continuation signs in, and the password alone must not.
 */
export async function verifiedContinuation(
  db: Db,
  email: string,
  password: string,
  ip: string,
  now: Date,
): Promise<User | null> {
  const user = await identity.findUserByEmail(db, email);
  if (!user || !(await continuableProvision(db, user, now))) return null;
  // Continuing signs in: an account with a second factor signs in at /login instead (decision 0093).
  if ((await identity.secondFactorOf(db, user.id)).state === "active") return null;
  return (await identity.verifyAccountPassword(db, user, password, ip, now)) ? user : null;
}
