/**
 * Figures and enumerations of the plan, its prices, payment and cancellation (pricing and billing areas).
 * Money is integer cents.
 */

export const SEPA_REFUND_WEEKS = 8;
export const CONSUMER_WITHDRAWAL_DAYS = 14;
/** Base plan: 18 € per year, billed annually in advance. */
export const BASE_PLAN_PRICE_CENTS_PER_YEAR = 1800;
export const PRICE_GUARANTEE_PRICE_CENTS_PER_YEAR = 1800;

/** Discount percentages of the price-guarantee plans (default 0). */
export const PRICE_GUARANTEE_DISCOUNTS = [0, 10, 20, 25, 50] as const;
export const PARTNER_DISCOUNT_PERCENT = 25;

export const PRICING_PAYMENT_TYPES = ["sepa", "paypal"] as const;

/** The § 312k cancellation form (app/domain/validation/billing.ts): its kinds and the reason's length. */
export const CANCELLATION_KINDS = ["ordinary", "extraordinary"] as const;
export const CANCELLATION_REASON_MAX_LENGTH = 1000;
