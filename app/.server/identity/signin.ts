/** Password sign-in: no account enumeration, attempt limits per account and per IP. */
import { and, eq, isNull } from "drizzle-orm";
import { secondFactorNeed, type SecondFactorNeed } from "~/domain/second-factor";
import { isStaffGroups } from "../auth/actor";
import { ServiceError } from "~/domain/errors";
import type { Db } from "../db/client";
import { users, type User } from "../db/schema";
import { findUserByEmail } from "./accounts";
import { markAttemptSucceeded, recordAttempt } from "./limits";
import { refuseWhenHashingFull, verifyDummyPassword, verifyPassword } from "./password";
import { normalizeEmail, SIGN_IN_LIMIT } from "./policy";
import { secondFactorOf } from "./second-factor";
import { issueTokens, type TokenPair } from "./tokens";

/**
 * The one place a password is checked against an account: the attempt counts against SIGN_IN_LIMIT (5
 * failures per account, 20 per IP within 15 minutes) and a success ends the account's run of failures.
 * `user` null (unknown e-mail) or without a password spends the time of a real check and answers false.
 * LimitExceededException when the attempt is one too many, even with the right password.
 *
 * Record the attempt on the database itself, never inside a transaction that may roll back: a refused
 * attempt must stay counted.
 */
async function checkPassword(
  db: Db,
  email: string,
  user: User | null,
  password: string,
  ip: string,
  now: Date,
  options: { endFailures: boolean } = { endFailures: true },
): Promise<boolean> {
  // A full hashing queue refuses before the attempt is counted: the visitor did nothing wrong (decision 0098).
  refuseWhenHashingFull();
  const attemptId = await recordAttempt(db, SIGN_IN_LIMIT, { email, ip }, now);
  const matches = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyDummyPassword(password);
  if (matches && options.endFailures) await markAttemptSucceeded(db, attemptId);
  return matches;
}

/**
 * Whether `password` is the password of `user`, checked like a sign-in (see checkPassword): every caller
 * outside sign-in that needs to verify a password (e.g. the sign-up wizard recognising the same person)
 * uses this, so no password check escapes the attempt limits. Throws LimitExceededException (429).
 */
export function verifyAccountPassword(
  db: Db,
  user: User,
  password: string,
  ip: string,
  now: Date,
): Promise<boolean> {
  return checkPassword(db, user.email, user, password, ip, now);
}

/**
 * Signs in with e-mail and password. NotAuthorizedException (one message) for an unknown e-mail, a wrong
 * password, an account without password (OIDC-only staff) or a disabled account; LimitExceededException after 5 failures for the
 * account or 20 from the IP within 15 minutes, even with the right password. Unconfirmed accounts may sign in.
 *
 * An account with a second factor, and staff who must still enrol one (decision 0093), get no tokens here:
 * the answer names the step (`secondFactor`), and `completeSignIn` issues the tokens once it is done. Their
 * correct password does not end the run of failures (only the second step's success does), so guessing codes
 * after re-entering the password stays under the same limit.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; ip: string },
  now: Date,
): Promise<{ user: User; tokens: TokenPair } | { user: User; secondFactor: "verify" | "enrol" }> {
  const email = normalizeEmail(input.email);
  const user = await findUserByEmail(db, email);
  const need = user ? await secondFactorNeedOf(db, user) : "none";
  const matches = await checkPassword(db, email, user, input.password, input.ip, now, {
    endFailures: need === "none",
  });
  if (!user || !matches) throw new ServiceError("NotAuthorizedException", { detail: "sign-in failed" });
  // A disabled staff account gets the same message as a wrong password: it tells nobody which one it was.
  if (user.disabledAt) throw new ServiceError("NotAuthorizedException", { detail: "account disabled" });
  if (need !== "none") return { user, secondFactor: need };
  return completeSignIn(db, user, now);
}

/** What a correct password leads to for this account (decision 0093). */
async function secondFactorNeedOf(db: Db, user: User): Promise<SecondFactorNeed> {
  const { state } = await secondFactorOf(db, user.id);
  return secondFactorNeed({
    staff: isStaffGroups(user.groups),
    hasPassword: !!user.passwordHash,
    factor: state,
  });
}

/**
 * The end of a sign-in: records the time and issues the tokens. Called by `signIn` when no second step is
 * needed, and by the second step once it succeeded (for an account that still exists and is not disabled).
 */
export async function completeSignIn(
  db: Db,
  user: User,
  now: Date,
): Promise<{ user: User; tokens: TokenPair }> {
  const [signedIn] = await db
    .update(users)
    .set({ lastLoginAt: now })
    .where(and(eq(users.id, user.id), isNull(users.disabledAt)))
    .returning();
  if (!signedIn) throw new ServiceError("NotAuthorizedException", { detail: "account gone or disabled" });
  return { user: signedIn, tokens: await issueTokens(db, signedIn, now) };
}
