/**
 * Figures and enumerations of the finance area: future cost, insurance ages and sums, the burial-fund tariff.
 */

export const TRUST_ACCOUNT_FEE_CENTS = 9900;
/**
 * Cost limit of the HDH application: the burial-fund (HDH) tariff
 * and its application insure at most this sum (decision 0034).
 */
export const HDH_COST_LIMIT_CENTS = 800_000;

export const INFLATION_RATE = 0.02;
export const DEFAULT_YEARS_TO_LIVE = 50;
export const TIME_TO_LIVE_ROUND = 5;

export const INSURANCE_AGE = {
  min: 18,
  monthlyMaxStartAge: 65,
  tariffLimit: 98,
  oneTimeLimit: 100,
  partnerMonthlyMax: 85,
  partnerConsultingFrom: 80,
} as const;
export const INSURANCE_MONTHLY_PAYMENT_YEARS = 10;
/** The insurance document call sends only the first characters of the provision id. */
export const INSURANCE_DOCUMENT_PROVISION_ID_LENGTH = 8;

/**
 * Insurance sum limits, integer cents (the figures are decision 0012). A requested sum below the minimum is
 * raised (sumStatus increased), above the maximum lowered (decreased).
 */
export const INSURANCE_SUM_LIMITS_CENTS = { minimum: 100_000, maximum: 2_000_000 } as const;
/** The burial-fund (HDH) tariff: the general minimum, at most the HDH cost limit. */
export const BURIAL_FUND_SUM_LIMITS_CENTS = {
  minimum: INSURANCE_SUM_LIMITS_CENTS.minimum,
  maximum: HDH_COST_LIMIT_CENTS,
} as const;

export const FINANCIAL_PROVISION_TYPES = ["ALREADY_PAID", "PAY_BY_MYSELF", "PAY_BY_FAMILY"] as const;
export type FinancialProvisionType = (typeof FINANCIAL_PROVISION_TYPES)[number];
/** Most additional cost rows the cost form offers (fixed rows, so it works without JavaScript). */
export const ADDITIONAL_COST_ROWS = 3;

/** Kinds of an existing insurance (labels in the catalogue). */
export const EXISTING_INSURANCE_TYPES = [
  "Sterbegeldversicherung",
  "Treuhandkonto",
  "Sterbekasse",
  "Lebensversicherung",
  "Sonstiges",
] as const;

export const INSURANCE_PAYMENT_TYPES = ["onetime", "monthly"] as const;
export type InsurancePaymentType = (typeof INSURANCE_PAYMENT_TYPES)[number];
export const PARTNER_PAYMENT_TYPES = ["oneTime", "monthly", "consulting"] as const;
export type PartnerPaymentType = (typeof PARTNER_PAYMENT_TYPES)[number];
export const CALLBACK_TIMES = ["asap", "morning", "lunchtime", "afternoon", "evening"] as const;
export type CallbackTime = (typeof CALLBACK_TIMES)[number];
export const SUM_STATUSES = ["normal", "increased", "decreased"] as const;
export type SumStatus = (typeof SUM_STATUSES)[number];

/** Marker value of the finance-partner variant (provision field or URL parameter fp). */
export const FINANCE_PARTNER_WW = "ww";
