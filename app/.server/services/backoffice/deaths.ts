/**
 * A reported death with four eyes (decision 0062): customer care reports a death for the
 * provision it holds, an admin who did not report it confirms it (the plan freezes, the trusted person is
 * told), until then anyone of customer care may withdraw it; once confirmed the funeral date schedules the
 * farewell letters. Rules in ~/domain/after-death/rules; here the database work.
 *
 * - Every step runs in one transaction that locks the provision row first and then the report (the same order
 *   everywhere, so two steps never wait for each other in a circle), checks the step's rule and the report's
 *   `version` the form was rendered with (stale → 409), writes, and audits (`death.reported|confirmed|
 *   withdrawn|funeralDate`).
 * - Every refusal (a ServiceError of 4xx) is audited as `death.refused` with its reason, after the
 *   transaction rolled back, so nothing but that entry is stored.
 * - Customer care and admins only; anyone else gets the back office's 404. Customer care confirming gets the
 *   404 of an admin-only action.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isAdmin, mayEnterBackOffice, requireBackOffice, type Actor } from "~/.server/auth/actor";
import {
  allowedSteps,
  certificateMismatch,
  deathDateRefusal,
  DEATH_LIST_LIMIT,
  DEATH_LIST_WITHDRAWN_LIMIT,
  funeralDateRefusal,
  maskedCertificateReference,
  newReportRefusal,
  stepRefusal,
  type DeathListGroup,
  type DeathRefusal,
  type CertificateCheck,
  type DeathStep,
  type ReportFacts,
  type StaffLink,
  type StepActor,
} from "~/domain/after-death/rules";
import { calendarDateInGermany, type IsoDate } from "~/domain/dates";
import { DeathRefused, ServiceError, isServiceError, type ApiErrorCode } from "~/domain/errors";
import type { ReportDeathInput } from "~/domain/validation/after-death";
import type { Db } from "../../db/client";
import {
  deathReports,
  letterDispatches,
  provisions,
  users,
  type DeathReport,
  type Provision,
} from "../../db/schema";
import { isUuid } from "~/domain/validation/uuid";
import { freezeProvision, thawProvision, type FreezeConfig } from "../after-death/freeze";
import { scheduleLetterDispatches } from "../after-death/dispatch";
import { recordAudit } from "../audit";
import { lockProvisionRow, readProvision, type Tx } from "../provisions";

export type DeathActor = Pick<Actor, "userId" | "groups" | "isStaff" | "ownProvisionId" | "heldProvisionId">;

export interface DeathOptions {
  ip?: string | null;
  /** The request's instant (`runtime.clock.now()`): today's date and every step's time come from it. */
  now: Date;
}

/** A step on an existing report: which report, and the version its form was rendered with. */
export interface ReportStepInput {
  reportId: string;
  /** The hidden field `version` (`readVersion`); missing or malformed → 409, nothing stored. */
  version: number | undefined;
}

/** The ServiceError code of each refusal (`adminOnly`: the 404 of an admin-only action). */
const REFUSAL_CODE: Record<DeathRefusal, ApiErrorCode> = {
  deathReportClosed: "deathReportClosed",
  sameStaffConfirms: "sameStaffConfirms",
  linkedStaffConfirms: "linkedStaffConfirms",
  adminOnly: "notFound",
  notConfirmed: "deathNotConfirmed",
  letterAlreadySent: "letterAlreadySent",
  deathInFuture: "deathInFuture",
  funeralBeforeDeath: "funeralBeforeDeath",
  deathAlreadyReported: "deathAlreadyReported",
  provisionFrozen: "provisionFrozen",
  certificateMismatch: "certificateMismatch",
  revocationPending: "revocationPending",
  noRevocationRequested: "noRevocationRequested",
  sameStaffRevokes: "sameStaffRevokes",
};

function refuse(reason: DeathRefusal | null, field?: string): void {
  if (reason) throw new DeathRefused(reason, REFUSAL_CODE[reason], field);
}

/** Customer care and admins only; anyone else is told the page does not exist (as the route's guard). */

/** Each account's link for the four-eyes rule (who invited it), by id; the ids' accounts only. */
async function staffLinks(db: Db | Tx, ids: (string | null)[]): Promise<Map<string, StaffLink>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = wanted.length
    ? await db
        .select({ userId: users.id, invitedBy: users.invitedBy })
        .from(users)
        .where(inArray(users.id, wanted))
    : [];
  return new Map(rows.map((row) => [row.userId, row]));
}

const linkOf = (links: Map<string, StaffLink>, id: string): StaffLink =>
  links.get(id) ?? { userId: id, invitedBy: null };

/** The actor and the report as the rules see them (decision 0092: who invited whom). */
async function ruled(
  db: Db | Tx,
  actor: DeathActor,
  report: DeathReport,
): Promise<{ who: StepActor; facts: ReportFacts }> {
  const links = await staffLinks(db, [actor.userId, report.reportedBy, report.revocationRequestedBy]);
  return {
    who: { ...linkOf(links, actor.userId), admin: isAdmin(actor) },
    facts: {
      status: report.status,
      reporter: linkOf(links, report.reportedBy),
      revocationRequester: report.revocationRequestedBy ? linkOf(links, report.revocationRequestedBy) : null,
    },
  };
}

/** What a refusal's audit entry names: the step, the report and provision when known. */
interface Attempt {
  step: DeathStep | "report";
  reportId?: string;
  provisionId: string | null;
}

/**
 * Runs a step; a refusal (ServiceError of 4xx) is written to the audit log as `death.refused` with its reason
 * (after the step's transaction rolled back) and rethrown for the route to answer.
 */
async function auditingRefusals<T>(
  db: Db,
  actor: DeathActor,
  attempt: Attempt,
  ip: string | null | undefined,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isServiceError(error) && error.status >= 400 && error.status < 500) {
      await recordAudit(db, {
        actorUserId: actor.userId,
        provisionId: attempt.provisionId,
        action: "death.refused",
        detail: {
          step: attempt.step,
          reason: error instanceof DeathRefused ? error.reason : error.code,
          ...(attempt.reportId && isUuid(attempt.reportId) ? { reportId: attempt.reportId } : {}),
        },
        ip,
      });
    }
    throw error;
  }
}

/** Locks the provision row, then the report (always in this order); unknown report → 404. */
async function lockReport(tx: Tx, reportId: string, attempt: Attempt) {
  const [found] = await tx
    .select({ provisionId: deathReports.provisionId })
    .from(deathReports)
    .where(eq(deathReports.id, reportId));
  if (!found) throw new ServiceError("notFound", { detail: `death report ${reportId}` });
  attempt.provisionId = found.provisionId;
  const provision = await lockProvisionRow(tx, found.provisionId);
  const [report] = await tx.select().from(deathReports).where(eq(deathReports.id, reportId)).for("update");
  if (!provision || !report) throw new ServiceError("notFound", { detail: `death report ${reportId}` });
  return { provision, report };
}

function checkVersion(report: DeathReport, version: number | undefined) {
  if (version !== report.version) {
    throw new ServiceError("staleVersion", {
      detail: `death report ${report.id} is at version ${report.version}, form had ${String(version)}`,
    });
  }
}

/** Writes a step's changes to the locked report (the version moves on) and its audit entry; the stored report. */
async function advance(
  tx: Tx,
  actor: DeathActor,
  report: DeathReport,
  changes: Partial<typeof deathReports.$inferInsert>,
  audit: { action: string; detail: Record<string, unknown>; ip: string | null | undefined },
): Promise<DeathReport> {
  const [stored] = await tx
    .update(deathReports)
    .set({ ...changes, version: report.version + 1 })
    .where(eq(deathReports.id, report.id))
    .returning();
  await recordAudit(tx, {
    actorUserId: actor.userId,
    provisionId: report.provisionId,
    action: audit.action,
    detail: { reportId: report.id, ...audit.detail },
    ip: audit.ip,
  });
  return stored!;
}

/** A step on an existing report: guard, id check, lock, rule, version, change; refusals audited. */
async function onReport<T>(
  db: Db,
  actor: DeathActor,
  step: DeathStep,
  input: ReportStepInput,
  ip: string | null | undefined,
  change: (tx: Tx, locked: Awaited<ReturnType<typeof lockReport>>) => Promise<T>,
): Promise<T> {
  requireBackOffice(actor, "care");
  const attempt: Attempt = { step, reportId: input.reportId, provisionId: null };
  return auditingRefusals(db, actor, attempt, ip, async () => {
    if (!isUuid(input.reportId)) throw new ServiceError("notFound", { detail: "death report id" });
    return db.transaction(async (tx) => change(tx, await lockReport(tx, input.reportId, attempt)));
  });
}

/**
 * Records a reported death for the provision the staff member holds (read with the provision access, so the
 * read is audited). Refused: a date of death after today (`deathInFuture`, field `dateOfDeath`), a provision
 * with an open or confirmed report (`deathAlreadyReported`) or a frozen one (`provisionFrozen`); no held
 * provision → 404.
 */
export async function reportDeath(
  db: Db,
  actor: DeathActor,
  input: ReportDeathInput,
  { ip, now }: DeathOptions,
): Promise<DeathReport> {
  requireBackOffice(actor, "care");
  const attempt: Attempt = { step: "report", provisionId: null };
  return auditingRefusals(db, actor, attempt, ip, async () => {
    if (!actor.heldProvisionId) throw new ServiceError("notFound", { detail: "no held provision" });
    const held = await readProvision(db, actor, { ip });
    attempt.provisionId = held.id;
    refuse(deathDateRefusal(input.dateOfDeath, calendarDateInGermany(now)), "dateOfDeath");
    return db.transaction(async (tx) => {
      const provision = await lockProvisionRow(tx, held.id);
      if (!provision) throw new ServiceError("notFound");
      const existing = await tx
        .select({ status: deathReports.status })
        .from(deathReports)
        .where(and(eq(deathReports.provisionId, provision.id), ne(deathReports.status, "withdrawn")));
      refuse(newReportRefusal({ frozen: provision.frozenAt !== null }, existing));
      const [report] = await tx
        .insert(deathReports)
        .values({
          provisionId: provision.id,
          reporterName: input.reporterName,
          reporterRelation: input.reporterRelation,
          reporterContact: input.reporterContact,
          dateOfDeath: input.dateOfDeath,
          certificateReference: input.certificateReference,
          reportedBy: actor.userId,
          reportedAt: now,
        })
        .returning();
      await recordAudit(tx, {
        actorUserId: actor.userId,
        provisionId: provision.id,
        action: "death.reported",
        detail: {
          reportId: report!.id,
          reporterName: input.reporterName,
          reporterRelation: input.reporterRelation,
          dateOfDeath: input.dateOfDeath,
          certificateReference: maskedCertificateReference(input.certificateReference),
        },
        ip,
      });
      return report!;
    });
  });
}

/** The trusted person as customer care needs them: whom to call, and whether a mail could reach them. */
function trustedPersonOf(person: Provision["trustedPerson"]) {
  if (!person) return null;
  return { name: customerName(person), phone: person.phone, hasEmail: Boolean(person.email) };
}

/** What customer care is told after the confirmation. */
export interface ConfirmOutcome {
  report: DeathReport;
  /** The trusted person's mail was queued. */
  trustedPersonMailed: boolean;
  /** The trusted person as the customer entered them (name, phone), or null when there is none. */
  trustedPerson: { name: string; phone: string } | null;
}

/**
 * Confirms a reported death (admins only, neither the reporter nor an account linked to them, only while
 * "reported"), after the admin typed the certificate's details (decision 0092): the register number and the date
 * of death must be the report's, the registry office is kept. In one transaction the report is confirmed, the
 * provision frozen (`freezeProvision`: billing stops, the trusted person's mail) and the mail's time stored. A
 * concurrent second confirmation waits for the lock and is refused.
 */
export async function confirmDeath(
  db: Db,
  actor: DeathActor,
  input: ReportStepInput & CertificateCheck,
  { ip, now, config }: DeathOptions & { config: FreezeConfig },
): Promise<ConfirmOutcome> {
  return onReport(db, actor, "confirm", input, ip, async (tx, { provision, report }) => {
    const { who, facts } = await ruled(tx, actor, report);
    refuse(stepRefusal("confirm", facts, who));
    checkVersion(report, input.version);
    const mismatch = certificateMismatch(report, input);
    if (mismatch) refuse("certificateMismatch", mismatch);
    const { trustedPersonMailed } = await freezeProvision(tx, provision, { now, config });
    const confirmed = await advance(
      tx,
      actor,
      report,
      {
        status: "confirmed",
        confirmedBy: actor.userId,
        confirmedAt: now,
        registryOffice: input.registryOffice,
        trustedPersonMailedAt: trustedPersonMailed ? now : null,
      },
      {
        action: "death.confirmed",
        detail: { reportedBy: report.reportedBy, registryOffice: input.registryOffice, trustedPersonMailed },
        ip,
      },
    );
    const person = trustedPersonOf(provision.trustedPerson);
    return {
      report: confirmed,
      trustedPersonMailed,
      trustedPerson: person && { name: person.name, phone: person.phone },
    };
  });
}

/**
 * Whether `actor` may take `step` on the report now: the step's refusal (audited like the step's own), or nothing.
 * For a form that did not pass its fields' checks, so that a step the actor may not take at all is refused as
 * such (customer care posting a confirmation: 404) rather than with the fields' messages.
 */
export async function assertDeathStep(
  db: Db,
  actor: DeathActor,
  step: DeathStep,
  input: { reportId: string },
  { ip }: Pick<DeathOptions, "ip">,
): Promise<void> {
  await onReport(db, actor, step, { ...input, version: undefined }, ip, async (tx, { report }) => {
    const { who, facts } = await ruled(tx, actor, report);
    refuse(stepRefusal(step, facts, who));
  });
}

/**
 * An admin asks to take back a mistaken confirmation, with the reason (decision 0092); nothing else changes
 * until a second admin takes it back (`revokeDeath`).
 */
export async function requestDeathRevocation(
  db: Db,
  actor: DeathActor,
  input: ReportStepInput & { reason: string },
  { ip, now }: DeathOptions,
): Promise<DeathReport> {
  return onReport(db, actor, "requestRevocation", input, ip, async (tx, { report }) => {
    const { who, facts } = await ruled(tx, actor, report);
    refuse(stepRefusal("requestRevocation", facts, who));
    checkVersion(report, input.version);
    return advance(
      tx,
      actor,
      report,
      { revocationRequestedBy: actor.userId, revocationRequestedAt: now, revocationReason: input.reason },
      { action: "death.revocationRequested", detail: { reason: input.reason.slice(0, 200) }, ip },
    );
  });
}

/**
 * A second admin (neither the one who asked nor linked to them) takes the confirmation back: the report is
 * withdrawn and the plan restored (`thawProvision`: open again, PayPal's cancellation called off where it has not
 * happened, the read-access link of the death's mail ended, letters not sent taken off the list, the trusted
 * person told). Audited as `death.revoked` with the reason asked for.
 */
export async function revokeDeath(
  db: Db,
  actor: DeathActor,
  input: ReportStepInput,
  { ip, now, config }: DeathOptions & { config: FreezeConfig },
): Promise<{ report: DeathReport; trustedPersonMailed: boolean; paypalEnded: number }> {
  return onReport(db, actor, "revoke", input, ip, async (tx, { provision, report }) => {
    const { who, facts } = await ruled(tx, actor, report);
    refuse(stepRefusal("revoke", facts, who));
    checkVersion(report, input.version);
    const thawed = await thawProvision(tx, provision, {
      now,
      config,
      trustedPersonWasMailed: report.trustedPersonMailedAt !== null,
    });
    const withdrawn = await advance(
      tx,
      actor,
      report,
      {
        status: "withdrawn",
        withdrawnBy: actor.userId,
        withdrawnAt: now,
        withdrawReason: report.revocationReason,
      },
      {
        action: "death.revoked",
        detail: {
          requestedBy: report.revocationRequestedBy,
          reason: (report.revocationReason ?? "").slice(0, 200),
          ...thawed,
        },
        ip,
      },
    );
    return {
      report: withdrawn,
      trustedPersonMailed: thawed.trustedPersonMailed,
      paypalEnded: thawed.paypalEnded,
    };
  });
}

/** Withdraws a report that is still "reported" (customer care or admin), with the reason for the record. */
export async function withdrawDeath(
  db: Db,
  actor: DeathActor,
  input: ReportStepInput & { reason: string },
  { ip, now }: DeathOptions,
): Promise<DeathReport> {
  return onReport(db, actor, "withdraw", input, ip, async (tx, { report }) => {
    const { who, facts } = await ruled(tx, actor, report);
    refuse(stepRefusal("withdraw", facts, who));
    checkVersion(report, input.version);
    return advance(
      tx,
      actor,
      report,
      { status: "withdrawn", withdrawnBy: actor.userId, withdrawnAt: now, withdrawReason: input.reason },
      { action: "death.withdrawn", detail: { reason: input.reason.slice(0, 200) }, ip },
    );
  });
}

/** How many letters of the provision are marked sent. */
async function lettersSent(tx: Tx, provisionId: string): Promise<number> {
  const [row] = await tx
    .select({ sent: count() })
    .from(letterDispatches)
    .where(and(eq(letterDispatches.provisionId, provisionId), eq(letterDispatches.status, "sent")));
  return row?.sent ?? 0;
}

/**
 * Records (or corrects) the funeral date of a confirmed death and schedules the letters in the same
 * transaction. Refused: before the date of death (`funeralBeforeDeath`, field `funeralDate`), a report not
 * confirmed, a letter already sent (`letterAlreadySent`: the date is final then), the same date again
 * (`unchanged`). Returns the report and how many letters are now scheduled.
 */
export async function setFuneralDate(
  db: Db,
  actor: DeathActor,
  input: ReportStepInput & { funeralDate: IsoDate },
  { ip, now }: DeathOptions,
): Promise<{ report: DeathReport; scheduled: number }> {
  return onReport(db, actor, "setFuneralDate", input, ip, async (tx, { provision, report }) => {
    const { who, facts } = await ruled(tx, actor, report);
    refuse(stepRefusal("setFuneralDate", facts, who, await lettersSent(tx, provision.id)));
    refuse(funeralDateRefusal(input.funeralDate, report.dateOfDeath), "funeralDate");
    checkVersion(report, input.version);
    if (report.funeralDate === input.funeralDate) {
      throw new ServiceError("unchanged", { field: "funeralDate", detail: `death report ${report.id}` });
    }
    const scheduled = await scheduleLetterDispatches(tx, provision.id, input.funeralDate, { now });
    const dated = await advance(
      tx,
      actor,
      report,
      { funeralDate: input.funeralDate, funeralDateSetBy: actor.userId, funeralDateSetAt: now },
      {
        action: "death.funeralDate",
        detail: { funeralDate: input.funeralDate, previous: report.funeralDate, scheduled },
        ip,
      },
    );
    return { report: dated, scheduled };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Reading

const reporter = alias(users, "reporter");
const confirmer = alias(users, "confirmer");
const withdrawer = alias(users, "withdrawer");
const dater = alias(users, "dater");
const revocationRequester = alias(users, "revocation_requester");

/** One row of the list. */
export interface DeathListRow {
  id: string;
  provisionId: string;
  customerName: string;
  number: number;
  status: DeathReport["status"];
  dateOfDeath: IsoDate;
  funeralDate: IsoDate | null;
  reportedAt: Date;
  reportedBy: string;
}

const listColumns = {
  id: deathReports.id,
  provisionId: deathReports.provisionId,
  firstname: provisions.firstname,
  lastname: provisions.lastname,
  number: provisions.number,
  status: deathReports.status,
  dateOfDeath: deathReports.dateOfDeath,
  funeralDate: deathReports.funeralDate,
  reportedAt: deathReports.reportedAt,
  reportedBy: reporter.email,
};

/** "Vorname Nachname" of a customer or a trusted person. */
function customerName(row: { firstname: string | null; lastname: string | null }): string {
  return [row.firstname, row.lastname].filter(Boolean).join(" ");
}

/** Each group's condition and order: awaiting oldest first, the rest newest first. */
const GROUPS: Record<DeathListGroup, { where: SQL | undefined; order: SQL[]; limit: number }> = {
  awaiting: {
    where: eq(deathReports.status, "reported"),
    order: [asc(deathReports.reportedAt)],
    limit: DEATH_LIST_LIMIT,
  },
  confirmedOpen: {
    where: and(eq(deathReports.status, "confirmed"), isNull(deathReports.funeralDate)),
    order: [asc(deathReports.confirmedAt)],
    limit: DEATH_LIST_LIMIT,
  },
  confirmedDated: {
    where: and(eq(deathReports.status, "confirmed"), isNotNull(deathReports.funeralDate)),
    order: [desc(deathReports.funeralDate), desc(deathReports.confirmedAt)],
    limit: DEATH_LIST_LIMIT,
  },
  withdrawn: {
    where: eq(deathReports.status, "withdrawn"),
    order: [desc(deathReports.withdrawnAt)],
    limit: DEATH_LIST_WITHDRAWN_LIMIT,
  },
};

/** The reports, grouped as customer care works through them (decision 0062); the view is audited. */
export async function listDeathReports(
  db: Db,
  actor: DeathActor,
  { ip }: Pick<DeathOptions, "ip">,
): Promise<Record<DeathListGroup, DeathListRow[]>> {
  requireBackOffice(actor, "care");
  const result = {} as Record<DeathListGroup, DeathListRow[]>;
  for (const [group, { where, order, limit }] of Object.entries(GROUPS) as [
    DeathListGroup,
    (typeof GROUPS)[DeathListGroup],
  ][]) {
    const rows = await db
      .select(listColumns)
      .from(deathReports)
      .innerJoin(provisions, eq(provisions.id, deathReports.provisionId))
      .innerJoin(reporter, eq(reporter.id, deathReports.reportedBy))
      .where(where)
      .orderBy(...order)
      .limit(limit);
    result[group] = rows.map(({ firstname, lastname, ...row }) => ({
      ...row,
      customerName: customerName({ firstname, lastname }),
    }));
  }
  await recordAudit(db, {
    actorUserId: actor.userId,
    provisionId: null,
    action: "deaths.list",
    detail: Object.fromEntries(Object.entries(result).map(([group, rows]) => [group, rows.length])),
    ip,
  });
  return result;
}

/** A report with everything its page shows. */
export interface DeathReportView {
  report: DeathReport;
  customerName: string;
  number: number;
  frozen: boolean;
  trustedPerson: { name: string; phone: string; hasEmail: boolean } | null;
  /** E-mail of the staff member of each step (null: not done, or the account is gone). */
  by: {
    reported: string;
    confirmed: string | null;
    withdrawn: string | null;
    funeralDate: string | null;
    revocationRequested: string | null;
  };
  letters: { scheduled: number; sent: number };
  /** The steps this actor may take now (the page offers these only). */
  steps: DeathStep[];
}

/** One report; unknown or malformed id → 404. The staff member's view is audited as a read of the provision. */
export async function readDeathReport(
  db: Db,
  actor: DeathActor,
  input: { reportId: string },
  { ip }: Pick<DeathOptions, "ip">,
): Promise<DeathReportView> {
  requireBackOffice(actor, "care");
  if (!isUuid(input.reportId)) throw new ServiceError("notFound", { detail: "death report id" });
  const [row] = await db
    .select({
      report: deathReports,
      firstname: provisions.firstname,
      lastname: provisions.lastname,
      number: provisions.number,
      frozenAt: provisions.frozenAt,
      trustedPerson: provisions.trustedPerson,
      reported: reporter.email,
      confirmed: confirmer.email,
      withdrawn: withdrawer.email,
      funeralDate: dater.email,
      revocationRequested: revocationRequester.email,
    })
    .from(deathReports)
    .innerJoin(provisions, eq(provisions.id, deathReports.provisionId))
    .innerJoin(reporter, eq(reporter.id, deathReports.reportedBy))
    .leftJoin(confirmer, eq(confirmer.id, deathReports.confirmedBy))
    .leftJoin(withdrawer, eq(withdrawer.id, deathReports.withdrawnBy))
    .leftJoin(dater, eq(dater.id, deathReports.funeralDateSetBy))
    .leftJoin(revocationRequester, eq(revocationRequester.id, deathReports.revocationRequestedBy))
    .where(eq(deathReports.id, input.reportId));
  if (!row) throw new ServiceError("notFound", { detail: `death report ${input.reportId}` });
  const [letters] = await db
    .select({
      total: count(),
      sent: sql<number>`count(*) filter (where ${letterDispatches.status} = 'sent')`.mapWith(Number),
    })
    .from(letterDispatches)
    .where(eq(letterDispatches.provisionId, row.report.provisionId));
  const sent = letters?.sent ?? 0;
  const { who, facts } = await ruled(db, actor, row.report);
  await recordAudit(db, {
    actorUserId: actor.userId,
    provisionId: row.report.provisionId,
    action: "provision.read",
    detail: { deathReport: row.report.id },
    ip,
  });
  return {
    report: row.report,
    customerName: customerName(row),
    number: row.number,
    frozen: row.frozenAt !== null,
    trustedPerson: trustedPersonOf(row.trustedPerson),
    by: {
      reported: row.reported,
      confirmed: row.confirmed,
      withdrawn: row.withdrawn,
      funeralDate: row.funeralDate,
      revocationRequested: row.revocationRequested,
    },
    letters: { scheduled: (letters?.total ?? 0) - sent, sent },
    steps: allowedSteps(facts, who, sent),
  };
}

/**
 * The report of a provision that is open or confirmed (for the "Sterbefall melden/ansehen" link on the
 * overview a staff member sees), or null. Staff only; the provision is the one the caller already read.
 */
export async function currentDeathReport(
  db: Db,
  actor: DeathActor,
  provisionId: string,
): Promise<{ id: string; status: DeathReport["status"] } | null> {
  if (!mayEnterBackOffice(actor, "care") || !isUuid(provisionId)) return null;
  const [report] = await db
    .select({ id: deathReports.id, status: deathReports.status })
    .from(deathReports)
    .where(and(eq(deathReports.provisionId, provisionId), ne(deathReports.status, "withdrawn")))
    .limit(1);
  return report ?? null;
}
