/** Password sign-in (spec 000 §5, §8): no account enumeration, attempt limits per account and per IP. */
import { eq } from "drizzle-orm";
import { ServiceError } from "~/domain/errors";
import type { Db } from "../db/client";
import { users, type User } from "../db/schema";
import { findUserByEmail } from "./accounts";
import { clock } from "./clock";
import { markAttemptSucceeded, recordAttempt } from "./limits";
import { verifyDummyPassword, verifyPassword } from "./password";
import { normalizeEmail, SIGN_IN_LIMIT } from "./policy";
import { issueTokens, type TokenPair } from "./tokens";

/**
 * Signs in with e-mail and password. NotAuthorizedException (one message) for an unknown e-mail, a wrong
 * password or an account without password (OIDC-only staff); LimitExceededException after 5 failures for the
 * account or 20 from the IP within 15 minutes, even with the right password. Unconfirmed accounts may sign in.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; ip: string },
): Promise<{ user: User; tokens: TokenPair }> {
  const email = normalizeEmail(input.email);
  const attemptId = await recordAttempt(db, SIGN_IN_LIMIT, { email, ip: input.ip });
  const user = await findUserByEmail(db, email);
  const matches = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyDummyPassword(input.password);
  if (!user || !matches) throw new ServiceError("NotAuthorizedException", { detail: "sign-in failed" });
  await markAttemptSucceeded(db, attemptId);
  const [signedIn] = await db
    .update(users)
    .set({ lastLoginAt: clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  return { user: signedIn ?? user, tokens: await issueTokens(db, signedIn ?? user) };
}
