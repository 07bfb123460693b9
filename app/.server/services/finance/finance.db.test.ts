/** The finance services with a real database: writes through changeProvision, costs, application, partner mail. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { estimateCosts, roundCosts } from "~/domain/finance";
import { cents } from "~/domain/money";
import { loadConfig } from "../../config";
import { createOwner, serviceFailure } from "../../testing/crm";
import { mailOutbox, plans, provisions } from "../../db/schema";
import type { TestDatabase } from "../../testing/database";
import { useTestDatabase } from "../../testing/test-database";
import { insuranceFor } from "../../insurance";
import {
  createApplication,
  recordInsuranceConcluded,
  financeCosts,
  loadFinance,
  saveCosts,
  saveInsuranceDetails,
  saveProvisionType,
  saveTrustDeposit,
  sendPartnerRequest,
} from "./index";
import type { ProvisionActor } from "../provisions";
import { todayInGermany } from "~/domain/dates";

const database = useTestDatabase({ seed: false });
let db: TestDatabase["db"];
const config = loadConfig({ SESSION_SECRET: "s".repeat(40) });
const insurance = insuranceFor({ config });

beforeAll(async () => {
  db = database.db;
  // The customers' plan, so that today's cost has an offer in it: 4,000 € net, 4,760 € with VAT.
  await database.db.insert(plans).values({
    id: "basic",
    name: "Basis",
    seaName: "Basis See",
    description: "Die Grundversorgung.",
    seaDescription: "Die Grundversorgung auf See.",
    priceCents: cents(400_000),
    sort: 1,
  });
});

let counter = 0;
async function customer(options: { confirmed?: boolean; birth?: string | null } = {}) {
  counter += 1;
  const { provision, actor } = await createOwner(database.db, {
    email: `finance${counter}@example.de`,
    confirmed: options.confirmed,
  });
  await db
    .update(provisions)
    .set({ provisionBirth: options.birth === undefined ? "1966-05-10" : options.birth, salutation: "madame" })
    .where(eq(provisions.id, provision.id));
  return { provision, actor };
}

const stored = async (id: string) =>
  (await database.db.select().from(provisions).where(eq(provisions.id, id)))[0]!;

const failure = serviceFailure;

describe("finance services", () => {
  it("saves the provision type and the insurance details, refusing a stale version", async () => {
    const { provision, actor } = await customer();
    await saveProvisionType(db, actor, "ALREADY_PAID", { expectedVersion: provision.version });
    await saveInsuranceDetails(db, actor, {
      existingInsuranceType: "Sterbekasse",
      existingInsuranceCompany: "Kasse",
      existingSum: cents(300_000),
    });
    const row = await stored(provision.id);
    expect(row).toMatchObject({ financialProvisionType: "ALREADY_PAID", existingInsuranceCompany: "Kasse" });
    expect(row.existingSumCents).toBe(300_000);
    expect(
      await failure(() =>
        saveProvisionType(db, actor, "PAY_BY_FAMILY", { expectedVersion: provision.version }),
      ),
    ).toEqual({
      code: "staleVersion",
      status: 409,
    });
    expect((await stored(provision.id)).financialProvisionType).toBe("ALREADY_PAID");
  });

  it("stores the costs and estimates the future cost with the domain rule", async () => {
    const { provision, actor } = await customer();
    await saveCosts(db, actor, {
      funeralSiteEstimatedPrice: cents(200_000),
      financialProvisionNote: "Sparbuch",
      additionalCosts: [
        { name: "Grabstein", estimatedPrice: cents(50_000) },
        { name: undefined, estimatedPrice: undefined },
      ],
    });
    const row = await stored(provision.id);
    expect(row.funeralSiteEstimateCents).toBe(200_000);
    expect(row.additionalCosts).toEqual([{ name: "Grabstein", estimatedPriceCents: 50_000 }]);
    const costs = await financeCosts(database.db, row, new Date());
    // Today's cost: the offer as the customer pays it (the plan's 4,000 € with 19 % VAT; offer.db.test compares
    // a full offer with the offer page), the site estimate and the additional costs.
    expect(costs.offerCents).toBe(476_000);
    expect(costs.estimate.todayCents).toBe(476_000 + 200_000 + 50_000);
    // The time to live from the birth date alone: the salutation "Frau" does not pick a column (decision 0075).
    expect(row.salutation).toBe("madame");
    const expected = estimateCosts({
      todayCents: cents(726_000),
      birthDate: "1966-05-10",
      today: todayInGermany(new Date()),
    });
    expect(costs.estimate.years).toBe(expected.years);
    expect(costs.estimate.totalCents).toBe(expected.totalCents);
    expect(costs.costsRoundedCents).toBe(roundCosts(expected.totalCents));
  });

  it("records the applied insurance sum and the trust deposit as funding", async () => {
    const { actor } = await customer({ confirmed: true });
    const contact = {
      salutation: "madame" as const,
      firstname: "Erika",
      lastname: "Muster",
      email: "erika@example.de",
      phone: "0431 1234567",
      street: "Holstenstraße 1",
      postalCode: "24103",
      city: "Kiel",
    };
    const { document, provision } = await createApplication(
      db,
      actor,
      { paymentType: "onetime", contact },
      { now: new Date(), insurance },
    );
    expect(document.kind).toBe("pdf");
    expect(provision.insuranceTariff).toMatchObject({ paymentType: "onetime", name: expect.any(String) });
    // Kept as the insurer got it: street and house number apart (decision 0108).
    expect(provision.insuranceTariff?.applicationContact).toMatchObject({
      street: "Holstenstraße",
      houseNumber: "1",
    });
    expect(provision.insuranceSumCents).toBeGreaterThan(0);
    expect(provision.insuranceFeeCents).toBeGreaterThan(0);
    expect(provision.insurancePayoutCents).toBeGreaterThanOrEqual(provision.insuranceFeeCents!);
    await saveTrustDeposit(db, actor, { trustDepositCents: cents(100_000) });
    // An application is not cover: the sum is pending, not funding (decision 0036).
    const applied = (await loadFinance(db, actor, { now: new Date() }))!;
    expect(applied.insurance.status).toBe("applied");
    expect(applied.gap.sources.trust).toBe(100_000);
    expect(applied.gap.sources.insurance).toBe(0);
    expect(applied.gap.pending.insurance).toBeGreaterThan(0);
    expect(applied.gap.fundedCents).toBe(100_000);
    // The gap counts today's whole cost, not the offer alone.
    expect(applied.gap.priceCents).toBe(applied.costs.estimate.todayCents);

    await recordInsuranceConcluded(db, actor, { concluded: true }, { now: new Date() });
    const concluded = (await loadFinance(db, actor, { now: new Date() }))!;
    expect(concluded.insurance.status).toBe("concluded");
    expect(concluded.gap.sources.insurance).toBe(applied.gap.pending.insurance);
    expect(concluded.gap.pending.insurance).toBe(0);
    expect(concluded.gap.fundedCents).toBe(concluded.gap.sources.insurance + 100_000);

    // Taken back, and a new application starts as applied again.
    await recordInsuranceConcluded(db, actor, { concluded: false }, { now: new Date() });
    expect((await loadFinance(db, actor, { now: new Date() }))!.insurance.status).toBe("applied");
    await recordInsuranceConcluded(db, actor, { concluded: true }, { now: new Date() });
    await createApplication(db, actor, { paymentType: "onetime", contact }, { now: new Date(), insurance });
    expect((await loadFinance(db, actor, { now: new Date() }))!.insurance.status).toBe("applied");
  });

  it("refuses to record a contract without an application and changes nothing", async () => {
    const { provision, actor } = await customer({ confirmed: true });
    const before = await stored(provision.id);
    expect(
      await failure(() => recordInsuranceConcluded(db, actor, { concluded: true }, { now: new Date() })),
    ).toEqual({
      code: "noInsuranceApplication",
      status: 422,
    });
    expect((await stored(provision.id)).version).toBe(before.version);
  });

  it("refuses the monthly application at 70 and changes nothing", async () => {
    const { provision, actor } = await customer({ confirmed: true, birth: "1956-05-10" });
    const before = await stored(provision.id);
    const contact = {
      salutation: "sir" as const,
      firstname: "Max",
      lastname: "Muster",
      email: "max@example.de",
      phone: "0431 1234567",
      street: "Weg 1",
      postalCode: "24103",
      city: "Kiel",
    };
    expect(
      await failure(() =>
        createApplication(db, actor, { paymentType: "monthly", contact }, { now: new Date(), insurance }),
      ),
    ).toEqual({
      code: "customerTooOld",
      status: 422,
    });
    expect((await stored(provision.id)).version).toBe(before.version);
  });

  it("queues the partner consent mail with the payload, only for a confirmed e-mail", async () => {
    const unconfirmed = await customer();
    expect(
      await failure(() =>
        sendPartnerRequest(
          db,
          unconfirmed.actor,
          {
            paymentType: "oneTime",
            partner: true,
          },
          { now: new Date(), insurance, mailboxes: config },
        ),
      ),
    ).toEqual({ code: "emailUnconfirmed", status: 403 });

    const { provision, actor } = await customer({ confirmed: true });
    await sendPartnerRequest(
      db,
      actor,
      {
        paymentType: "monthly",
        partner: true,
      },
      { now: new Date(), insurance, mailboxes: config },
    );
    const row = await stored(provision.id);
    expect(row.partnerConsentAt).toBeInstanceOf(Date);
    expect(row.partnerConsent).toMatchObject({
      emailData: {
        paymentType: "monthly",
        lastname: "Muster",
        number: String(row.number),
        provisionBirth: "1966-05-10",
      },
    });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, config.FINANCE_PARTNER_EMAIL));
    expect(
      mails.some((mail) => mail.subject.includes("Erika Muster") && mail.text.includes("totalFutureCost")),
    ).toBe(true);

    await sendPartnerRequest(
      db,
      actor,
      {
        paymentType: "consulting",
        callbackTime: "evening",
        partner: false,
      },
      { now: new Date(), insurance, mailboxes: config },
    );
    const care = await db.select().from(mailOutbox).where(eq(mailOutbox.to, config.CUSTOMER_CARE_EMAIL));
    expect(care.some((mail) => mail.text.includes("callbackTime: evening"))).toBe(true);
  });

  it("refuses a foreign actor", async () => {
    const { provision } = await customer();
    const other = await customer();
    const forged: ProvisionActor = { ...other.actor, ownProvisionId: provision.id };
    expect(await failure(() => saveProvisionType(db, forged, "PAY_BY_FAMILY"))).toMatchObject({
      code: "forbidden",
    });
    expect((await stored(provision.id)).financialProvisionType).toBeNull();
  });
});
