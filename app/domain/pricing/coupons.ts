/**
 * When a coupon may be used (decision 0031): active, within its validity window, not used up, and not used by
 * this customer before. "Used" means a booking (payment) was made with it. Anything else gets the spec's
 * invalid-coupon message; which of the reasons applies is not told.
 */
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

/** Valid at `now`, not used up, and not used by this customer before. */
export function couponUsable(coupon: CouponTerms, now: Date, use: CouponUse): boolean {
  if (!couponValidAt(coupon, now) || use.usedByCustomer) return false;
  return coupon.maxUses === null || use.uses < coupon.maxUses;
}
