/** Pricing with a real database: coupon, activation (idempotent, all or nothing), the payment row written. */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mandateReference } from "~/domain/pricing/prices";
import { createOwner, createStaff, serviceFailure } from "../../testing/crm";
import { auditLog, coupons, mailOutbox, payments, provisions, trackingEvents } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { EXAMPLE_CREDITOR_ID } from "../../config";
import type { ProvisionActor } from "../provisions";
import {
  activatePlan,
  appliedCoupon,
  applyCoupon,
  grantDiscountStep,
  quote,
  removeCoupon,
  type ActivationInput,
  type ActivationOptions,
} from "./index";
import { decryptIban, ibanKey } from "./iban-crypto";
import { pricingTestConfig, sepaActivation, TEST_IBAN } from "../../testing/pricing";
import {
  startPaypalStandin,
  STANDIN_CLIENT,
  STANDIN_SECRET,
} from "../../../../tests/e2e/support/paypal-standin";
import { cents } from "~/domain/money";

const database = useTestDatabase();
const baseConfig = pricingTestConfig("pricing-db-test");
const key = ibanKey(baseConfig);
const IBAN = TEST_IBAN;

// Generous: creating the database takes a minute on this shared, loaded machine.
beforeAll(async () => {}, 180_000);
let counter = 0;
async function customer() {
  counter += 1;
  const { provision, actor } = await createOwner(database.db, { email: `pricing${counter}@example.de` });
  return { provision, actor };
}

const stored = async (id: string) =>
  (await database.db.select().from(provisions).where(eq(provisions.id, id)))[0]!;
const paymentsOf = (id: string) => database.db.select().from(payments).where(eq(payments.provisionId, id));
const eventsOf = (id: string) =>
  database.db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.dedupeKey, `activation:${id}`));

const failure = serviceFailure;
const orderMailsOf = (id: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.provisionId, id), eq(mailOutbox.template, "orderConfirmation")));

/** The options of an activation with the form's version (and the PayPal configuration where a test has one). */
const asOf = (expectedVersion: number, config: ActivationOptions["config"] = baseConfig) => ({
  config,
  expectedVersion,
  now: new Date(),
});

const sepaInput = () => sepaActivation(baseConfig);

describe("coupon (PUT /provisions/{id}/coupon)", () => {
  it("stores a valid code with its percent, case-insensitively", async () => {
    const { actor } = await customer();
    const updated = await applyCoupon(
      database.db,
      actor,
      { couponCode: " vorsorge20 " },
      { now: new Date() },
    );
    expect(updated).toMatchObject({ couponCode: "VORSORGE20", couponDiscount: 20 });
  });

  it("refuses unknown and expired codes with couponInvalid (404 on the field); nothing stored", async () => {
    const { provision, actor } = await customer();
    for (const code of ["GIBTESNICHT", "HERBST2024"]) {
      expect(
        await failure(() => applyCoupon(database.db, actor, { couponCode: code }, { now: new Date() })),
      ).toEqual({
        code: "couponInvalid",
        status: 404,
        field: "couponCode",
      });
    }
    const after = await stored(provision.id);
    expect(after).toMatchObject({ couponCode: null, couponDiscount: null, version: provision.version });
  });

  it("cannot reach someone else's provision: staff not holding it is refused, the other stays unchanged", async () => {
    const { provision: other } = await customer();
    const careUser = await createStaff(database.db, `care-pricing${counter}@vorsorgeportal.de`);
    const foreign: ProvisionActor = {
      userId: careUser.id,
      isStaff: true,
      ownProvisionId: null,
      heldProvisionId: null,
    };
    expect(
      (
        await failure(() =>
          applyCoupon(database.db, foreign, { couponCode: "VORSORGE20" }, { now: new Date() }),
        )
      ).code,
    ).toBe("notFound");
    // A customer whose "held" id names another provision still acts on their own only.
    const { provision: own, actor } = await customer();
    await applyCoupon(
      database.db,
      { ...actor, heldProvisionId: other.id },
      { couponCode: "FREUNDE15" },
      { now: new Date() },
    );
    expect((await stored(other.id)).couponCode).toBeNull();
    expect((await stored(own.id)).couponCode).toBe("FREUNDE15");
  });
});

describe("coupon validity window, maximum uses, one use per customer", () => {
  it("a code before its window, used up or used before by this customer is refused, saying why; the last use goes once; a booking goes on without an unusable coupon", async () => {
    const day = 24 * 60 * 60_000;
    await database.db.insert(coupons).values([
      { code: "SPAETER10", discountPercent: 10, validFrom: new Date(Date.now() + day) },
      { code: "EINMAL30", discountPercent: 30, maxUses: 1 },
      { code: "JEDER5", discountPercent: 5 },
    ]);
    const refused = (code: string) => ({ code, status: 404, field: "couponCode" });
    const a = await customer();
    expect(
      await failure(() =>
        applyCoupon(database.db, a.actor, { couponCode: "SPAETER10" }, { now: new Date() }),
      ),
    ).toEqual(refused("couponNotYetValid"));

    // Two customers apply the one-use code; the first to book uses it up; the second books without it (the
    // coupon shows as used up on the plans step and gives nothing), and it is taken off.
    const b = await customer();
    await applyCoupon(database.db, a.actor, { couponCode: "EINMAL30" }, { now: new Date() });
    await applyCoupon(database.db, b.actor, { couponCode: "EINMAL30" }, { now: new Date() });
    await activatePlan(database.db, a.actor, sepaInput(), asOf((await stored(a.provision.id)).version));
    expect((await paymentsOf(a.provision.id))[0]).toMatchObject({ couponCode: "EINMAL30", priceCents: 2520 });
    const bBefore = await stored(b.provision.id);
    expect((await appliedCoupon(database.db, bBefore, new Date()))?.refusal).toBe("usedUp");
    expect((await quote(database.db, sepaInput().plan, bBefore, new Date()))?.prices.total).toBe(3600);
    await activatePlan(database.db, b.actor, sepaInput(), asOf(bBefore.version));
    expect(await paymentsOf(b.provision.id)).toMatchObject([{ couponCode: null, priceCents: 3600 }]);
    expect(await stored(b.provision.id)).toMatchObject({ couponCode: null, couponDiscount: null });
    // A third customer cannot apply it any more.
    const c = await customer();
    expect(
      await failure(() => applyCoupon(database.db, c.actor, { couponCode: "EINMAL30" }, { now: new Date() })),
    ).toEqual(refused("couponUsedUp"));

    // One use per customer: a customer who booked with a code (the plan since ended, the coupon still applied)
    // books again without it, and cannot apply it again.
    await applyCoupon(database.db, c.actor, { couponCode: "JEDER5" }, { now: new Date() });
    await activatePlan(database.db, c.actor, sepaInput(), asOf((await stored(c.provision.id)).version));
    await database.db
      .update(provisions)
      .set({ paymentAcceptedAt: null, paymentAcceptedPlan: null })
      .where(eq(provisions.id, c.provision.id));
    expect((await stored(c.provision.id)).couponCode).toBe("JEDER5");
    await activatePlan(database.db, c.actor, sepaInput(), asOf((await stored(c.provision.id)).version));
    expect((await paymentsOf(c.provision.id)).map((p) => p.couponCode).sort()).toEqual(["JEDER5", null]);
    expect((await stored(c.provision.id)).couponCode).toBeNull();
    await database.db
      .update(provisions)
      .set({ paymentAcceptedAt: null, paymentAcceptedPlan: null })
      .where(eq(provisions.id, c.provision.id));
    expect(
      await failure(() => applyCoupon(database.db, c.actor, { couponCode: "JEDER5" }, { now: new Date() })),
    ).toEqual(refused("couponAlreadyUsed"));
  });
});

describe("removing the applied coupon", () => {
  it("takes off the code the page showed; another code is a field error and changes nothing", async () => {
    const { provision, actor } = await customer();
    await applyCoupon(database.db, actor, { couponCode: "VORSORGE20" }, { now: new Date() });
    expect(await failure(() => removeCoupon(database.db, actor, { couponCode: "FREUNDE15" }))).toEqual({
      code: "couponNotApplied",
      status: 400,
      field: "couponCode",
    });
    expect((await stored(provision.id)).couponCode).toBe("VORSORGE20");
    await removeCoupon(database.db, actor, { couponCode: "vorsorge20" });
    expect(await stored(provision.id)).toMatchObject({ couponCode: null, couponDiscount: null });
  });
});

describe("activation (PUT /provisions/{id}/activate)", () => {
  it("stores the payment with the IBAN encrypted, sets paid and the guarantee, tracks once", async () => {
    const { provision, actor } = await customer();
    await applyCoupon(database.db, actor, { couponCode: "VORSORGE20" }, { now: new Date() });
    const version = (await stored(provision.id)).version;
    const result = await activatePlan(database.db, actor, sepaInput(), asOf(version));
    expect(result.alreadyActive).toBe(false);
    const after = await stored(provision.id);
    expect(after.paymentAcceptedAt).toBeInstanceOf(Date);
    expect(after).toMatchObject({ paymentAcceptedPlan: "2", paymentPriceGuarantee: 0 });
    expect(after.priceGuaranteeBookedAt).toBeInstanceOf(Date);
    const [payment, ...more] = await paymentsOf(provision.id);
    expect(more).toHaveLength(0);
    // (18 € + 18 €) − 20 % coupon = 28,80 € (no guarantee step for this customer).
    expect(payment).toMatchObject({
      paymentType: "sepa",
      priceCents: 2880,
      ibanLast4: "3000",
      bank: "Commerzbank",
      bic: "COBADEFFXXX",
      couponCode: "VORSORGE20",
      discountPercent: 20,
      priceGuaranteeDiscount: 0,
      mandateReference: mandateReference(provision.proposalId!),
    });
    expect(payment!.ibanEncrypted).not.toContain(IBAN);
    expect(decryptIban(key, payment!.ibanEncrypted!)).toBe(IBAN);
    expect(await eventsOf(provision.id)).toHaveLength(1);
  });

  it("the guarantee is optional: without it 18 € (and no guarantee booked); a partner's step is 25 %", async () => {
    const { provision, actor } = await customer();
    await activatePlan(
      database.db,
      actor,
      { ...sepaInput(), plan: { plan: "2", priceGuarantee: false } },
      asOf(provision.version),
    );
    expect(await stored(provision.id)).toMatchObject({
      paymentAcceptedPlan: "2",
      paymentPriceGuarantee: null,
      priceGuaranteeBookedAt: null,
    });
    expect(await paymentsOf(provision.id)).toMatchObject([
      { priceCents: 1800, priceGuaranteeDiscount: null },
    ]);

    const partner = await customer();
    await database.db
      .update(provisions)
      .set({ financePartner: "ww" })
      .where(eq(provisions.id, partner.provision.id));
    await activatePlan(
      database.db,
      partner.actor,
      sepaInput(),
      asOf((await stored(partner.provision.id)).version),
    );
    expect(await stored(partner.provision.id)).toMatchObject({ paymentPriceGuarantee: 25 });
    // 18 € + (18 € − 25 %) = 31,50 €.
    expect(await paymentsOf(partner.provision.id)).toMatchObject([
      { priceCents: 3150, priceGuaranteeDiscount: 25 },
    ]);
  });

  it("a double submit (two requests with the same version at once) activates once", async () => {
    const { provision, actor } = await customer();
    const input = sepaInput();
    const results = await Promise.all([
      activatePlan(database.db, actor, input, asOf(provision.version)),
      activatePlan(database.db, actor, input, asOf(provision.version)),
    ]);
    expect(results.map((r) => r.alreadyActive).sort()).toEqual([false, true]);
    expect(await paymentsOf(provision.id)).toHaveLength(1);
    expect(await orderMailsOf(provision.id)).toHaveLength(1);
    expect(await eventsOf(provision.id)).toHaveLength(1);
    // A later, second activation stores nothing.
    const again = await activatePlan(
      database.db,
      actor,
      sepaInput(),
      asOf((await stored(provision.id)).version),
    );
    expect(again.alreadyActive).toBe(true);
    expect(await paymentsOf(provision.id)).toHaveLength(1);
  });

  it("refuses an unknown plan, a tampered IBAN and PayPal without configuration; nothing stored", async () => {
    const { provision, actor } = await customer();
    const input = sepaInput();
    const options = asOf(provision.version);
    const refusal = (change: Partial<ActivationInput>) =>
      failure(() => activatePlan(database.db, actor, { ...input, ...change }, options));
    expect(await refusal({ plan: { plan: "99", priceGuarantee: true } })).toMatchObject({
      code: "notFound",
      status: 400,
      field: "plan",
    });
    expect(
      (
        await refusal({
          payment: { ...input.payment, ibanEncrypted: "v1.AAAA.BBBB.CCCC" } as ActivationInput["payment"],
        })
      ).code,
    ).toBe("malformedFormData");
    expect(
      (await refusal({ payment: { paymentType: "paypal", paypalSubscriptionID: "I-ABCDEF123456" } })).code,
    ).toBe("paypalFailed");
    expect((await stored(provision.id)).paymentAcceptedAt).toBeNull();
    expect(await paymentsOf(provision.id)).toHaveLength(0);
    expect(await eventsOf(provision.id)).toHaveLength(0);
  });

  it("PayPal: bound to the customer and the price, accepted once, never without PayPal's confirmation", async () => {
    const standin = await startPaypalStandin(0);
    const config = {
      ...baseConfig,
      PAYPAL_CLIENT_ID: STANDIN_CLIENT,
      PAYPAL_CLIENT_SECRET: STANDIN_SECRET,
      // With the guarantee, no coupon: 18 € + 18 € = 36 €; without it 18 €.
      PAYPAL_PLAN_IDS: new Map([
        [1800, "P-E2E-1800"],
        [3600, "P-E2E-3600"],
      ]),
      PAYPAL_API_BASE: standin.origin,
    };
    try {
      const a = await customer();
      const b = await customer();
      const input = (id: string): ActivationInput => ({
        ...sepaInput(),
        plan: { plan: "2", priceGuarantee: true },
        payment: { paymentType: "paypal", paypalSubscriptionID: id },
      });
      const refusedFor = async (who: typeof a, id: string) => {
        const version = (await stored(who.provision.id)).version;
        expect(
          await failure(() => activatePlan(database.db, who.actor, input(id), asOf(version, config))),
        ).toMatchObject({ code: "paypalFailed", status: 400 });
      };
      // Forged, for another customer, for the 18 € plan while the booking costs 36 €, not yet ACTIVE.
      await refusedFor(a, "I-FORGED000001");
      await refusedFor(a, standin.createSubscription({ planId: "P-E2E-3600", customId: b.provision.id }));
      await refusedFor(a, standin.createSubscription({ planId: "P-E2E-1800", customId: a.provision.id }));
      await refusedFor(
        a,
        standin.createSubscription({ planId: "P-E2E-3600", customId: a.provision.id, status: "APPROVED" }),
      );
      expect(await paymentsOf(a.provision.id)).toHaveLength(0);
      expect((await stored(a.provision.id)).paymentAcceptedAt).toBeNull();

      const own = standin.createSubscription({ planId: "P-E2E-3600", customId: a.provision.id });
      await activatePlan(
        database.db,
        a.actor,
        input(own),
        asOf((await stored(a.provision.id)).version, config),
      );
      expect(await paymentsOf(a.provision.id)).toMatchObject([
        { paymentType: "paypal", paypalSubscriptionId: own, ibanEncrypted: null, priceCents: 3600 },
      ]);
      // The same subscription cannot activate a second customer.
      await refusedFor(b, own);
      expect(await paymentsOf(b.provision.id)).toHaveLength(0);
      expect((await stored(b.provision.id)).paymentAcceptedAt).toBeNull();
      // And the database holds it to one payment even past the checks (two replicas at once).
      await expect(
        database.db.insert(payments).values({
          provisionId: b.provision.id,
          pricingPlanId: "2",
          paymentType: "paypal",
          billingAddress: { ...sepaInput().address, address: sepaInput().address.street },
          paypalSubscriptionId: own,
          priceCents: cents(3600),
        }),
      ).rejects.toThrow();
    } finally {
      await standin.close();
    }
  });
});

/** A staff member who holds the provision. */
const holding = (userId: string, provisionId: string): ProvisionActor => ({
  userId,
  isStaff: true,
  ownProvisionId: null,
  heldProvisionId: provisionId,
});

describe("discount steps customer care grants, and coupons that carry a step (decision 0035)", () => {
  it("staff holding the provision grant a step with a reason: audited, and the price follows", async () => {
    const { provision } = await customer();
    const staff = await createStaff(database.db, "grant-care@vorsorgeportal.de");
    const care = holding(staff.id, provision.id);
    const updated = await grantDiscountStep(
      database.db,
      care,
      { step: 20, reason: "Kulanz nach Rückruf" },
      { expectedVersion: provision.version },
    );
    expect(updated.grantedStep).toBe(20);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.provisionId, provision.id));
    expect(audits.find((a) => a.action === "pricing.grant-step")).toMatchObject({
      actorUserId: staff.id,
      detail: expect.objectContaining({ step: 20, reason: "Kulanz nach Rückruf", from: null }),
    });
    // 18 € + (18 € − 20 %) = 32,40 €.
    const quoted = await quote(database.db, { plan: "2", priceGuarantee: true }, updated, new Date());
    expect(quoted).toMatchObject({ step: 20, source: "staff", prices: { total: 3240 } });
  });

  it("a forged step, a missing reason or the customer granting themselves a step: refused, nothing stored", async () => {
    const { provision, actor } = await customer();
    const staff = await createStaff(database.db, "grant-care2@vorsorgeportal.de");
    const care = holding(staff.id, provision.id);
    for (const step of [15, 100, -10, 99]) {
      expect((await failure(() => grantDiscountStep(database.db, care, { step, reason: "x" }))).code).toBe(
        "malformedFormData",
      );
    }
    expect((await failure(() => grantDiscountStep(database.db, care, { step: 10, reason: "  " }))).code).toBe(
      "malformedFormData",
    );
    expect(
      (await failure(() => grantDiscountStep(database.db, actor, { step: 50, reason: "ich" }))).code,
    ).toBe("forbidden");
    expect(await stored(provision.id)).toMatchObject({ grantedStep: null, version: provision.version });
  });

  it("a coupon that carries a step gives that step on the guarantee, never a free amount", async () => {
    await database.db
      .insert(coupons)
      .values({ code: "STUFE10", discountPercent: 0, guaranteeStep: 10, description: "Stufe 10" });
    const { provision, actor } = await customer();
    const updated = await applyCoupon(database.db, actor, { couponCode: "stufe10" }, { now: new Date() });
    expect(updated).toMatchObject({ couponCode: "STUFE10", couponDiscount: 0 });
    const quoted = await quote(database.db, { plan: "2", priceGuarantee: true }, updated, new Date());
    // 18 € + (18 € − 10 %) = 34,20 €: one of the step table's prices.
    expect(quoted).toMatchObject({ step: 10, source: "coupon", prices: { total: 3420, couponDiscount: 0 } });
    await activatePlan(database.db, actor, sepaInput(), asOf(updated.version));
    expect(await paymentsOf(provision.id)).toMatchObject([
      { priceCents: 3420, priceGuaranteeDiscount: 10, couponCode: "STUFE10", discountPercent: 0 },
    ]);
    // The database refuses a step outside the table and a code that gives nothing.
    await expect(
      database.db.insert(coupons).values({ code: "STUFE15", discountPercent: 0, guaranteeStep: 15 }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(coupons).values({ code: "NICHTS", discountPercent: 0 }),
    ).rejects.toThrow();
  });
});

describe("order confirmation (§ 312f BGB, decision 0035)", () => {
  it("the order queues one mail: contract number, plan, price, term, mandate, first debit, withdrawal and model form", async () => {
    const { provision, actor } = await customer();
    await activatePlan(database.db, actor, sepaInput(), {
      ...asOf(provision.version),
      now: new Date("2026-11-25T10:00:00Z"),
    });
    const [mail, ...more] = await orderMailsOf(provision.id);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Bestätigung Ihrer Bestellung");
    const [payment] = await paymentsOf(provision.id);
    for (const part of [
      `Vertragsnummer: ${provision.number}`,
      "Bestellt am: 25.11.2026",
      "mit Preisgarantie",
      "36,00 € pro Jahr, jährlich im Voraus",
      "Laufzeit: Ein Jahr ab dem 25.11.2026",
      "Zahlungsart: SEPA-Lastschrift",
      "Erste Abbuchung: 30.11.2026",
      `Mandatsreferenz: ${payment!.mandateReference}`,
      `Gläubiger-Identifikationsnummer: ${EXAMPLE_CREDITOR_ID}`,
      "•••• •••• •••• •••• 3000",
      "Widerrufsbelehrung",
      "binnen 14 Tagen",
      "Muster-Widerrufsformular",
      `Vertragsnummer ${provision.number}`,
    ]) {
      expect(mail!.text.replace(/\u00a0/g, " ")).toContain(part);
    }
    expect(mail!.html).toContain("Muster-Widerrufsformular");
  });
});
