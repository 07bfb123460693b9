/**
 * The price guarantee booked after the plan (decision 0079) and the price above the order button (the shown total
 * compared, never used): amounts, the first debit that charges it, the pre-notification, every refusal.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cents } from "~/domain/money";
import { hasPriceGuarantee } from "~/domain/offer";
import { startOfGermanDay } from "~/domain/billing/trial";
import { createOwner, serviceFailure } from "../../testing/crm";
import { mailOutbox, payments, provisions } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { runRecurringMails } from "../billing/recurring-mails";
import { activatePlan, applyCoupon } from "./index";
import { pricingTestConfig, sepaActivation } from "../../testing/pricing";
import { bookGuaranteeLater, laterGuaranteeOffer } from "./later-guarantee";

const database = useTestDatabase();
const config = {
  ...pricingTestConfig("later-guarantee-db-test"),
  SEPA_PRENOTIFICATION_LEAD_DAYS: 21,
  BASE_URL: "http://localhost:3000",
};

beforeAll(async () => {}, 180_000);
let counter = 0;
const ORDERED = new Date("2026-03-10T10:00:00Z");
const DAY = 86_400_000;

const sepa = (priceGuarantee: boolean) => sepaActivation(config, priceGuarantee);

const stored = async (id: string) =>
  (await database.db.select().from(provisions).where(eq(provisions.id, id)))[0]!;
const paymentsOf = (id: string) => database.db.select().from(payments).where(eq(payments.provisionId, id));
/** The mails of a template to this provision, their text with plain spaces (amounts carry a no-break space). */
const mailsOf = async (id: string, template: string) =>
  (
    await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.provisionId, id), eq(mailOutbox.template, template)))
  ).map((mail) => ({ ...mail, text: mail.text.replace(/\u00a0/g, " ") }));

/** A customer who booked the plan (with a coupon when given) without the guarantee on ORDERED. */
async function paidWithout(coupon?: string) {
  counter += 1;
  const { provision, actor } = await createOwner(database.db, { email: `later${counter}@example.de` });
  if (coupon) await applyCoupon(database.db, actor, { couponCode: coupon }, { now: ORDERED });
  await activatePlan(database.db, actor, sepa(false), { config, now: ORDERED });
  return { provision: await stored(provision.id), actor };
}

describe("the price guarantee booked after the plan", () => {
  it("adds the guarantee (the plan coupon off) from the next debit on: payment row, mail, pre-notification", async () => {
    const { provision, actor } = await paidWithout("VORSORGE20");
    const now = new Date(ORDERED.getTime() + 100 * DAY);
    const offer = await laterGuaranteeOffer(database.db, provision, now, config);
    // 18 € − 20 % = 14,40 € today; with the guarantee (18 + 18) − 20 % = 28,80 €: 14,40 € more.
    expect(offer).toMatchObject({ paymentType: "sepa", paidYearly: 1440, added: 1440, total: 2880 });
    expect(offer!.firstCharge).toBe("2027-03-10");

    const booked = await bookGuaranteeLater(
      database.db,
      actor,
      { shownTotal: cents(2880) },
      { expectedVersion: provision.version, now, config },
    );
    expect(booked).toMatchObject({ paymentPriceGuarantee: 0, version: provision.version + 1 });
    expect(booked.priceGuaranteeBookedAt).toEqual(now);
    // The offer's prices are protected from now on, as with a guarantee booked with the plan.
    expect(
      hasPriceGuarantee({
        priceGuaranteePercent: null,
        priceGuaranteeBookedAt: booked.priceGuaranteeBookedAt,
      }),
    ).toBe(true);
    const rows = await paymentsOf(provision.id);
    expect(rows.map((r) => [r.priceCents, r.priceGuaranteeDiscount, r.mandateReference !== null])).toEqual([
      [1440, null, true],
      [2880, 0, true],
    ]);
    const [mail] = await mailsOf(provision.id, "guaranteeConfirmation");
    expect(mail!.text).toContain("14,40 € pro Jahr zusätzlich");
    expect(mail!.text).toContain("Neuer Jahresbeitrag: 28,80 € pro Jahr");
    expect(mail!.text).toContain("Zum ersten Mal abgebucht am: 10.03.2027");
    expect(mail!.text).toContain("Widerrufsbelehrung");

    // The pre-notification of that debit names the new amount; the first payment's calendar stays.
    const before = new Date(startOfGermanDay("2027-03-10").getTime() - 20 * DAY);
    await runRecurringMails(database.db, config, before);
    const [notice] = await mailsOf(provision.id, "sepaPrenotification");
    expect(notice!.text).toContain("Betrag: 28,80 €");
    expect(notice!.text).toContain("mit Preisgarantie");
    expect(notice!.text).toContain("Fälligkeitstag: 10.03.2027");
  });

  it("booked inside the notice period of the next debit: charged first with the one after; that debit keeps its amount", async () => {
    const { provision, actor } = await paidWithout();
    const debit = "2027-03-10";
    const inWindow = new Date(startOfGermanDay(debit).getTime() - 5 * DAY);
    await runRecurringMails(database.db, config, new Date(inWindow.getTime() - 5 * DAY));
    const offer = await laterGuaranteeOffer(database.db, provision, inWindow, config);
    expect(offer).toMatchObject({ paidYearly: 1800, added: 1800, total: 3600, firstCharge: "2028-03-10" });
    await bookGuaranteeLater(database.db, actor, { shownTotal: cents(3600) }, { now: inWindow, config });
    const [notice] = await mailsOf(provision.id, "sepaPrenotification");
    expect(notice!.text).toContain("Betrag: 18,00 €");
    // A year later the next one names the new amount.
    await runRecurringMails(
      database.db,
      config,
      new Date(startOfGermanDay("2028-03-10").getTime() - 20 * DAY),
    );
    const texts = (await mailsOf(provision.id, "sepaPrenotification")).map((m) => m.text);
    expect(texts.some((t) => t.includes("Betrag: 36,00 €") && t.includes("10.03.2028"))).toBe(true);
  });

  it("refuses a forged or missing shown total, a second booking, a stale page, an unpaid, PayPal or frozen provision; nothing stored", async () => {
    const { provision, actor } = await paidWithout();
    const now = new Date(ORDERED.getTime() + 30 * DAY);
    const book = (shownTotal: number | null, expectedVersion?: number) =>
      bookGuaranteeLater(
        database.db,
        actor,
        { shownTotal: shownTotal === null ? null : cents(shownTotal) },
        { expectedVersion, now, config },
      );
    expect(await serviceFailure(() => book(1800))).toMatchObject({ code: "priceChanged", status: 409 });
    expect(await serviceFailure(() => book(null))).toMatchObject({ code: "priceChanged", status: 409 });
    expect(await serviceFailure(() => book(3600, provision.version - 1))).toMatchObject({
      code: "staleVersion",
    });
    expect(await stored(provision.id)).toMatchObject({
      version: provision.version,
      paymentPriceGuarantee: null,
    });
    expect(await paymentsOf(provision.id)).toHaveLength(1);
    await book(3600, provision.version);
    expect(await serviceFailure(() => book(3600))).toMatchObject({
      code: "guaranteeAlreadyBooked",
      status: 409,
    });
    expect(await paymentsOf(provision.id)).toHaveLength(2);
    expect(await mailsOf(provision.id, "guaranteeConfirmation")).toHaveLength(1);

    counter += 1;
    const unpaid = await createOwner(database.db, { email: `later${counter}@example.de` });
    expect(
      await serviceFailure(() =>
        bookGuaranteeLater(database.db, unpaid.actor, { shownTotal: cents(3600) }, { now, config }),
      ),
    ).toMatchObject({ code: "guaranteeNotBookable", status: 409 });

    const paypal = await paidWithout();
    await database.db
      .update(payments)
      .set({ paymentType: "paypal", mandateReference: null, paypalSubscriptionId: `I-LATER${counter}` })
      .where(eq(payments.provisionId, paypal.provision.id));
    expect(await laterGuaranteeOffer(database.db, paypal.provision, now, config)).toMatchObject({
      paymentType: "paypal",
    });
    expect(
      await serviceFailure(() =>
        bookGuaranteeLater(database.db, paypal.actor, { shownTotal: cents(3600) }, { now, config }),
      ),
    ).toMatchObject({ code: "guaranteeNotBookable" });

    const frozen = await paidWithout();
    await database.db.update(provisions).set({ frozenAt: now }).where(eq(provisions.id, frozen.provision.id));
    expect(
      await serviceFailure(() =>
        bookGuaranteeLater(database.db, frozen.actor, { shownTotal: cents(3600) }, { now, config }),
      ),
    ).toMatchObject({ code: "provisionFrozen" });
    for (const id of [paypal.provision.id, frozen.provision.id]) {
      expect(await stored(id)).toMatchObject({ priceGuaranteeBookedAt: null });
      expect(await paymentsOf(id)).toHaveLength(1);
    }
  });
});

describe("the price above the order button is the price charged", () => {
  it("an activation whose shown total is not the server's is refused (409), nothing stored; the right one books", async () => {
    counter += 1;
    const { provision, actor } = await createOwner(database.db, { email: `later${counter}@example.de` });
    await applyCoupon(database.db, actor, { couponCode: "VORSORGE20" }, { now: ORDERED });
    // The summary showed 28,80 € with the coupon; the coupon no longer counts (taken off by hand here).
    await database.db
      .update(provisions)
      .set({ couponCode: null, couponDiscount: null })
      .where(eq(provisions.id, provision.id));
    expect(
      await serviceFailure(() =>
        activatePlan(database.db, actor, sepa(true), { config, now: ORDERED, shownTotal: cents(2880) }),
      ),
    ).toMatchObject({ code: "priceChanged", status: 409 });
    expect(await stored(provision.id)).toMatchObject({ paymentAcceptedAt: null });
    expect(await paymentsOf(provision.id)).toHaveLength(0);
    expect(await mailsOf(provision.id, "orderConfirmation")).toHaveLength(0);
    await activatePlan(database.db, actor, sepa(true), { config, now: ORDERED, shownTotal: cents(3600) });
    expect(await paymentsOf(provision.id)).toMatchObject([{ priceCents: 3600 }]);
  });
});
