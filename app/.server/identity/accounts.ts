/** Customer accounts: sign-up, e-mail confirmation, look-up and deletion. */
import { eq, inArray, sql } from "drizzle-orm";
import { ServiceError } from "~/domain/errors";
import type { Db } from "../db/client";
import { bookingRecords, payments, provisions, users, type User } from "../db/schema";
import { consumeSecret, createOneTimeSecret, findUsableSecret } from "./codes";
import { recordAttempt } from "./limits";
import { hashPassword } from "./password";
import { confirmOpenProvisionsOfUser } from "../services/provisions";
import {
  assertPasswordPolicy,
  CONFIRMATION_CODE_TTL_MS,
  normalizeEmail,
  requireEmail,
  RESEND_LIMIT,
} from "./policy";

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user ?? null;
}

/**
 * Creates a NOT_CONFIRMED account. An existing account with that e-mail is tolerated: it is
 * returned unchanged with `created: false`, and its password is not touched.
 */
export async function registerUser(
  db: Db,
  input: { email: string; password: string },
  now: Date,
): Promise<{ user: User; created: boolean }> {
  const email = requireEmail(input.email);
  assertPasswordPolicy(input.password);
  const existing = await findUserByEmail(db, email);
  if (existing) return { user: existing, created: false };
  const passwordHash = await hashPassword(input.password);
  const [created] = await db
    .insert(users)
    .values({ email, passwordHash, status: "NOT_CONFIRMED", createdAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (created) return { user: created, created: true };
  // A concurrent sign-up with the same address won.
  const winner = await findUserByEmail(db, email);
  if (!winner) throw new Error("user vanished during registration");
  return { user: winner, created: false };
}

/** A new confirmation code for the e-mail link (24 h); earlier unused codes of the user stop working. */
export function createConfirmationCode(db: Db, userId: string, now: Date): Promise<string> {
  return createOneTimeSecret(db, { userId, kind: "confirmation", ttlMs: CONFIRMATION_CODE_TTL_MS }, now);
}

const cannotBeConfirmed = (detail: string) => new ServiceError("ExpiredCodeException", { detail });

/**
 * Confirms the account of `username` with the code of its link, and sets its provision CONFIRMED, in one
 * transaction. CodeMismatchException: unknown, tampered, used or superseded code, or another user's code.
 * ExpiredCodeException ("account cannot be confirmed"): the code expired or the account is confirmed already.
 */
export async function confirmAccount(
  db: Db,
  input: { username: string; code: string },
  now: Date,
): Promise<User> {
  const email = normalizeEmail(input.username);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await findUsableSecret(tx, "confirmation", input.code, now);
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user || user.email !== email) {
      throw new ServiceError("CodeMismatchException", { detail: "confirmation code of another user" });
    }
    if (user.status === "CONFIRMED") throw cannotBeConfirmed("account already confirmed");
    await consumeSecret(tx, row, now);
    const [confirmed] = await tx
      .update(users)
      .set({ status: "CONFIRMED", confirmedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await confirmOpenProvisionsOfUser(tx, user.id);
    return confirmed!;
  });
}

/**
 * A new confirmation code for an unconfirmed account (rate-limited like password resets).
 * UserNotFoundException for an unknown e-mail; ExpiredCodeException when the account is confirmed already.
 */
export async function resendConfirmation(
  db: Db,
  input: { username: string; ip: string },
  now: Date,
): Promise<{ user: User; code: string }> {
  const email = normalizeEmail(input.username);
  await recordAttempt(db, RESEND_LIMIT, { email, ip: input.ip }, now);
  const user = await findUserByEmail(db, email);
  if (!user) throw new ServiceError("UserNotFoundException", { field: "username" });
  if (user.status === "CONFIRMED") throw cannotBeConfirmed("account already confirmed");
  return { user, code: await createConfirmationCode(db, user.id, now) };
}

/**
 * Deletes accounts in one transaction (GDPR Art. 17): first their booking records are kept (each payment of their
 * provisions copied to `booking_records`, decision 0100: ten years, § 147 AO), then the provisions (letters,
 * payments, guests, links cascade) and the users (tokens, passkeys cascade; audit-log rows keep the event with
 * the actor set to null). Returns how many users went and the proposals of the deleted provisions: those stay as
 * the offer record, and the caller takes the person out of them (`anonymiseProposals`). Every account whose
 * provision this deletes must be deletable: the caller decides (a frozen provision only after its period).
 */
export async function deleteAccounts(
  db: Db,
  input: { userIds: readonly string[] },
  now: Date,
): Promise<{ deleted: number; proposalIds: string[] }> {
  if (input.userIds.length === 0) return { deleted: 0, proposalIds: [] };
  const userIds = [...input.userIds];
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx
      .insert(bookingRecords)
      .select(
        tx
          .select({
            id: payments.id,
            provisionId: payments.provisionId,
            contractNumber: provisions.number,
            payment: sql<Record<string, unknown>>`to_jsonb(${payments})`.as("payment"),
            // A plan still running (a SEPA plan is debited every year from its one row, and has no end) was last booked
            // at most now: its ten years count from the deletion, never from the first debit.
            lastEntryAt:
              sql<Date>`greatest(${payments.createdAt}, coalesce(${payments.endedAt}, ${now.toISOString()}::timestamptz))`.as(
                "last_entry_at",
              ),
            archivedAt: sql<Date>`${now.toISOString()}::timestamptz`.as("archived_at"),
          })
          .from(payments)
          .innerJoin(provisions, eq(provisions.id, payments.provisionId))
          .where(inArray(provisions.userId, userIds)),
      )
      .onConflictDoNothing({ target: bookingRecords.id });
    const gone = await tx
      .delete(provisions)
      .where(inArray(provisions.userId, userIds))
      .returning({ proposalId: provisions.proposalId });
    const deleted = await tx.delete(users).where(inArray(users.id, userIds)).returning({ id: users.id });
    return {
      deleted: deleted.length,
      proposalIds: gone.flatMap(({ proposalId }) => (proposalId ? [proposalId] : [])),
    };
  });
}
