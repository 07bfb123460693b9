import { afterEach, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { useTestDatabase } from "../testing/test-database";
import { identityTokens, signingKeys, users } from "../db/schema";
import { isSessionActive, issueTokens, refreshTokens, signOut, verifyAccessToken } from ".";
import { MINUTE_MS, DAY_MS, HOUR_MS } from "./policy";
import { REFRESH_REUSE_GRACE_MS } from "./policy";
import { createCareUser, createCustomer, resetTravel, travel, testClock } from "../testing/identity";

const database = useTestDatabase();
afterEach(resetTravel);

/** Flips one character of the signature part. */
function tamper(token: string): string {
  const last = token.at(-2) === "A" ? "B" : "A";
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

describe("access tokens", () => {
  it("carry sub, email, groups, name and provisionId, signed ES256 with a stored key", async () => {
    const { user, provision } = await createCustomer(database.db);
    const { accessToken, refreshToken } = await issueTokens(database.db, user, testClock.now());
    expect(await verifyAccessToken(database.db, accessToken, testClock.now())).toEqual({
      sub: user.id,
      email: user.email,
      groups: [],
      name: "Erika Muster",
      provisionId: provision.id,
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const header = decodeProtectedHeader(accessToken);
    expect(header.alg).toBe("ES256");
    const keys = await database.db.select().from(signingKeys);
    expect(keys.map((key) => key.id)).toEqual([header.kid]);
    const claims = decodeJwt(accessToken);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    // A customer's session: idle end 2 hours after the last renewal.
    expect(decodeJwt(refreshToken).exp! - decodeJwt(refreshToken).iat!).toBe(2 * 60 * 60);
  });

  it("have name and provisionId null for a user without provision", async () => {
    const [staff] = await database.db
      .insert(users)
      .values({ email: "ohne-vorsorge@example.de", groups: ["admin"] })
      .returning();
    const { accessToken } = await issueTokens(database.db, staff!, testClock.now());
    expect(await verifyAccessToken(database.db, accessToken, testClock.now())).toMatchObject({
      groups: ["admin"],
      name: null,
      provisionId: null,
    });
  });

  it("are null when tampered with, malformed or of the wrong kind", async () => {
    const { user } = await createCustomer(database.db);
    const { accessToken, refreshToken } = await issueTokens(database.db, user, testClock.now());
    const [header, payload, signature] = accessToken.split(".");
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(accessToken), groups: ["admin"] })).toString(
      "base64url",
    );
    expect(
      await verifyAccessToken(database.db, `${header}.${forged}.${signature}`, testClock.now()),
    ).toBeNull();
    expect(await verifyAccessToken(database.db, tamper(accessToken), testClock.now())).toBeNull();
    expect(await verifyAccessToken(database.db, `${header}.${payload}.`, testClock.now())).toBeNull();
    expect(await verifyAccessToken(database.db, "kein.jwt", testClock.now())).toBeNull();
    expect(await verifyAccessToken(database.db, "", testClock.now())).toBeNull();
    expect(await verifyAccessToken(database.db, refreshToken, testClock.now())).toBeNull();
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
    expect(await verifyAccessToken(database.db, unsigned, testClock.now())).toBeNull();
  });

  it("are null once expired (after 15 minutes)", async () => {
    const { user } = await createCustomer(database.db);
    const { accessToken } = await issueTokens(database.db, user, testClock.now());
    travel(14 * MINUTE_MS);
    expect(await verifyAccessToken(database.db, accessToken, testClock.now())).not.toBeNull();
    travel(2 * MINUTE_MS);
    expect(await verifyAccessToken(database.db, accessToken, testClock.now())).toBeNull();
  });
});

describe("refresh tokens", () => {
  it("rotate: a new pair in the same family with fresh claims; the old token is used up", async () => {
    const { user } = await createCustomer(database.db);
    const first = await issueTokens(database.db, user, testClock.now());
    await database.db
      .update(users)
      .set({ groups: ["customercare"] })
      .where(eq(users.id, user.id));
    travel(20 * MINUTE_MS);
    const refreshed = await refreshTokens(database.db, first.refreshToken, testClock.now());
    expect(refreshed).not.toBeNull();
    expect(refreshed!.tokens.refreshToken).not.toBe(first.refreshToken);
    expect(refreshed!.claims).toMatchObject({ sub: user.id, groups: ["customercare"] });
    expect(await verifyAccessToken(database.db, refreshed!.tokens.accessToken, testClock.now())).toEqual(
      refreshed!.claims,
    );
    const rows = await database.db.select().from(identityTokens).where(eq(identityTokens.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
    expect(rows.filter((row) => row.usedAt)).toHaveLength(1);
    expect(rows.every((row) => row.kind === "refresh" && !row.tokenHash.includes("."))).toBe(true);
    // A second rotation with the new token works too.
    expect(await refreshTokens(database.db, refreshed!.tokens.refreshToken, testClock.now())).not.toBeNull();
  });

  it("revoke the whole family when a used token is presented again after the grace window", async () => {
    const { user } = await createCustomer(database.db);
    const first = await issueTokens(database.db, user, testClock.now());
    const other = await issueTokens(database.db, user, testClock.now()); // another sign-in: another family
    const second = await refreshTokens(database.db, first.refreshToken, testClock.now());
    expect(second).not.toBeNull();
    travel(REFRESH_REUSE_GRACE_MS + 1000);
    expect(await refreshTokens(database.db, first.refreshToken, testClock.now())).toBeNull();
    // The thief's reuse also ends the legitimate holder's newer token …
    expect(await refreshTokens(database.db, second!.tokens.refreshToken, testClock.now())).toBeNull();
    // … but not the user's other sign-in.
    expect(await refreshTokens(database.db, other.refreshToken, testClock.now())).not.toBeNull();
  });

  it("end with sign-out (the family is revoked), and with them the session of every access token", async () => {
    const { user } = await createCustomer(database.db);
    const first = await issueTokens(database.db, user, testClock.now());
    const second = await refreshTokens(database.db, first.refreshToken, testClock.now());
    const sid = (await verifyAccessToken(database.db, first.accessToken, testClock.now()))!.sid;
    expect(second!.claims.sid).toBe(sid);
    const otherSession = await issueTokens(database.db, user, testClock.now());
    const otherSid = (await verifyAccessToken(database.db, otherSession.accessToken, testClock.now()))!.sid;
    expect(otherSid).not.toBe(sid);
    expect(await isSessionActive(database.db, sid, testClock.now())).toBe(true);
    await signOut(database.db, second!.tokens.refreshToken, testClock.now());
    // The access tokens still verify as JWTs, but their session is over; the other sign-in is untouched.
    expect(await verifyAccessToken(database.db, first.accessToken, testClock.now())).not.toBeNull();
    expect(await isSessionActive(database.db, sid, testClock.now())).toBe(false);
    expect(await isSessionActive(database.db, otherSid, testClock.now())).toBe(true);
    await signOut(database.db, otherSession.refreshToken, testClock.now());
    expect(await refreshTokens(database.db, second!.tokens.refreshToken, testClock.now())).toBeNull();
    const rows = await database.db.select().from(identityTokens).where(eq(identityTokens.userId, user.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    // Signing out with garbage or twice is harmless.
    await signOut(database.db, "kein-token", testClock.now());
    await signOut(database.db, second!.tokens.refreshToken, testClock.now());
  });

  it("name no session for a garbled or unknown session id", async () => {
    expect(await isSessionActive(database.db, "kein-uuid", testClock.now())).toBe(false);
    expect(await isSessionActive(database.db, "00000000-0000-4000-8000-000000000000", testClock.now())).toBe(
      false,
    );
    expect(await isSessionActive(database.db, "", testClock.now())).toBe(false);
  });

  it("are null after the idle end, when tampered with, or when the user is gone", async () => {
    const { user } = await createCustomer(database.db);
    const { refreshToken, accessToken } = await issueTokens(database.db, user, testClock.now());
    expect(await refreshTokens(database.db, tamper(refreshToken), testClock.now())).toBeNull();
    expect(await refreshTokens(database.db, accessToken, testClock.now())).toBeNull();
    travel(2 * HOUR_MS + MINUTE_MS);
    expect(await refreshTokens(database.db, refreshToken, testClock.now())).toBeNull();
    resetTravel();
    const again = await issueTokens(database.db, user, testClock.now());
    await database.db.delete(users).where(eq(users.id, user.id));
    expect(await refreshTokens(database.db, again.refreshToken, testClock.now())).toBeNull();
  });
});

describe("session lifetimes (decision 0028)", () => {
  const staffUser = () => createCareUser(database.db);

  /** Renews the session every `stepMs` for `totalMs`: a staff member at work. */
  async function keepUsing(refreshToken: string, stepMs: number, totalMs: number) {
    let token = refreshToken;
    for (let elapsed = 0; elapsed < totalMs; elapsed += stepMs) {
      travel(stepMs);
      const next = await refreshTokens(database.db, token, testClock.now());
      if (!next) return { token, endedAfterMs: elapsed + stepMs };
      token = next.tokens.refreshToken;
    }
    return { token, endedAfterMs: null };
  }

  it("end a staff session after 30 minutes without a request, even with a valid access token in hand", async () => {
    const staff = await staffUser();
    const first = await issueTokens(database.db, staff, testClock.now());
    expect(decodeJwt(first.accessToken).exp! - decodeJwt(first.accessToken).iat!).toBe(5 * 60);
    travel(4 * MINUTE_MS);
    const renewed = await refreshTokens(database.db, first.refreshToken, testClock.now());
    const claims = await verifyAccessToken(database.db, renewed!.tokens.accessToken, testClock.now());
    // 29 minutes after the renewal the session still holds; at 31 it is over, for every token of it.
    travel(29 * MINUTE_MS);
    expect(await isSessionActive(database.db, claims!.sid, testClock.now())).toBe(true);
    travel(2 * MINUTE_MS);
    expect(await isSessionActive(database.db, claims!.sid, testClock.now())).toBe(false);
    expect(await refreshTokens(database.db, renewed!.tokens.refreshToken, testClock.now())).toBeNull();
  });

  it("end a staff session renewed every few minutes after 24 hours, a customer's after 7 days", async () => {
    const staff = await staffUser();
    const staffRun = await keepUsing(
      (await issueTokens(database.db, staff, testClock.now())).refreshToken,
      20 * MINUTE_MS,
      2 * DAY_MS,
    );
    expect(staffRun.endedAfterMs).toBe(24 * HOUR_MS);
    resetTravel();

    const { user } = await createCustomer(database.db);
    const first = await issueTokens(database.db, user, testClock.now());
    // A customer's 90 minutes away still find the session; renewals keep it up to 7 days, not longer.
    const customerRun = await keepUsing(first.refreshToken, 90 * MINUTE_MS, 8 * DAY_MS);
    expect(customerRun.endedAfterMs).toBeGreaterThan(7 * DAY_MS - 90 * MINUTE_MS);
    expect(customerRun.endedAfterMs).toBeLessThanOrEqual(7 * DAY_MS + 90 * MINUTE_MS);
  }, 120_000);

  it("never let a token outlive the absolute end", async () => {
    const staff = await staffUser();
    const start = Math.floor(Date.now() / 1000) * 1000;
    const { token } = await keepUsing(
      (await issueTokens(database.db, staff, testClock.now())).refreshToken,
      25 * MINUTE_MS,
      23 * HOUR_MS + 45 * MINUTE_MS,
    );
    // 23:45 after the sign-in: the next pair may live 15 more minutes, not 30 (idle) or 5 (access) past 24 h.
    travel(10 * MINUTE_MS);
    const last = await refreshTokens(database.db, token, testClock.now());
    const end = start + 24 * HOUR_MS;
    expect(decodeJwt(last!.tokens.refreshToken).exp! * 1000).toBeLessThanOrEqual(end + 1000);
    expect(decodeJwt(last!.tokens.accessToken).exp! * 1000).toBeLessThanOrEqual(end + 1000);
    const [row] = await database.db
      .select({ expiresAt: identityTokens.expiresAt })
      .from(identityTokens)
      .where(eq(identityTokens.userId, staff.id))
      .orderBy(desc(identityTokens.createdAt))
      .limit(1);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(end + 1000);
  });

  it("let two tabs refresh the same token at once without signing the user out", async () => {
    const { user } = await createCustomer(database.db);
    const first = await issueTokens(database.db, user, testClock.now());
    travel(16 * MINUTE_MS);
    const [tabA, tabB] = await Promise.all([
      refreshTokens(database.db, first.refreshToken, testClock.now()),
      refreshTokens(database.db, first.refreshToken, testClock.now()),
    ]);
    expect(tabA).not.toBeNull();
    expect(tabB).not.toBeNull();
    expect(tabA!.claims.sid).toBe(tabB!.claims.sid);
    // Both tabs go on working; whichever cookie the browser keeps renews again.
    travel(10 * 1000);
    expect(await refreshTokens(database.db, first.refreshToken, testClock.now())).not.toBeNull();
    expect(await refreshTokens(database.db, tabB!.tokens.refreshToken, testClock.now())).not.toBeNull();
    expect(await isSessionActive(database.db, tabA!.claims.sid, testClock.now())).toBe(true);
    // A copy presented after the grace window ends the session for everyone.
    travel(REFRESH_REUSE_GRACE_MS);
    expect(await refreshTokens(database.db, first.refreshToken, testClock.now())).toBeNull();
    expect(await isSessionActive(database.db, tabA!.claims.sid, testClock.now())).toBe(false);
  });

  it("sign out a refresh token from before the session start was recorded (no sst)", async () => {
    const { user } = await createCustomer(database.db);
    const { refreshToken } = await issueTokens(database.db, user, testClock.now());
    const [header, , signature] = refreshToken.split(".");
    const { sst: _sst, ...rest } = decodeJwt(refreshToken);
    const stripped = `${header}.${Buffer.from(JSON.stringify(rest)).toString("base64url")}.${signature}`;
    expect(await refreshTokens(database.db, stripped, testClock.now())).toBeNull();
  });
});
