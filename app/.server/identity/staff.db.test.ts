import { StaffLinkRefusedError } from "~/domain/errors";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, users, type User } from "../db/schema";
import { useTestDatabase } from "../testing/test-database";
import {
  createStaffUser,
  findOrCreateOidcStaffUser,
  isSessionActive,
  issueTokens,
  refreshTokens,
  signIn,
  verifyAccessToken,
} from ".";
import {
  createCustomer,
  PASSWORD,
  STAFF_PASSWORD,
  unique,
  codeOf,
  testClock,
  signInThroughEnrolment,
} from "../testing/identity";

async function confirmed(user: User): Promise<User> {
  const [row] = await database.db
    .update(users)
    .set({ status: "CONFIRMED", confirmedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return row!;
}

const auditOf = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

const database = useTestDatabase();
/** The code `createStaffUser` fails with for `input`, or "resolved". */
const createdStaffCode = (input: Parameters<typeof createStaffUser>[1]) =>
  codeOf(createStaffUser(database.db, input, testClock.now()));

describe("createStaffUser", () => {
  it("creates a confirmed account with the role as its only group, able to sign in", async () => {
    const { email, ip } = unique("admin");
    const user = await createStaffUser(
      database.db,
      {
        email: email.toUpperCase(),
        password: STAFF_PASSWORD,
        role: "admin",
      },
      testClock.now(),
    );
    expect(user).toMatchObject({ email, status: "CONFIRMED", groups: ["admin"] });
    expect(user.confirmedAt).toBeInstanceOf(Date);
    // Staff with a password enrol a second factor first (decision 0093).
    const first = await signIn(database.db, { email, password: STAFF_PASSWORD, ip }, testClock.now());
    expect(first).toMatchObject({ secondFactor: "enrol" });
    expect(first).not.toHaveProperty("tokens");
    const { tokens } = await signInThroughEnrolment(
      database.db,
      { email, password: STAFF_PASSWORD, ip },
      testClock.now(),
    );
    expect(await verifyAccessToken(database.db, tokens.accessToken, testClock.now())).toMatchObject({
      groups: ["admin"],
      provisionId: null,
    });
  });

  it("refuses an e-mail that has an account, a bad password and an unknown role", async () => {
    const { email } = unique("cc");
    await createStaffUser(
      database.db,
      { email, password: STAFF_PASSWORD, role: "customercare" },
      testClock.now(),
    );
    expect(await createdStaffCode({ email, password: STAFF_PASSWORD, role: "admin" })).toBe(
      "UsernameExistsException",
    );
    expect(await createdStaffCode({ email: unique().email, password: "kurz", role: "admin" })).toBe(
      "staffPasswordTooShort",
    );
    // Long enough for a customer, too short for staff.
    expect(await createdStaffCode({ email: unique().email, password: "elf-zeichen", role: "admin" })).toBe(
      "staffPasswordTooShort",
    );
    expect(
      await createdStaffCode({ email: unique().email, password: ` ${STAFF_PASSWORD}`, role: "admin" }),
    ).toBe("InvalidPasswordException");
    const role = "root" as "admin";
    expect(await createdStaffCode({ email: unique().email, password: STAFF_PASSWORD, role })).toBe(
      "InvalidParameterException",
    );
  });
});

describe("findOrCreateOidcStaffUser", () => {
  it("creates a confirmed account without password, then finds it by subject and updates its groups", async () => {
    const { email } = unique("oidc");
    const created = await findOrCreateOidcStaffUser(
      database.db,
      {
        subject: "sub-1",
        email,
        groups: ["customercare"],
      },
      testClock.now(),
    );
    expect(created).toMatchObject({ email, oidcSubject: "sub-1", passwordHash: null, status: "CONFIRMED" });
    expect(created.groups).toEqual(["customercare"]);
    expect(created.lastLoginAt).toBeInstanceOf(Date);

    const again = await findOrCreateOidcStaffUser(
      database.db,
      {
        subject: "sub-1",
        email: "neue-adresse@example.de",
        groups: ["admin", "customercare", "admin"],
      },
      testClock.now(),
    );
    expect(again.id).toBe(created.id);
    expect(again.groups).toEqual(["admin", "customercare"]);
    expect(again.email).toBe(email);
  });

  it("links an existing staff account by e-mail and removes its local password", async () => {
    const { email, ip } = unique("linked");
    const staff = await createStaffUser(
      database.db,
      { email, password: STAFF_PASSWORD, role: "admin" },
      testClock.now(),
    );
    await expect(
      signIn(database.db, { email, password: STAFF_PASSWORD, ip }, testClock.now()),
    ).resolves.toBeTruthy();
    const linked = await findOrCreateOidcStaffUser(
      database.db,
      {
        subject: "sub-2",
        email,
        groups: ["admin"],
      },
      testClock.now(),
    );
    expect(linked).toMatchObject({
      id: staff.id,
      oidcSubject: "sub-2",
      groups: ["admin"],
      passwordHash: null,
    });
    // Removed at the provider, the staff member cannot come back in with the old local password.
    expect(await codeOf(signIn(database.db, { email, password: STAFF_PASSWORD, ip }, testClock.now()))).toBe(
      "NotAuthorizedException",
    );
  });

  it("takes over a confirmed customer account, removing its password and ending its sessions", async () => {
    const { user: registered, provision } = await createCustomer(database.db);
    const user = await confirmed(registered);
    // The person who registered the address beforehand holds a session with two token pairs.
    const before = await issueTokens(database.db, user, testClock.now());
    const other = await issueTokens(database.db, user, testClock.now());
    const claimsBefore = await verifyAccessToken(database.db, before.accessToken, testClock.now());
    expect(await isSessionActive(database.db, claimsBefore!.sid, testClock.now())).toBe(true);

    const linked = await findOrCreateOidcStaffUser(
      database.db,
      {
        subject: "sub-3",
        email: user.email,
        groups: ["customercare"],
        ip: "192.0.2.7",
      },
      testClock.now(),
    );
    expect(linked).toMatchObject({
      id: user.id,
      passwordHash: null,
      status: "CONFIRMED",
      groups: ["customercare"],
    });
    expect(
      await codeOf(
        signIn(database.db, { email: user.email, password: PASSWORD, ip: unique().ip }, testClock.now()),
      ),
    ).toBe("NotAuthorizedException");
    // No token issued before the link turns into a staff session.
    expect(await refreshTokens(database.db, before.refreshToken, testClock.now())).toBeNull();
    expect(await refreshTokens(database.db, other.refreshToken, testClock.now())).toBeNull();
    expect(await isSessionActive(database.db, claimsBefore!.sid, testClock.now())).toBe(false);
    const otherClaims = await verifyAccessToken(database.db, other.accessToken, testClock.now());
    expect(await isSessionActive(database.db, otherClaims!.sid, testClock.now())).toBe(false);
    // The staff member's own new session works.
    const fresh = await verifyAccessToken(
      database.db,
      (await issueTokens(database.db, linked, testClock.now())).accessToken,
      testClock.now(),
    );
    expect(fresh).toMatchObject({ groups: ["customercare"] });
    expect(await isSessionActive(database.db, fresh!.sid, testClock.now())).toBe(true);

    const [entry] = (await auditOf("staff.oidc.link")).filter((row) => row.provisionId === provision.id);
    expect(entry).toMatchObject({ ip: "192.0.2.7", detail: { userId: user.id, subject: "sub-3" } });
  });

  it("refuses to link an account whose e-mail was never confirmed, changing nothing", async () => {
    const { user } = await createCustomer(database.db);
    const session = await issueTokens(database.db, user, testClock.now());
    const error = await findOrCreateOidcStaffUser(
      database.db,
      {
        subject: "sub-unconfirmed",
        email: user.email,
        groups: ["admin"],
      },
      testClock.now(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StaffLinkRefusedError);
    expect(error).toMatchObject({ reason: "unconfirmedAccount", userId: user.id });

    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(user);
    // The customer keeps the account and its session; the password still works.
    expect(await refreshTokens(database.db, session.refreshToken, testClock.now())).not.toBeNull();
    await expect(
      signIn(database.db, { email: user.email, password: PASSWORD, ip: unique().ip }, testClock.now()),
    ).resolves.toBeTruthy();
    const refused = await auditOf("staff.oidc.linkRefused");
    expect(refused.map((row) => row.detail)).toContainEqual({
      userId: user.id,
      subject: "sub-unconfirmed",
      reason: "unconfirmedAccount",
    });
  });

  it("refuses an e-mail already linked to another subject", async () => {
    const { email } = unique("taken");
    await findOrCreateOidcStaffUser(
      database.db,
      { subject: "sub-4", email, groups: ["admin"] },
      testClock.now(),
    );
    expect(
      await codeOf(
        findOrCreateOidcStaffUser(
          database.db,
          { subject: "sub-5", email, groups: ["admin"] },
          testClock.now(),
        ),
      ),
    ).toBe("UsernameExistsException");
  });
});
