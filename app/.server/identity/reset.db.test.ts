import { afterEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../testing/test-database";
import {
  createStaffUser,
  issueTokens,
  refreshTokens,
  requestPasswordReset,
  resetPassword,
  signIn,
  verifyResetToken,
} from ".";
import { HOUR_MS } from "./policy";
import {
  createCustomer,
  PASSWORD,
  resetTravel,
  STAFF_PASSWORD,
  travel,
  unique,
  testClock,
} from "../testing/identity";

const database = useTestDatabase();
afterEach(resetTravel);

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: "resolved", status: 0 }),
    (error: { code: string; status: number }) => error,
  );

describe("password reset", () => {
  it("answers UserNotFoundException with status 404 for an unknown e-mail", async () => {
    const error = await failure(
      requestPasswordReset(database.db, { email: "niemand@example.de", ip: unique().ip }, testClock.now()),
    );
    expect(error).toMatchObject({ code: "UserNotFoundException", status: 404 });
  });

  it("refuses a staff password under 12 characters, keeping the old password and the token", async () => {
    const { email, ip } = unique("staff-reset");
    await createStaffUser(
      database.db,
      { email, password: STAFF_PASSWORD, role: "customercare" },
      testClock.now(),
    );
    const { token } = await requestPasswordReset(database.db, { email, ip }, testClock.now());
    expect(
      await failure(resetPassword(database.db, { token, password: "elf-zeichen" }, testClock.now())),
    ).toMatchObject({
      code: "staffPasswordTooShort",
      status: 400,
    });
    await expect(
      signIn(database.db, { email, password: STAFF_PASSWORD, ip }, testClock.now()),
    ).resolves.toBeTruthy();
    await resetPassword(database.db, { token, password: "zwoelf-zeichen" }, testClock.now());
    await expect(
      signIn(database.db, { email, password: "zwoelf-zeichen", ip }, testClock.now()),
    ).resolves.toBeTruthy();
  });

  it("sets a new password with a valid token and ends all sessions", async () => {
    const { user } = await createCustomer(database.db);
    const session = await issueTokens(database.db, user, testClock.now());
    const { token, user: found } = await requestPasswordReset(
      database.db,
      {
        email: ` ${user.email.toUpperCase()}`,
        ip: unique().ip,
      },
      testClock.now(),
    );
    expect(found.id).toBe(user.id);
    expect(await verifyResetToken(database.db, token, testClock.now())).toEqual({ username: user.email });
    expect(await resetPassword(database.db, { token, password: "neuesPasswort1" }, testClock.now())).toEqual({
      username: user.email,
    });
    expect(await refreshTokens(database.db, session.refreshToken, testClock.now())).toBeNull();
    await expect(
      signIn(
        database.db,
        { email: user.email, password: "neuesPasswort1", ip: unique().ip },
        testClock.now(),
      ),
    ).resolves.toBeTruthy();
    expect(
      (
        await failure(
          signIn(database.db, { email: user.email, password: PASSWORD, ip: unique().ip }, testClock.now()),
        )
      ).code,
    ).toBe("NotAuthorizedException");
  });

  it("uses a token only once", async () => {
    const { user } = await createCustomer(database.db);
    const { token } = await requestPasswordReset(
      database.db,
      { email: user.email, ip: unique().ip },
      testClock.now(),
    );
    await resetPassword(database.db, { token, password: "neuesPasswort1" }, testClock.now());
    expect((await failure(verifyResetToken(database.db, token, testClock.now()))).code).toBe(
      "CodeMismatchException",
    );
    expect(
      (await failure(resetPassword(database.db, { token, password: "nochEins123" }, testClock.now()))).code,
    ).toBe("CodeMismatchException");
  });

  it("refuses an expired token (after 1 hour) and a tampered one", async () => {
    const { user } = await createCustomer(database.db);
    const { token } = await requestPasswordReset(
      database.db,
      { email: user.email, ip: unique().ip },
      testClock.now(),
    );
    expect((await failure(verifyResetToken(database.db, `${token}x`, testClock.now()))).code).toBe(
      "CodeMismatchException",
    );
    travel(HOUR_MS + 1000);
    expect((await failure(verifyResetToken(database.db, token, testClock.now()))).code).toBe(
      "ExpiredCodeException",
    );
    expect(
      (await failure(resetPassword(database.db, { token, password: "neuesPasswort1" }, testClock.now())))
        .code,
    ).toBe("ExpiredCodeException");
  });

  it("checks the password policy on the server and keeps the token", async () => {
    const { user } = await createCustomer(database.db);
    const { token } = await requestPasswordReset(
      database.db,
      { email: user.email, ip: unique().ip },
      testClock.now(),
    );
    for (const password of ["kurz", " mitLeerzeichen", "mitLeerzeichen "]) {
      expect(await failure(resetPassword(database.db, { token, password }, testClock.now()))).toMatchObject({
        code: "InvalidPasswordException",
        field: "password",
      });
    }
    await expect(verifyResetToken(database.db, token, testClock.now())).resolves.toEqual({
      username: user.email,
    });
  });

  it("invalidates earlier unused tokens", async () => {
    const { user } = await createCustomer(database.db);
    const first = await requestPasswordReset(
      database.db,
      { email: user.email, ip: unique().ip },
      testClock.now(),
    );
    const second = await requestPasswordReset(
      database.db,
      { email: user.email, ip: unique().ip },
      testClock.now(),
    );
    expect((await failure(verifyResetToken(database.db, first.token, testClock.now()))).code).toBe(
      "CodeMismatchException",
    );
    await expect(verifyResetToken(database.db, second.token, testClock.now())).resolves.toBeTruthy();
  });

  it("allows 3 mails per address and 10 per IP within an hour", async () => {
    const { user } = await createCustomer(database.db);
    for (let i = 0; i < 3; i++)
      await requestPasswordReset(database.db, { email: user.email, ip: unique().ip }, testClock.now());
    expect(
      (
        await failure(
          requestPasswordReset(database.db, { email: user.email, ip: unique().ip }, testClock.now()),
        )
      ).code,
    ).toBe("LimitExceededException");
    travel(HOUR_MS - 60_000);
    expect(
      (
        await failure(
          requestPasswordReset(database.db, { email: user.email, ip: unique().ip }, testClock.now()),
        )
      ).code,
    ).toBe("LimitExceededException");
    travel(2 * 60_000);
    await expect(
      requestPasswordReset(database.db, { email: user.email, ip: unique().ip }, testClock.now()),
    ).resolves.toBeTruthy();
    resetTravel();

    const { ip } = unique();
    for (let i = 0; i < 10; i++) {
      const { user: someone } = await createCustomer(database.db);
      await requestPasswordReset(database.db, { email: someone.email, ip }, testClock.now());
    }
    const { user: last } = await createCustomer(database.db);
    expect(
      (await failure(requestPasswordReset(database.db, { email: last.email, ip }, testClock.now()))).code,
    ).toBe("LimitExceededException");
  });

  it("does not lump together requests whose client address is unknown", async () => {
    for (let i = 0; i < 21; i++) {
      const error = await failure(
        requestPasswordReset(database.db, { email: unique().email, ip: "unknown" }, testClock.now()),
      );
      expect(error.code).toBe("UserNotFoundException");
    }
  });
});
