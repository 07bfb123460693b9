/**
 * Figures and enumerations shared by several areas: locale and formats, limits of shared fields, the
 * hotline, funeral types and plans. An area's own figures live beside its rules (`app/domain/<area>/constants.ts`).
 * Money is always integer cents; rates and factors are plain numbers.
 */

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

export const API_TIMEOUT_MS = 60_000;

export const PASSWORD_MIN_LENGTH = 6;
/** Staff accounts reach every customer's data: their passwords need more (decision 0028). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** Upper bound so nobody can make us hash megabytes (spec silent). */
export const PASSWORD_MAX_LENGTH = 128;
/** Passkeys one customer account may hold (decision 0094): a phone, a computer, a key and spares. */
export const PASSKEYS_PER_ACCOUNT = 10;
/** The longest name a customer may give a passkey ("Handy", "Laptop im Büro"). */
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** The longest WebAuthn answer the portal reads (an attestation "none" answer is about 1 KB). */
export const PASSKEY_RESPONSE_MAX_LENGTH = 16_000;

/** Earliest accepted birth date (ISO calendar date) and the minimum age. */
export const BIRTH_DATE_MIN = "1920-01-01";
export const MIN_AGE_YEARS = 18;
/** Free-text notes (financial note, trusted-person note): same limit as the grave type note. */
export const NOTE_MAX_LENGTH = 500;
export const CONSENT_COOKIE_DAYS = 365;

/**
 * Estimated minutes shown on the wizards' intro pages (decision 0034): wishes funnel 5, burial-fund tariff wizard 9, insurance (provision type) wizard 3.
 */
export const ESTIMATED_MINUTES = { wishes: 5, tariff: 9, insurance: 3 } as const;

/** VAT factor on products, services, extras and funeral-site fees. */
export const GROSS_FACTOR = 1.19;
/** Reduced VAT factor for flowers. */
export const FLOWER_GROSS_FACTOR = 1.07;

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
/** Default opening hours: phone line Monday to Friday 8:00 to 18:00. */
export const HOTLINE_HOURS = { weekdays: "Mo–Fr", from: "8:00", to: "18:00" } as const;

export const FUNERAL_TYPES = ["burial", "cremation", "sea", "tree"] as const;
export type FuneralType = (typeof FUNERAL_TYPES)[number];

export const FUNERAL_PLANS = ["basic", "high", "premium"] as const;
export type FuneralPlan = (typeof FUNERAL_PLANS)[number];
