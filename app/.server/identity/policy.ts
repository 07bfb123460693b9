/**
 * Identity limits (spec 000 §5, §9 and the issue "Accounts and overview") and the checks every entry point
 * repeats on the server, whatever the form already validated.
 */
import { ServiceError } from "~/domain/errors";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/domain/constants";
// patterns, not validation/email: that pulls in the date and phone formatters, which the CLI need not load.
import { EMAIL_FORMAT, EMAIL_MAX_LENGTH } from "~/domain/validation/patterns";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "./clock";

export const ACCESS_TOKEN_TTL_MS = 15 * MINUTE_MS;
export const REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;
export const CONFIRMATION_CODE_TTL_MS = 24 * HOUR_MS;
export const RESET_TOKEN_TTL_MS = HOUR_MS;

/**
 * Rate limits: at most `perAccount` (per e-mail) and `perIp` counted attempts within `windowMs`, counted in
 * `login_attempts` (so they hold across replicas). The numbers and why: docs/decisions/0005-identity-hardening.md.
 */
export interface RateLimit {
  action:
    | "login"
    | "forgot-password"
    | "resend-confirmation"
    | "sign-up"
    | "place-search"
    | "cancellation"
    | "read-access"
    | "coupon";
  /** null: counted per IP only (no account involved); such rows are pruned once out of the window. */
  perAccount: number | null;
  perIp: number;
  windowMs: number;
  /** Count only failed attempts, and for the account only those after its last success (sign-in). */
  failuresOnly: boolean;
}

export const SIGN_IN_LIMIT: RateLimit = {
  action: "login",
  perAccount: 5,
  perIp: 20,
  windowMs: 15 * MINUTE_MS,
  failuresOnly: true,
};
/** Password-reset mails: 3 per address and 10 per IP within an hour. */
export const RESET_LIMIT: RateLimit = {
  action: "forgot-password",
  perAccount: 3,
  perIp: 10,
  windowMs: HOUR_MS,
  failuresOnly: false,
};
/** Confirmation mails sent again: as many as reset mails. */
export const RESEND_LIMIT: RateLimit = { ...RESET_LIMIT, action: "resend-confirmation" };
/** New accounts (each sends a confirmation mail): 10 per IP within an hour (one per address anyway). */
export const SIGN_UP_LIMIT: RateLimit = {
  action: "sign-up",
  perAccount: 3,
  perIp: 10,
  windowMs: HOUR_MS,
  failuresOnly: false,
};
/** Place searches of the sign-up wizard: 120 per IP within a minute. */
export const PLACE_SEARCH_LIMIT: RateLimit = {
  action: "place-search",
  perAccount: null,
  perIp: 120,
  windowMs: MINUTE_MS,
  failuresOnly: false,
};

/**
 * billing: cancellations through the § 312k BGB page (open to everyone, each sends a mail): 5 per given
 * e-mail and 10 per IP within an hour (decision 0022).
 */
export const CANCELLATION_LIMIT: RateLimit = {
  action: "cancellation",
  perAccount: 5,
  perIp: 10,
  windowMs: HOUR_MS,
  failuresOnly: false,
};

/**
 * Coupon codes tried on the plan page (decision 0031): 5 per account and 20 per IP within an hour, every try
 * counted (a valid code in between must not reset a guesser's count). A customer has one or two codes.
 */
export const COUPON_LIMIT: RateLimit = {
  action: "coupon",
  perAccount: 5,
  perIp: 20,
  windowMs: HOUR_MS,
  failuresOnly: false,
};

// --- Wishes area (issue 9, decision 0017) ---
/**
 * Opening a read-access link (/einsicht/:token), per IP: 30 within 15 minutes. A token has 256 random bits, so
 * guessing is hopeless anyway; the limit stops a script from trying, and a trusted person never gets near it.
 */
export const READ_ACCESS_LIMIT: RateLimit = {
  action: "read-access",
  perAccount: null,
  perIp: 30,
  windowMs: 15 * MINUTE_MS,
  failuresOnly: false,
};
// --- end wishes area ---

/** Trimmed and lower-cased (as `lowerCaseEmail` of ~/i18n/format): the form e-mails are stored and looked up in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A normalised, well-formed e-mail address, else InvalidParameterException on the field "email". */
export function requireEmail(email: string, field = "email"): string {
  const normalized = normalizeEmail(email);
  if (normalized.length > EMAIL_MAX_LENGTH || !EMAIL_FORMAT.test(normalized)) {
    throw new ServiceError("InvalidParameterException", { field, detail: "malformed e-mail address" });
  }
  return normalized;
}

/** The password policy of spec 000 §5 (min. 6, no leading/trailing whitespace) plus our upper bound. */
export function assertPasswordPolicy(password: string, field = "password"): void {
  if (
    password.length < PASSWORD_MIN_LENGTH ||
    password.length > PASSWORD_MAX_LENGTH ||
    password.trim() !== password
  ) {
    throw new ServiceError("InvalidPasswordException", { field });
  }
}
