/** Password sign-in: no account enumeration, attempt limits per account and per IP. */
import { eq } from "drizzle-orm";
import { ServiceError } from "~/domain/errors";
import type { Db } from "../db/client";
import { users, type User } from "../db/schema";
import { findUserByEmail } from "./accounts";
import { markAttemptSucceeded, recordAttempt } from "./limits";
import { verifyDummyPassword, verifyPassword } from "./password";
import { normalizeEmail, SIGN_IN_LIMIT } from "./policy";
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
): Promise<boolean> {
  const attemptId = await recordAttempt(db, SIGN_IN_LIMIT, { email, ip }, now);
  const matches = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyDummyPassword(password);
  if (matches) await markAttemptSucceeded(db, attemptId);
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
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; ip: string },
  now: Date,
): Promise<{ user: User; tokens: TokenPair }> {
  const email = normalizeEmail(input.email);
  const user = await findUserByEmail(db, email);
  const matches = await checkPassword(db, email, user, input.password, input.ip, now);
  if (!user || !matches) throw new ServiceError("NotAuthorizedException", { detail: "sign-in failed" });
  // A disabled staff account gets the same message as a wrong password: it tells nobody which one it was.
  if (user.disabledAt) throw new ServiceError("NotAuthorizedException", { detail: "account disabled" });
  return startAccountSession(db, user, now);
}

/**
 * The end of every sign-in, whatever proved who it is (a password, a passkey): records the sign-in and issues
 * the tokens of a new session. The caller has checked the account's state.
 */
export async function startAccountSession(
  db: Db,
  user: User,
  now: Date,
): Promise<{ user: User; tokens: TokenPair }> {
  const [signedIn] = await db
    .update(users)
    .set({ lastLoginAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return { user: signedIn ?? user, tokens: await issueTokens(db, signedIn ?? user, now) };
}
