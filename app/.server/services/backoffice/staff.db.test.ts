/** Staff accounts in the back office (decision 0056) with a real database: invite, accept, disable, the rules. */
import { StaffLinkRefusedError } from "~/domain/errors";
import { RouterContextProvider } from "react-router";
import { and, desc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ServiceError } from "~/domain/errors";
import { actorFor, call, callUnder, routeContext, status, testRuntime, post } from "~/.server/testing/routes";
import { middleware as adminLayout } from "~/routes/backoffice/admin-layout";
import { middleware as careLayout } from "~/routes/backoffice/layout";
import { action as staffAction } from "~/routes/backoffice/staff/index";
import { actorContext, type Actor } from "../../auth/actor";
import { actorMiddleware } from "../../auth/middleware";
import { runtimeContext } from "../../context";
import type { Db } from "../../db/client";
import { auditLog, identityTokens, mailOutbox, users, type User } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { issueTokens, refreshTokens, signIn, type TokenPair } from "../../identity";
import { createStaffUser, findOrCreateOidcStaffUser } from "../../identity/staff";
import {
  createCustomer,
  resetTravel,
  signInThroughEnrolment,
  STAFF_PASSWORD,
  travel,
  unique,
  testClock,
} from "../../testing/identity";
import type { Runtime } from "../../runtime";
import { sessionContext, type AppSession } from "../../session";
import { listAuditEntries } from "./staff-audit";
import type { StaffRole } from "~/domain/backoffice/staff";
import {
  acceptStaffInvite,
  approveStaffAdmin,
  changeStaffRole,
  disableStaff,
  enableStaff,
  inviteStaff,
  listStaff,
  resetStaffSecondFactor,
  verifyStaffInvite,
} from "./staff";

const database = useTestDatabase({ seed: false });
let db: Db;
let runtime: Runtime;
const ip = "192.0.2.7";

beforeAll(() => {
  db = database.db;
  runtime = testRuntime(database, "/tmp/vp-backoffice-staff-test");
});
afterEach(resetTravel);

const config = () => runtime.config;

/** A staff account with a password and the role, its e-mail starting with `prefix`. */
const staffUser = (prefix: string, role: StaffRole) =>
  createStaffUser(db, { email: unique(prefix).email, password: STAFF_PASSWORD, role }, testClock.now());

async function admin(): Promise<{ user: User; actor: Actor }> {
  const user = await staffUser("admin", "admin");
  return { user, actor: { ...actorFor(user.id, { isStaff: true }), email: user.email, groups: ["admin"] } };
}

/** The token in the newest invitation mail to `email`. */
async function inviteToken(email: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const match = /\/staff\/invite\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  if (!match) throw new Error(`no invitation link in the mail to ${email}`);
  return match[1]!;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ServiceError ? error.code : error),
  );

/** Runs the actor middleware for a request whose session holds `auth`: the actor it resolved. */
async function resolveActor(auth: TokenPair): Promise<Actor | null> {
  const context = new RouterContextProvider();
  const session: AppSession = await runtime.sessions.getSession();
  session.set("auth", auth);
  context.set(runtimeContext, runtime);
  context.set(sessionContext, session);
  await actorMiddleware(
    { request: new Request("http://portal.test/backoffice"), context, params: {} } as never,
    async () => new Response("ok"),
  );
  return context.get(actorContext);
}

/** Invites a colleague as `actor`, now, with the test configuration. */
const invite = (actor: Parameters<typeof inviteStaff>[1], input: Parameters<typeof inviteStaff>[2]) =>
  inviteStaff(db, actor, input, { ip, config: config(), now: testClock.now() });

async function auditOf(userId: string) {
  return (await db.select().from(auditLog)).filter(
    (row) => (row.detail as { subject?: { id?: string } }).subject?.id === userId,
  );
}

describe("inviting a colleague", () => {
  it("creates an invited account without password, mails a link, and the link sets the password once", async () => {
    const { actor } = await admin();
    const email = unique("kollegin").email;
    const row = await invite(actor, { email, role: "customercare" });
    expect(row).toMatchObject({ email, role: "customercare", state: "invited" });
    const [stored] = await db.select().from(users).where(eq(users.email, email));
    expect(stored?.passwordHash).toBeNull();
    expect(stored?.groups).toEqual(["customercare"]);

    const token = await inviteToken(email);
    // Only the hash is stored.
    const tokens = await db.select().from(identityTokens).where(eq(identityTokens.userId, stored!.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ kind: "invite" });
    expect(tokens[0]!.tokenHash).not.toContain(token);
    expect(await verifyStaffInvite(db, { token }, { now: testClock.now() })).toEqual({ email });

    // Too short for staff: refused, the link still works.
    await expect(
      acceptStaffInvite(db, { token, password: "kurz12345" }, { ip, now: testClock.now() }),
    ).rejects.toMatchObject({
      code: "staffPasswordTooShort",
    });
    await acceptStaffInvite(db, { token, password: STAFF_PASSWORD }, { ip, now: testClock.now() });
    const { user } = await signIn(db, { email, password: STAFF_PASSWORD, ip: unique().ip }, testClock.now());
    expect(user.id).toBe(stored!.id);
    expect((await listStaff(db, actor)).find((r) => r.email === email)?.state).toBe("active");

    // Used once.
    await expect(verifyStaffInvite(db, { token }, { now: testClock.now() })).rejects.toMatchObject({
      code: "CodeMismatchException",
    });
    await expect(
      acceptStaffInvite(db, { token, password: "anderes-passwort-99" }, { ip, now: testClock.now() }),
    ).rejects.toMatchObject({
      code: "CodeMismatchException",
    });

    const actions = (await auditOf(stored!.id)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["staff.invite", "staff.invite.accept"]));
    const serialized = JSON.stringify(await auditOf(stored!.id));
    expect(serialized).not.toContain(token);
    expect(serialized).not.toContain(STAFF_PASSWORD);
    expect(serialized).not.toContain("passwordHash");
  });

  it("expires after 72 hours", async () => {
    const { actor } = await admin();
    const email = unique("spaet").email;
    await invite(actor, { email, role: "admin" });
    const token = await inviteToken(email);
    travel(72 * 60 * 60 * 1000 + 1000);
    await expect(verifyStaffInvite(db, { token }, { now: testClock.now() })).rejects.toMatchObject({
      code: "ExpiredCodeException",
    });
  });

  it("refuses a customer's address and an existing staff member, storing nothing", async () => {
    const { actor, user: self } = await admin();
    const { user: customer } = await createCustomer(db);
    const before = await db.select().from(auditLog);
    expect(await refusal(invite(actor, { email: customer.email, role: "admin" }))).toBe(
      "staffCustomerAddress",
    );
    expect(await refusal(invite(actor, { email: self.email.toUpperCase(), role: "admin" }))).toBe(
      "staffAlreadyStaff",
    );
    const [unchanged] = await db.select().from(users).where(eq(users.id, customer.id));
    expect(unchanged?.groups).toEqual([]);
    expect(await db.select().from(auditLog)).toHaveLength(before.length);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email))).toHaveLength(0);
  });

  it("mails the company sign-in instead of a link when OpenID Connect is configured", async () => {
    const { actor } = await admin();
    const email = unique("firma").email;
    const oidc = {
      ...config(),
      OIDC_ISSUER: "https://login.example.de",
      OIDC_CLIENT_ID: "portal",
      OIDC_CLIENT_SECRET: "geheim",
    };
    await inviteStaff(db, actor, { email, role: "customercare" }, { ip, config: oidc, now: testClock.now() });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail?.text).toContain("Firmenkonto");
    expect(mail?.text).not.toContain("/staff/invite");
    const [stored] = await db.select().from(users).where(eq(users.email, email));
    expect(await db.select().from(identityTokens).where(eq(identityTokens.userId, stored!.id))).toHaveLength(
      0,
    );
  });
});

describe("disabling a colleague", () => {
  it("ends every session at once: the middleware refuses it, refresh fails, sign-in fails", async () => {
    const { actor } = await admin();
    const colleague = await staffUser("gesperrt", "customercare");
    const tokens = await issueTokens(db, colleague, testClock.now());
    const copy = { ...tokens };
    expect(await resolveActor(tokens)).toMatchObject({ userId: colleague.id });

    await disableStaff(db, actor, { userId: colleague.id }, { ip, now: testClock.now() });
    // Well within the access token's lifetime: the very next request is anonymous.
    expect(await resolveActor(copy)).toBeNull();
    expect(await refreshTokens(db, copy.refreshToken, testClock.now())).toBeNull();
    const revoked = await db
      .select()
      .from(identityTokens)
      .where(and(eq(identityTokens.userId, colleague.id), eq(identityTokens.kind, "refresh")));
    expect(revoked.every((row) => row.revokedAt !== null)).toBe(true);
    await expect(
      signIn(db, { email: colleague.email, password: STAFF_PASSWORD, ip: unique().ip }, testClock.now()),
    ).rejects.toMatchObject({ code: "NotAuthorizedException" });
    expect((await listStaff(db, actor)).find((r) => r.id === colleague.id)?.state).toBe("disabled");

    // Enabled again: signs in anew.
    await enableStaff(db, actor, { userId: colleague.id }, { ip });
    const again = await signInThroughEnrolment(
      db,
      { email: colleague.email, password: STAFF_PASSWORD, ip: unique().ip },
      testClock.now(),
    );
    expect(await resolveActor(again.tokens)).toMatchObject({ userId: colleague.id });
    const actions = (await auditOf(colleague.id)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["staff.disable", "staff.enable"]));
  });

  it("a disabled colleague cannot sign in with the company account either", async () => {
    const { actor } = await admin();
    const email = unique("firma-gesperrt").email;
    const first = await findOrCreateOidcStaffUser(
      db,
      {
        subject: `sub-${email}`,
        email,
        groups: ["customercare"],
      },
      testClock.now(),
    );
    await disableStaff(db, actor, { userId: first.id }, { ip, now: testClock.now() });
    const refused = await findOrCreateOidcStaffUser(
      db,
      {
        subject: `sub-${email}`,
        email,
        groups: ["customercare"],
      },
      testClock.now(),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StaffLinkRefusedError);
    expect((refused as StaffLinkRefusedError).reason).toBe("disabledAccount");
  });

  it("a disabled colleague's invitation link stops working", async () => {
    const { actor } = await admin();
    const email = unique("nie").email;
    const row = await invite(actor, { email, role: "customercare" });
    const token = await inviteToken(email);
    await disableStaff(db, actor, { userId: row.id }, { ip, now: testClock.now() });
    await expect(verifyStaffInvite(db, { token }, { now: testClock.now() })).rejects.toMatchObject({
      code: "CodeMismatchException",
    });
  });
});

describe("the rules of a change", () => {
  it("an admin cannot disable or demote themself; the last active admin stays", async () => {
    // Only admins of this test count: disable every other enabled admin first.
    const { actor, user } = await admin();
    const others = (await listStaff(db, actor)).filter(
      (r) => r.role === "admin" && r.state !== "disabled" && r.id !== user.id,
    );
    for (const other of others)
      await disableStaff(db, actor, { userId: other.id }, { ip, now: testClock.now() });

    expect(await refusal(disableStaff(db, actor, { userId: user.id }, { ip, now: testClock.now() }))).toBe(
      "staffSelf",
    );
    expect(
      await refusal(
        changeStaffRole(db, actor, { userId: user.id, role: "customercare" }, { ip, now: testClock.now() }),
      ),
    ).toBe("staffSelf");
    // Another admin acting (one who is not an enabled admin any more, as a stand-in) cannot remove the last one.
    const second = await staffUser("zweite", "admin");
    const secondActor = { ...actor, userId: second.id, email: second.email };
    await disableStaff(db, actor, { userId: second.id }, { ip, now: testClock.now() });
    expect(
      await refusal(disableStaff(db, secondActor, { userId: user.id }, { ip, now: testClock.now() })),
    ).toBe("staffLastAdmin");
    expect(
      await refusal(
        changeStaffRole(
          db,
          secondActor,
          { userId: user.id, role: "customercare" },
          { ip, now: testClock.now() },
        ),
      ),
    ).toBe("staffLastAdmin");

    // With a second enabled admin, one may go.
    await enableStaff(db, actor, { userId: second.id }, { ip });
    await changeStaffRole(
      db,
      secondActor,
      { userId: user.id, role: "customercare" },
      { ip, now: testClock.now() },
    );
    const [demoted] = await db.select().from(users).where(eq(users.id, user.id));
    expect(demoted?.groups).toEqual(["customercare"]);
  });

  it("a demotion ends the colleague's sessions and is audited with before and after", async () => {
    const { actor } = await admin();
    const colleague = await staffUser("rolle", "admin");
    const tokens = await issueTokens(db, colleague, testClock.now());
    await changeStaffRole(
      db,
      actor,
      { userId: colleague.id, role: "customercare" },
      { ip, now: testClock.now() },
    );
    expect(await resolveActor(tokens)).toBeNull();
    const [entry] = (await auditOf(colleague.id)).filter((row) => row.action === "staff.role");
    expect(entry?.detail).toMatchObject({ before: { role: "admin" }, after: { role: "customercare" } });
    expect(entry?.actorUserId).toBe(actor.userId);
    expect(
      await refusal(
        changeStaffRole(
          db,
          actor,
          { userId: colleague.id, role: "customercare" },
          { ip, now: testClock.now() },
        ),
      ),
    ).toBe("staffSameRole");
  });

  it("admin rights wait for a second admin: not the one who asked, not the account itself (decision 0092)", async () => {
    const { actor } = await admin();
    const { actor: second } = await admin();
    const colleague = await staffUser("befoerdert", "customercare");
    const tokens = await issueTokens(db, colleague, testClock.now());
    await changeStaffRole(db, actor, { userId: colleague.id, role: "admin" }, { ip, now: testClock.now() });
    // Still customer care, and still signed in as such.
    const [asked] = await db.select().from(users).where(eq(users.id, colleague.id));
    expect(asked).toMatchObject({ groups: ["customercare"], adminRequestedBy: actor.userId });
    expect(await resolveActor(tokens)).not.toBeNull();
    expect(
      await refusal(
        changeStaffRole(db, actor, { userId: colleague.id, role: "admin" }, { ip, now: testClock.now() }),
      ),
    ).toBe("staffAdminRequestPending");
    expect(
      await refusal(approveStaffAdmin(db, actor, { userId: colleague.id }, { ip, now: testClock.now() })),
    ).toBe("staffSameAdminApproves");
    const self = { ...actor, userId: colleague.id };
    expect(
      await refusal(approveStaffAdmin(db, self, { userId: colleague.id }, { ip, now: testClock.now() })),
    ).toBe("staffSameAdminApproves");
    await approveStaffAdmin(db, second, { userId: colleague.id }, { ip, now: testClock.now() });
    const [approved] = await db.select().from(users).where(eq(users.id, colleague.id));
    expect(approved).toMatchObject({ groups: ["admin"], adminRequestedBy: null, adminRequestedAt: null });
    expect(await resolveActor(tokens)).toBeNull();
    const [entry] = (await auditOf(colleague.id)).filter((row) => row.action === "staff.admin.approve");
    expect(entry).toMatchObject({ actorUserId: second.userId });
    expect(
      await refusal(approveStaffAdmin(db, second, { userId: colleague.id }, { ip, now: testClock.now() })),
    ).toBe("staffNoAdminRequest");
  });

  it("an admin invited as admin works as customer care until a second admin approves; the invitation names who invited", async () => {
    const { actor } = await admin();
    const email = unique("zweitkonto").email;
    const row = await invite(actor, { email, role: "admin" });
    expect(row).toMatchObject({ role: "customercare", adminRequested: { by: actor.userId } });
    const [invited] = await db.select().from(users).where(eq(users.email, email));
    expect(invited).toMatchObject({ groups: ["customercare"], invitedBy: actor.userId });
    // Calling the request off: customer care for an account whose admin rights wait.
    await changeStaffRole(
      db,
      actor,
      { userId: invited!.id, role: "customercare" },
      { ip, now: testClock.now() },
    );
    const [calledOff] = await db.select().from(users).where(eq(users.id, invited!.id));
    expect(calledOff).toMatchObject({ groups: ["customercare"], adminRequestedBy: null });
  });

  it("a customer is no staff account to change", async () => {
    const { actor } = await admin();
    const { user: customer } = await createCustomer(db);
    expect(
      await refusal(disableStaff(db, actor, { userId: customer.id }, { ip, now: testClock.now() })),
    ).toBe("staffNotFound");
  });
});

describe("the audit log view", () => {
  it("lists newest first and filters by action, actor e-mail and day", async () => {
    const { actor, user } = await admin();
    const email = unique("protokoll").email;
    await invite(actor, { email, role: "customercare" });
    const { entries } = await listAuditEntries(db, actor, {
      action: "staff.inv",
      actorEmail: user.email,
      page: 1,
    });
    expect(entries[0]).toMatchObject({ action: "staff.invite", actorEmail: user.email });
    const none = await listAuditEntries(db, actor, { actorEmail: user.email, to: "2000-01-01", page: 1 });
    expect(none.entries).toHaveLength(0);
    const some = await listAuditEntries(db, actor, { actorEmail: user.email, from: "2000-01-01", page: 1 });
    expect(some.entries.length).toBeGreaterThan(0);
    // LIKE characters are taken literally.
    expect((await listAuditEntries(db, actor, { action: "%", page: 1 })).entries).toHaveLength(0);
  });
});

describe("the route", () => {
  it("customer care posting to a staff action gets 404 and an audit entry; nothing changes", async () => {
    const { user: target } = await admin();
    const care = await staffUser("care", "customercare");
    const careActor = { ...actorFor(care.id, { isStaff: true }), email: care.email };
    const { context } = await routeContext(runtime, careActor);
    const result = await callUnder(
      [...careLayout, ...adminLayout],
      staffAction,
      post("http://portal.test/backoffice/staff", { intent: "disable", userId: target.id }),
      context,
    );
    expect(status(result)).toBe(404);
    const [stored] = await db.select().from(users).where(eq(users.id, target.id));
    expect(stored?.disabledAt).toBeNull();
    const refused = (await db.select().from(auditLog)).filter(
      (row) => row.action === "backoffice.refused" && row.actorUserId === care.id,
    );
    expect(refused).toHaveLength(1);
  });

  it("bad input gets a German message naming the field and a 4xx", async () => {
    const { actor } = await admin();
    const { context } = await routeContext(runtime, actor);
    const { user: customer } = await createCustomer(db);
    const bad = await call(
      staffAction,
      post("http://portal.test/backoffice/staff", { intent: "invite", email: customer.email, role: "admin" }),
      context,
    );
    expect(status(bad)).toBe(422);
    expect(JSON.stringify(bad)).toContain("E-Mail-Adresse: Diese Adresse gehört zu einem Kundenkonto");
    const role = await call(
      staffAction,
      post("http://portal.test/backoffice/staff", {
        intent: "invite",
        email: unique("x").email,
        role: "chef",
      }),
      context,
    );
    expect(status(role)).toBe(400);
    expect(JSON.stringify(role)).toContain("Bitte wählen Sie eine Rolle");
    const email = await call(
      staffAction,
      post("http://portal.test/backoffice/staff", { intent: "invite", email: "kein-at", role: "admin" }),
      context,
    );
    expect(status(email)).toBe(400);
  });
});

describe("resetting a colleague's second factor (decision 0093)", () => {
  const reset = (actor: Actor, userId: string) =>
    resetStaffSecondFactor(db, actor, { userId }, { ip, config: config(), now: testClock.now() });

  it("removes the factor, ends the sessions, audits and mails the colleague, who enrols again", async () => {
    const { actor } = await admin();
    const colleague = await staffUser("kollege", "customercare");
    const { tokens } = await signInThroughEnrolment(
      db,
      { email: colleague.email, password: STAFF_PASSWORD, ip: unique().ip },
      testClock.now(),
    );
    expect(await resolveActor(tokens)).toMatchObject({ userId: colleague.id });
    expect((await listStaff(db, actor)).find((row) => row.id === colleague.id)?.secondFactor).toBe(true);

    await reset(actor, colleague.id);

    expect(await resolveActor(tokens)).toBeNull();
    expect((await listStaff(db, actor)).find((row) => row.id === colleague.id)?.secondFactor).toBe(false);
    const entry = (await auditOf(colleague.id)).find((row) => row.action === "staff.secondFactor.reset");
    expect(entry).toMatchObject({ actorUserId: actor.userId, ip });
    expect(JSON.stringify(entry?.detail)).not.toMatch(/secret|code_hash|A256GCM/i);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, colleague.email));
    const mail = mails.find((m) => m.subject.includes("Bestätigungscode"));
    expect(mail?.text).toContain(actor.email);
    expect(mail?.text).toContain("/login");
    // The next sign-in asks for the enrolment again.
    expect(
      await signIn(
        db,
        { email: colleague.email, password: STAFF_PASSWORD, ip: unique().ip },
        testClock.now(),
      ),
    ).toMatchObject({ secondFactor: "enrol" });
  });

  it("refuses a colleague without a factor and a customer care member, changing nothing", async () => {
    const { actor } = await admin();
    const colleague = await staffUser("ohne", "customercare");
    expect(await refusal(reset(actor, colleague.id))).toBe("staffNoSecondFactor");
    expect((await auditOf(colleague.id)).map((row) => row.action)).not.toContain("staff.secondFactor.reset");
    const care = await staffUser("care", "customercare");
    const careActor = { ...actorFor(care.id, { isStaff: true }), email: care.email };
    const enrolled = await staffUser("mit", "customercare");
    await signInThroughEnrolment(
      db,
      { email: enrolled.email, password: STAFF_PASSWORD, ip: unique().ip },
      testClock.now(),
    );
    expect(await refusal(reset(careActor, enrolled.id))).toBe("notFound");
    expect((await listStaff(db, actor)).find((row) => row.id === enrolled.id)?.secondFactor).toBe(true);
  });
});
