/** Wishes, consent, guest list, trusted person and read access with a real database (decision 0017). */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isServiceError } from "~/domain/errors";
import { createOwner, createStaff, serviceFailure } from "../../testing/crm";
import { auditLog, guests, mailOutbox, provisions, readAccessLinks } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import type { ProvisionActor } from "../provisions";
import {
  grantReadAccess,
  hashToken,
  listReadAccess,
  notifyTrustedPerson,
  openReadAccess,
  revokeReadAccess,
  saveTrustedPerson,
} from "../trusted-person";
import {
  addGuest,
  createWishes,
  giveWishesConsent,
  listGuests,
  readGuest,
  removeGuest,
  saveWish,
  updateGuest,
  withdrawWishesConsent,
} from "./index";

const database = useTestDatabase({ seed: false });
const settings = { baseUrl: "http://localhost:3000", hotline: { number: "0800 1", hours: "Mo–Fr" } };

let counter = 0;
async function customer(confirmed = true) {
  counter += 1;
  const { provision, actor } = await createOwner(database.db, {
    email: `wishes${counter}@example.de`,
    confirmed,
  });
  return { provision, actor };
}

const failure = serviceFailure;

const stored = async (id: string) =>
  (await database.db.select().from(provisions).where(eq(provisions.id, id)))[0]!;
const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
/** Saves one wish's answer, now, without a version check. */
const answerWish = (actor: ProvisionActor, input: Parameters<typeof saveWish>[2]) =>
  saveWish(database.db, actor, input, { now: new Date() });
/** Grants read access for `days`, now. */
const grant = (actor: ProvisionActor, days: 7 | 30 | 90) =>
  grantReadAccess(database.db, actor, { days }, { now: new Date(), mail: settings });
const linksOf = (provisionId: string) =>
  database.db.select().from(readAccessLinks).where(eq(readAccessLinks.provisionId, provisionId));

const guest = {
  name: "Eva Schmidt",
  relation: "Schwester",
  address: undefined,
  email: "eva@beispiel.de",
  note: undefined,
  invite: true,
  notify: false,
};
const person = {
  salutation: "madame" as const,
  firstname: "Eva",
  lastname: "Schmidt",
  relationship: undefined,
  street: undefined,
  postalCode: undefined,
  city: undefined,
  email: "eva@beispiel.de",
  phone: "+49431123456",
  note: undefined,
};

describe("wishes and consent", () => {
  it("no wish text without the consent; the consent is recorded once", async () => {
    const { provision, actor } = await customer();
    expect(
      await failure(() =>
        answerWish(actor, { kind: "music", answer: { text: "Ave Maria", leftToSurvivors: false } }),
      ),
    ).toEqual({
      code: "forbidden",
      status: 403,
      field: "consent",
    });
    expect((await stored(provision.id)).music).toBeNull();
    // A bare "leave it to my survivors" reveals nothing: allowed without consent.
    await answerWish(actor, { kind: "quote", answer: { leftToSurvivors: true } });
    const first = await giveWishesConsent(database.db, actor, { now: new Date() });
    expect(first.wishesConsentAt).toBeInstanceOf(Date);
    const again = await giveWishesConsent(database.db, actor, { now: new Date() });
    expect(again.wishesConsentAt).toEqual(first.wishesConsentAt);
    await answerWish(actor, { kind: "music", answer: { text: "Ave Maria", leftToSurvivors: false } });
    expect((await stored(provision.id)).music).toBe("Ave Maria");
  });

  it("the edit page may give the consent with the text in one change", async () => {
    const { provision, actor } = await customer();
    await answerWish(actor, {
      kind: "music",
      answer: { text: "Bach", leftToSurvivors: true, consent: true },
    });
    const row = await stored(provision.id);
    expect(row).toMatchObject({ music: "Bach", musicLeftToSurvivors: true });
    expect(row.wishesConsentAt).toBeInstanceOf(Date);
  });

  it("the funnel creates once; a stale edit is refused", async () => {
    const { provision, actor } = await customer();
    await giveWishesConsent(database.db, actor, { now: new Date() });
    await createWishes(database.db, actor, {
      music: { text: "Bach", leftToSurvivors: false },
      personalNotification: { text: undefined, leftToSurvivors: true },
    });
    const row = await stored(provision.id);
    expect(row).toMatchObject({ music: "Bach", quote: null, personalNotificationLeftToSurvivors: true });
    expect(
      await failure(() => createWishes(database.db, actor, { quote: { text: "x", leftToSurvivors: false } })),
    ).toEqual({
      code: "staleVersion",
      status: 409,
    });
    expect(
      await failure(() =>
        saveWish(
          database.db,
          actor,
          { kind: "quote", answer: { text: "y", leftToSurvivors: false } },
          { now: new Date(), expectedVersion: row.version - 1 },
        ),
      ),
    ).toMatchObject({ code: "staleVersion" });
    expect((await stored(provision.id)).quote).toBeNull();
  });

  it("withdrawing the consent deletes the wishes", async () => {
    const { provision, actor } = await customer();
    await answerWish(actor, {
      kind: "music",
      answer: { text: "Bach", leftToSurvivors: true, consent: true },
    });
    await withdrawWishesConsent(database.db, actor);
    expect(await stored(provision.id)).toMatchObject({
      music: null,
      musicLeftToSurvivors: false,
      wishesConsentAt: null,
    });
  });
});

describe("guest list", () => {
  it("adds, edits and removes; the count in the flags follows", async () => {
    const { provision, actor } = await customer();
    await addGuest(database.db, actor, guest);
    await addGuest(database.db, actor, { ...guest, name: "Paul", email: undefined });
    let list = await listGuests(database.db, actor);
    expect(list.guests.map((g) => g.name)).toEqual(["Eva Schmidt", "Paul"]);
    expect((await stored(provision.id)).flags.guestCount).toBe(2);
    await updateGuest(database.db, actor, list.guests[1]!.id, { ...guest, name: "Paul Meier" });
    await removeGuest(database.db, actor, list.guests[0]!.id);
    list = await listGuests(database.db, actor);
    expect(list.guests.map((g) => g.name)).toEqual(["Paul Meier"]);
    expect((await stored(provision.id)).flags.guestCount).toBe(1);
  });

  it("another customer's guest is not found and stays unchanged", async () => {
    const owner = await customer();
    const stranger = await customer();
    await addGuest(database.db, owner.actor, guest);
    const [row] = (await listGuests(database.db, owner.actor)).guests;
    expect(await failure(() => readGuest(database.db, stranger.actor, row!.id))).toMatchObject({
      status: 404,
    });
    expect(
      await failure(() => updateGuest(database.db, stranger.actor, row!.id, { ...guest, name: "X" })),
    ).toMatchObject({
      status: 404,
    });
    expect(await failure(() => removeGuest(database.db, stranger.actor, row!.id))).toMatchObject({
      status: 404,
    });
    expect(await failure(() => removeGuest(database.db, stranger.actor, "not-a-uuid"))).toMatchObject({
      status: 404,
    });
    const [after] = await database.db.select().from(guests).where(eq(guests.id, row!.id));
    expect(after!.name).toBe("Eva Schmidt");
  });

  it("staff changes to the guest list are audited", async () => {
    const { provision } = await customer();
    counter += 1;
    const staffUser = await createStaff(database.db, `care-wishes${counter}@vorsorgeportal.de`);
    const staff: ProvisionActor = {
      userId: staffUser.id,
      isStaff: true,
      ownProvisionId: null,
      heldProvisionId: provision.id,
    };
    await addGuest(database.db, staff, guest);
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.provisionId, provision.id));
    expect(rows.map((r) => r.action)).toContain("guests.add");
  });
});

describe("trusted person", () => {
  it("saving drops permissionGrantedAt and sends nothing; the one mail goes when the customer notifies", async () => {
    const { provision, actor } = await customer();
    const first = await saveTrustedPerson(
      database.db,
      actor,
      {
        ...person,
        permissionGrantedAt: "x",
      } as never,
      { now: new Date() },
    );
    expect(first.emailChanged).toBe(true);
    expect(first.provision.trustedPerson).not.toHaveProperty("permissionGrantedAt");
    expect(first.provision.trustedPerson).toMatchObject({ notified: false, notifiedAt: null });
    // No automatic e-mail on save; decision 0040: one mail, sent by the customer.
    expect(await mailsTo("eva@beispiel.de")).toHaveLength(0);

    await notifyTrustedPerson(database.db, actor, { now: new Date(), mail: settings });
    const notified = (await stored(provision.id)).trustedPerson!;
    expect(notified.notified).toBe(true);
    expect(typeof notified.notifiedAt).toBe("string");
    expect((await mailsTo("eva@beispiel.de")).map((m) => m.template)).toEqual(["trustedPerson.notification"]);

    const samePerson = await saveTrustedPerson(
      database.db,
      actor,
      { ...person, phone: "+49431999999" },
      { now: new Date() },
    );
    expect(samePerson.emailChanged).toBe(false);
    expect(samePerson.provision.trustedPerson!.notified).toBe(true);
    expect(await mailsTo("eva@beispiel.de")).toHaveLength(1);

    const changed = await saveTrustedPerson(
      database.db,
      actor,
      { ...person, email: "paul@beispiel.de" },
      { now: new Date() },
    );
    expect(changed.emailChanged).toBe(true);
    expect(changed.provision.trustedPerson).toMatchObject({ notified: false, notifiedAt: null });
    expect(await mailsTo("paul@beispiel.de")).toHaveLength(0);
  });

  it("a person without an e-mail address is stored; notifying and read access are refused (409), no mail", async () => {
    const { provision, actor } = await customer();
    const saved = await saveTrustedPerson(
      database.db,
      actor,
      { ...person, email: undefined },
      { now: new Date() },
    );
    expect(saved.provision.trustedPerson).toMatchObject({ email: null, notified: false });
    expect(
      await failure(() => notifyTrustedPerson(database.db, actor, { now: new Date(), mail: settings })),
    ).toMatchObject({
      code: "trustedPersonNoEmail",
      status: 409,
    });
    expect(await failure(() => grant(actor, 30))).toMatchObject({
      code: "trustedPersonNoEmail",
      status: 409,
    });
    expect((await stored(provision.id)).trustedPerson).toMatchObject({ notified: false, notifiedAt: null });
    expect(await linksOf(provision.id)).toEqual([]);
  });

  it("cannot notify or grant without a trusted person", async () => {
    const { actor } = await customer();
    expect(
      await failure(() => notifyTrustedPerson(database.db, actor, { now: new Date(), mail: settings })),
    ).toMatchObject({
      status: 404,
    });
    expect(await failure(() => grant(actor, 30))).toMatchObject({
      status: 404,
    });
  });
});

describe("read access", () => {
  /** A grant that is refused: its failure; it made no link and sent the trusted person no mail. */
  async function refusedGrant(c: Awaited<ReturnType<typeof customer>>, days: 30 | 90) {
    const before = (await mailsTo("eva@beispiel.de")).length;
    const refusal = await failure(() => grant(c.actor, days));
    expect(await linksOf(c.provision.id)).toEqual([]);
    expect((await mailsTo("eva@beispiel.de")).length).toBe(before);
    return refusal;
  }

  async function granted(days: 7 | 30 | 90 = 30, now = new Date()) {
    const c = await customer();
    await saveTrustedPerson(database.db, c.actor, person, { now: new Date() });
    await answerWish(c.actor, {
      kind: "music",
      answer: { text: "Bach", leftToSurvivors: false, consent: true },
    });
    await addGuest(database.db, c.actor, guest);
    await grantReadAccess(database.db, c.actor, { days }, { mail: settings, now });
    const [mail] = (await mailsTo("eva@beispiel.de"))
      .filter((m) => m.template === "trustedPerson.readAccess")
      .slice(-1);
    const token = /\/einsicht\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    return { ...c, token };
  }

  it("is not granted on the free plan (trial over, nothing paid): 403, no link, no mail", async () => {
    const c = await customer();
    await saveTrustedPerson(database.db, c.actor, person, { now: new Date() });
    const ended = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await database.db.update(provisions).set({ trialEndsAt: ended }).where(eq(provisions.id, c.provision.id));
    // The way out is choosing a plan (decision 0032); the route shows it on a German 403 page.
    expect(await refusedGrant(c, 30)).toMatchObject({ code: "planRequired", status: 403 });
  });

  it("is not granted while the account is unconfirmed: 403, no link, no mail", async () => {
    // Naming the trusted person already needs a confirmed account (decision 0030): name them, then the
    // account is set back to unconfirmed, the state in which no link may be granted.
    const c = await customer();
    await saveTrustedPerson(database.db, c.actor, person, { now: new Date() });
    await database.db
      .update(provisions)
      .set({ status: "NOT_CONFIRMED" })
      .where(eq(provisions.id, c.provision.id));
    expect(await refusedGrant(c, 90)).toMatchObject({ code: "emailUnconfirmed", status: 403 });
    expect((await stored(c.provision.id)).trustedPerson?.readAccessGrantedAt).toBeNull();
  });

  it("a link granted in the trial stops with the trial, and shows nothing", async () => {
    const { provision, token } = await granted();
    expect((await openReadAccess(database.db, token, "203.0.113.11", new Date())).state).toBe("active");
    const ended = new Date(Date.now() - 60_000);
    await database.db.update(provisions).set({ trialEndsAt: ended }).where(eq(provisions.id, provision.id));
    expect(await openReadAccess(database.db, token, "203.0.113.11", new Date())).toEqual({
      state: "revoked",
    });
  });

  it("a link stops when its account is not (or no longer) confirmed", async () => {
    const { provision, token } = await granted();
    await database.db
      .update(provisions)
      .set({ status: "NOT_CONFIRMED" })
      .where(eq(provisions.id, provision.id));
    expect(await openReadAccess(database.db, token, "203.0.113.12", new Date())).toEqual({
      state: "revoked",
    });
  });

  it("stores only the hash; the token is in the mail", async () => {
    const { provision, token } = await granted();
    const [link] = await database.db
      .select()
      .from(readAccessLinks)
      .where(eq(readAccessLinks.provisionId, provision.id));
    expect(link!.tokenHash).toBe(hashToken(token));
    expect(link!.tokenHash).not.toContain(token);
  });

  it("an active link shows the summary and writes readAccess.used to the care log", async () => {
    const { provision, token } = await granted();
    const result = await openReadAccess(database.db, token, "203.0.113.5", new Date());
    expect(result.state).toBe("active");
    if (result.state !== "active") return;
    expect(result.provision.music).toBe("Bach");
    expect(result.guests.map((g) => g.name)).toEqual(["Eva Schmidt"]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.provisionId, provision.id));
    const used = audit.filter((row) => row.action === "readAccess.used");
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({ actorUserId: null, ip: "203.0.113.5" });
  });

  it("an expired link is refused and not audited", async () => {
    const past = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const { provision, token } = await granted(7, past);
    expect((await openReadAccess(database.db, token, "203.0.113.6", new Date())).state).toBe("expired");
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.provisionId, provision.id));
    expect(audit.filter((row) => row.action === "readAccess.used")).toHaveLength(0);
  });

  it("a revoked link is refused; another customer cannot revoke it", async () => {
    const { actor, token } = await granted();
    const stranger = await customer();
    const { links } = await listReadAccess(database.db, actor);
    expect(links[0]).not.toHaveProperty("tokenHash");
    expect(
      await failure(() => revokeReadAccess(database.db, stranger.actor, links[0]!.id, { now: new Date() })),
    ).toMatchObject({
      status: 404,
    });
    expect((await openReadAccess(database.db, token, "203.0.113.7", new Date())).state).toBe("active");
    await revokeReadAccess(database.db, actor, links[0]!.id, { now: new Date() });
    expect((await openReadAccess(database.db, token, "203.0.113.7", new Date())).state).toBe("revoked");
  });

  it("changing the trusted person's e-mail revokes the links sent to the old address", async () => {
    const { actor, token } = await granted();
    await saveTrustedPerson(database.db, actor, { ...person, email: "neu@beispiel.de" }, { now: new Date() });
    expect((await openReadAccess(database.db, token, "203.0.113.8", new Date())).state).toBe("revoked");
  });

  it("unknown and malformed tokens are invalid; guessing is rate-limited per IP", async () => {
    expect((await openReadAccess(database.db, "x".repeat(43), "203.0.113.9", new Date())).state).toBe(
      "invalid",
    );
    expect((await openReadAccess(database.db, "../../etc", "203.0.113.9", new Date())).state).toBe("invalid");
    let limited: unknown;
    for (let i = 0; i < 40 && !limited; i += 1) {
      await openReadAccess(database.db, "y".repeat(43), "203.0.113.10", new Date()).catch(
        (error: unknown) => (limited = error),
      );
    }
    expect(isServiceError(limited) && limited.code).toBe("LimitExceededException");
  });
});
