/**
 * The plan freezes (decision 0063): billing stops, a PayPal subscription is cancelled
 * at the (loopback) PayPal stand-in, customer-care lists skip the provision, the trusted person gets one mail
 * with a read-access link only when the customer had granted read access, and every write is refused.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cents } from "~/domain/money";
import { startPaypalStandin, type PaypalStandin } from "../../../../tests/e2e/support/paypal-standin";
import type { Actor } from "../../auth/actor";
import { EXAMPLE_CREDITOR_ID } from "../../config";
import { addPayment, createOwner, createStaff, serviceFailure } from "../../testing/crm";
import {
  cancellations,
  guests,
  letters,
  mailOutbox,
  payments,
  plans,
  proposals,
  provisions,
  readAccessLinks,
  scheduledMails,
  type Provision,
  type TrustedPerson,
} from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { issueSession, isSessionActive } from "../../identity";
import type { AppSession } from "../../session";
import { planFeeImpact } from "../backoffice/catalogue";
import { customerList } from "../backoffice/customers";
import { submitCancellation } from "../billing/cancellation";
import { runRecurringMails } from "../billing/recurring-mails";
import { createLetter } from "../letters";
import { changeFuneralType } from "../offer/basic-information";
import { computeOfferPrice } from "../offer/price";
import { activatePlan } from "../pricing/index";
import { recheckPaypalPayments } from "../pricing/paypal-sync";
import { bookWithPaypal, paypalTestConfig, type PaypalTestConfig } from "../../testing/paypal";
import { deleteOwnAccount } from "../profile/delete-account";
import type { ProvisionActor } from "../provisions";
import {
  grantReadAccess,
  openReadAccess,
  revokeAllReadAccess,
  revokeReadAccess,
  saveTrustedPerson,
} from "../trusted-person";
import { addGuest, saveWish } from "../wishes";
import { AFTER_DEATH_READ_ACCESS_DAYS, freezeProvisionById } from "./freeze";
import { testClock } from "../../testing/identity";

const database = useTestDatabase();
const NOW = new Date("2026-11-26T10:00:00Z");
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const ahead = (days: number) => new Date(NOW.getTime() + days * DAY);
const hotline = { number: "0800 123456", hours: "Mo–Fr 8–18 Uhr" };
const BASE_URL = "https://vorsorge.example.de";
const freezeConfig = { BASE_URL, hotline };
const billingConfig = {
  BASE_URL,
  hotline,
  SEPA_CREDITOR_ID: EXAMPLE_CREDITOR_ID,
  SEPA_PRENOTIFICATION_LEAD_DAYS: 21,
};
const mail = { baseUrl: BASE_URL, hotline };

let standin: PaypalStandin;
let paypalConfig: PaypalTestConfig;
let care: { userId: string; groups: string[]; isStaff: boolean };

beforeAll(async () => {
  standin = await startPaypalStandin(0);
  paypalConfig = paypalTestConfig(standin, "/tmp/freeze-db-test");
  const staff = await createStaff(database.db, "care-freeze@vorsorgeportal.de");
  care = { userId: staff.id, groups: ["customercare"], isStaff: true };
}, 180_000);
afterAll(async () => {
  await standin?.close();
});

let counter = 0;
/** A customer (confirmed unless said otherwise) whose provision row gets `change`. */
async function customer(change: Partial<Provision> = {}, opts: { confirmed?: boolean; paid?: boolean } = {}) {
  counter += 1;
  const email = `freeze${counter}@example.de`;
  const created = await createOwner(database.db, {
    email,
    confirmed: opts.confirmed ?? true,
    paid: opts.paid,
  });
  const [provision] = await database.db
    .update(provisions)
    .set({ createdAt: ago(3), trialEndsAt: ahead(25), ...change })
    .where(eq(provisions.id, created.provision.id))
    .returning();
  return { ...created, provision: provision!, email };
}

const stored = async (id: string) =>
  (await database.db.select().from(provisions).where(eq(provisions.id, id)))[0]!;

/** What the confirming death workflow does: freeze in one transaction, with the row locked. */
const freeze = (provisionId: string, now = NOW) =>
  freezeProvisionById(database.db, provisionId, { now, config: freezeConfig });

const sepaPayment = (provisionId: string, createdAt: Date) =>
  addPayment(database.db, provisionId, { mandateReference: "VP-TEST", createdAt });

const scheduledFor = async (provisionId: string) =>
  (await database.db.select().from(scheduledMails).where(eq(scheduledMails.provisionId, provisionId)))
    .map((row) => row.kind)
    .sort();

const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

const trustedPerson = (extra: Partial<TrustedPerson> = {}): TrustedPerson => ({
  firstname: "Eva",
  lastname: "Schmidt",
  email: `eva${counter}@beispiel.de`,
  phone: "+49431123456",
  ...extra,
});

describe("billing stops", () => {
  it("no SEPA pre-notification, yearly reminder or trial-end mail for a frozen provision", async () => {
    // Both paid by SEPA a year ago (the next debit in 5 days) and signed up a year and a day ago.
    const living = await customer({ createdAt: ago(366) }, { paid: true });
    const died = await customer({ createdAt: ago(366) }, { paid: true });
    await sepaPayment(living.provision.id, ago(360));
    await sepaPayment(died.provision.id, ago(360));
    // Both in a trial that ended two days ago, unpaid.
    const trialLiving = await customer({ createdAt: ago(30), trialEndsAt: ago(2) });
    const trialDied = await customer({ createdAt: ago(30), trialEndsAt: ago(2) });
    await freeze(died.provision.id);
    await freeze(trialDied.provision.id);

    await runRecurringMails(database.db, billingConfig, NOW);

    expect(await scheduledFor(living.provision.id)).toEqual(["sepa-prenotification", "yearly-reminder"]);
    expect(await scheduledFor(trialLiving.provision.id)).toEqual(["trial-end"]);
    expect(await scheduledFor(died.provision.id)).toEqual([]);
    expect(await scheduledFor(trialDied.provision.id)).toEqual([]);
    expect(await mailsTo(died.email)).toHaveLength(0);
    expect(await mailsTo(trialDied.email)).toHaveLength(0);
  });

  it("a PayPal subscription is cancelled at PayPal by the billing job, once; the customer gets no mail", async () => {
    const { provision, actor, email } = await customer();
    const subscription = await bookWithPaypal(database.db, standin, paypalConfig, {
      actor,
      provision,
      now: new Date(),
    });
    const paid = await stored(provision.id);
    expect(paid.paymentAcceptedAt).toBeInstanceOf(Date);

    await freeze(provision.id);
    const [requested] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.provisionId, provision.id));
    expect(requested).toMatchObject({ cancelRequestedAt: NOW, endedAt: null });
    expect(standin.subscriptions.get(subscription)!.status).toBe("ACTIVE");

    const run = await recheckPaypalPayments(database.db, paypalConfig, NOW);
    expect(run).toMatchObject({ cancelled: 1, failed: 0 });
    expect(standin.subscriptions.get(subscription)!.status).toBe("CANCELLED");
    const [ended] = await database.db.select().from(payments).where(eq(payments.provisionId, provision.id));
    expect(ended).toMatchObject({ endedStatus: "CANCELLED", endedAt: NOW });
    // The provision stays as it was at death (its price guarantee too); nobody is mailed about PayPal.
    const after = await stored(provision.id);
    expect(after).toMatchObject({
      paymentAcceptedAt: paid.paymentAcceptedAt,
      paymentAcceptedPlan: paid.paymentAcceptedPlan,
      paymentPriceGuarantee: paid.paymentPriceGuarantee,
      priceGuaranteeBookedAt: paid.priceGuaranteeBookedAt,
    });
    expect((await mailsTo(email)).map((m) => m.template)).not.toContain("paypalEnded");

    expect((await recheckPaypalPayments(database.db, paypalConfig, ahead(2))).cancelled).toBe(0);
  });
});

describe("customer-care lists", () => {
  it("a frozen provision is not unconfirmed, trial-ending, unpaid, offer-outdated or SEPA-due", async () => {
    const options = { now: NOW, ip: "10.0.0.9", config: { SEPA_PRENOTIFICATION_LEAD_DAYS: 21 } };
    const ids = async (list: Parameters<typeof customerList>[2]["list"]) =>
      (
        await customerList(database.db, care, { list, sort: "number", dir: "asc", page: 1 }, options)
      ).rows.map((row) => row.provisionId);
    const unconfirmed = await customer({ createdAt: ago(8) }, { confirmed: false });
    const trialEnding = await customer({ trialEndsAt: ahead(3) });
    const unpaid = await customer();
    await sepaPayment(unpaid.provision.id, ago(20));
    await database.db
      .update(payments)
      .set({ endedAt: ago(1) })
      .where(eq(payments.provisionId, unpaid.provision.id));
    const outdated = await customer({ createdAt: ago(800) });
    await database.db
      .update(proposals)
      .set({ lastVersionAt: ago(800) })
      .where(eq(proposals.id, outdated.provision.proposalId!));
    const sepaDue = await customer({}, { paid: true });
    await sepaPayment(sepaDue.provision.id, ago(360));
    const cases = [
      ["unconfirmed", unconfirmed],
      ["trial-ending", trialEnding],
      ["unpaid", unpaid],
      ["offer-outdated", outdated],
      ["sepa-due", sepaDue],
    ] as const;
    for (const [list, row] of cases) expect(await ids(list), list).toContain(row.provision.id);
    for (const [, row] of cases) await freeze(row.provision.id);
    for (const [list, row] of cases) expect(await ids(list), list).not.toContain(row.provision.id);
  });
});

describe("the price guarantee's prices stay fixed", () => {
  it("the catalogue no longer counts a frozen offer among those a change marks outdated", async () => {
    const admin = { userId: care.userId, groups: ["admin"], isStaff: true } as Actor;
    const { provision } = await customer();
    const before = await planFeeImpact(database.db, admin, { plan: "basic" });
    await freeze(provision.id);
    const after = await planFeeImpact(database.db, admin, { plan: "basic" });
    expect(after.outdated + after.guaranteed).toBe(before.outdated + before.guaranteed - 1);
  });

  it("a later change of the plan's fee does not move a frozen plan's price; an open plan's moves", async () => {
    const frozenOne = await customer();
    const open = await customer();
    const [plan] = await database.db
      .select()
      .from(plans)
      .where(eq(plans.id, frozenOne.provision.funeralPlan));
    const before = (await computeOfferPrice(database.db, frozenOne.provision)).total;
    await freeze(frozenOne.provision.id);
    expect((await stored(frozenOne.provision.id)).frozenFees).toMatchObject({
      planFeeCents: plan!.priceCents,
    });
    try {
      await database.db
        .update(plans)
        .set({ priceCents: cents(plan!.priceCents + 50_000) })
        .where(eq(plans.id, plan!.id));
      expect((await computeOfferPrice(database.db, await stored(frozenOne.provision.id))).total).toBe(before);
      expect((await computeOfferPrice(database.db, await stored(open.provision.id))).total).toBeGreaterThan(
        before,
      );
    } finally {
      await database.db.update(plans).set({ priceCents: plan!.priceCents }).where(eq(plans.id, plan!.id));
    }
  });
});

describe("the trusted person is told", () => {
  const WISH = "Bitte spielt „Der Mond ist aufgegangen“ am Grab";

  it("one mail with contract number, hotline and a new read-access link when read access was granted", async () => {
    const { provision } = await customer({
      trustedPerson: trustedPerson({ readAccessGrantedAt: ago(100).toISOString() }),
      music: WISH,
      wishesConsentAt: ago(100),
      // The trial is long over and nothing is paid: the link works anyway after the death.
      trialEndsAt: ago(60),
    });
    const to = provision.trustedPerson!.email!;
    expect(await freeze(provision.id)).toEqual({ trustedPersonMailed: true });

    const [message, ...more] = await mailsTo(to);
    expect(more).toHaveLength(0);
    expect(message!.subject).toBe("Die Bestattungsvorsorge von Erika Muster");
    for (const text of [message!.text, message!.html]) {
      expect(text).toContain("Erika Muster verstorben");
      expect(text).toContain(`Die Vertragsnummer lautet ${provision.number}`);
      expect(text).toContain("0800 123456");
      expect(text).not.toContain("Mond ist aufgegangen");
    }
    const token = /\/einsicht\/([A-Za-z0-9_-]{43})/.exec(message!.text)?.[1];
    expect(token).toBeDefined();
    const [link] = await database.db
      .select()
      .from(readAccessLinks)
      .where(eq(readAccessLinks.provisionId, provision.id));
    expect(link).toMatchObject({ email: to, expiresAt: ahead(AFTER_DEATH_READ_ACCESS_DAYS) });
    expect(link!.tokenHash).not.toContain(token!);

    // A later reset of the deceased's password (or a contact-address change) does not end the link.
    await revokeAllReadAccess(database.db, provision.userId!, new Date());
    const opened = await openReadAccess(database.db, token!, "10.9.0.1", ahead(1));
    expect(opened.state).toBe("active");
    expect(opened.state === "active" && opened.provision.music).toBe(WISH);
  });

  /** Grants read access through the profile's service (a link to the trusted person), then undoes it by `withdraw`. */
  async function grantedThenWithdrawn(
    withdraw: (made: Awaited<ReturnType<typeof customer>>) => Promise<unknown>,
  ) {
    const made = await customer({ trustedPerson: trustedPerson(), music: WISH, wishesConsentAt: ago(10) });
    await grantReadAccess(database.db, made.actor, { days: 30 }, { now: ago(5), mail });
    await withdraw(made);
    expect(await freeze(made.provision.id)).toEqual({ trustedPersonMailed: true });
    // The grant's own mail came first; the death's mail carries no link, only whom to call.
    const mails = await mailsTo(made.provision.trustedPerson!.email!);
    const [message, ...more] = mails.filter((m) => m.subject === "Die Bestattungsvorsorge von Erika Muster");
    expect(more).toHaveLength(0);
    expect(message!.text).not.toContain("/einsicht/");
    expect(message!.text).toContain("0800 123456");
    const links = await database.db
      .select()
      .from(readAccessLinks)
      .where(eq(readAccessLinks.provisionId, made.provision.id));
    expect(links).toHaveLength(1);
    expect(links[0]!.revokedAt).not.toBeNull();
  }

  it("granted, then revoked by the customer: the mail has no link and no new link is created", async () => {
    await grantedThenWithdrawn(async ({ actor, provision }) => {
      const [link] = await database.db
        .select()
        .from(readAccessLinks)
        .where(eq(readAccessLinks.provisionId, provision.id));
      await revokeReadAccess(database.db, actor, link!.id, { now: ago(2) });
    });
  });

  it("granted, then revoked by a password reset: the mail has no link and no new link is created", async () => {
    await grantedThenWithdrawn(({ provision }) =>
      revokeAllReadAccess(database.db, provision.userId!, ago(1)),
    );
  });

  it("without read access granted: the mail has no link and no link is created", async () => {
    const { provision } = await customer({ trustedPerson: trustedPerson(), music: WISH });
    expect(await freeze(provision.id)).toEqual({ trustedPersonMailed: true });
    const [message] = await mailsTo(provision.trustedPerson!.email!);
    expect(message!.text).not.toContain("/einsicht/");
    expect(message!.text).toContain(String(provision.number));
    expect(
      await database.db.select().from(readAccessLinks).where(eq(readAccessLinks.provisionId, provision.id)),
    ).toHaveLength(0);
  });

  it("without a trusted person or without an e-mail address nothing is queued", async () => {
    const none = await customer();
    const noEmail = await customer({ trustedPerson: trustedPerson({ email: null }) });
    const before = (await database.db.select().from(mailOutbox)).length;
    expect(await freeze(none.provision.id)).toEqual({ trustedPersonMailed: false });
    expect(await freeze(noEmail.provision.id)).toEqual({ trustedPersonMailed: false });
    expect((await database.db.select().from(mailOutbox)).length).toBe(before);
  });
});

describe("read-only for everyone", () => {
  it("the owner's sessions end with the freeze", async () => {
    const { provision, user } = await customer();
    const { sessionId } = await issueSession(database.db, user, testClock.now());
    expect(await isSessionActive(database.db, sessionId, testClock.now())).toBe(true);
    await freeze(provision.id);
    expect(await isSessionActive(database.db, sessionId, testClock.now())).toBe(false);
  });

  it("the owner's and staff's changes are refused with 409 and nothing is stored", async () => {
    const { provision, actor, email } = await customer({ trustedPerson: trustedPerson() });
    const staffActor: ProvisionActor = {
      userId: care.userId,
      isStaff: true,
      ownProvisionId: null,
      heldProvisionId: provision.id,
    };
    await freeze(provision.id);
    const frozen = await stored(provision.id);
    const refused = { code: "provisionFrozen", status: 409 };
    const quote = (by: ProvisionActor) => () =>
      saveWish(database.db, by, { kind: "quote", answer: { leftToSurvivors: true } }, { now: new Date() });
    const attempts: [string, () => Promise<unknown>][] = [
      ["wish", quote(actor)],
      ["wish by staff", quote(staffActor)],
      [
        "guest",
        () =>
          addGuest(database.db, actor, {
            name: "Familie Schmidt",
            relation: undefined,
            address: undefined,
            email: undefined,
            note: undefined,
            invite: true,
            notify: false,
          }),
      ],
      ["letter", () => createLetter(database.db, actor)],
      [
        "trusted person",
        () =>
          saveTrustedPerson(
            database.db,
            staffActor,
            {
              firstname: "Paul",
              lastname: "Neu",
              phone: "+49431999999",
            } as Parameters<typeof saveTrustedPerson>[2],
            { now: new Date() },
          ),
      ],
      ["read access", () => grantReadAccess(database.db, actor, { days: 30 }, { now: new Date(), mail })],
      ["offer", () => changeFuneralType(database.db, actor, { funeralType: "burial" }, { now: new Date() })],
      [
        "plan",
        () =>
          activatePlan(
            database.db,
            actor,
            {
              plan: { plan: "2", priceGuarantee: false },
              address: { firstname: "E", lastname: "M", street: "Weg 1", postalCode: "24103", city: "Kiel" },
              payment: { paymentType: "paypal", paypalSubscriptionID: "I-NOTCHECKED1" },
            },
            { now: new Date(), config: paypalConfig },
          ),
      ],
      [
        "account deletion",
        () =>
          deleteOwnAccount(
            database.db,
            { ...actor, email, displayName: email, groups: [] } as Actor,
            { currentPassword: "whatever" },
            { session: {} as AppSession, now: testClock.now() },
          ),
      ],
    ];
    for (const [what, run] of attempts) expect(await serviceFailure(run), what).toEqual(refused);

    expect(await stored(provision.id)).toEqual(frozen);
    expect(await database.db.select().from(guests).where(eq(guests.provisionId, provision.id))).toHaveLength(
      0,
    );
    expect(
      await database.db.select().from(letters).where(eq(letters.provisionId, provision.id)),
    ).toHaveLength(0);
    expect(
      await database.db.select().from(readAccessLinks).where(eq(readAccessLinks.provisionId, provision.id)),
    ).toHaveLength(0);
  });

  it("a cancellation of a frozen contract is received and answered, but the provision stays unchanged", async () => {
    const { provision } = await customer();
    await freeze(provision.id);
    const frozen = await stored(provision.id);
    await submitCancellation(
      database.db,
      {
        name: "Erika Muster",
        email: provision.userEmail,
        contractNumber: String(provision.number),
        kind: "ordinary",
        requestedEnd: undefined,
        reason: undefined,
      },
      { ip: "10.1.9.1", config: { hotline }, now: ahead(1) },
    );
    expect(await stored(provision.id)).toEqual(frozen);
    const received = await database.db
      .select()
      .from(cancellations)
      .where(and(eq(cancellations.provisionId, provision.id)));
    expect(received).toHaveLength(1);
  });
});
