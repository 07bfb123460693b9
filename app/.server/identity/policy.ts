/**
 * Identity limits (decision 0003) and the checks every entry point
 * repeats on the server, whatever the form already validated.
 */
import { ServiceError } from "~/domain/errors";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from "~/domain/constants";
// patterns, not validation/email: that pulls in the date and phone formatters, which the CLI need not load.
import { EMAIL_FORMAT, EMAIL_MAX_LENGTH, LOWERCASE_LETTER } from "~/domain/validation/patterns";

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * How long a session lives (decision 0028). The access token is short; each renewal (refresh) moves the idle
 * end to now + idleMs, never past the absolute end (sign-in + absoluteMs). A request made after the idle end
 * finds the session over even with an unexpired access token, so a session ends after between
 * `idleMs - accessMs` and `idleMs` without a request.
 */
export interface SessionLifetime {
  accessMs: number;
  idleMs: number;
  absoluteMs: number;
}
/** Staff reach every customer's data: 30 minutes idle, 24 hours at most, access tokens of 5 minutes. */
export const STAFF_SESSION: SessionLifetime = {
  accessMs: 5 * MINUTE_MS,
  idleMs: 30 * MINUTE_MS,
  absoluteMs: DAY_MS,
};
/** Customers, often slow and interrupted: 2 hours idle, 7 days at most, access tokens of 15 minutes. */
export const CUSTOMER_SESSION: SessionLifetime = {
  accessMs: 15 * MINUTE_MS,
  idleMs: 2 * HOUR_MS,
  absoluteMs: 7 * DAY_MS,
};
/**
 * A refresh token used up this recently may be presented once more without ending the session: two tabs (or
 * a double request) that refresh the same expired access token at once both get a pair. Later reuse means a
 * copy and revokes the family.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;
export const CONFIRMATION_CODE_TTL_MS = 24 * HOUR_MS;
export const RESET_TOKEN_TTL_MS = 60 * MINUTE_MS;
/** The link that confirms a new contact e-mail address (decision 0029). */
export const CONTACT_EMAIL_TOKEN_TTL_MS = 24 * HOUR_MS;

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
    | "third-party-mail"
    | "document-build"
    | "data-export"
    | "contact-email"
    | "coupon"
    | "partner-api"
    | "passkey-options";
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
/** Confirmation mails to a new contact address (decision 0029): 3 per account and 10 per IP within an hour. */
export const CONTACT_EMAIL_LIMIT: RateLimit = { ...RESET_LIMIT, action: "contact-email" };
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

// --- Wishes area (decision 0017) ---
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

// --- limits on what costs money or reputation (decision 0030) ---
/**
 * Mails to an address a customer typed (trusted person: permission request, notification, read-access link):
 * 5 per account and 20 per IP within a day. A real customer sends two or three in the account's life.
 */
export const THIRD_PARTY_MAIL_LIMIT: RateLimit = {
  action: "third-party-mail",
  perAccount: 5,
  perIp: 20,
  windowMs: DAY_MS,
  failuresOnly: false,
};
/** PDF builds (documents, letters, finance papers): 30 per account and 120 per IP within an hour. */
export const DOCUMENT_BUILD_LIMIT: RateLimit = {
  action: "document-build",
  perAccount: 30,
  perIp: 120,
  windowMs: HOUR_MS,
  failuresOnly: false,
};
/** The data export (everything stored about the customer as JSON): 5 per account and 20 per IP within an hour. */
export const DATA_EXPORT_LIMIT: RateLimit = {
  action: "data-export",
  perAccount: 5,
  perIp: 20,
  windowMs: HOUR_MS,
  failuresOnly: false,
};
/**
 * The partner intake API (decision 0058): 60 requests per API key and minute, counted under "partner-key:<id>";
 * partners call from their servers, so the client address does not count.
 */
export const PARTNER_API_LIMIT: RateLimit = {
  action: "partner-api",
  perAccount: 60,
  perIp: Number.MAX_SAFE_INTEGER,
  windowMs: MINUTE_MS,
  failuresOnly: false,
};
// --- end limits ---

/**
 * Passkey ceremonies begun (decision 0094): each stores a challenge for a few minutes, so a script must not
 * fill the table. 30 per IP within 5 minutes; a person needs one or two. The answers count as sign-ins.
 */
export const PASSKEY_OPTIONS_LIMIT: RateLimit = {
  action: "passkey-options",
  perAccount: null,
  perIp: 30,
  windowMs: 5 * MINUTE_MS,
  failuresOnly: false,
};
/** How long a passkey challenge may be answered: the browser's prompt (3 minutes) and the way back. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * MINUTE_MS;
/** How long the browser's passkey prompt waits for the person. */
export const PASSKEY_PROMPT_TIMEOUT_MS = 3 * MINUTE_MS;

/** Every limit counted in `login_attempts` (their windows decide how long an attempt is kept). */
export const RATE_LIMITS: readonly RateLimit[] = [
  SIGN_IN_LIMIT,
  RESET_LIMIT,
  RESEND_LIMIT,
  SIGN_UP_LIMIT,
  PLACE_SEARCH_LIMIT,
  CANCELLATION_LIMIT,
  READ_ACCESS_LIMIT,
  THIRD_PARTY_MAIL_LIMIT,
  DOCUMENT_BUILD_LIMIT,
  DATA_EXPORT_LIMIT,
  PARTNER_API_LIMIT,
  PASSKEY_OPTIONS_LIMIT,
];

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

/**
 * The password policy for every new password (min. 6, at least one lowercase letter, no leading/trailing
 * whitespace) plus our upper bound; a staff
 * account's password needs at least 12 characters (staffPasswordTooShort).
 */
export function assertPasswordPolicy(
  password: string,
  field = "password",
  options: { staff?: boolean } = {},
): void {
  if (options.staff && password.length < STAFF_PASSWORD_MIN_LENGTH) {
    throw new ServiceError("staffPasswordTooShort", { field });
  }
  if (
    password.length < PASSWORD_MIN_LENGTH ||
    password.length > PASSWORD_MAX_LENGTH ||
    password.trim() !== password ||
    !LOWERCASE_LETTER.test(password)
  ) {
    throw new ServiceError("InvalidPasswordException", { field });
  }
}
