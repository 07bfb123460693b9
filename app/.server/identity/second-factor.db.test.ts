import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { loginAttempts, recoveryCodes, secondFactors } from "../db/schema";
import { useTestDatabase } from "../testing/test-database";
import {
  codeOf,
  createCustomer,
  PASSWORD,
  resetTravel,
  STAFF_PASSWORD,
  testClock,
  totpCode,
  travel,
  unique,
} from "../testing/identity";
import {
  beginEnrolment,
  checkSecondFactor,
  completeSignIn,
  confirmEnrolment,
  createStaffUser,
  secondFactorOf,
  signIn,
  verifyAccessToken,
} from ".";
import { formatRecoveryCode } from "~/domain/second-factor";
import { sha256 } from "./secrets";

const database = useTestDatabase();
afterEach(resetTravel);

/** A customer with a confirmed authenticator; returns its secret and recovery codes. */
async function enrolledCustomer() {
  const { user } = await createCustomer(database.db);
  const { secret } = await beginEnrolment(database.db, user);
  const codes = await confirmEnrolment(
    database.db,
    user,
    { code: totpCode(secret, testClock.now()), ip: unique().ip },
    testClock.now(),
  );
  return { user, secret, codes };
}

async function failedAttempts(email: string) {
  const rows = await database.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
  return rows.filter((row) => !row.succeeded).length;
}

describe("enrolment", () => {
  it("stores the secret sealed, never in clear, and shows the same pending secret again", async () => {
    const { user } = await createCustomer(database.db);
    const first = await beginEnrolment(database.db, user);
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.uri).toMatch(/^otpauth:\/\/totp\/Vorsorgeportal:.+\?.*secret=/);
    const [row] = await database.db.select().from(secondFactors).where(eq(secondFactors.userId, user.id));
    expect(JSON.stringify(row)).not.toContain(first.secret);
    expect(row!.secret).toMatchObject({ enc: "A256GCM" });
    expect((await beginEnrolment(database.db, user)).secret).toBe(first.secret);
    expect((await secondFactorOf(database.db, user.id)).state).toBe("pending");
  });

  it("a wrong first code changes nothing and counts as a failed sign-in attempt", async () => {
    const { user } = await createCustomer(database.db);
    const { secret } = await beginEnrolment(database.db, user);
    const wrong = totpCode(secret, new Date(testClock.now().getTime() + 10 * 60_000));
    expect(
      await codeOf(confirmEnrolment(database.db, user, { code: wrong, ip: unique().ip }, testClock.now())),
    ).toBe("secondFactorWrongCode");
    expect((await secondFactorOf(database.db, user.id)).state).toBe("pending");
    expect(await failedAttempts(user.email)).toBe(1);
  });

  it("a right first code turns it on and hands out ten recovery codes, stored as hashes only", async () => {
    const { user, codes } = await enrolledCustomer();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const summary = await secondFactorOf(database.db, user.id);
    expect(summary).toMatchObject({ state: "active", recoveryLeft: 10 });
    const stored = await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(codes.map(sha256).sort());
    expect(await codeOf(beginEnrolment(database.db, user))).toBe("secondFactorAlreadyOn");
  });
});

describe("checkSecondFactor", () => {
  it("accepts the current code once: the same time step again is a replay", async () => {
    const { user, secret } = await enrolledCustomer();
    // The enrolment used the current step; the next step's code is the next one the app shows.
    travel(30_000);
    const code = totpCode(secret, testClock.now());
    const ip = unique().ip;
    await checkSecondFactor(database.db, user, { code, ip }, testClock.now());
    expect(await codeOf(checkSecondFactor(database.db, user, { code, ip }, testClock.now()))).toBe(
      "secondFactorCodeUsed",
    );
    // An older step (still in the window) is refused too: the last accepted step only moves forward.
    const earlier = totpCode(secret, new Date(testClock.now().getTime() - 30_000));
    expect(await codeOf(checkSecondFactor(database.db, user, { code: earlier, ip }, testClock.now()))).toBe(
      "secondFactorCodeUsed",
    );
  });

  it("refuses a wrong code and an expired one (two steps old) as wrong, counting each attempt", async () => {
    const { user, secret } = await enrolledCustomer();
    const ip = unique().ip;
    const before = await failedAttempts(user.email);
    const stale = totpCode(secret, new Date(testClock.now().getTime() - 90_000));
    expect(await codeOf(checkSecondFactor(database.db, user, { code: stale, ip }, testClock.now()))).toBe(
      "secondFactorWrongCode",
    );
    const wrong = String((Number(totpCode(secret, testClock.now())) + 1) % 1_000_000).padStart(6, "0");
    expect(await codeOf(checkSecondFactor(database.db, user, { code: wrong, ip }, testClock.now()))).toBe(
      "secondFactorWrongCode",
    );
    expect(await failedAttempts(user.email)).toBe(before + 2);
  });

  it("takes a recovery code once, in any case and with or without its hyphen", async () => {
    const { user, codes } = await enrolledCustomer();
    const ip = unique().ip;
    const code = codes[3]!;
    await checkSecondFactor(
      database.db,
      user,
      { code: formatRecoveryCode(code).toUpperCase(), ip },
      testClock.now(),
    );
    expect(await codeOf(checkSecondFactor(database.db, user, { code, ip }, testClock.now()))).toBe(
      "secondFactorCodeUsed",
    );
    expect((await secondFactorOf(database.db, user.id)).recoveryLeft).toBe(9);
    expect(
      await codeOf(checkSecondFactor(database.db, user, { code: "abcde-fghjk", ip }, testClock.now())),
    ).toBe("secondFactorWrongCode");
  });

  it("is rate limited like a password: the sixth wrong code is refused even when right", async () => {
    const { user, secret } = await enrolledCustomer();
    travel(30_000);
    for (let i = 0; i < 5; i++) {
      expect(
        await codeOf(
          checkSecondFactor(database.db, user, { code: "000000", ip: unique().ip }, testClock.now()),
        ),
      ).toMatch(/secondFactorWrongCode|secondFactorCodeUsed/);
    }
    const right = totpCode(secret, testClock.now());
    expect(
      await codeOf(checkSecondFactor(database.db, user, { code: right, ip: unique().ip }, testClock.now())),
    ).toBe("LimitExceededException");
    // The refused right code was not used up: after the window it still counts as new.
    travel(15 * 60_000);
    const later = totpCode(secret, testClock.now());
    await checkSecondFactor(database.db, user, { code: later, ip: unique().ip }, testClock.now());
  });
});

describe("sign-in with a second factor", () => {
  it("a customer with a factor gets no tokens from the password alone", async () => {
    const { user, secret } = await enrolledCustomer();
    const result = await signIn(
      database.db,
      { email: user.email, password: PASSWORD, ip: unique().ip },
      testClock.now(),
    );
    expect(result).toEqual({ user: expect.objectContaining({ id: user.id }), secondFactor: "verify" });
    travel(30_000);
    await checkSecondFactor(
      database.db,
      user,
      { code: totpCode(secret, testClock.now()), ip: unique().ip },
      testClock.now(),
    );
    const { tokens } = await completeSignIn(database.db, user, testClock.now());
    expect(await verifyAccessToken(database.db, tokens.accessToken, testClock.now())).toMatchObject({
      sub: user.id,
    });
  });

  it("staff with a password must enrol; a customer without a factor signs in at once", async () => {
    const { email, ip } = unique("staff");
    await createStaffUser(
      database.db,
      { email, password: STAFF_PASSWORD, role: "customercare" },
      testClock.now(),
    );
    expect(await signIn(database.db, { email, password: STAFF_PASSWORD, ip }, testClock.now())).toMatchObject(
      {
        secondFactor: "enrol",
      },
    );
    const { user } = await createCustomer(database.db);
    expect(
      await signIn(database.db, { email: user.email, password: PASSWORD, ip: unique().ip }, testClock.now()),
    ).toHaveProperty("tokens");
  });

  it("a right password does not end the run of failures while the code is outstanding", async () => {
    const { user } = await enrolledCustomer();
    travel(30_000);
    const ip = unique().ip;
    // Password right, code wrong, four times over: re-entering the password does not reset the count.
    for (let i = 0; i < 3; i++) {
      await signIn(database.db, { email: user.email, password: PASSWORD, ip }, testClock.now());
      await codeOf(checkSecondFactor(database.db, user, { code: "000000", ip }, testClock.now()));
    }
    expect(
      await codeOf(signIn(database.db, { email: user.email, password: PASSWORD, ip }, testClock.now())),
    ).toBe("LimitExceededException");
  });
});
