/**
 * API error codes, their German messages and the message-code parsing rule. Pure: no I/O.
 */
import { t, type MessageKey } from "~/i18n";
import type { DeathRefusal } from "./after-death/rules";
import { HTTP_ERRORS, type HttpErrorStatus } from "./http-errors";

/** Identity-provider codes (Cognito names, as the spec quotes them). */
const AUTH_ERRORS = {
  NotAuthorizedException: "error.auth.NotAuthorizedException",
  UserNotFoundException: "error.auth.UserNotFoundException",
  InvalidPasswordException: "error.auth.InvalidPasswordException",
  LimitExceededException: "error.auth.LimitExceededException",
  UserNotConfirmedException: "error.auth.UserNotConfirmedException",
  CodeMismatchException: "error.auth.CodeMismatchException",
  ExpiredCodeException: "error.auth.ExpiredCodeException",
  UsernameExistsException: "error.auth.UsernameExistsException",
  InvalidParameterException: "error.auth.InvalidParameterException",
} as const satisfies Record<string, MessageKey>;

/** Our own codes (camelCase, as the spec names customerTooYoung). */
const DOMAIN_ERRORS = {
  funeralSiteNotFound: "error.api.funeralSiteNotFound",
  productNotFound: "error.api.productNotFound",
  couponInvalid: "error.api.couponInvalid",
  couponNotYetValid: "error.api.couponNotYetValid",
  couponExpired: "error.api.couponExpired",
  couponUsedUp: "error.api.couponUsedUp",
  couponAlreadyUsed: "error.api.couponAlreadyUsed",
  couponNotApplied: "error.api.couponNotApplied",
  couponOfferStep: "backoffice.coupons.error.offerStep",
  couponExists: "backoffice.coupons.error.exists",
  customerTooYoung: "error.api.customerTooYoung",
  customerTooOld: "error.api.customerTooOld",
  noOpportunityFound: "error.api.noOpportunityFound",
  opportunityNotOpen: "error.api.opportunityNotOpen",
  emailUnconfirmed: "error.api.emailUnconfirmed",
  planRequired: "billing.freePlan.refused",
  forbidden: "error.http.403",
  staleVersion: "error.api.staleVersion",
  unchanged: "error.api.unchanged",
  notFound: "error.http.404",
  forbiddenOrigin: "error.request.crossOrigin",
  payloadTooLarge: "error.request.tooLarge",
  malformedFormData: "error.request.malformed",
  methodNotAllowed: "error.request.method",
  paypalFailed: "error.api.paypalFailed",
  priceChanged: "error.api.priceChanged",
  guaranteeAlreadyBooked: "error.api.guaranteeAlreadyBooked",
  guaranteeNotBookable: "error.api.guaranteeNotBookable",
  mailLimitReached: "error.api.mailLimitReached",
  documentLimitReached: "error.api.documentLimitReached",
  documentBusy: "error.api.documentBusy",
  signInBusy: "error.api.signInBusy",
  staffPasswordTooShort: "error.api.staffPasswordTooShort",
  wrongPassword: "error.api.wrongPassword",
  noInsuranceApplication: "error.api.noInsuranceApplication",
  trustedPersonNoEmail: "error.api.trustedPersonNoEmail",
  // When the time comes (decision 0062).
  provisionFrozen: "error.api.provisionFrozen",
  deathAlreadyReported: "error.api.deathAlreadyReported",
  deathReportClosed: "error.api.deathReportClosed",
  deathNotConfirmed: "error.api.deathNotConfirmed",
  sameStaffConfirms: "error.api.sameStaffConfirms",
  linkedStaffConfirms: "error.api.linkedStaffConfirms",
  certificateMismatch: "error.api.certificateMismatch",
  revocationPending: "error.api.revocationPending",
  noRevocationRequested: "error.api.noRevocationRequested",
  sameStaffRevokes: "error.api.sameStaffRevokes",
  deathInFuture: "error.api.deathInFuture",
  funeralBeforeDeath: "error.api.funeralBeforeDeath",
  letterAlreadySent: "error.api.letterAlreadySent",
  letterNotSent: "error.api.letterNotSent",
  letterAlreadyReturned: "error.api.letterAlreadyReturned",
  // Refused changes to an offer (nothing is stored).
  offerLocked: "offer.refused.locked",
  offerAlreadyInOffer: "offer.refused.alreadyInOffer",
  offerOtherPlan: "offer.refused.otherPlan",
  offerOtherFuneralType: "offer.refused.otherFuneralType",
  offerNotInOffer: "offer.refused.notInOffer",
  offerNotRemovable: "offer.refused.notRemovable",
  offerUnchanged: "offer.refused.unchanged",
  offerPricesChanged: "offer.refused.pricesChanged",
  offerPackageBooked: "offer.package.refused.booked",
  // An admin's change to a staff account refused by the rules of decision 0056.
  staffCustomerAddress: "backoffice.staff.refused.customerAddress",
  staffAlreadyStaff: "backoffice.staff.refused.alreadyStaff",
  staffNotFound: "backoffice.staff.refused.notFound",
  staffSelf: "backoffice.staff.refused.self",
  staffLastAdmin: "backoffice.staff.refused.lastAdmin",
  staffNotInvited: "backoffice.staff.refused.notInvited",
  staffAlreadyDisabled: "backoffice.staff.refused.alreadyDisabled",
  staffNotDisabled: "backoffice.staff.refused.notDisabled",
  staffSameRole: "backoffice.staff.refused.sameRole",
  staffNoAdminRequest: "backoffice.staff.refused.noAdminRequest",
  staffAdminRequestPending: "backoffice.staff.refused.adminRequestPending",
  staffSameAdminApproves: "backoffice.staff.refused.sameAdminApproves",
  // Passkeys (decision 0094).
  passkeyRefused: "error.api.passkeyRefused",
  passkeyExpired: "error.api.passkeyExpired",
  passkeyInvalid: "error.api.passkeyInvalid",
  passkeyExists: "error.api.passkeyExists",
  passkeyLimit: "error.api.passkeyLimit",
  passkeyNotFound: "error.api.passkeyNotFound",
  staffNoSecondFactor: "backoffice.staff.refused.noSecondFactor",
  // The second factor (decision 0093).
  secondFactorWrongCode: "secondFactor.refused.wrongCode",
  secondFactorCodeUsed: "secondFactor.refused.codeUsed",
  secondFactorSignInExpired: "secondFactor.refused.signInExpired",
  secondFactorAlreadyOn: "secondFactor.refused.alreadyOn",
  secondFactorNotOn: "secondFactor.refused.notOn",
  secondFactorNotStarted: "secondFactor.refused.notStarted",
} as const satisfies Record<string, MessageKey>;

/** The translation table of API errors: code → message key. */
export const API_ERRORS = { ...AUTH_ERRORS, ...DOMAIN_ERRORS } as const;
export type ApiErrorCode = keyof typeof API_ERRORS;

/** HTTP statuses with their own message. */
export { HTTP_ERRORS };

// Object.prototype.hasOwnProperty rather than Object.hasOwn: this code may run in Safari 12.
const hasOwn = (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key);

export function isApiErrorCode(value: string): value is ApiErrorCode {
  return hasOwn(API_ERRORS, value);
}

function isHttpErrorStatus(value: number): value is HttpErrorStatus {
  return hasOwn(HTTP_ERRORS, value);
}

export interface ApiErrorInput {
  messageCode?: string | null;
  message?: string | null;
  status?: number | null;
}

/**
 * The German message for an API (or identity) error: take messageCode, else
 * message, and split at the first space. A known first word gives its text,
 * followed by the rest in brackets if there is a rest; else a known status gives
 * the status text; else the general message.
 */
export function describeApiError({ messageCode, message, status }: ApiErrorInput): string {
  const text = (messageCode || message || "").trim();
  const space = text.indexOf(" ");
  const code = space === -1 ? text : text.slice(0, space);
  const rest = space === -1 ? "" : text.slice(space + 1).trim();
  if (isApiErrorCode(code)) {
    const known = t(API_ERRORS[code]);
    return rest ? `${known} (${rest})` : known;
  }
  if (status != null && isHttpErrorStatus(status)) return t(HTTP_ERRORS[status]);
  return t("error.general");
}

/** Default HTTP status per code, used when a ServiceError gets none. */
const DEFAULT_STATUS: Record<ApiErrorCode, number> = {
  NotAuthorizedException: 401,
  UserNotFoundException: 404,
  InvalidPasswordException: 400,
  LimitExceededException: 429,
  UserNotConfirmedException: 403,
  CodeMismatchException: 400,
  ExpiredCodeException: 410,
  UsernameExistsException: 409,
  InvalidParameterException: 400,
  funeralSiteNotFound: 404,
  productNotFound: 404,
  couponInvalid: 404,
  couponNotYetValid: 404,
  couponExpired: 404,
  couponUsedUp: 404,
  couponAlreadyUsed: 404,
  couponNotApplied: 400,
  couponOfferStep: 400,
  couponExists: 409,
  customerTooYoung: 422,
  customerTooOld: 422,
  staffPasswordTooShort: 400,
  noOpportunityFound: 404,
  opportunityNotOpen: 409,
  emailUnconfirmed: 409,
  planRequired: 403,
  forbidden: 403,
  staleVersion: 409,
  unchanged: 400,
  notFound: 404,
  forbiddenOrigin: 403,
  payloadTooLarge: 413,
  malformedFormData: 400,
  methodNotAllowed: 405,
  paypalFailed: 502,
  priceChanged: 409,
  guaranteeAlreadyBooked: 409,
  guaranteeNotBookable: 409,
  mailLimitReached: 429,
  documentLimitReached: 429,
  documentBusy: 503,
  signInBusy: 503,
  wrongPassword: 400,
  noInsuranceApplication: 422,
  trustedPersonNoEmail: 409,
  provisionFrozen: 409,
  deathAlreadyReported: 409,
  deathReportClosed: 409,
  deathNotConfirmed: 409,
  sameStaffConfirms: 403,
  linkedStaffConfirms: 403,
  certificateMismatch: 400,
  revocationPending: 409,
  noRevocationRequested: 409,
  sameStaffRevokes: 403,
  deathInFuture: 400,
  funeralBeforeDeath: 400,
  letterAlreadySent: 409,
  letterNotSent: 409,
  letterAlreadyReturned: 409,
  offerLocked: 409,
  offerAlreadyInOffer: 409,
  offerOtherPlan: 422,
  offerOtherFuneralType: 422,
  offerNotInOffer: 409,
  offerNotRemovable: 422,
  offerUnchanged: 400,
  offerPricesChanged: 409,
  offerPackageBooked: 409,
  staffCustomerAddress: 422,
  staffAlreadyStaff: 409,
  staffNotFound: 404,
  staffSelf: 409,
  staffLastAdmin: 409,
  staffNotInvited: 409,
  staffAlreadyDisabled: 409,
  staffNotDisabled: 409,
  staffSameRole: 409,
  staffNoAdminRequest: 409,
  staffAdminRequestPending: 409,
  staffSameAdminApproves: 403,
  passkeyRefused: 401,
  passkeyExpired: 400,
  passkeyInvalid: 400,
  passkeyExists: 409,
  passkeyLimit: 409,
  passkeyNotFound: 404,
  staffNoSecondFactor: 409,
  secondFactorWrongCode: 400,
  secondFactorCodeUsed: 400,
  secondFactorSignInExpired: 401,
  secondFactorAlreadyOn: 409,
  secondFactorNotOn: 409,
  secondFactorNotStarted: 409,
};

export interface ServiceErrorOptions {
  /** HTTP status to answer with; defaults per code. */
  status?: number;
  /** Form field the error belongs to, for a field error instead of a toast. */
  field?: string;
  /** Technical detail for logs; never shown to users. */
  detail?: string;
}

/**
 * A typed failure thrown by services; route modules map it to a field error,
 * a toast or an error page via its code and German message.
 */
export class ServiceError extends Error {
  override readonly name = "ServiceError";
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  readonly detail: string | undefined;

  constructor(code: ApiErrorCode, options: ServiceErrorOptions = {}) {
    super(options.detail ? `${code}: ${options.detail}` : code);
    this.code = code;
    this.status = options.status ?? DEFAULT_STATUS[code];
    this.field = options.field;
    this.detail = options.detail;
  }

  /** Message key of the code, e.g. "error.api.couponInvalid". */
  get messageKey(): MessageKey {
    return API_ERRORS[this.code];
  }

  /** The German text a user sees (without the technical detail). */
  get userMessage(): string {
    return t(this.messageKey);
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}

/**
 * The failures that are no ServiceError: each stops one technical path (start-up, sign-in, a request body, a
 * document) and is caught by exactly one place that knows what to answer. Every error class of the house is
 * declared in this module (docs/architecture.md, "Rules the machine checks").
 */

/** A second proposal for the same e-mail within the submission gap (429, its own German message). */
export class SubmissionTooSoonError extends ServiceError {
  constructor() {
    super("LimitExceededException", { status: 429, detail: "submission gap" });
  }
}

/** Why an OpenID Connect sign-in is refused although the provider vouched for the person. */
export type OidcRefusal =
  | "noStaffGroup"
  | "noEmail"
  | "unconfirmedAccount"
  | "disabledAccount"
  /** OIDC_REQUIRE_MFA=1 and the ID token shows no second factor (decision 0093). */
  | "noMfa";

/** The provider vouched for the person, but we do not let them in. */
export class OidcRefusedError extends Error {
  override readonly name = "OidcRefusedError";
  constructor(readonly reason: OidcRefusal) {
    super(`OIDC sign-in refused: ${reason}`);
  }
}

/** An OpenID Connect sign-in found an account with the staff member's e-mail that must not be linked. */
export class StaffLinkRefusedError extends Error {
  override readonly name = "StaffLinkRefusedError";
  constructor(
    readonly reason: "unconfirmedAccount" | "disabledAccount",
    readonly userId: string,
  ) {
    super(`OIDC staff link refused: ${reason}`);
  }
}

/** A stored private key cannot be decrypted: the secret is not the one it was encrypted with. */
export class KeyEncryptionError extends Error {
  override readonly name = "KeyEncryptionError";
}

/** The environment does not describe a server that may start. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Another process holds the embedded database's data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. ` +
        `Stop that process first (PGlite allows one process per data directory), ` +
        `or point DATABASE_URL at a PostgreSQL server.`,
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * A backup file that cannot be restored (decision 0099): not a backup of the portal, cut off, damaged, or written
 * by a newer version of the portal. Found before anything of the target was changed, or the restore rolls back.
 */
export class BackupFileError extends Error {
  override readonly name = "BackupFileError";
  constructor(
    readonly reason: "foreign" | "truncated" | "damaged" | "newer",
    message: string,
  ) {
    super(message);
  }
}

/** A restore refused before it changed anything: the target holds data, a secret would be replaced, … */
export class RestoreRefusedError extends Error {
  override readonly name = "RestoreRefusedError";
  constructor(
    readonly reason: "notEmpty" | "secretDiffers" | "inUse",
    message: string,
  ) {
    super(message);
  }
}

/** The restored tables do not hold what the backup's manifest recorded (row count or checksum); rolled back. */
export class RestoreMismatchError extends Error {
  override readonly name = "RestoreMismatchError";
  constructor(readonly tables: readonly string[]) {
    super(`restored tables differ from the backup's manifest: ${tables.join(", ")}`);
  }
}

/** A failed query, as PGlite's `DatabaseError` reports it (same class name, message and fields). */
export class DatabaseError extends Error {}

/** A request body longer than the server accepts. */
export class BodyTooLargeError extends Error {
  /** Whether the whole body was read (and dropped), so the connection can carry the answer and stay open. */
  readonly drained: boolean;
  constructor(drained = false) {
    super("request body too large");
    this.drained = drained;
  }
}

/** A document names a placeholder its page does not fill. */
export class UnknownPlaceholderError extends Error {
  override name = "UnknownPlaceholderError";
}

/** A refused step of a death report: the ServiceError the route answers, with the rule's own reason for the audit log. */
export class DeathRefused extends ServiceError {
  constructor(
    readonly reason: DeathRefusal,
    code: ApiErrorCode,
    field?: string,
  ) {
    super(code, { detail: `death: ${reason}`, ...(field ? { field } : {}) });
  }
}

/**
 * Leaves a change without writing anything: thrown inside its transaction (which rolls back) and caught outside
 * by the function that threw it, which answers with the `outcome` it carries. A way out, not a failure.
 */
export class Rollback<Outcome = unknown> extends Error {
  override readonly name = "Rollback";
  constructor(readonly outcome?: Outcome) {
    super("rolled back");
  }
}
