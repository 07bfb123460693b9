/**
 * Pure price rules of pricing and payment:
 * the yearly amount of a booking is the plan price plus the price guarantee, whose price is reduced by the
 * chosen discount step; a coupon then reduces that total once (decision 0014: one discount on the total).
 */
import {
  PARTNER_DISCOUNT_PERCENT,
  PRICE_GUARANTEE_DISCOUNTS,
  PRICE_GUARANTEE_PRICE_CENTS_PER_YEAR,
} from "./constants";
import { cents, discounted, sum, type Cents } from "../money";

export interface PriceInput {
  /** The plan's price per period (pricing_plans.price_cents). */
  planCents: Cents;
  /** Whether the price guarantee is booked with the plan (it is optional). */
  withGuarantee: boolean;
  /** The customer's price-guarantee step (discount percent on the guarantee: 0, 10, 20, 25 or 50). */
  guaranteeDiscount: number;
  /** The coupon's discount percent, 0 without a coupon. */
  couponPercent: number;
}

export interface PriceBreakdown {
  plan: Cents;
  /** The price guarantee after its discount step; 0 without the guarantee. */
  guarantee: Cents;
  /** plan + guarantee, before the coupon. */
  subtotal: Cents;
  /** What the coupon takes off the subtotal (0 without one). */
  couponDiscount: Cents;
  /** The amount debited per period. */
  total: Cents;
}

/** The breakdown the plan step, the summary and the activation all use (one calculation). */
export function priceBreakdown({
  planCents: plan,
  withGuarantee,
  guaranteeDiscount,
  couponPercent,
}: PriceInput): PriceBreakdown {
  const guarantee = withGuarantee
    ? discounted(cents(PRICE_GUARANTEE_PRICE_CENTS_PER_YEAR), guaranteeDiscount)
    : cents(0);
  const subtotal = sum([plan, guarantee]);
  const total = discounted(subtotal, couponPercent);
  return { plan, guarantee, subtotal, couponDiscount: cents(subtotal - total), total };
}

/**
 * The price guarantee booked after the plan was paid without it (decision 0079): the guarantee after the step,
 * what it adds to the yearly amount (with the plan coupon the plan was booked with, as every later debit takes
 * it off), and the yearly amount from its first charge on: what is paid today plus that. The guarantee page, the
 * booking, its mail and the pre-notification all use this one calculation.
 */
export function laterGuarantee({
  paidYearly,
  planCents,
  step,
  couponPercent,
}: {
  /** The yearly amount debited today (the latest payment's amount). */
  paidYearly: Cents;
  planCents: Cents;
  step: number;
  couponPercent: number;
}): { guarantee: Cents; added: Cents; total: Cents } {
  const input = { planCents, guaranteeDiscount: step, couponPercent };
  const withIt = priceBreakdown({ ...input, withGuarantee: true });
  const without = priceBreakdown({ ...input, withGuarantee: false });
  const added = cents(withIt.total - without.total);
  return { guarantee: withIt.guarantee, added, total: cents(paidYearly + added) };
}

/** Whether a provision is of the finance-partner variant (provision field financePartner "ww"). */
export const isPartner = (financePartner: string | null | undefined) => financePartner === "ww";

/** Whether a value is one of the operator's price-guarantee discount steps (0, 10, 20, 25, 50). */
export function isDiscountStep(value: unknown): value is number {
  return typeof value === "number" && (PRICE_GUARANTEE_DISCOUNTS as readonly number[]).includes(value);
}

/** What may entitle a customer to a price-guarantee step (decisions 0031, 0035). */
export interface StepEntitlements {
  financePartner: string | null | undefined;
  /** The step customer care granted (provisions.granted_step), null when none. */
  grantedStep: number | null | undefined;
  /** The step of the applied coupon (coupons.guarantee_step), null when the coupon carries none. */
  couponStep: number | null | undefined;
}

export type StepSource = "default" | "partner" | "staff" | "coupon";

/**
 * The price-guarantee step a customer is entitled to: it is never the customer's choice. The partner variant
 * gives 25 %, customer care may grant a step, a coupon may carry one; the highest of these applies (the one
 * that protects the customer), else the table's default step (0). Only the operator's steps count.
 */
export function entitledStep(
  entitlements: StepEntitlements,
  defaultDiscount: number,
): { step: number; source: StepSource } {
  const candidates: [number | null | undefined, StepSource][] = [
    [isPartner(entitlements.financePartner) ? PARTNER_DISCOUNT_PERCENT : null, "partner"],
    [entitlements.grantedStep, "staff"],
    [entitlements.couponStep, "coupon"],
  ];
  let best: { step: number; source: StepSource } = { step: defaultDiscount, source: "default" };
  for (const [step, source] of candidates) {
    if (isDiscountStep(step) && step > best.step) best = { step, source };
  }
  return best;
}

/**
 * SEPA mandate reference from the proposal id:
 * "VP-" and the 32 hex digits upper-cased: 35 characters, the SEPA maximum, only characters SEPA allows.
 */
export function mandateReference(proposalId: string): string {
  return `VP-${proposalId.replace(/-/g, "").toUpperCase()}`.slice(0, 35);
}

/**
 * "DE89370400440532013000" → "•••• •••• •••• •••• 3000": the stored IBAN wherever it is shown afterwards (summary,
 * confirmation, payment step, mails, PDF, data export), in groups of four like a typed IBAN (seed 001 §5).
 */
export function maskedIban(last4: string): string {
  return `•••• •••• •••• •••• ${last4}`;
}

export type PricingState = "booked" | "discount" | "bookable";

/**
 * The price-guarantee page: booked → message with the date; a discount (coupon, partner or step)
 * without a guarantee → the discount notice; otherwise bookable.
 */
export function priceGuaranteeState(p: {
  paymentPriceGuarantee: number | null;
  priceGuaranteeBookedAt: Date | null;
  couponDiscount: number | null;
  financePartner: string | null;
  /** A step granted by customer care or carried by the coupon (decision 0035). */
  grantedStep?: number | null;
  couponStep?: number | null;
}): PricingState {
  if (p.paymentPriceGuarantee !== null && p.priceGuaranteeBookedAt !== null) return "booked";
  if ((p.couponDiscount ?? 0) > 0 || isPartner(p.financePartner)) return "discount";
  if ((p.grantedStep ?? 0) > 0 || (p.couponStep ?? 0) > 0) return "discount";
  return "bookable";
}
