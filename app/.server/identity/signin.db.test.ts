import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useTestDatabase } from "../testing/test-database";
import { users } from "../db/schema";
import { ServiceError } from "~/domain/errors";
import { findOrCreateOidcStaffUser, signIn, verifyAccessToken } from ".";
import { MINUTE_MS } from "./policy";
import {
  createCustomer,
  PASSWORD,
  resetTravel,
  signInThroughEnrolment,
  travel,
  unique,
  testClock,
} from "../testing/identity";

const database = useTestDatabase();
afterEach(resetTravel);

async function failure(run: Promise<unknown>): Promise<ServiceError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe("signIn", () => {
  it("signs in with the right password, case-insensitively, and records the login", async () => {
    const { user, provision } = await createCustomer(database.db);
    const { ip } = unique();
    const result = await signInThroughEnrolment(
      database.db,
      {
        email: ` ${user.email.toUpperCase()} `,
        password: PASSWORD,
        ip,
      },
      testClock.now(),
    );
    expect(result.user.id).toBe(user.id);
    expect(result.user.lastLoginAt).toBeInstanceOf(Date);
    expect(result.user.status).toBe("NOT_CONFIRMED"); // unconfirmed accounts may sign in
    expect(await verifyAccessToken(database.db, result.tokens.accessToken, testClock.now())).toMatchObject({
      sub: user.id,
      provisionId: provision.id,
    });
  });

  it("answers a wrong password and an unknown e-mail with the same NotAuthorizedException", async () => {
    const { user } = await createCustomer(database.db);
    const { ip } = unique();
    const wrong = await failure(
      signIn(database.db, { email: user.email, password: "falsch123", ip }, testClock.now()),
    );
    const unknown = await failure(
      signIn(database.db, { email: "niemand@example.de", password: PASSWORD, ip }, testClock.now()),
    );
    for (const error of [wrong, unknown]) {
      expect(error.code).toBe("NotAuthorizedException");
      expect(error.status).toBe(401);
      expect(error.messageKey).toBe("error.auth.NotAuthorizedException");
    }
    expect(wrong.userMessage).toBe(unknown.userMessage);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLoginAt).toBeNull();
  });

  it("refuses the 6th attempt for an account within 15 minutes, even with the right password", async () => {
    const { user } = await createCustomer(database.db);
    for (let i = 0; i < 5; i++) {
      const error = await failure(
        signIn(database.db, { email: user.email, password: "falsch123", ip: unique().ip }, testClock.now()),
      );
      expect(error.code).toBe("NotAuthorizedException");
    }
    const limited = await failure(
      signIn(database.db, { email: user.email, password: PASSWORD, ip: unique().ip }, testClock.now()),
    );
    expect(limited.code).toBe("LimitExceededException");
    expect(limited.messageKey).toBe("error.auth.LimitExceededException");
    travel(16 * MINUTE_MS);
    await expect(
      signIn(database.db, { email: user.email, password: PASSWORD, ip: unique().ip }, testClock.now()),
    ).resolves.toBeTruthy();
  });

  it("limits unknown e-mails the same way", async () => {
    const { email, ip } = unique("gibtsnicht");
    for (let i = 0; i < 5; i++)
      await failure(signIn(database.db, { email, password: PASSWORD, ip }, testClock.now()));
    expect(
      (await failure(signIn(database.db, { email, password: PASSWORD, ip }, testClock.now()))).code,
    ).toBe("LimitExceededException");
  });

  it("lets a success end the account's run of failures", async () => {
    const { user } = await createCustomer(database.db);
    const { ip } = unique();
    for (let i = 0; i < 4; i++)
      await failure(signIn(database.db, { email: user.email, password: "x123456", ip }, testClock.now()));
    await signIn(database.db, { email: user.email, password: PASSWORD, ip }, testClock.now());
    for (let i = 0; i < 5; i++) {
      expect(
        (await failure(signIn(database.db, { email: user.email, password: "x123456", ip }, testClock.now())))
          .code,
      ).toBe("NotAuthorizedException");
    }
    expect(
      (await failure(signIn(database.db, { email: user.email, password: PASSWORD, ip }, testClock.now())))
        .code,
    ).toBe("LimitExceededException");
  });

  it("refuses the 21st failed attempt from one IP within 15 minutes; a success there does not reset it", async () => {
    const { ip } = unique();
    const { user } = await createCustomer(database.db);
    for (let i = 0; i < 20; i++) {
      if (i === 10) await signIn(database.db, { email: user.email, password: PASSWORD, ip }, testClock.now());
      const error = await failure(
        signIn(database.db, { email: unique().email, password: PASSWORD, ip }, testClock.now()),
      );
      expect(error.code).toBe("NotAuthorizedException");
    }
    expect(
      (await failure(signIn(database.db, { email: user.email, password: PASSWORD, ip }, testClock.now())))
        .code,
    ).toBe("LimitExceededException");
    // Another address is not affected.
    await expect(
      signIn(database.db, { email: user.email, password: PASSWORD, ip: unique().ip }, testClock.now()),
    ).resolves.toBeTruthy();
  });

  it("counts concurrent attempts against each other", async () => {
    const { user } = await createCustomer(database.db);
    const attempts = Array.from({ length: 10 }, () =>
      failure(
        signIn(database.db, { email: user.email, password: "falsch123", ip: unique().ip }, testClock.now()),
      ),
    );
    const codes = (await Promise.all(attempts)).map((error) => error.code);
    expect(codes.filter((code) => code === "NotAuthorizedException").length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === "LimitExceededException").length).toBeGreaterThanOrEqual(5);
  });

  it("refuses staff without a password (OpenID Connect only)", async () => {
    const { email, ip } = unique("oidc");
    await findOrCreateOidcStaffUser(
      database.db,
      { subject: `sub-${email}`, email, groups: ["admin"] },
      testClock.now(),
    );
    expect(
      (await failure(signIn(database.db, { email, password: PASSWORD, ip }, testClock.now()))).code,
    ).toBe("NotAuthorizedException");
  });
});
