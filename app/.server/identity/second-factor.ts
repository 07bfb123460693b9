/**
 * The second factor of an account (decision 0093): a TOTP authenticator (RFC 6238, `otpauth`) and ten one-time
 * recovery codes. The secret is sealed with the key-encryption key and bound to the account (`sealSecret`, as the
 * provider sessions' tokens); recovery codes are stored as SHA-256 only. Every code check is a sign-in attempt
 * under SIGN_IN_LIMIT, recorded on the database itself before the check (never inside a transaction that may roll
 * back), so a wrong, replayed or expired code counts like a wrong password.
 */
import { randomInt } from "node:crypto";
import { and, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import {
  RECOVERY_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW,
  readSecondFactorCode,
  type SecondFactorState,
} from "~/domain/second-factor";
import { ServiceError } from "~/domain/errors";
import type { Db } from "../db/client";
import { recoveryCodes, secondFactors, type User } from "../db/schema";
import { openSecret, sealSecret } from "./keys";
import { markAttemptSucceeded, recordAttempt } from "./limits";
import { SIGN_IN_LIMIT } from "./policy";
import { sha256 } from "./secrets";

const binding = (userId: string) => `second-factor:${userId}`;

/** What an enrolment shows: the Base32 secret (typed by hand) and the otpauth:// address (the QR code). */
export interface Enrolment {
  secret: string;
  uri: string;
}

function totpOf(user: Pick<User, "email">, secret: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: user.email,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step of `now` (the counter RFC 6238 feeds to HOTP). */
function stepOf(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

async function factorRow(db: Db, userId: string) {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
  return row ?? null;
}

/** The account's factor: none, an enrolment begun but not confirmed, or active; with its unused recovery codes. */
export interface SecondFactorSummary {
  state: SecondFactorState;
  confirmedAt: Date | null;
  recoveryLeft: number;
}

export async function secondFactorOf(db: Db, userId: string): Promise<SecondFactorSummary> {
  const row = await factorRow(db, userId);
  if (!row) return { state: "none", confirmedAt: null, recoveryLeft: 0 };
  if (!row.confirmedAt) return { state: "pending", confirmedAt: null, recoveryLeft: 0 };
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { state: "active", confirmedAt: row.confirmedAt, recoveryLeft: Number(left?.n ?? 0) };
}

/**
 * Begins an enrolment (or shows the one begun): a new random 160-bit secret, stored sealed and unconfirmed. An
 * account with an active factor gets `secondFactorAlreadyOn`: its secret is never shown again.
 */
export async function beginEnrolment(db: Db, user: Pick<User, "id" | "email">): Promise<Enrolment> {
  const row = await factorRow(db, user.id);
  if (row?.confirmedAt) throw new ServiceError("secondFactorAlreadyOn");
  if (row) return pendingEnrolment(user, row.secret);
  const secret = new Secret({ size: 20 }).base32;
  const [stored] = await db
    .insert(secondFactors)
    .values({ userId: user.id, secret: sealSecret(secret, binding(user.id)) })
    .onConflictDoNothing()
    .returning();
  // Two requests at once: the other one's secret is the one kept.
  if (!stored) return beginEnrolment(db, user);
  return { secret, uri: totpOf(user, secret).toString() };
}

function pendingEnrolment(user: Pick<User, "id" | "email">, sealed: unknown): Enrolment {
  const secret = openSecret(sealed, binding(user.id));
  return { secret, uri: totpOf(user, secret).toString() };
}

/** The enrolment begun and not yet confirmed, or null. */
export async function enrolmentOf(db: Db, user: Pick<User, "id" | "email">): Promise<Enrolment | null> {
  const row = await factorRow(db, user.id);
  if (!row || row.confirmedAt) return null;
  return pendingEnrolment(user, row.secret);
}

/** Ends an enrolment begun but not confirmed (an active factor stays). */
export async function cancelEnrolment(db: Db, userId: string): Promise<void> {
  await db
    .delete(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNull(secondFactors.confirmedAt)));
}

function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++)
    code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return code;
}

/** The time step a code belongs to, or null when it is none of the window around `now`. */
function matchingStep(user: Pick<User, "email">, secret: string, code: string, now: Date): number | null {
  const delta = totpOf(user, secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : stepOf(now) + delta;
}

/** Counts the attempt first; throws LimitExceededException when it is one too many. */
function countAttempt(db: Db, user: Pick<User, "email">, ip: string, now: Date): Promise<number> {
  return recordAttempt(db, SIGN_IN_LIMIT, { email: user.email, ip }, now);
}

/**
 * Confirms an enrolment with the app's current code: the factor becomes active (the code's step counts as used)
 * and ten recovery codes are made, returned in clear this once. Wrong code: `secondFactorWrongCode`, nothing
 * changes, the attempt counts.
 */
export async function confirmEnrolment(
  db: Db,
  user: Pick<User, "id" | "email">,
  input: { code: string; ip: string },
  now: Date,
): Promise<string[]> {
  const row = await factorRow(db, user.id);
  if (!row) throw new ServiceError("secondFactorNotStarted");
  if (row.confirmedAt) throw new ServiceError("secondFactorAlreadyOn");
  const attemptId = await countAttempt(db, user, input.ip, now);
  const read = readSecondFactorCode(input.code);
  const secret = openSecret(row.secret, binding(user.id));
  const step = read?.kind === "totp" ? matchingStep(user, secret, read.code, now) : null;
  if (step === null) throw new ServiceError("secondFactorWrongCode", { field: "code" });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const confirmed = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [done] = await tx
      .update(secondFactors)
      .set({ confirmedAt: now, lastStep: step })
      .where(and(eq(secondFactors.userId, user.id), isNull(secondFactors.confirmedAt)))
      .returning({ userId: secondFactors.userId });
    if (!done) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId: user.id, codeHash: sha256(code) })));
    return true;
  });
  if (!confirmed) throw new ServiceError("secondFactorAlreadyOn");
  await markAttemptSucceeded(db, attemptId);
  return codes;
}

/**
 * Checks a code against the account's active factor: an authenticator code of the current step (±1) that is
 * later than the last one accepted, or an unused recovery code, which is used up. Throws
 * `secondFactorWrongCode` (wrong or expired), `secondFactorCodeUsed` (the step or recovery code was used),
 * `secondFactorNotOn`, or LimitExceededException; only a success changes anything.
 */
export async function checkSecondFactor(
  db: Db,
  user: Pick<User, "id" | "email">,
  input: { code: string; ip: string },
  now: Date,
): Promise<{ kind: "totp" | "recovery" }> {
  const row = await factorRow(db, user.id);
  if (!row?.confirmedAt) throw new ServiceError("secondFactorNotOn");
  const attemptId = await countAttempt(db, user, input.ip, now);
  const read = readSecondFactorCode(input.code);
  if (!read) throw new ServiceError("secondFactorWrongCode", { field: "code" });
  if (read.kind === "recovery") {
    const codeHash = sha256(read.code);
    const mine = and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, codeHash));
    const [used] = await db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(and(mine, isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    if (!used) {
      const [earlier] = await db
        .select({ id: recoveryCodes.id })
        .from(recoveryCodes)
        .where(and(mine, isNotNull(recoveryCodes.usedAt)));
      throw new ServiceError(earlier ? "secondFactorCodeUsed" : "secondFactorWrongCode", { field: "code" });
    }
  } else {
    const step = matchingStep(user, openSecret(row.secret, binding(user.id)), read.code, now);
    if (step === null) throw new ServiceError("secondFactorWrongCode", { field: "code" });
    // One statement decides: two requests with the same code cannot both pass.
    const [accepted] = await db
      .update(secondFactors)
      .set({ lastStep: step })
      .where(
        and(
          eq(secondFactors.userId, user.id),
          isNotNull(secondFactors.confirmedAt),
          or(isNull(secondFactors.lastStep), lt(secondFactors.lastStep, step)),
        ),
      )
      .returning({ userId: secondFactors.userId });
    if (!accepted) throw new ServiceError("secondFactorCodeUsed", { field: "code" });
  }
  await markAttemptSucceeded(db, attemptId);
  return { kind: read.kind };
}

/** Removes the account's factor and its recovery codes (turned off, or reset by an admin); true when there was one. */
export async function removeSecondFactor(db: Db, userId: string): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const removed = await db
    .delete(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .returning({ userId: secondFactors.userId });
  return removed.length > 0;
}
