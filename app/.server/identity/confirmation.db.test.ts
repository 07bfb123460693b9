import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useTestDatabase } from "../testing/test-database";
import { identityTokens, provisions, users } from "../db/schema";
import { confirmAccount, createConfirmationCode, resendConfirmation } from ".";
import { HOUR_MS } from "./policy";
import { sha256 } from "./secrets";
import { createCustomer, resetTravel, travel, unique, testClock } from "../testing/identity";

const database = useTestDatabase();
afterEach(resetTravel);

/** Confirms `user`'s account with a new code, as its link would. */
async function confirmWithNewCode(user: { id: string; email: string }) {
  const code = await createConfirmationCode(database.db, user.id, testClock.now());
  return confirmAccount(database.db, { username: user.email, code }, testClock.now());
}

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: { code?: string }) => error.code,
  );

describe("confirmAccount", () => {
  it("confirms the user and the provision, and stores only the code's hash", async () => {
    const { user, provision } = await createCustomer(database.db);
    const secret = await createConfirmationCode(database.db, user.id, testClock.now());
    const [stored] = await database.db
      .select()
      .from(identityTokens)
      .where(eq(identityTokens.userId, user.id));
    expect(stored).toMatchObject({ kind: "confirmation", tokenHash: sha256(secret) });
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * HOUR_MS);

    const confirmed = await confirmAccount(
      database.db,
      { username: user.email.toUpperCase(), code: secret },
      testClock.now(),
    );
    expect(confirmed).toMatchObject({ id: user.id, status: "CONFIRMED" });
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    const [row] = await database.db.select().from(provisions).where(eq(provisions.id, provision.id));
    expect(row?.status).toBe("CONFIRMED");
  });

  it("refuses a replayed code with CodeMismatchException", async () => {
    const { user } = await createCustomer(database.db);
    const secret = await createConfirmationCode(database.db, user.id, testClock.now());
    await confirmAccount(database.db, { username: user.email, code: secret }, testClock.now());
    expect(
      await code(confirmAccount(database.db, { username: user.email, code: secret }, testClock.now())),
    ).toBe("CodeMismatchException");
  });

  it("refuses tampered, unknown and empty codes and another user's code", async () => {
    const { user } = await createCustomer(database.db);
    const other = await createCustomer(database.db);
    const secret = await createConfirmationCode(database.db, user.id, testClock.now());
    const flipped = `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    for (const attempt of [flipped, "unbekannt", "", "x".repeat(5000)]) {
      expect(
        await code(confirmAccount(database.db, { username: user.email, code: attempt }, testClock.now())),
      ).toBe("CodeMismatchException");
    }
    expect(
      await code(confirmAccount(database.db, { username: other.user.email, code: secret }, testClock.now())),
    ).toBe("CodeMismatchException");
    const [row] = await database.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row?.status).toBe("NOT_CONFIRMED");
    // The code itself still works for its owner.
    await expect(
      confirmAccount(database.db, { username: user.email, code: secret }, testClock.now()),
    ).resolves.toBeTruthy();
  });

  it("refuses an expired code with ExpiredCodeException and leaves the account unconfirmed", async () => {
    const { user, provision } = await createCustomer(database.db);
    const secret = await createConfirmationCode(database.db, user.id, testClock.now());
    travel(24 * HOUR_MS + 1000);
    expect(
      await code(confirmAccount(database.db, { username: user.email, code: secret }, testClock.now())),
    ).toBe("ExpiredCodeException");
    const [row] = await database.db.select().from(provisions).where(eq(provisions.id, provision.id));
    expect(row?.status).toBe("NOT_CONFIRMED");
  });

  it("answers ExpiredCodeException (account cannot be confirmed) for a confirmed account", async () => {
    const { user } = await createCustomer(database.db);
    await confirmWithNewCode(user);
    const fresh = await createConfirmationCode(database.db, user.id, testClock.now());
    expect(
      await code(confirmAccount(database.db, { username: user.email, code: fresh }, testClock.now())),
    ).toBe("ExpiredCodeException");
  });

  it("invalidates earlier unused codes when a new one is made", async () => {
    const { user } = await createCustomer(database.db);
    const first = await createConfirmationCode(database.db, user.id, testClock.now());
    const second = await createConfirmationCode(database.db, user.id, testClock.now());
    expect(
      await code(confirmAccount(database.db, { username: user.email, code: first }, testClock.now())),
    ).toBe("CodeMismatchException");
    await expect(
      confirmAccount(database.db, { username: user.email, code: second }, testClock.now()),
    ).resolves.toBeTruthy();
  });
});

describe("resendConfirmation", () => {
  it("gives a new working code for an unconfirmed account", async () => {
    const { user } = await createCustomer(database.db);
    const result = await resendConfirmation(
      database.db,
      { username: user.email, ip: unique().ip },
      testClock.now(),
    );
    expect(result.user.id).toBe(user.id);
    await expect(
      confirmAccount(database.db, { username: user.email, code: result.code }, testClock.now()),
    ).resolves.toBeTruthy();
  });

  it("answers UserNotFoundException for an unknown e-mail and ExpiredCodeException when confirmed", async () => {
    expect(
      await code(
        resendConfirmation(database.db, { username: "niemand@example.de", ip: unique().ip }, testClock.now()),
      ),
    ).toBe("UserNotFoundException");
    const { user } = await createCustomer(database.db);
    await confirmWithNewCode(user);
    expect(
      await code(resendConfirmation(database.db, { username: user.email, ip: unique().ip }, testClock.now())),
    ).toBe("ExpiredCodeException");
  });

  it("allows 3 mails per address and 10 per IP within an hour", async () => {
    const { user } = await createCustomer(database.db);
    for (let i = 0; i < 3; i++)
      await resendConfirmation(database.db, { username: user.email, ip: unique().ip }, testClock.now());
    expect(
      await code(resendConfirmation(database.db, { username: user.email, ip: unique().ip }, testClock.now())),
    ).toBe("LimitExceededException");
    const { ip } = unique();
    for (let i = 0; i < 10; i++) {
      const { user: someone } = await createCustomer(database.db);
      await resendConfirmation(database.db, { username: someone.email, ip }, testClock.now());
    }
    const { user: last } = await createCustomer(database.db);
    expect(await code(resendConfirmation(database.db, { username: last.email, ip }, testClock.now()))).toBe(
      "LimitExceededException",
    );
  });
});
