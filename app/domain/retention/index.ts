/**
 * How long the portal keeps what it deletes by itself (GDPR Art. 5 (1) e, Art. 17; decision 0100): the period of
 * each kind the nightly retention job purges (app/.server/services/retention/). Every kind is a row of
 * docs/retention.md with its legal reason; a test keeps the two in step. Pure: no I/O.
 */
import { startOfGermanDay } from "~/domain/billing/trial";
import { calendarDateInGermany, type IsoDate } from "~/domain/dates";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Days after the event the kind names (its creation, expiry, last activity, …); 0: the next night. */
interface DaysPeriod {
  days: number;
}

/**
 * Whole years after the end of the German calendar year of the event: the commercial and tax periods run from the
 * end of the year (§ 257 (5) HGB, § 147 (4) AO), the regular limitation too (§ 199 (1) BGB).
 */
interface YearEndPeriod {
  yearsAfterYearEnd: number;
}

export type RetentionPeriod = DaysPeriod | YearEndPeriod;

/**
 * Every kind the job purges, in the order a run takes them: the accounts first (a deleted account leaves
 * remains the third kind removes in the same run), then the rest.
 */
export const RETENTION = {
  /** Accounts never confirmed, counted from the last sign-up, sign-in or change. */
  unconfirmedSignUps: { days: 90 },
  /** A deceased customer's account, counted from the end of the after-death work (letters posted, links ended). */
  deceasedFiles: { yearsAfterYearEnd: 3 },
  /** What a deleted account left behind besides its records: its other mails, tracking events, mail markers. */
  deletedAccounts: { days: 0 },
  /** The person in a proposal no account refers to (the partner API's, an abandoned sign-up's). */
  proposalsWithoutAccount: { days: 90 },
  /** Rate-limit attempts, from the end of their limit's window. */
  signInAttempts: { days: 0 },
  /** Confirmation, reset, contact-address, invitation and refresh tokens, from their expiry. */
  identityTokens: { days: 30 },
  /** The provider's refresh token of a staff session begun with OpenID Connect, from its last check. */
  staffProviderSessions: { days: 1 },
  /** Passkey challenges, from their expiry. */
  passkeyChallenges: { days: 0 },
  /** Wizard drafts, from their expiry. */
  wizardDrafts: { days: 0 },
  /** Letters begun and left with nothing in them (no text, recipient or shipping date), from their start. */
  emptyLetters: { days: 1 },
  /** Sent and failed mails other than commercial letters, from when they were queued. */
  outboxMails: { days: 90 },
  /** Copies of the commercial letters the portal sent (`COMMERCIAL_MAIL_TEMPLATES`). */
  commercialMails: { yearsAfterYearEnd: 6 },
  /** Read-access links, from their expiry or revocation (the link that decides the access after a death stays). */
  readAccessLinks: { days: 90 },
  /** Audit rows, from when they were written. */
  auditRows: { yearsAfterYearEnd: 3 },
  /** Tracking events (sign-up, activation), from when they were recorded: about 14 months. */
  trackingEvents: { days: 425 },
  /** The markers that keep a recurring mail from being sent twice, from the mail's due date. */
  scheduledMailMarkers: { days: 730 },
  /** The partner API's stored answers by Idempotency-Key, from the request. */
  idempotencyKeys: { days: 30 },
  /** Cancellations received through the § 312k BGB page, from their receipt. */
  cancellations: { yearsAfterYearEnd: 6 },
  /** Booking records a deleted account left (its payments), from their last entry. */
  bookingRecords: { yearsAfterYearEnd: 10 },
} as const satisfies Record<string, RetentionPeriod>;

export type RetentionKind = keyof typeof RETENTION;

export const RETENTION_KINDS = Object.keys(RETENTION) as RetentionKind[];

/**
 * The mails that are commercial letters (§ 257 (1) Nr. 3 HGB, § 147 (1) Nr. 3 AO: copies of the letters sent
 * about a contract's conclusion, performance, change or end), kept as `commercialMails`; every other mail is an
 * `outboxMails` row. The names are the `template` of app/.server/mail/.
 */
export const COMMERCIAL_MAIL_TEMPLATES = [
  "orderConfirmation",
  "guaranteeConfirmation",
  "cancellation",
  "sepaPrenotification",
  "paypalEnded",
  "trialEnd",
  "financePartnerRequest",
] as const;

/** An event before this instant is past `period` at `now`. */
export function retentionCutoff(period: RetentionPeriod, now: Date): Date {
  if ("days" in period) return new Date(now.getTime() - period.days * DAY_MS);
  const year = Number(calendarDateInGermany(now).slice(0, 4));
  return startOfGermanDay(`${year - period.yearsAfterYearEnd}-01-01`);
}

/** The job's day begins at 03:00 in Germany: the first run from then on is that night's one run. */
export const RETENTION_HOUR = 3;

/** The night a run at `now` belongs to: the German date of the day that began at RETENTION_HOUR. */
export function retentionNight(now: Date): IsoDate {
  return calendarDateInGermany(new Date(now.getTime() - RETENTION_HOUR * HOUR_MS));
}
