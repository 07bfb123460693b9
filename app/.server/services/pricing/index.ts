/**
 * Pricing and payment (decision 0021): the plan catalogue,
 * the coupon (PUT /provisions/{id}/coupon) and the activation (PUT /provisions/{id}/activate). Every read or
 * change of the provision goes through ../provisions (the acting provision only, never an id from a form).
 */
import { and, asc, countDistinct, desc, eq, sql } from "drizzle-orm";
import {
  COUPON_REFUSAL_CODES,
  couponPercentFor,
  couponRefusal,
  type CouponKind,
  type CouponRefusal,
} from "~/domain/pricing/coupons";
import { Rollback, ServiceError } from "~/domain/errors";
import { bookingTerms, isPaid } from "~/domain/billing/trial";
import { calendarDateInGermany } from "~/domain/dates";
import type { Cents } from "~/domain/money";
import { CONSUMER_WITHDRAWAL_DAYS, SEPA_REFUND_WEEKS } from "~/domain/pricing/constants";
import { formatViewDate } from "~/i18n/format";
import { formatCents } from "~/i18n/currency";
import {
  entitledStep,
  isDiscountStep,
  mandateReference,
  priceBreakdown,
  type PriceBreakdown,
  type StepSource,
} from "~/domain/pricing/prices";
import type { PaymentAnswer, PlanAnswer } from "~/domain/pricing/wizard";
import { pricingCheckoutSchema, type PricingAddressInput } from "~/domain/validation/pricing";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import {
  coupons,
  payments,
  priceGuaranteePlans,
  pricingPlans,
  trackingEvents,
  type Payment,
  type PricingPlan,
  type Provision,
} from "../../db/schema";
import { COUPON_LIMIT } from "../../identity/policy";
import { recordAttempt } from "../../identity/limits";
import {
  actsForCustomer,
  changeProvision,
  refuseFrozen,
  readProvision,
  type ProvisionActor,
  type WriteOptions,
} from "../provisions";
import { decryptIban, encryptIban, ibanKey } from "./iban-crypto";
import { paypalSettings, verifySubscription, type PaypalConfig } from "./paypal";
import { orderConfirmationMail } from "../../mail/billing-templates";
import { enqueueMail, mailOwner, mailRecipient } from "../../mail/outbox";

export interface PricingCatalog {
  plans: PricingPlan[];
  /** Discount steps of price_guarantee_plans, in their order, and the default one. */
  steps: { discountPercent: number; name: string }[];
  defaultStep: number;
}

/** The active plans and the price-guarantee steps (seeded tables pricing_plans, price_guarantee_plans). */
export async function loadPricingCatalog(db: Db): Promise<PricingCatalog> {
  const [plans, steps] = await Promise.all([
    db.select().from(pricingPlans).where(eq(pricingPlans.active, true)).orderBy(asc(pricingPlans.id)),
    db.select().from(priceGuaranteePlans).orderBy(asc(priceGuaranteePlans.sort)),
  ]);
  return {
    plans,
    steps: steps.map(({ discountPercent, name }) => ({ discountPercent, name })),
    defaultStep: steps.find((s) => s.isDefault)?.discountPercent ?? 0,
  };
}

/** The provision's fields that decide its price-guarantee step (decision 0035) and its coupon. */
export type StepHolder = Pick<
  Provision,
  "id" | "couponCode" | "couponDiscount" | "financePartner" | "grantedStep"
>;

/** The coupon applied to a provision, what it discounts, and why it no longer counts (null: it counts). */
export interface AppliedCoupon {
  code: string;
  kind: CouponKind;
  percent: number;
  step: number | null;
  /** Expired, used up, switched off, already booked with …: then it gives nothing (decision 0073). */
  refusal: CouponRefusal | null;
}

/**
 * The provision's applied coupon as it stands at `now`: a coupon that ended, ran out or was booked with before
 * (a plan that ended) still shows, with its refusal, and gives nothing; it never blocks a booking.
 */
export async function appliedCoupon(
  db: Db,
  provision: Pick<StepHolder, "id" | "couponCode" | "couponDiscount">,
  now: Date,
): Promise<AppliedCoupon | null> {
  if (!provision.couponCode) return null;
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, provision.couponCode)).limit(1);
  if (!coupon) return null;
  return {
    code: coupon.code,
    kind: coupon.kind,
    percent: provision.couponDiscount ?? 0,
    step: coupon.guaranteeStep,
    refusal: couponRefusal(coupon, now, await couponUse(db, coupon.code, provision.id)),
  };
}

/** What a coupon takes off the yearly tariff: a usable plan coupon's percentage, else 0. */
const planCouponPercent = (coupon: AppliedCoupon | null) =>
  coupon && coupon.refusal === null ? couponPercentFor("plan", coupon) : 0;

/**
 * The price-guarantee step this provision is entitled to and where it comes from (decisions 0031, 0035): the
 * partner variant, a step customer care granted, or the applied coupon's step while the coupon is usable; the
 * highest applies, else the default step. Never the customer's choice, never a value from a form.
 */
export async function entitlement(
  db: Db,
  provision: StepHolder,
  now: Date,
  coupon?: AppliedCoupon | null,
): Promise<{ step: number; source: StepSource }> {
  const [defaults, applied] = await Promise.all([
    db
      .select({ discountPercent: priceGuaranteePlans.discountPercent })
      .from(priceGuaranteePlans)
      .where(eq(priceGuaranteePlans.isDefault, true))
      .limit(1),
    coupon === undefined ? appliedCoupon(db, provision, now) : Promise.resolve(coupon),
  ]);
  return entitledStep(
    {
      financePartner: provision.financePartner,
      grantedStep: provision.grantedStep,
      couponStep: applied?.refusal === null ? applied.step : null,
    },
    defaults[0]?.discountPercent ?? 0,
  );
}

/**
 * The prices of a plan answer for this provision at `now`: the plan, the guarantee step it is entitled to
 * (`entitlement`), and the breakdown with a usable plan coupon (an offer coupon or an unusable one takes nothing
 * off the tariff). Null when the plan is gone. The plan step, the summary and the activation all use this.
 */
export async function quote(
  db: Db,
  answer: PlanAnswer,
  provision: StepHolder,
  now: Date,
): Promise<{
  plan: PricingPlan;
  step: number;
  source: StepSource;
  prices: PriceBreakdown;
  coupon: AppliedCoupon | null;
} | null> {
  const coupon = await appliedCoupon(db, provision, now);
  const [plan, { step, source }] = await Promise.all([
    findPlan(db, answer.plan),
    entitlement(db, provision, now, coupon),
  ]);
  if (!plan) return null;
  const prices = priceBreakdown({
    planCents: plan.priceCents,
    withGuarantee: answer.priceGuarantee,
    guaranteeDiscount: step,
    couponPercent: planCouponPercent(coupon),
  });
  return { plan, step, source, prices, coupon };
}

/**
 * Customer care grants the held customer one of the operator's price-guarantee steps, with a reason (decision
 * 0035). Only staff acting on a customer's provision may; the customer never can ("forbidden", 403). A step
 * that is not one of the table's, or a missing reason, is "malformedFormData" (400), nothing stored. The
 * change is audited (action "pricing.grant-step", with the step before and after and the reason) and so shows
 * in the customer's care log as a change. A paid plan keeps its price: the step counts for the next booking.
 */
export async function grantDiscountStep(
  db: Db,
  actor: ProvisionActor,
  input: { step: number; reason: string },
  { expectedVersion, ip }: WriteOptions = {},
): Promise<Provision> {
  if (!actor.isStaff) throw new ServiceError("forbidden", { detail: "only customer care grants a step" });
  const reason = input.reason.trim();
  if (!isDiscountStep(input.step) || reason.length === 0 || reason.length > 500) {
    throw new ServiceError("malformedFormData", { status: 400, detail: "discount step or reason invalid" });
  }
  const before = await readProvision(db, actor, { ip, audit: false });
  if (!actsForCustomer(actor, before)) {
    throw new ServiceError("forbidden", { detail: "staff cannot grant their own provision a step" });
  }
  return changeProvision(
    db,
    actor,
    {
      action: "pricing.grant-step",
      expectedVersion,
      detail: { from: before.grantedStep, step: input.step, reason },
      ip,
      refuseUnchanged: true,
    },
    () => ({ grantedStep: input.step }),
  );
}

/** The active plan with this id, or undefined (unknown or inactive ids are refused by the caller). */
export async function findPlan(db: Db, id: string): Promise<PricingPlan | undefined> {
  const [plan] = await db
    .select()
    .from(pricingPlans)
    .where(and(eq(pricingPlans.id, id), eq(pricingPlans.active, true)));
  return plan;
}

/**
 * PUT /provisions/{id}/coupon: an unknown or inactive code → ServiceError "couponInvalid" (404, on the field
 * couponCode); an expired, not yet valid, used-up or already used one → its own code of `COUPON_REFUSAL_CODES`
 * (404, same field); nothing stored. A valid one is stored on the acting provision with its percent.
 * More than COUPON_LIMIT tries → "LimitExceededException" (429), nothing looked up.
 */
export async function applyCoupon(
  db: Db,
  actor: ProvisionActor,
  input: { couponCode: string },
  { expectedVersion, ip, now }: WriteOptions & { now: Date },
): Promise<Provision> {
  const code = input.couponCode.trim().toUpperCase();
  // Guessing is limited like signing in: per account and per client address, counted before the look-up.
  await recordAttempt(db, COUPON_LIMIT, { email: `user:${actor.userId}`, ip: ip ?? "" }, now);
  return changeProvision(
    db,
    actor,
    { action: "pricing.coupon", expectedVersion, detail: { code }, ip },
    async (tx, p) => {
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code)).limit(1);
      if (!coupon) throw new ServiceError("couponInvalid", { field: "couponCode", detail: `coupon ${code}` });
      const refusal = couponRefusal(coupon, now, await couponUse(tx as unknown as Db, code, p.id));
      if (refusal) {
        // Expired, used up, already used by this customer …: the customer is told which (decision 0055).
        throw new ServiceError(COUPON_REFUSAL_CODES[refusal], {
          field: "couponCode",
          detail: `coupon ${code} ${refusal}`,
        });
      }
      return { couponCode: coupon.code, couponDiscount: coupon.discountPercent };
    },
  );
}

/**
 * Takes the applied coupon off the acting provision (the plans step's "Gutschein entfernen"), usable or not. The
 * form names the code the page showed: another code, or none applied, is "couponNotApplied" (400, on the field
 * couponCode), nothing stored.
 */
export async function removeCoupon(
  db: Db,
  actor: ProvisionActor,
  input: { couponCode: string },
  { expectedVersion, ip }: WriteOptions = {},
): Promise<Provision> {
  const code = input.couponCode.trim().toUpperCase();
  return changeProvision(
    db,
    actor,
    { action: "pricing.coupon-remove", expectedVersion, detail: { code }, ip },
    (_tx, p) => {
      if (!p.couponCode || p.couponCode !== code) {
        throw new ServiceError("couponNotApplied", {
          field: "couponCode",
          detail: `coupon ${code} not applied`,
        });
      }
      return { couponCode: null, couponDiscount: null };
    },
  );
}

export interface ActivationInput {
  plan: PlanAnswer;
  address: PricingAddressInput;
  payment: PaymentAnswer;
}

/** The options of `activatePlan`: version and address of the request, the configuration, the instant. */
export interface ActivationOptions extends WriteOptions {
  config: ActivationConfig;
  now: Date;
  /**
   * The yearly total the summary showed above the order button (compared only, never a price): when the
   * server's total differs, the activation refuses with "priceChanged" (409) and stores nothing.
   */
  shownTotal?: Cents | null;
}

/** Refuses when the total the page showed is not the one the server computes now (a coupon ended, …). */
export function refuseChangedPrice(shownTotal: Cents | null | undefined, total: Cents): void {
  if (shownTotal != null && shownTotal !== total) {
    throw new ServiceError("priceChanged", { detail: `page showed ${shownTotal}, server has ${total}` });
  }
}

export interface ActivationResult {
  provision: Provision;
  /** True when the provision was already paid: nothing was stored (a double submit, a second activation). */
  alreadyActive: boolean;
}

type ActivationConfig = Pick<Config, "KEY_ENCRYPTION_KEY" | "DATA_DIR"> &
  Pick<Config, "SEPA_CREDITOR_ID" | "operator" | "hotline"> &
  PaypalConfig;

/** The activate call's payload (IBAN without spaces), checked with the checkout schema. */
export function activationPayload(
  config: ActivationConfig,
  input: Pick<ActivationInput, "plan" | "address" | "payment">,
) {
  const { payment } = input;
  const iban = payment.paymentType === "sepa" ? decryptIban(ibanKey(config), payment.ibanEncrypted) : null;
  if (payment.paymentType === "sepa" && iban === null) {
    throw new ServiceError("malformedFormData", { detail: "IBAN of the draft cannot be decrypted" });
  }
  const parsed = pricingCheckoutSchema.safeParse({
    plan: input.plan.plan,
    ...input.address,
    paymentType: payment.paymentType,
    ...(payment.paymentType === "sepa"
      ? { iban: iban ?? "", bank: payment.bank, bic: payment.bic }
      : { paypalOrderID: payment.paypalOrderID, paypalSubscriptionID: payment.paypalSubscriptionID }),
  });
  if (!parsed.success) throw new ServiceError("malformedFormData", { detail: "activation payload invalid" });
  const { plan, ...rest } = parsed.data;
  return { paymentAcceptedPlan: plan, ...rest };
}

/**
 * PUT /provisions/{id}/activate. Verifies a PayPal id with PayPal first; then, in one transaction on the
 * locked provision: refuses when already paid (`alreadyActive`, nothing stored), stores the payment (IBAN
 * encrypted, last four in clear, mandate reference from the proposal id), sets paymentAcceptedAt,
 * paymentAcceptedPlan and the price guarantee, and writes the tracking event once (dedupe key
 * "activation:<provisionId>"). Any failure rolls everything back.
 */
export async function activatePlan(
  db: Db,
  actor: ProvisionActor,
  input: ActivationInput,
  options: ActivationOptions,
): Promise<ActivationResult> {
  const { config, ip, now } = options;
  const current = await readProvision(db, actor, { ip });
  // Before PayPal is asked: a frozen provision (decision 0063) books nothing (changeProvision refuses it too).
  refuseFrozen(current);
  if (isPaid(current)) return { provision: current, alreadyActive: true };
  const quoted = await quote(db, input.plan, current, now);
  if (!quoted) throw new ServiceError("notFound", { status: 400, field: "plan", detail: "unknown plan" });
  const { plan } = quoted;
  refuseChangedPrice(options.shownTotal, quoted.prices.total);
  const withGuarantee = input.plan.priceGuarantee;
  const payload = activationPayload(config, input);
  // PayPal: the subscription must pay for this provision at the price computed here (decision 0031).
  const paypalTotal = payload.paymentType === "paypal" ? quoted.prices.total : null;
  if (payload.paymentType === "paypal") {
    const settings = paypalSettings(config);
    if (!settings) throw new ServiceError("paypalFailed", { status: 400, detail: "PayPal not configured" });
    if (await paypalSubscriptionTaken(db, payload.paypalSubscriptionID)) {
      throw new ServiceError("paypalFailed", { status: 400, detail: "PayPal subscription already used" });
    }
    await verifySubscription(settings, {
      subscriptionId: payload.paypalSubscriptionID,
      provisionId: current.id,
      totalCents: paypalTotal!,
    });
  }
  const { operator } = config;
  try {
    const provision = await changeProvision(
      db,
      actor,
      {
        action: "pricing.activate",
        expectedVersion: options.expectedVersion,
        detail: { plan: plan.id, paymentType: payload.paymentType, withGuarantee, step: quoted.step },
        ip,
        now,
      },
      async (tx, p) => {
        if (isPaid(p)) throw new Rollback();
        // Under the lock, the coupon as it is now: one that ended, ran out or was booked with before gives
        // nothing and is taken off; the booking goes on without it (decision 0073). Locked, so the last use goes
        // to one booking.
        if (p.couponCode) {
          await tx
            .select({ code: coupons.code })
            .from(coupons)
            .where(eq(coupons.code, p.couponCode))
            .for("update");
        }
        const coupon = await appliedCoupon(tx as unknown as Db, p, now);
        const usable = coupon !== null && coupon.refusal === null;
        // An offer coupon this provision booked with before stays the offer's discount.
        const keep = usable || (coupon?.kind === "offer" && coupon.refusal === "alreadyUsed");
        const { step } = usable ? quoted : await entitlement(tx as unknown as Db, p, now, coupon);
        const prices = priceBreakdown({
          planCents: plan.priceCents,
          withGuarantee,
          guaranteeDiscount: step,
          couponPercent: planCouponPercent(coupon),
        });
        refuseChangedPrice(options.shownTotal, prices.total);
        if (paypalTotal !== null && prices.total !== paypalTotal) {
          // The coupon changed after PayPal was asked: that subscription is for another price.
          throw new ServiceError("paypalFailed", { status: 400, detail: "price changed after verification" });
        }
        const iban = payload.iban;
        const reference = iban ? mandateReference(p.proposalId ?? p.id) : null;
        const [payment] = await tx
          .insert(payments)
          .values({
            provisionId: p.id,
            pricingPlanId: plan.id,
            paymentType: payload.paymentType,
            billingAddress: {
              firstname: payload.firstname,
              lastname: payload.lastname,
              // The payment keeps the address it was booked with (decision 0108), in its record's own shape.
              address: payload.street,
              postalCode: payload.postalCode,
              city: payload.city,
            },
            ...(iban
              ? {
                  ibanEncrypted: encryptIban(ibanKey(config), iban),
                  ibanLast4: iban.slice(-4),
                  bank: payload.bank,
                  bic: payload.bic,
                  mandateReference: reference,
                }
              : {
                  paypalOrderId: payload.paypalOrderID ?? null,
                  paypalSubscriptionId: payload.paypalSubscriptionID ?? null,
                }),
            priceCents: prices.total,
            couponCode: usable ? coupon.code : null,
            discountPercent: planCouponPercent(coupon),
            priceGuaranteeDiscount: withGuarantee ? step : null,
            createdAt: now,
          })
          .returning({ id: payments.id });
        // § 312f BGB: the confirmation of the contract on a durable medium, queued with the order (decision
        // 0035). Keyed by the payment, so each booking stored gets exactly one.
        const orderedOn = calendarDateInGermany(now);
        const firstDebit = formatViewDate(bookingTerms(orderedOn, payload.paymentType).firstDebit);
        await enqueueMail(tx as unknown as Db, {
          ...orderConfirmationMail({
            ...mailRecipient(p),
            contractNumber: p.number,
            planName: plan.name,
            withGuarantee,
            step,
            amount: formatCents(prices.total),
            orderedOn: formatViewDate(orderedOn),
            paymentType: payload.paymentType,
            firstDebit,
            mandate: reference
              ? {
                  reference,
                  creditorId: config.SEPA_CREDITOR_ID,
                  creditor: operator.name,
                  ibanLast4: iban ? iban.slice(-4) : null,
                }
              : null,
            operator: mailOperator(operator),
            withdrawalDays: CONSUMER_WITHDRAWAL_DAYS,
            refundWeeks: SEPA_REFUND_WEEKS,
            hotline: config.hotline,
            dedupeKey: `order-confirmation:${payment!.id}`,
          }),
          owner: mailOwner(p),
        });
        await tx
          .insert(trackingEvents)
          .values({
            name: "activation",
            provisionId: p.id,
            userId: p.userId,
            data: { plan: plan.id, paymentType: payload.paymentType, priceCents: prices.total },
            dedupeKey: `activation:${p.id}`,
          })
          .onConflictDoNothing();
        return {
          paymentAcceptedAt: now,
          paymentAcceptedPlan: plan.id,
          paymentPriceGuarantee: withGuarantee ? step : null,
          priceGuaranteeBookedAt: withGuarantee ? now : null,
          ...(keep ? {} : { couponCode: null, couponDiscount: null }),
        };
      },
    );
    return { provision, alreadyActive: false };
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Another provision activated with this subscription at the same moment (unique index).
      throw new ServiceError("paypalFailed", { status: 400, detail: "PayPal subscription already used" });
    }
    const stale = error instanceof ServiceError && error.code === "staleVersion";
    if (!(error instanceof Rollback) && !stale) throw error;
    // A double submit: the first request activated, this one finds the provision paid. Nothing stored.
    const provision = await readProvision(db, actor, { ip, audit: false });
    if (isPaid(provision)) return { provision, alreadyActive: true };
    throw error;
  }
}

/** The operator as the order mails name it (withdrawal instructions and model form). */
export const mailOperator = (operator: Config["operator"]) => ({
  name: operator.name,
  address: operator.address.join(", "),
  phone: operator.phone,
  email: operator.email,
});

/** How often a coupon was booked with (distinct customers) and whether this provision did so before. */
async function couponUse(db: Db, code: string, provisionId: string) {
  const [row] = await db
    .select({
      uses: countDistinct(payments.provisionId),
      mine: sql<boolean>`coalesce(bool_or(${payments.provisionId} = ${provisionId}), false)`,
    })
    .from(payments)
    .where(eq(payments.couponCode, code));
  return { uses: Number(row?.uses ?? 0), usedByCustomer: Boolean(row?.mine) };
}

/** Whether a payment (of any provision, ended or not) already holds this PayPal subscription. */
export async function paypalSubscriptionTaken(db: Db, subscriptionId: string | undefined): Promise<boolean> {
  if (!subscriptionId) return false;
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.paypalSubscriptionId, subscriptionId))
    .limit(1);
  return row !== undefined;
}

/** PostgreSQL's unique_violation (23505), as pg and PGlite report it (Drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 3; depth += 1) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The first payment (the plan's order: its date starts the billing calendar) or the latest one (the yearly amount
 * debited now, decision 0079) of the acting provision.
 */
export async function paymentOf(
  db: Db,
  provision: Pick<Provision, "id">,
  which: "first" | "latest",
): Promise<Payment | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.provisionId, provision.id))
    .orderBy(which === "first" ? asc(payments.createdAt) : desc(payments.createdAt))
    .limit(1);
  return payment;
}

/** The latest payment of the acting provision (the yearly amount now; the documents' plan confirmation). */
export const latestPayment = (db: Db, provision: Pick<Provision, "id">) => paymentOf(db, provision, "latest");
