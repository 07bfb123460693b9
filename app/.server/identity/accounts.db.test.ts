import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { useTestDatabase } from "../testing/test-database";
import {
  auditLog,
  bookingRecords,
  identityTokens,
  letters,
  payments,
  proposals,
  provisions,
  users,
} from "../db/schema";
import { createConfirmationCode, deleteAccounts, findUserByEmail, issueTokens, registerUser } from ".";
import { verifyPassword } from "./password";
import { createCustomer, PASSWORD, unique, codeOf, testClock } from "../testing/identity";

const database = useTestDatabase();
describe("registerUser", () => {
  it("creates an unconfirmed account with a hashed password and a normalised e-mail", async () => {
    const { email } = unique();
    const { user, created } = await registerUser(
      database.db,
      {
        email: `  ${email.toUpperCase()} `,
        password: PASSWORD,
      },
      testClock.now(),
    );
    expect(created).toBe(true);
    expect(user).toMatchObject({ email, status: "NOT_CONFIRMED", groups: [], oidcSubject: null });
    expect(user.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, user.passwordHash!)).toBe(true);
    expect((await findUserByEmail(database.db, email.toUpperCase()))?.id).toBe(user.id);
  });

  it("tolerates an existing user: returns it unchanged", async () => {
    const { email } = unique();
    const first = await registerUser(database.db, { email, password: PASSWORD }, testClock.now());
    const again = await registerUser(database.db, { email, password: "anderes123" }, testClock.now());
    expect(again).toEqual({ user: first.user, created: false });
  });

  it("refuses passwords against the policy and malformed e-mails", async () => {
    expect(
      await codeOf(registerUser(database.db, { email: unique().email, password: "kurz" }, testClock.now())),
    ).toBe("InvalidPasswordException");
    expect(
      await codeOf(
        registerUser(database.db, { email: "keine-adresse", password: PASSWORD }, testClock.now()),
      ),
    ).toBe("InvalidParameterException");
  });

  it("finds nobody for an unknown e-mail", async () => {
    expect(await findUserByEmail(database.db, "niemand@example.de")).toBeNull();
  });
});

describe("deleteAccounts", () => {
  it("removes the user, provision, letters, payments and tokens — and nothing else", async () => {
    const doomed = await createCustomer(database.db);
    const kept = await createCustomer(database.db);
    for (const { user } of [doomed, kept]) {
      await issueTokens(database.db, user, testClock.now());
      await createConfirmationCode(database.db, user.id, testClock.now());
    }
    await database.db
      .insert(auditLog)
      .values({ actorUserId: doomed.user.id, provisionId: doomed.provision.id, action: "test" });

    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.provisionId, doomed.provision.id));
    const deletedAt = testClock.now();
    const result = await deleteAccounts(database.db, { userIds: [doomed.user.id] }, deletedAt);
    expect(result).toEqual({ deleted: 1, proposalIds: [doomed.proposalId] });

    const count = async (ids: { userId: string; provisionId: string }) => ({
      users: (await database.db.select().from(users).where(eq(users.id, ids.userId))).length,
      provisions: (await database.db.select().from(provisions).where(eq(provisions.id, ids.provisionId)))
        .length,
      letters: (await database.db.select().from(letters).where(eq(letters.provisionId, ids.provisionId)))
        .length,
      payments: (await database.db.select().from(payments).where(eq(payments.provisionId, ids.provisionId)))
        .length,
      tokens: (await database.db.select().from(identityTokens).where(eq(identityTokens.userId, ids.userId)))
        .length,
    });
    expect(await count({ userId: doomed.user.id, provisionId: doomed.provision.id })).toEqual({
      users: 0,
      provisions: 0,
      letters: 0,
      payments: 0,
      tokens: 0,
    });
    expect(await count({ userId: kept.user.id, provisionId: kept.provision.id })).toEqual({
      users: 1,
      provisions: 1,
      letters: 1,
      payments: 1,
      tokens: 2,
    });
    // The offer record and the audit trail stay (the actor is set to null).
    const offers = await database.db
      .select()
      .from(proposals)
      .where(inArray(proposals.id, [doomed.proposalId, kept.proposalId]));
    expect(offers).toHaveLength(2);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.provisionId, doomed.provision.id));
    expect(audit).toMatchObject({ actorUserId: null, action: "test" });
    // The payment is kept as a booking record (ten years, decision 0100), with the contract number; a plan still
    // running was last booked at the deletion, so its ten years count from then.
    const [record] = await database.db
      .select()
      .from(bookingRecords)
      .where(eq(bookingRecords.provisionId, doomed.provision.id));
    expect(record).toMatchObject({
      id: payment!.id,
      contractNumber: doomed.provision.number,
      payment: expect.objectContaining({ id: payment!.id, price_cents: payment!.priceCents }),
    });
    expect(record!.lastEntryAt.toISOString()).toBe(deletedAt.toISOString());
  });

  it("counts nothing for an account that is already gone", async () => {
    const { user } = await createCustomer(database.db);
    await deleteAccounts(database.db, { userIds: [user.id] }, testClock.now());
    expect(await deleteAccounts(database.db, { userIds: [user.id] }, testClock.now())).toEqual({
      deleted: 0,
      proposalIds: [],
    });
  });
});
