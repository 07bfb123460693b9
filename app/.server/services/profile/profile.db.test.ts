/** Profile services with a real database: master data, document request, set by post, care log, export, deletion. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { isServiceError } from "~/domain/errors";
import { createCustomer, createStaff, serviceFailure } from "../../testing/crm";
import {
  guests,
  identityTokens,
  letters,
  mailOutbox,
  payments,
  proposals,
  readAccessLinks,
  users,
} from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import * as identity from "../../identity";
import { registerUser } from "../../identity";
import { createCustomer as createIdentityCustomer, PASSWORD, testClock } from "../../testing/identity";
import { actorFor, testRuntime } from "~/.server/testing/routes";
import type { Runtime } from "../../runtime";
import { listAudit, recordAudit } from "../audit";
import {
  deleteOwnAccount,
  exportCustomerData,
  listCareLog,
  loadProfile,
  orderProvisionSet,
  requestDocuments,
  updateProfile,
} from "./index";
import { changeProvision, findProvision, readProvision, type ProvisionActor } from "../provisions";
import { careLogRows } from "~/domain/profile/care-log";
import { embeddedCrm } from "../../crm/embedded";
import { holdProvision, lookUpCustomer, releaseProvision } from "../staff";
import { saveTrustedPerson } from "../trusted-person";
import { cents } from "~/domain/money";

const EVA = {
  firstname: "Eva",
  lastname: "Schmidt",
  relationship: undefined,
  street: undefined,
  postalCode: undefined,
  city: undefined,
  email: undefined,
  note: undefined,
};

const database = useTestDatabase({ seed: false });
let runtime: Runtime;

beforeAll(async () => {
  runtime = testRuntime(database, "/tmp/vp-profile-services");
});

let counter = 0;
async function customer(options: { paid?: boolean; confirmed?: boolean } = {}) {
  counter += 1;
  const email = `profil${counter}@example.de`;
  const made = await createCustomer(database.db, { email, confirmed: true, ...options });
  const actor = actorFor(made.user.id, { ownProvisionId: made.provision.id });
  return { ...made, email, actor };
}

async function holder(provisionId: string) {
  counter += 1;
  const care = await createStaff(database.db, `care-profil${counter}@vorsorgeportal.de`);
  return { care, actor: actorFor(care.id, { isStaff: true, heldProvisionId: provisionId }) };
}

const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

async function code(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (isServiceError(error)) return error.code;
    throw error;
  }
  return "resolved";
}

const INPUT = {
  salutation: "sir" as const,
  firstname: "Jürgen",
  lastname: "Groß",
  email: "Juergen.Gross@Example.de",
  provisionBirth: "1952-03-01",
  street: "Holstenstraße 5",
  postalCode: "24103",
  city: "Kiel",
  phone: "+494319876543",
};

describe("updateProfile", () => {
  it("stores the master data (e-mail lower-cased, birth date as the calendar day of noon) and not the login e-mail", async () => {
    const { actor, provision, email } = await customer();
    const { provision: saved } = await updateProfile(runtime.database.db, actor, INPUT, {
      config: runtime.config,
      expectedVersion: provision.version,
      now: testClock.now(),
    });
    expect(saved).toMatchObject({
      salutation: "sir",
      firstname: "Jürgen",
      lastname: "Groß",
      // A new contact address waits for its confirmation link (decision 0029).
      email: provision.email,
      pendingEmail: "juergen.gross@example.de",
      provisionBirth: "1952-03-01",
      phone: "+494319876543",
      userEmail: email,
      version: provision.version + 1,
    });
  });

  it("refuses a stale form with 409 and writes nothing", async () => {
    const { actor, provision } = await customer();
    await updateProfile(runtime.database.db, actor, INPUT, {
      expectedVersion: provision.version,
      config: runtime.config,
      now: testClock.now(),
    });
    expect(
      await code(() =>
        updateProfile(
          runtime.database.db,
          actor,
          { ...INPUT, firstname: "Otto" },
          { expectedVersion: provision.version, config: runtime.config, now: testClock.now() },
        ),
      ),
    ).toBe("staleVersion");
    expect((await readProvision(database.db, actor)).firstname).toBe("Jürgen");
  });

  it("refuses a customer acting on another provision (forged id), nothing changed", async () => {
    const a = await customer();
    const b = await customer();
    const forged = actorFor(a.user.id, { ownProvisionId: b.provision.id });
    expect(
      await code(() =>
        updateProfile(runtime.database.db, forged, INPUT, { config: runtime.config, now: testClock.now() }),
      ),
    ).toBe("forbidden");
    expect((await readProvision(database.db, b.actor)).firstname).toBe("Erika");
  });

  it("lets staff holding the provision change it, audited, and that shows in the customer's care log", async () => {
    const { actor, provision } = await customer();
    const { care, actor: staff } = await holder(provision.id);
    await updateProfile(runtime.database.db, staff, INPUT, { config: runtime.config, now: testClock.now() });
    const { careLog } = await loadProfile(database.db, actor);
    expect(careLog).toEqual([expect.objectContaining({ action: "profile.update", who: care.email })]);
  });
});

describe("care log", () => {
  it("lists staff reads and link uses, never the customer's own changes", async () => {
    const { actor, provision } = await customer();
    const { care, actor: staff } = await holder(provision.id);
    await findProvision(database.db, staff);
    const [link] = await database.db
      .insert(readAccessLinks)
      .values({
        provisionId: provision.id,
        tokenHash: `hash-care-log-${counter}`,
        email: "grete@example.de",
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await recordAudit(database.db, {
      actorUserId: null,
      provisionId: provision.id,
      action: "readAccess.used",
      detail: { linkId: link!.id },
    });
    await updateProfile(runtime.database.db, actor, INPUT, { config: runtime.config, now: testClock.now() });
    const log = await listCareLog(database.db, provision);
    expect(log.map(({ action, who, linkEmail }) => ({ action, who, linkEmail }))).toEqual([
      { action: "readAccess.used", who: null, linkEmail: "grete@example.de" },
      { action: "provision.read", who: care.email, linkEmail: null },
    ]);
  });

  it("one staff sitting: the search and every view are one 'angesehen' row; a change names its fields", async () => {
    const { provision, email } = await customer();
    const { care, actor: staff } = await holder(provision.id);
    const crm = embeddedCrm(database.db);
    await lookUpCustomer(database.db, staff, { email }, { crm });
    await holdProvision(database.db, staff, { provisionId: provision.id });
    for (let i = 0; i < 5; i++) await findProvision(database.db, staff);
    await saveTrustedPerson(database.db, staff, { ...EVA, phone: "+49431123456" }, { now: new Date() });
    await saveTrustedPerson(
      database.db,
      staff,
      { ...EVA, phone: "+491712345678", email: "eva@beispiel.de" },
      { now: new Date() },
    );
    await findProvision(database.db, staff);
    await releaseProvision(database.db, staff, { provisionId: provision.id });
    const rows = careLogRows(await listCareLog(database.db, provision));
    expect(rows.map(({ kind, who, what }) => ({ kind, who, what }))).toEqual([
      { kind: "view", who: care.email, what: "Kundenkonto gesucht, Vorsorge angesehen" },
      {
        kind: "change",
        who: care.email,
        what: "Vertrauensperson geändert: E-Mail-Adresse, Telefonnummer",
      },
      { kind: "change", who: care.email, what: "Vertrauensperson geändert" },
    ]);
    // Names only: no value of what was stored is in the audit rows.
    const audit = JSON.stringify(await listAudit(database.db, provision.id));
    expect(audit).not.toContain("1712345678");
    expect(audit).not.toContain("eva@beispiel.de");
  });
});

describe("requestDocuments", () => {
  const request = (actor: ProvisionActor) =>
    requestDocuments(runtime.database.db, actor, { now: new Date(), config: runtime.config });

  /** A request that is refused: its failure; nothing stored, no mail to the customer. */
  async function refusedRequest(actor: ProvisionActor, email: string) {
    const refusal = await serviceFailure(() => request(actor));
    expect((await readProvision(database.db, actor)).requestedDocumentsAt).toBeNull();
    expect(await mailsTo(email)).toHaveLength(0);
    return refusal;
  }

  it("is refused while the plan is unpaid: 403 with the way out (choose a plan), nothing stored, no mail", async () => {
    const { actor, email } = await customer();
    expect(await refusedRequest(actor, email)).toMatchObject({ code: "planRequired", status: 403 });
  });

  it("is refused while the e-mail is unconfirmed, even when paid: 403, nothing stored, no mail", async () => {
    const { actor, email } = await customer({ paid: true, confirmed: false });
    expect(await refusedRequest(actor, email)).toMatchObject({ code: "emailUnconfirmed", status: 403 });
  });

  it("sets requestedDocumentsAt once and queues the confirmation and customer care's request", async () => {
    const { actor, email, provision } = await customer({ paid: true });
    const before = (await mailsTo(runtime.config.CUSTOMER_CARE_EMAIL)).length;
    expect(await request(actor)).toBe("requested");
    expect((await readProvision(database.db, actor)).requestedDocumentsAt).toBeInstanceOf(Date);
    const mine = await mailsTo(email);
    expect(mine.map((mail) => mail.template)).toEqual(["documentsConfirmation"]);
    expect(mine[0]!.text).toContain("Vorsorgeunterlagen");
    const care = await mailsTo(runtime.config.CUSTOMER_CARE_EMAIL);
    expect(care).toHaveLength(before + 1);
    expect(care.at(-1)!.text).toContain(String(provision.number));
    // A second request (a second tab, a replayed form) changes nothing.
    expect(await request(actor)).toBe("notAllowed");
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe("orderProvisionSet", () => {
  it("needs the postal address, then orders once", async () => {
    const { actor, email } = await customer();
    await changeProvision(database.db, actor, { action: "test.full" }, () => ({ street: null }));
    expect(
      await orderProvisionSet(runtime.database.db, actor, {}, { now: new Date(), config: runtime.config }),
    ).toBe("addressMissing");
    expect(await mailsTo(email)).toHaveLength(0);
    await changeProvision(database.db, actor, { action: "test.full" }, () => ({ street: "Weg 1" }));
    expect(
      await orderProvisionSet(runtime.database.db, actor, {}, { now: new Date(), config: runtime.config }),
    ).toBe("ordered");
    expect(
      await orderProvisionSet(runtime.database.db, actor, {}, { now: new Date(), config: runtime.config }),
    ).toBe("alreadyOrdered");
    expect((await mailsTo(email)).map((mail) => mail.template)).toEqual(["provisionSetConfirmation"]);
  });
});

describe("exportCustomerData", () => {
  it("holds account, provision, offer, letters, payments, guests, links, care log and mails — no secrets", async () => {
    counter += 1;
    const email = `export${counter}@example.de`;
    const { user } = await registerUser(database.db, { email, password: "geheim123" }, testClock.now());
    const made = await createCustomer(database.db, { email: `export-other${counter}@example.de` });
    // Another account naming this provision (a forged token) is refused.
    const actor = actorFor(user.id, { ownProvisionId: made.provision.id });
    const owner = actorFor(made.user.id, { ownProvisionId: made.provision.id });
    await changeProvision(database.db, owner, { action: "test.full", now: testClock.now() }, async (tx) => {
      await tx.insert(letters).values({ provisionId: made.provision.id });
      await tx.insert(guests).values({ provisionId: made.provision.id, name: "Grete Jäger" });
      await tx.insert(readAccessLinks).values({
        provisionId: made.provision.id,
        tokenHash: "hash-that-must-not-leak",
        email: "grete@example.de",
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      await tx.insert(payments).values({
        provisionId: made.provision.id,
        pricingPlanId: "2",
        paymentType: "sepa",
        billingAddress: {
          firstname: "E",
          lastname: "M",
          address: "Weg 1",
          postalCode: "24103",
          city: "Kiel",
        },
        ibanEncrypted: "encrypted-iban-that-must-not-leak",
        ibanLast4: "3000",
        priceCents: cents(1800),
      });
    });
    expect(await code(() => exportCustomerData(database.db, actor, { now: new Date() }))).toBe("forbidden");

    const data = await exportCustomerData(database.db, owner, { now: new Date() });
    const json = JSON.stringify(data);
    expect(data.provision.firstname).toBe("Erika");
    expect(data.proposal?.firstname).toBe("Erika");
    expect(data.letters).toHaveLength(1);
    expect(data.guests.map((guest) => guest.name)).toEqual(["Grete Jäger"]);
    expect(data.readAccessLinks).toEqual([expect.objectContaining({ email: "grete@example.de" })]);
    expect(data.payments[0]!.iban).toBe("•••• •••• •••• •••• 3000");
    expect(json).not.toContain("hash-that-must-not-leak");
    expect(json).not.toContain("encrypted-iban-that-must-not-leak");
    expect(json).not.toMatch(/passwordHash|tokenHash|ibanEncrypted/);
  });

  it("refuses staff holding the provision (the right is the customer's)", async () => {
    const { provision } = await customer();
    const { actor: staff } = await holder(provision.id);
    expect(await code(() => exportCustomerData(database.db, staff, { now: new Date() }))).toBe("forbidden");
  });
});

describe("deleteOwnAccount", () => {
  it("removes user, provision and what hangs off it, anonymises the proposal, and signs out", async () => {
    counter += 1;
    const email = `loeschen${counter}@example.de`;
    const { user } = await registerUser(database.db, { email, password: "geheim123" }, testClock.now());
    const made = await createCustomer(database.db, {
      email: `loeschen-fixture${counter}@example.de`,
      password: PASSWORD,
    });
    const owner = actorFor(made.user.id, { ownProvisionId: made.provision.id });
    await changeProvision(database.db, owner, { action: "test.full", now: testClock.now() }, async (tx) => {
      await tx.insert(letters).values({ provisionId: made.provision.id });
      await tx.insert(guests).values({ provisionId: made.provision.id, name: "Grete" });
    });
    const session = await runtime.sessions.getSession();
    session.set("auth", { accessToken: "a", refreshToken: "r" } as never);

    await deleteOwnAccount(
      runtime.database.db,
      owner,
      { currentPassword: PASSWORD },
      { session, now: testClock.now() },
    );

    expect(await database.db.select().from(users).where(eq(users.id, made.user.id))).toEqual([]);
    expect(await findProvision(database.db, owner)).toBeNull();
    expect(
      await database.db.select().from(letters).where(eq(letters.provisionId, made.provision.id)),
    ).toEqual([]);
    expect(await database.db.select().from(guests).where(eq(guests.provisionId, made.provision.id))).toEqual(
      [],
    );
    const [proposal] = await database.db.select().from(proposals).where(eq(proposals.id, made.proposal!.id));
    expect(proposal).toMatchObject({ firstname: null, lastname: null, email: null, phone: null });
    expect(session.get("auth")).toBeUndefined();
    expect((await listAudit(database.db, made.provision.id)).map((row) => row.action)).toContain(
      "account.delete",
    );
    // Another account is untouched.
    expect(await database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("leaves the account refusing sign-in (it worked just before)", async () => {
    const { user, provision } = await createIdentityCustomer(database.db);
    const signIn = () =>
      identity.signIn(
        database.db,
        { email: user.email, password: PASSWORD, ip: "192.0.2.9" },
        testClock.now(),
      );
    expect(await code(signIn)).toBe("resolved");
    const owner = actorFor(user.id, { ownProvisionId: provision.id });
    await deleteOwnAccount(
      runtime.database.db,
      owner,
      { currentPassword: PASSWORD },
      { session: await runtime.sessions.getSession(), now: testClock.now() },
    );
    expect(await database.db.select().from(identityTokens).where(eq(identityTokens.userId, user.id))).toEqual(
      [],
    );
    expect(await code(signIn)).toBe("NotAuthorizedException");
  });

  it("refuses staff holding the provision: nothing deleted", async () => {
    const { provision, actor } = await customer();
    const { actor: staff } = await holder(provision.id);
    expect(
      await code(() =>
        deleteOwnAccount(
          runtime.database.db,
          staff,
          { currentPassword: PASSWORD },
          { session: runtime.sessions.getSession() as never, now: testClock.now() },
        ),
      ),
    ).toBe("forbidden");
    expect(await findProvision(database.db, actor)).not.toBeNull();
  });
});
