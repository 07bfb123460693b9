/**
 * Business constants of the Vorsorgeportal (spec 000 §9 and 001 §9).
 * Money is always integer cents; rates and factors are plain numbers.
 */

// ---------------------------------------------------------------------------
// Locale, formats, e-mail domain
// ---------------------------------------------------------------------------

export const LOCALE = "de-DE";
export const CURRENCY = "EUR";
/** Time zone in which "today" and calendar dates of timestamps are taken. */
export const TIME_ZONE = "Europe/Berlin";

/** date-fns patterns: view DD.MM.YYYY, API YYYY.MM.DD, PDF DD-MM-YY. */
export const DATE_FORMAT_VIEW = "dd.MM.yyyy";
export const DATE_FORMAT_API = "yyyy.MM.dd";
export const DATE_FORMAT_PDF = "dd-MM-yy";

/** The product's own e-mail domain (own-domain addresses follow special rules). */
export const OWN_EMAIL_DOMAIN = "vorsorgeportal.de";

// ---------------------------------------------------------------------------
// Timing and limits
// ---------------------------------------------------------------------------

export const API_TIMEOUT_MS = 60_000;

export const PASSWORD_MIN_LENGTH = 6;
/** Staff accounts reach every customer's data: their passwords need more (decision 0028). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** Upper bound so nobody can make us hash megabytes (spec silent). */
export const PASSWORD_MAX_LENGTH = 128;

export const TRUSTED_PERSON_POSTAL_CODE_MAX_LENGTH = 20;

/** Earliest accepted birth date (ISO calendar date) and the minimum age. */
export const BIRTH_DATE_MIN = "1920-01-01";
export const MIN_AGE_YEARS = 18;

export const GRAVE_TYPE_NOTE_MAX_LENGTH = 500;
export const WISH_TEXT_MAX_LENGTH = 500;
/** Free-text notes (financial note, trusted-person note): same limit as the grave type note. */
export const NOTE_MAX_LENGTH = 500;
export const WISH_TEXTAREA = { cols: 60, rows: 8 } as const;

export const AFFILIATE_SOURCE_MAX_LENGTH = 255;
export const TRIAL_DAYS = 28;
export const CONSENT_COOKIE_DAYS = 365;
export const OFFER_OUTDATED_AFTER_MONTHS = 6;

export const REGISTRATION_ANIMATION = { durationMs: 1500, delayMs: 700 } as const;

/**
 * Estimated minutes shown on the wizards' intro pages (spec 001 §9 "5, 9 and 3 minutes (intro 9)";
 * decision 0034): wishes funnel 5, burial-fund tariff wizard 9, insurance (provision type) wizard 3.
 */
export const ESTIMATED_MINUTES = { wishes: 5, tariff: 9, insurance: 3 } as const;

export const SEPA_REFUND_WEEKS = 8;
export const CONSUMER_WITHDRAWAL_DAYS = 14;

// ---------------------------------------------------------------------------
// Prices (integer cents) and price factors
// ---------------------------------------------------------------------------

/** VAT factor on products, services, extras and funeral-site fees. */
export const GROSS_FACTOR = 1.19;
/** Reduced VAT factor for flowers. */
export const FLOWER_GROSS_FACTOR = 1.07;

export const LETTER_PRICE_CENTS = 150;
/** Base plan: 18 € per year, billed annually in advance. */
export const BASE_PLAN_PRICE_CENTS_PER_YEAR = 1800;
export const PRICE_GUARANTEE_PRICE_CENTS_PER_YEAR = 1800;
export const TRUST_ACCOUNT_FEE_CENTS = 9900;
/**
 * Cost limit of the HDH application (spec 000 §9 "its cost limit 8000"): the burial-fund (HDH) tariff
 * and its application insure at most this sum (decision 0034).
 */
export const HDH_COST_LIMIT_CENTS = 800_000;

/** Discount percentages of the price-guarantee plans (default 0). */
export const PRICE_GUARANTEE_DISCOUNTS = [0, 10, 20, 25, 50] as const;
export const PARTNER_DISCOUNT_PERCENT = 25;

// ---------------------------------------------------------------------------
// Future cost and insurance
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Insurance sum limits (spec 001 §8 names a minimum and a maximum but no
// figures; decision 0012). Integer cents.
// ---------------------------------------------------------------------------

/** A requested sum below the minimum is raised (sumStatus increased), above the maximum lowered (decreased). */
export const INSURANCE_SUM_LIMITS_CENTS = { minimum: 100_000, maximum: 2_000_000 } as const;
/** The burial-fund (HDH) tariff: the general minimum, at most the HDH cost limit. */
export const BURIAL_FUND_SUM_LIMITS_CENTS = {
  minimum: INSURANCE_SUM_LIMITS_CENTS.minimum,
  maximum: HDH_COST_LIMIT_CENTS,
} as const;

// ---------------------------------------------------------------------------
// Contact and ratings
// ---------------------------------------------------------------------------

/**
 * The customer hotline as configured (HOTLINE_NUMBER, HOTLINE_HOURS; see app/.server/config.ts):
 * the one value the footer, the mails and the legal pages show.
 */
export interface Hotline {
  /** As displayed, e.g. "0800 123 45 67". */
  number: string;
  /** Opening hours as displayed, e.g. "Mo–Fr 8:00–18:00 Uhr". */
  hours: string;
}
/** Default opening hours: phone line Monday to Friday 8:00 to 18:00 (spec 001 §9). */
export const HOTLINE_HOURS = { weekdays: "Mo–Fr", from: "8:00", to: "18:00" } as const;

// ---------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------

export const FUNERAL_TYPES = ["burial", "cremation", "sea", "tree"] as const;
export type FuneralType = (typeof FUNERAL_TYPES)[number];

export const FUNERAL_PLANS = ["basic", "high", "premium"] as const;
export type FuneralPlan = (typeof FUNERAL_PLANS)[number];

export const PRODUCT_CATEGORIES = ["card", "coffin", "flower", "notice", "urn", "grave_goods"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Display order of product categories (ascending). */
export const PRODUCT_CATEGORY_ORDER: Readonly<Record<ProductCategory, number>> = {
  flower: 1,
  grave_goods: 2,
  card: 3,
  notice: 4,
  urn: 5,
  coffin: 6,
};

/** Default product categories per plan. */
export const DEFAULT_CATEGORIES_BY_PLAN: Readonly<Record<FuneralPlan, readonly ProductCategory[]>> = {
  basic: ["coffin", "urn"],
  high: ["coffin", "urn", "flower"],
  premium: ["coffin", "urn", "flower", "card", "notice"],
};

/** Interleaving of lists on the offer page: services split at 3, products at 1. */
export const SERVICE_LIST_SPLIT = 3;
export const PRODUCT_LIST_SPLIT = 1;

/**
 * Grave type codes (spec 000 §3): cremation NW; sea SU for basic and SB for
 * high and premium; tree BBG; burial empty.
 */
export function graveTypeCode(funeralType: FuneralType, plan: FuneralPlan): string {
  switch (funeralType) {
    case "cremation":
      return "NW";
    case "sea":
      return plan === "basic" ? "SU" : "SB";
    case "tree":
      return "BBG";
    case "burial":
      return "";
  }
}

export const SALUTATIONS = ["sir", "madame"] as const;
export type Salutation = (typeof SALUTATIONS)[number];

export const PROVISION_STATES = ["customized", "accepted"] as const;
export type ProvisionState = (typeof PROVISION_STATES)[number];

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

export const PRICING_PAYMENT_TYPES = ["sepa", "paypal"] as const;

/** Marker value of the finance-partner variant (provision field or URL parameter fp). */
export const FINANCE_PARTNER_WW = "ww";

// ---------------------------------------------------------------------------
// Letters
// ---------------------------------------------------------------------------

export const LETTER_SHIPPING_GENERIC = ["EXACT_DATE", "AFTER_FUNERAL", "YEAR_AFTER_FUNERAL"] as const;
export type LetterShippingGeneric = (typeof LETTER_SHIPPING_GENERIC)[number];

/**
 * Year choice of an exact shipping date: the next time the day comes after the
 * funeral, or a specific year (then exactYear is required). Spec names only
 * EXACT_DATE; NEXT_OCCURRENCE is our decision.
 */
export const LETTER_SHIPPING_YEARS = ["NEXT_OCCURRENCE", "EXACT_DATE"] as const;
export type LetterShippingYear = (typeof LETTER_SHIPPING_YEARS)[number];
/** How far ahead an exact shipping year may lie. */
export const LETTER_MAX_YEARS_AHEAD = 100;

/** Four handwriting fonts; the first is the default. */
export const LETTER_FONTS = ["caveat", "dancing-script", "indie-flower", "homemade-apple"] as const;
export type LetterFont = (typeof LETTER_FONTS)[number];
export const LETTER_FONT_SIZES = [18, 24, 32] as const;
export type LetterFontSize = (typeof LETTER_FONT_SIZES)[number];
/** Seven ink colours; black is the default. */
export const LETTER_COLORS = ["black", "anthracite", "blue", "navy", "green", "bordeaux", "brown"] as const;
export type LetterColor = (typeof LETTER_COLORS)[number];
export const LETTER_DEFAULT_STYLE = {
  color: "black",
  fontSize: 24,
  fontFamily: "caveat",
} as const satisfies { color: LetterColor; fontSize: LetterFontSize; fontFamily: LetterFont };
/** Letter text limit (spec silent): about two handwritten pages. */
export const LETTER_TEXT_MAX_LENGTH = 5000;

/** The § 312k cancellation form (app/domain/validation/billing.ts): its kinds and the reason's length. */
export const CANCELLATION_KINDS = ["ordinary", "extraordinary"] as const;
export const CANCELLATION_REASON_MAX_LENGTH = 1000;
