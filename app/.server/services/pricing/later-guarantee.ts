/**
 * The price guarantee booked after the plan was paid without it (decision 0079). It applies from the booking
 * day; its price is first charged with the plan's next yearly debit whose pre-notification has not gone out
 * (`guaranteeFirstCharge`), no pro-rata charge now. The booking stores a payment row with the new yearly amount
 * (same mandate), so the pre-notification of that debit and the operator's billing read the new amount from
 * `payments.price_cents` as for every other debit. SEPA only: a PayPal subscription charges a fixed amount.
 */
import { eq } from "drizzle-orm";
import { calendarDateInGermany } from "~/domain/dates";
import { ServiceError } from "~/domain/errors";
import type { Cents } from "~/domain/money";
import { CONSUMER_WITHDRAWAL_DAYS } from "~/domain/pricing/constants";
import { laterGuarantee, type StepSource } from "~/domain/pricing/prices";
import type { IsoDate } from "~/domain/dates";
import { guaranteeFirstCharge, isPaid } from "~/domain/billing/trial";
import { formatViewDate } from "~/i18n/format";
import { formatCents } from "~/i18n/currency";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { payments, pricingPlans, type Payment, type Provision } from "../../db/schema";
import { laterGuaranteeMail } from "../../mail/billing-templates";
import { enqueueMail, mailOwner, mailRecipient } from "../../mail/outbox";
import { changeProvision, type ProvisionActor, type WriteOptions } from "../provisions";
import { entitlement, mailOperator, paymentOf, refuseChangedPrice } from "./index";

type LaterGuaranteeConfig = Pick<Config, "SEPA_PRENOTIFICATION_LEAD_DAYS" | "hotline" | "operator">;

/** What booking the guarantee now would cost and when it is first charged. */
export interface LaterGuaranteeOffer {
  paymentType: "sepa" | "paypal";
  step: number;
  source: StepSource;
  /** The guarantee per year after the step. */
  guarantee: Cents;
  /** What the yearly amount grows by (the plan coupon taken off, as on every debit). */
  added: Cents;
  /** The yearly amount today and from the first charge on. */
  paidYearly: Cents;
  total: Cents;
  /** The first yearly debit that charges it. */
  firstCharge: IsoDate;
}

/**
 * The offer for a paid provision without a guarantee whose plan payment still counts; null otherwise (not paid,
 * guarantee booked, no payment row, payment ended).
 */
export async function laterGuaranteeOffer(
  db: Db,
  provision: Provision,
  now: Date,
  config: Pick<LaterGuaranteeConfig, "SEPA_PRENOTIFICATION_LEAD_DAYS">,
): Promise<LaterGuaranteeOffer | null> {
  if (!isPaid(provision) || provision.priceGuaranteeBookedAt) return null;
  const [first, latest] = await Promise.all([
    paymentOf(db, provision, "first"),
    paymentOf(db, provision, "latest"),
  ]);
  if (!first || !latest || latest.endedAt) return null;
  const [[plan], { step, source }] = await Promise.all([
    db.select().from(pricingPlans).where(eq(pricingPlans.id, latest.pricingPlanId)).limit(1),
    entitlement(db, provision, now),
  ]);
  if (!plan) return null;
  const amounts = laterGuarantee({
    paidYearly: latest.priceCents,
    planCents: plan.priceCents,
    step,
    couponPercent: latest.discountPercent,
  });
  return {
    paymentType: latest.paymentType,
    step,
    source,
    ...amounts,
    paidYearly: latest.priceCents,
    firstCharge: guaranteeFirstCharge(
      calendarDateInGermany(first.createdAt),
      calendarDateInGermany(now),
      config.SEPA_PRENOTIFICATION_LEAD_DAYS,
    ),
  };
}

/**
 * A guarantee booked after the plan (booked later than the plan was paid): the yearly amount with it and the
 * first debit that charges it, for the page's "gebucht am"; null for none or one booked with the plan.
 */
export async function guaranteeBookedLater(
  db: Db,
  provision: Provision,
  config: Pick<LaterGuaranteeConfig, "SEPA_PRENOTIFICATION_LEAD_DAYS">,
): Promise<{ total: Cents; firstCharge: IsoDate } | null> {
  const { paymentAcceptedAt: paidAt, priceGuaranteeBookedAt: bookedAt } = provision;
  if (!paidAt || !bookedAt || bookedAt <= paidAt) return null;
  const [first, latest] = await Promise.all([
    paymentOf(db, provision, "first"),
    paymentOf(db, provision, "latest"),
  ]);
  if (!first || !latest) return null;
  return {
    total: latest.priceCents,
    firstCharge: guaranteeFirstCharge(
      calendarDateInGermany(first.createdAt),
      calendarDateInGermany(bookedAt),
      config.SEPA_PRENOTIFICATION_LEAD_DAYS,
    ),
  };
}

/**
 * Books the guarantee for the acting provision, through the provision door with the version check: refused when
 * not paid or paid by PayPal ("guaranteeNotBookable", 409), when booked already ("guaranteeAlreadyBooked", 409),
 * when frozen, and when the yearly total the page showed is not the server's ("priceChanged", 409); nothing is
 * stored then. Prices and step come from the server only. Stores the new payment row, the guarantee on the
 * provision (frozen offer, "gebucht am") and queues the confirmation mail, in one transaction.
 */
export async function bookGuaranteeLater(
  db: Db,
  actor: ProvisionActor,
  input: { shownTotal: Cents | null },
  { expectedVersion, ip, now, config }: WriteOptions & { now: Date; config: LaterGuaranteeConfig },
): Promise<Provision> {
  return changeProvision(
    db,
    actor,
    { action: "pricing.guarantee-later", expectedVersion, detail: { shownTotal: input.shownTotal }, ip },
    async (tx, p) => {
      if (p.priceGuaranteeBookedAt) throw new ServiceError("guaranteeAlreadyBooked");
      const offer = await laterGuaranteeOffer(tx as unknown as Db, p, now, config);
      if (!offer || offer.paymentType !== "sepa") {
        throw new ServiceError("guaranteeNotBookable", { detail: "not paid by a running SEPA payment" });
      }
      // The form names the total it showed, never a price: compared only; a form without it is refused too.
      if (input.shownTotal === null) throw new ServiceError("priceChanged", { detail: "no shown total" });
      refuseChangedPrice(input.shownTotal, offer.total);
      const latest = await paymentOf(tx as unknown as Db, p, "latest");
      await tx.insert(payments).values(nextPaymentRow(latest!, offer, now));
      await enqueueMail(tx as unknown as Db, {
        ...laterGuaranteeMail({
          ...mailRecipient(p),
          contractNumber: p.number,
          orderedOn: formatViewDate(calendarDateInGermany(now)),
          step: offer.step,
          added: formatCents(offer.added),
          total: formatCents(offer.total),
          firstCharge: formatViewDate(offer.firstCharge),
          operator: mailOperator(config.operator),
          withdrawalDays: CONSUMER_WITHDRAWAL_DAYS,
          hotline: config.hotline,
          dedupeKey: `guarantee-later:${p.id}`,
        }),
        owner: mailOwner(p),
      });
      return { paymentPriceGuarantee: offer.step, priceGuaranteeBookedAt: now };
    },
  );
}

/** The plan's payment row again (same plan, mandate and account) with the new yearly amount and the step. */
function nextPaymentRow(latest: Payment, offer: LaterGuaranteeOffer, now: Date) {
  const { id: _id, createdAt: _createdAt, checkedAt: _checkedAt, couponCode: _code, ...same } = latest;
  return {
    ...same,
    priceCents: offer.total,
    priceGuaranteeDiscount: offer.step,
    createdAt: now,
  };
}
