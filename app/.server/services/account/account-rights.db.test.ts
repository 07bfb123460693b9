/**
 * The customer's own data and read access with a real database (decision 0029): the export lists the account's
 * own mails only, a new contact address waits for its link, a password reset ends read access and sends a
 * notice, deleting the account and changing the password ask for the current password.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createStaff, serviceFailure } from "../../testing/crm";
import { identityTokens, mailOutbox, provisions, readAccessLinks, users } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import * as identity from "../../identity";
import { HOUR_MS } from "../../identity/policy";
import { PASSWORD, resetTravel, signInThroughEnrolment, travel, testClock } from "../../testing/identity";
import type { Runtime } from "../../runtime";
import { actorFor, testRuntime } from "~/.server/testing/routes";
import { changeOwnPassword, requestPasswordReset, resetPasswordWithLink } from "./index";
import {
  confirmContactEmail,
  deleteOwnAccount,
  exportCustomerData,
  requestDocuments,
  updateProfile,
} from "../profile";
import { hashToken } from "../trusted-person";

const database = useTestDatabase({ seed: false });
let runtime: Runtime;

beforeAll(async () => {
  runtime = testRuntime(database, "/tmp/vp-account-rights");
});

afterEach(() => {
  resetTravel();
});

let counter = 0;
async function customer(options: { paid?: boolean; contactEmail?: string; confirmed?: boolean } = {}) {
  counter += 1;
  const email = `rechte${counter}@example.de`;
  const made = await createCustomer(database.db, {
    email,
    confirmed: true,
    password: PASSWORD,
    ...options,
  });
  const actor = actorFor(made.user.id, { ownProvisionId: made.provision.id });
  return { ...made, email, actor, ip: `198.51.100.${counter}` };
}

const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const provisionRow = async (id: string) =>
  (await database.db.select().from(provisions).where(eq(provisions.id, id)))[0]!;
const tokenIn = (text: string) => /[?&]token=([^&\s]+)/.exec(text)![1]!;

/** An active read-access link of the provision, as granting stores it. */
async function activeLink(provisionId: string) {
  const [link] = await database.db
    .insert(readAccessLinks)
    .values({
      provisionId,
      tokenHash: hashToken(`token-${provisionId}-${Math.random()}`),
      email: "grete@example.de",
      expiresAt: new Date(Date.now() + 90 * 24 * HOUR_MS),
    })
    .returning();
  return link!;
}
const linkRow = async (id: string) =>
  (await database.db.select().from(readAccessLinks).where(eq(readAccessLinks.id, id)))[0]!;

const INPUT = {
  salutation: "madame" as const,
  firstname: "Erika",
  lastname: "Muster",
  provisionBirth: "1950-12-24",
  street: "Holstenstraße 1",
  postalCode: "24103",
  city: "Kiel",
  phone: "+494311234567",
};

describe("data export", () => {
  it("lists the mails recorded for the account, never those of an address it names as contact", async () => {
    const victim = await customer();
    await requestPasswordReset(
      runtime.database.db,
      { email: victim.email },
      { ip: victim.ip, config: runtime.config, now: testClock.now() },
    );
    const other = await customer({ paid: true });
    await requestDocuments(runtime.database.db, other.actor, {
      now: testClock.now(),
      config: runtime.config,
    });
    // Contact addresses set before they had to be confirmed: someone else's, and customer care's.
    const attacker = await customer({ contactEmail: victim.email });
    const insider = await customer({ contactEmail: runtime.config.CUSTOMER_CARE_EMAIL });
    await requestPasswordReset(
      runtime.database.db,
      { email: attacker.email },
      { ip: attacker.ip, config: runtime.config, now: testClock.now() },
    );

    const attackerMails = (await exportCustomerData(database.db, attacker.actor, { now: testClock.now() }))
      .mails;
    expect(attackerMails.map((mail) => mail.to)).toEqual([attacker.email]);
    expect((await exportCustomerData(database.db, insider.actor, { now: testClock.now() })).mails).toEqual(
      [],
    );
    // The owners still see theirs: the reset, and the request with its confirmation.
    expect(
      (await exportCustomerData(database.db, victim.actor, { now: testClock.now() })).mails.map(
        (mail) => mail.to,
      ),
    ).toEqual([victim.email]);
    expect(
      (await exportCustomerData(database.db, other.actor, { now: testClock.now() })).mails
        .map((mail) => mail.template)
        .sort(),
    ).toEqual(["documentsConfirmation", "documentsRequest"]);
  });
});

describe("a new contact e-mail", () => {
  it("waits for its link: mail keeps going to the confirmed address; the link works once and is stored hashed", async () => {
    const c = await customer({ paid: true });
    const link = await activeLink(c.provision.id);
    const saved = await updateProfile(
      runtime.database.db,
      c.actor,
      { ...INPUT, email: "Neu.Adresse@Example.de" },
      { config: runtime.config, now: testClock.now() },
    );
    expect(saved.confirmationSentTo).toBe("neu.adresse@example.de");
    expect(saved.provision).toMatchObject({ email: null, pendingEmail: "neu.adresse@example.de" });
    const [mail, ...more] = await mailsTo("neu.adresse@example.de");
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ template: "contactEmail", userId: c.user.id, provisionId: c.provision.id });
    const token = tokenIn(mail!.text);
    const [stored] = await database.db
      .select()
      .from(identityTokens)
      .where(and(eq(identityTokens.userId, c.user.id), eq(identityTokens.kind, "contact-email")));
    expect(stored!.tokenHash).not.toContain(token);

    // Until the link is opened, the customer's mail goes to the login address.
    await requestDocuments(runtime.database.db, c.actor, { now: testClock.now(), config: runtime.config });
    expect((await mailsTo(c.email)).map((m) => m.template)).toEqual(["documentsConfirmation"]);
    expect(await mailsTo("neu.adresse@example.de")).toHaveLength(1);

    expect(await confirmContactEmail(database.db, token, { now: testClock.now() })).toEqual({
      email: "neu.adresse@example.de",
    });
    expect(await provisionRow(c.provision.id)).toMatchObject({
      email: "neu.adresse@example.de",
      pendingEmail: null,
    });
    // An e-mail change ends every read-access link.
    expect((await linkRow(link.id)).revokedAt).not.toBeNull();
    expect(
      await serviceFailure(() => confirmContactEmail(database.db, token, { now: testClock.now() })),
    ).toMatchObject({
      code: "CodeMismatchException",
      status: 400,
    });
  });

  it("an expired link changes nothing", async () => {
    const c = await customer();
    await updateProfile(
      runtime.database.db,
      c.actor,
      { ...INPUT, email: "spaet@example.de" },
      { config: runtime.config, now: testClock.now() },
    );
    const token = tokenIn((await mailsTo("spaet@example.de"))[0]!.text);
    travel(25 * HOUR_MS);
    expect(
      await serviceFailure(() => confirmContactEmail(database.db, token, { now: testClock.now() })),
    ).toMatchObject({
      code: "ExpiredCodeException",
    });
    expect(await provisionRow(c.provision.id)).toMatchObject({
      email: null,
      pendingEmail: "spaet@example.de",
    });
  });

  it("a newer address supersedes the earlier link; the confirmed address again withdraws the change", async () => {
    const c = await customer({ contactEmail: "alt@example.de" });
    await updateProfile(
      runtime.database.db,
      c.actor,
      { ...INPUT, email: "erste@example.de" },
      { config: runtime.config, now: testClock.now() },
    );
    const first = tokenIn((await mailsTo("erste@example.de"))[0]!.text);
    await updateProfile(
      runtime.database.db,
      c.actor,
      { ...INPUT, email: "zweite@example.de" },
      { config: runtime.config, now: testClock.now() },
    );
    expect(
      await serviceFailure(() => confirmContactEmail(database.db, first, { now: testClock.now() })),
    ).toMatchObject({
      code: "CodeMismatchException",
    });
    // Saving again with the pending address changes nothing: refused as unchanged, nothing new sent.
    expect(
      await serviceFailure(() =>
        updateProfile(
          runtime.database.db,
          c.actor,
          { ...INPUT, email: "zweite@example.de" },
          { config: runtime.config, now: testClock.now() },
        ),
      ),
    ).toMatchObject({ code: "unchanged", status: 400 });
    const second = await mailsTo("zweite@example.de");
    expect(second).toHaveLength(1);
    await updateProfile(
      runtime.database.db,
      c.actor,
      { ...INPUT, email: "alt@example.de" },
      { config: runtime.config, now: testClock.now() },
    );
    expect(await provisionRow(c.provision.id)).toMatchObject({ email: "alt@example.de", pendingEmail: null });
    expect(
      await serviceFailure(() =>
        confirmContactEmail(database.db, tokenIn(second[0]!.text), { now: testClock.now() }),
      ),
    ).toMatchObject({ code: "CodeMismatchException" });
  });

  it("is limited: the fourth new address within an hour is refused (429), nothing stored or sent", async () => {
    const c = await customer();
    for (const n of [1, 2, 3]) {
      await updateProfile(
        runtime.database.db,
        c.actor,
        { ...INPUT, email: `versuch${n}.${counter}@example.de` },
        { config: runtime.config, now: testClock.now() },
      );
    }
    const before = await provisionRow(c.provision.id);
    expect(
      await serviceFailure(() =>
        updateProfile(
          runtime.database.db,
          c.actor,
          { ...INPUT, email: `versuch4.${counter}@example.de` },
          { config: runtime.config, now: testClock.now() },
        ),
      ),
    ).toMatchObject({ code: "LimitExceededException", status: 429 });
    expect(await mailsTo(`versuch4.${counter}@example.de`)).toEqual([]);
    expect(await provisionRow(c.provision.id)).toEqual(before);
  });
});

describe("password reset", () => {
  it("ends every read-access link and tells the account's address 'Ihr Passwort wurde geändert'", async () => {
    const c = await customer();
    const link = await activeLink(c.provision.id);
    await requestPasswordReset(
      runtime.database.db,
      { email: c.email },
      { ip: c.ip, config: runtime.config, now: testClock.now() },
    );
    const token = tokenIn((await mailsTo(c.email))[0]!.text);
    await resetPasswordWithLink(
      runtime.database.db,
      { token, password: "ganzNeu456" },
      { config: runtime.config, now: testClock.now() },
    );
    expect((await linkRow(link.id)).revokedAt).not.toBeNull();
    const notice = (await mailsTo(c.email)).find((mail) => mail.template === "passwordChanged");
    expect(notice).toMatchObject({ subject: "Ihr Passwort wurde geändert", userId: c.user.id });
    expect(notice!.text).toContain("/forgot-password");
    expect(notice!.text).not.toContain("ganzNeu456");
  });
});

describe("deleting the account", () => {
  it("asks for the current password: a wrong one deletes nothing, and the sign-in limits apply", async () => {
    const c = await customer();
    const session = await runtime.sessions.getSession();
    const remove = (currentPassword: string) =>
      serviceFailure(() =>
        deleteOwnAccount(
          runtime.database.db,
          c.actor,
          { currentPassword },
          { ip: c.ip, session, now: testClock.now() },
        ),
      );
    expect(await remove("falsch123")).toMatchObject({
      code: "wrongPassword",
      status: 400,
      field: "currentPassword",
    });
    for (let i = 0; i < 4; i += 1) await remove("falsch123");
    // Five failures lock the account's password checks, even the right password.
    expect(await remove(PASSWORD)).toMatchObject({ code: "LimitExceededException", status: 429 });
    expect(await database.db.select().from(users).where(eq(users.id, c.user.id))).toHaveLength(1);
    expect(await provisionRow(c.provision.id)).toBeDefined();
  });
});

describe("changing the password", () => {
  it("needs the current password, ends every other session, keeps this one and sends the notice", async () => {
    const c = await customer();
    const here = await signInThroughEnrolment(
      database.db,
      { email: c.email, password: PASSWORD, ip: c.ip },
      testClock.now(),
    );
    const elsewhere = await signInThroughEnrolment(
      database.db,
      { email: c.email, password: PASSWORD, ip: c.ip },
      testClock.now(),
    );
    const session = await runtime.sessions.getSession();
    session.set("auth", here.tokens);

    await changeOwnPassword(
      runtime.database.db,
      c.actor,
      { currentPassword: PASSWORD, newPassword: "neuesGeheim7" },
      { ip: c.ip, session: session, config: runtime.config, now: testClock.now() },
    );

    expect(
      await identity.refreshTokens(database.db, elsewhere.tokens.refreshToken, testClock.now()),
    ).toBeNull();
    const current = session.get("auth")!;
    expect(current.refreshToken).not.toBe(here.tokens.refreshToken);
    expect(await identity.refreshTokens(database.db, current.refreshToken, testClock.now())).not.toBeNull();
    expect(
      await serviceFailure(() =>
        identity.signIn(database.db, { email: c.email, password: PASSWORD, ip: c.ip }, testClock.now()),
      ),
    ).toMatchObject({ code: "NotAuthorizedException" });
    await identity.signIn(
      database.db,
      { email: c.email, password: "neuesGeheim7", ip: c.ip },
      testClock.now(),
    );
    expect((await mailsTo(c.email)).map((mail) => mail.template)).toEqual(["passwordChanged"]);
  });

  it("a wrong current password changes nothing and sends nothing", async () => {
    const c = await customer();
    const session = await runtime.sessions.getSession();
    const [before] = await database.db.select().from(users).where(eq(users.id, c.user.id));
    expect(
      await serviceFailure(() =>
        changeOwnPassword(
          runtime.database.db,
          c.actor,
          { currentPassword: "falsch123", newPassword: "neuesGeheim7" },
          { ip: c.ip, session: session, config: runtime.config, now: testClock.now() },
        ),
      ),
    ).toMatchObject({ code: "wrongPassword", status: 400, field: "currentPassword" });
    const [after] = await database.db.select().from(users).where(eq(users.id, c.user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await mailsTo(c.email)).toEqual([]);
    expect(session.get("auth")).toBeUndefined();
  });

  it("counts the current password against the sign-in limits: after five wrong ones even the right one is 429", async () => {
    const c = await customer();
    const session = await runtime.sessions.getSession();
    const change = (currentPassword: string) =>
      serviceFailure(() =>
        changeOwnPassword(
          runtime.database.db,
          c.actor,
          { currentPassword, newPassword: "neuesGeheim7" },
          { ip: c.ip, session: session, config: runtime.config, now: testClock.now() },
        ),
      );
    for (let i = 0; i < 5; i += 1) expect(await change("falsch123")).toMatchObject({ code: "wrongPassword" });
    expect(await change(PASSWORD)).toMatchObject({ code: "LimitExceededException", status: 429 });
    await identity
      .signIn(database.db, { email: c.email, password: PASSWORD, ip: "192.0.2.200" }, testClock.now())
      .then(
        () => expect.unreachable("the account is locked for sign-in too"),
        (error: { code?: string }) => expect(error.code).toBe("LimitExceededException"),
      );
    expect(await mailsTo(c.email)).toEqual([]);
  });

  it("is refused to staff holding the customer's provision, even with the staff member's password", async () => {
    const c = await customer();
    const care = await createStaff(database.db, `care-rechte${counter}@vorsorgeportal.de`);
    const staff = actorFor(care.id, { isStaff: true, heldProvisionId: c.provision.id });
    const [before] = await database.db.select().from(users).where(eq(users.id, c.user.id));
    expect(
      await serviceFailure(() =>
        changeOwnPassword(
          runtime.database.db,
          staff,
          { currentPassword: PASSWORD, newPassword: "neuesGeheim7" },
          {
            ip: c.ip,
            session: runtime.sessions.getSession() as never,
            config: runtime.config,
            now: testClock.now(),
          },
        ),
      ),
    ).toMatchObject({ code: "forbidden", status: 403 });
    const [after] = await database.db.select().from(users).where(eq(users.id, c.user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await mailsTo(c.email)).toEqual([]);
  });
});
