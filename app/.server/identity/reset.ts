/** Forgotten password: request a link, check its token, set a new password. */
import { eq } from "drizzle-orm";
import { ServiceError } from "~/domain/errors";
import { isStaffGroups } from "../auth/actor";
import type { Db } from "../db/client";
import { users, type User } from "../db/schema";
import { findUserByEmail } from "./accounts";
import { consumeSecret, createOneTimeSecret, findUsableSecret } from "./codes";
import { recordAttempt } from "./limits";
import { hashPassword } from "./password";
import { assertPasswordPolicy, normalizeEmail, RESET_LIMIT, RESET_TOKEN_TTL_MS } from "./policy";
import { issueTokens, revokeAllRefreshTokens, type TokenPair } from "./tokens";

/**
 * A reset token (1 h, single use) for the e-mail link; earlier unused ones stop working.
 * UserNotFoundException (404) for an unknown e-mail — the page says so — and for accounts without a
 * password (OIDC-only staff, who reset their password at their provider); LimitExceededException after 5
 * requests for the account or 20 from the IP within 15 minutes.
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; ip: string },
  now: Date,
): Promise<{ user: User; token: string }> {
  const email = normalizeEmail(input.email);
  await recordAttempt(db, RESET_LIMIT, { email, ip: input.ip }, now);
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash)
    throw new ServiceError("UserNotFoundException", { status: 404, field: "username" });
  const token = await createOneTimeSecret(
    db,
    { userId: user.id, kind: "reset", ttlMs: RESET_TOKEN_TTL_MS },
    now,
  );
  return { user, token };
}

async function userOf(db: Db, userId: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ServiceError("CodeMismatchException", { detail: "reset token of a deleted user" });
  return user;
}

/** The account a reset link belongs to. CodeMismatchException / ExpiredCodeException for a bad link. */
export async function verifyResetToken(db: Db, token: string, now: Date): Promise<{ username: string }> {
  const row = await findUsableSecret(db, "reset", token, now);
  return { username: (await userOf(db, row.userId)).email };
}

/**
 * Sets a new password with a reset token: checks the password policy (InvalidPasswordException), uses the
 * token up and ends every session of the account, in one transaction.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string },
  now: Date,
  /** Runs in the same transaction after the password changed (the caller's consequences: mails, links). */
  afterReset?: (tx: Db, user: User) => Promise<void>,
): Promise<{ username: string }> {
  assertPasswordPolicy(input.password);
  // Fail fast on a bad link (and a staff password under 12 characters) before spending the hashing time.
  const usable = await findUsableSecret(db, "reset", input.token, now);
  const staff = isStaffGroups((await userOf(db, usable.userId)).groups);
  assertPasswordPolicy(input.password, "password", { staff });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await findUsableSecret(tx, "reset", input.token, now);
    await consumeSecret(tx, row, now);
    const user = await userOf(tx, row.userId);
    assertPasswordPolicy(input.password, "password", { staff: isStaffGroups(user.groups) });
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeAllRefreshTokens(tx, user.id, now);
    await afterReset?.(tx, user);
    return { username: user.email };
  });
}

/**
 * Changes the password of a signed-in account ("Passwort ändern" on the profile page): checks the policy,
 * then in one transaction stores the new hash, ends every session of the account and issues a fresh token
 * pair for the session that made the change, which so stays signed in. The caller has checked the current
 * password (verifyAccountPassword, with its attempt limits).
 */
export async function changePassword(
  db: Db,
  user: User,
  password: string,
  now: Date,
  afterChange?: (tx: Db, user: User) => Promise<void>,
): Promise<TokenPair> {
  assertPasswordPolicy(password, "newPassword");
  const passwordHash = await hashPassword(password);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [changed] = await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)).returning();
    if (!changed) throw new ServiceError("notFound", { detail: "password change of a deleted user" });
    await revokeAllRefreshTokens(tx, user.id, now);
    await afterChange?.(tx, changed);
    return issueTokens(tx, changed, now);
  });
}
