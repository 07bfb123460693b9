/**
 * A reported death and its four-eyes confirmation (decision 0062): which step is allowed in
 * which status and for whom, the date rules, what the audit log keeps and how the list is grouped. Pure: no
 * database, no I/O.
 */
import type { IsoDate } from "~/domain/dates";

export const DEATH_REPORT_STATUSES = ["reported", "confirmed", "withdrawn"] as const;
export type DeathStatus = (typeof DEATH_REPORT_STATUSES)[number];

/** The steps on a report's page after it was made. */
export const DEATH_STEPS = ["confirm", "withdraw", "setFuneralDate", "requestRevocation", "revoke"] as const;
export type DeathStep = (typeof DEATH_STEPS)[number];

/**
 * Why a step is refused. Each is a ServiceError code but `adminOnly` (customer care confirming: the plain 404,
 * as every admin-only back-office action) and `notConfirmed` (a funeral date before the confirmation:
 * `deathNotConfirmed`, 409).
 */
export type DeathRefusal =
  | "deathReportClosed"
  | "sameStaffConfirms"
  | "linkedStaffConfirms"
  | "adminOnly"
  | "notConfirmed"
  | "letterAlreadySent"
  | "deathInFuture"
  | "funeralBeforeDeath"
  | "deathAlreadyReported"
  | "provisionFrozen"
  | "certificateMismatch"
  | "revocationPending"
  | "noRevocationRequested"
  | "sameStaffRevokes";

/** A staff account as the four-eyes rule sees it: who it is, and who invited it (null: operator or company sign-in). */
export interface StaffLink {
  userId: string;
  invitedBy: string | null;
}

/** What the rules need to know about a report. */
export interface ReportFacts {
  status: DeathStatus;
  reporter: StaffLink;
  /** The admin who asked to take the confirmation back, while that waits for a second admin (decision 0092). */
  revocationRequester?: StaffLink | null;
}

/** Who acts: a staff member, admin or not. */
export interface StepActor extends StaffLink {
  admin: boolean;
}

/**
 * How two staff accounts relate for four eyes (decision 0092): the same account, linked (one invited the other:
 * one person can hold both), or independent. Admin rights need a second admin's approval, so a person cannot
 * make a second admin account alone.
 */
export function staffRelation(a: StaffLink, b: StaffLink): "same" | "linked" | "independent" {
  if (a.userId === b.userId) return "same";
  return a.invitedBy === b.userId || b.invitedBy === a.userId ? "linked" : "independent";
}

/**
 * The refusal of `step` on `report` by `actor`, or null when it is allowed.
 *
 * - confirm: admins only, never the staff member who reported it nor an account linked to them (four eyes), only
 *   while "reported";
 * - withdraw: customer care or admin (the reporter too: a mistake is best undone by who made it), only while
 *   "reported";
 * - setFuneralDate: customer care or admin, only once confirmed; it may be corrected until the first letter
 *   of the provision has been marked sent (`lettersSent`), because the other letters' dates follow from it;
 * - requestRevocation: an admin asks, with a reason, to take a mistaken confirmation back; only while confirmed
 *   and nothing is asked yet;
 * - revoke: a second admin, neither the one who asked nor linked to them, takes it back: the plan is restored.
 */
export function stepRefusal(
  step: DeathStep,
  report: ReportFacts,
  actor: StepActor,
  lettersSent = 0,
): DeathRefusal | null {
  switch (step) {
    case "confirm": {
      if (!actor.admin) return "adminOnly";
      if (report.status !== "reported") return "deathReportClosed";
      const relation = staffRelation(actor, report.reporter);
      if (relation === "same") return "sameStaffConfirms";
      return relation === "linked" ? "linkedStaffConfirms" : null;
    }
    case "withdraw":
      return report.status === "reported" ? null : "deathReportClosed";
    case "setFuneralDate":
      if (report.status === "withdrawn") return "deathReportClosed";
      if (report.status !== "confirmed") return "notConfirmed";
      if (report.revocationRequester) return "revocationPending";
      return lettersSent > 0 ? "letterAlreadySent" : null;
    case "requestRevocation":
      if (!actor.admin) return "adminOnly";
      if (report.status !== "confirmed") return "deathReportClosed";
      return report.revocationRequester ? "revocationPending" : null;
    case "revoke":
      if (!actor.admin) return "adminOnly";
      if (report.status !== "confirmed") return "deathReportClosed";
      if (!report.revocationRequester) return "noRevocationRequested";
      return staffRelation(actor, report.revocationRequester) === "independent" ? null : "sameStaffRevokes";
  }
}

/** The steps the page offers this actor (the same rule as the server's check). */
export function allowedSteps(report: ReportFacts, actor: StepActor, lettersSent = 0): DeathStep[] {
  return DEATH_STEPS.filter((step) => stepRefusal(step, report, actor, lettersSent) === null);
}

/** The certificate's details the confirming admin types from the death certificate (decision 0092). */
export interface CertificateCheck {
  registryOffice: string;
  registerNumber: string;
  /** The date of death on the certificate. */
  certificateDate: IsoDate;
}

/** A register number as written in different ways ("S 123/2027", "s123 / 2027"): letters and digits, upper case. */
export const registerKey = (value: string) =>
  value
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]/gu, "")
    .toUpperCase();

/**
 * Which detail of the certificate disagrees with the report (the field's name), or null: the register number
 * must be the report's certificate reference and the date the reported date of death.
 */
export function certificateMismatch(
  report: { certificateReference: string; dateOfDeath: IsoDate },
  check: CertificateCheck,
): "registerNumber" | "certificateDate" | null {
  if (registerKey(check.registerNumber) !== registerKey(report.certificateReference)) return "registerNumber";
  return check.certificateDate === report.dateOfDeath ? null : "certificateDate";
}

/** A date of death after today (German calendar) is a typing error. */
export function deathDateRefusal(dateOfDeath: IsoDate, today: IsoDate): "deathInFuture" | null {
  return dateOfDeath > today ? "deathInFuture" : null;
}

/** The funeral may be on the day of death, never before it. */
export function funeralDateRefusal(funeralDate: IsoDate, dateOfDeath: IsoDate): "funeralBeforeDeath" | null {
  return funeralDate < dateOfDeath ? "funeralBeforeDeath" : null;
}

/** Whether a provision may get a new report: not frozen, and no report that is open or confirmed. */
export function newReportRefusal(
  provision: { frozen: boolean },
  existing: readonly { status: DeathStatus }[],
): "provisionFrozen" | "deathAlreadyReported" | null {
  if (existing.some((report) => report.status === "confirmed")) return "deathAlreadyReported";
  if (provision.frozen) return "provisionFrozen";
  return existing.some((report) => report.status === "reported") ? "deathAlreadyReported" : null;
}

/** Characters of the certificate reference the audit log keeps (the report keeps it in full). */
export const CERTIFICATE_VISIBLE_CHARACTERS = 3;

/**
 * The certificate reference as the audit log keeps it: its last characters only ("…/123"), enough to tell two
 * reports apart in the log, not enough to copy a register entry out of it.
 */
export function maskedCertificateReference(reference: string): string {
  const characters = [...reference.trim()];
  if (characters.length <= CERTIFICATE_VISIBLE_CHARACTERS) return "…";
  return `…${characters.slice(-CERTIFICATE_VISIBLE_CHARACTERS).join("")}`;
}

/** The list's groups, in the order customer care works through them. */
export const DEATH_LIST_GROUPS = ["awaiting", "confirmedOpen", "confirmedDated", "withdrawn"] as const;
export type DeathListGroup = (typeof DEATH_LIST_GROUPS)[number];

/** At most this many rows per group (the done ones grow for ever; the open ones are few). */
export const DEATH_LIST_LIMIT = 100;
/** The withdrawn ones are a short last list. */
export const DEATH_LIST_WITHDRAWN_LIMIT = 10;

/** A read-access link the customer sent to the trusted person, as far as the choice below needs it. */
export interface SentReadAccessLink {
  email: string;
  revokedAt: Date | null;
}

/**
 * Whether the customer's latest choice grants the trusted person read access after the death, so that their mail
 * carries a new link: access was granted to this address, and not withdrawn since. A withdrawal is every link sent
 * to the address being revoked, by the customer or by a password reset; a link that ran out unrevoked, or one
 * revoked while another is still open, withdraws nothing.
 */
export function readAccessStands(
  grantedAt: string | null | undefined,
  email: string,
  sent: readonly SentReadAccessLink[],
): boolean {
  if (!grantedAt) return false;
  const toPerson = sent.filter((link) => link.email === email);
  return toPerson.length === 0 || toPerson.some((link) => link.revokedAt === null);
}
