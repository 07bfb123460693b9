/**
 * When a coupon may be used (decision 0031): active, within its validity window, not used up, and not used by
 * this customer before. "Used" means a booking (payment) was made with it. An unknown or inactive code gets the
 * spec's invalid-coupon message; an expired, not yet valid, used-up or already used one says so (decision 0055:
 * it tells a guesser nothing a valid code would not, and guessing is rate-limited).
 */
/**
 * What a coupon's percentage is taken off (decision 0073): "plan" the yearly Vorsorgeplan tariff (plan price and
 * price guarantee), "offer" the funeral offer's own prices. A plan coupon never lowers the offer, the cost
 * estimate or the funding gap; an offer coupon never lowers the tariff; neither ever lowers a fee the portal
 * does not charge (the cemetery's site fee).
 */
export const COUPON_KINDS = ["plan", "offer"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** The percentage a coupon of `kind` takes off the tariff ("plan") or the offer ("offer"); 0 for the other. */
export function couponPercentFor(
  target: CouponKind,
  coupon: { kind: CouponKind | null | undefined; percent: number | null | undefined } | null | undefined,
): number {
  if (!coupon || (coupon.kind ?? "plan") !== target) return 0;
  return coupon.percent ?? 0;
}

export interface CouponTerms {
  active: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
}

export interface CouponUse {
  /** Bookings made with the code so far (all customers). */
  uses: number;
  /** Whether this customer booked with it before. */
  usedByCustomer: boolean;
}

/** Active and within its window at `now` (both ends inclusive). */
export function couponValidAt(coupon: CouponTerms, now: Date): boolean {
  if (!coupon.active) return false;
  if (coupon.validFrom && now < coupon.validFrom) return false;
  return !(coupon.validUntil && now > coupon.validUntil);
}

/** Why a known coupon may not be used at `now`, or null when it may. */
export type CouponRefusal = "inactive" | "notYetValid" | "expired" | "usedUp" | "alreadyUsed";

export function couponRefusal(coupon: CouponTerms, now: Date, use: CouponUse): CouponRefusal | null {
  if (!coupon.active) return "inactive";
  if (coupon.validFrom && now < coupon.validFrom) return "notYetValid";
  if (coupon.validUntil && now > coupon.validUntil) return "expired";
  if (use.usedByCustomer) return "alreadyUsed";
  if (coupon.maxUses !== null && use.uses >= coupon.maxUses) return "usedUp";
  return null;
}

/** Valid at `now`, not used up, and not used by this customer before. */
export function couponUsable(coupon: CouponTerms, now: Date, use: CouponUse): boolean {
  return couponRefusal(coupon, now, use) === null;
}

/** The error code a refusal is answered with (each has its German message in the errors catalogue). */
export const COUPON_REFUSAL_CODES = {
  inactive: "couponInvalid",
  notYetValid: "couponNotYetValid",
  expired: "couponExpired",
  usedUp: "couponUsedUp",
  alreadyUsed: "couponAlreadyUsed",
} as const satisfies Record<CouponRefusal, string>;

/** Every code a coupon may be refused with, unknown codes included. */
export const COUPON_ERROR_CODES = [
  "couponInvalid",
  "couponNotYetValid",
  "couponExpired",
  "couponUsedUp",
  "couponAlreadyUsed",
] as const;
