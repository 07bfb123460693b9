/**
 * When the time comes (decision 0062): a reported death with its four-eyes confirmation, and the
 * dispatch of the customer's farewell letters after the funeral (decision 0060 for the dates).
 */
import { sql } from "drizzle-orm";
import { check, date, index, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamptz, uuidKey, version, timestamps } from "./columns";
import { users } from "./identity";
import { letters, provisionKey } from "./provision";

/** reported → confirmed (the plan freezes) or reported → withdrawn; confirmed is final. */
export const deathReportStatusEnum = pgEnum("death_report_status", ["reported", "confirmed", "withdrawn"]);
export type DeathReportStatus = (typeof deathReportStatusEnum.enumValues)[number];

/**
 * A death reported to customer care for a provision. At most one report per provision is not withdrawn. The
 * staff member who confirms is never the one who reported (four eyes, checked by the service and the
 * database). A withdrawn report stays for the record; the reports go with the customer's file when the retention job
 * deletes it (`deceasedFiles`, docs/retention.md) or when the account is deleted.
 */
export const deathReports = pgTable(
  "death_reports",
  {
    id: uuidKey(),
    provisionId: provisionKey(),
    status: deathReportStatusEnum("status").notNull().default("reported"),
    /** Who told customer care: name, relation to the customer, how to reach them (phone or e-mail). */
    reporterName: text("reporter_name").notNull(),
    reporterRelation: text("reporter_relation").notNull(),
    reporterContact: text("reporter_contact").notNull(),
    dateOfDeath: date("date_of_death", { mode: "string" }).notNull(),
    /** The reference of the death certificate (Sterbeurkunde) customer care has seen, e.g. its register number. */
    certificateReference: text("certificate_reference").notNull(),
    funeralDate: date("funeral_date", { mode: "string" }),
    reportedBy: uuid("reported_by")
      .notNull()
      .references(() => users.id),
    reportedAt: timestamptz("reported_at").notNull().defaultNow(),
    confirmedBy: uuid("confirmed_by").references(() => users.id),
    confirmedAt: timestamptz("confirmed_at"),
    withdrawnBy: uuid("withdrawn_by").references(() => users.id),
    withdrawnAt: timestamptz("withdrawn_at"),
    withdrawReason: text("withdraw_reason"),
    funeralDateSetBy: uuid("funeral_date_set_by").references(() => users.id),
    funeralDateSetAt: timestamptz("funeral_date_set_at"),
    /** When the trusted person's mail was queued (null: not yet, or the person has no e-mail address). */
    trustedPersonMailedAt: timestamptz("trusted_person_mailed_at"),
    /** The registry office (Standesamt) on the death certificate, typed by the confirming admin (decision 0092). */
    registryOffice: text("registry_office"),
    /**
     * A confirmation found mistaken: the admin who asked to take it back, when, and why (decision 0092). A second
     * admin takes it back (`withdrawn_by`), which restores the plan; the report is then "withdrawn".
     */
    revocationRequestedBy: uuid("revocation_requested_by").references(() => users.id),
    revocationRequestedAt: timestamptz("revocation_requested_at"),
    revocationReason: text("revocation_reason"),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("death_reports_open_key")
      .on(t.provisionId)
      .where(sql`${t.status} <> 'withdrawn'`),
    index("death_reports_status_idx").on(t.status, t.reportedAt),
    check("death_reports_four_eyes", sql`${t.confirmedBy} is null or ${t.confirmedBy} <> ${t.reportedBy}`),
    check(
      "death_reports_revocation_four_eyes",
      sql`${t.revocationRequestedBy} is null or ${t.withdrawnBy} is null or ${t.withdrawnBy} <> ${t.revocationRequestedBy}`,
    ),
    check(
      "death_reports_funeral_after_death",
      sql`${t.funeralDate} is null or ${t.funeralDate} >= ${t.dateOfDeath}`,
    ),
  ],
);

/** scheduled (date known, not yet reached) → due (the daily job, or the list on the day) → sent (once). */
export const letterDispatchStatusEnum = pgEnum("letter_dispatch_status", ["scheduled", "due", "sent"]);
export type LetterDispatchStatus = (typeof letterDispatchStatusEnum.enumValues)[number];

/**
 * The dispatch of one farewell letter, created when the funeral date of a confirmed death is recorded. Only
 * provisions with a confirmed death have rows here, so only their letters reach the dispatch list.
 */
export const letterDispatches = pgTable(
  "letter_dispatches",
  {
    letterId: uuid("letter_id")
      .primaryKey()
      .references(() => letters.id, { onDelete: "cascade" }),
    provisionId: provisionKey(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    /** Which rule gave the date (`DispatchRule` of ~/domain/letters/dispatch). */
    rule: text("rule").notNull(),
    status: letterDispatchStatusEnum("status").notNull().default("scheduled"),
    sentOn: date("sent_on", { mode: "string" }),
    sentBy: uuid("sent_by").references(() => users.id),
    sentAt: timestamptz("sent_at"),
    /** When the optional e-mail notice to the recipient was queued. */
    noticeMailedAt: timestamptz("notice_mailed_at"),
    /**
     * A posted letter that came back (Rücklauf, decision 0096): the day it came back, who recorded it and when, and
     * why (`LetterReturnReason` of ~/domain/letters/dispatch-status). Only on a sent letter; the status stays "sent"
     * (it was posted: the date is final, the letter is charged), the list shows it as returned.
     */
    returnedOn: date("returned_on", { mode: "string" }),
    returnedBy: uuid("returned_by").references(() => users.id),
    returnedAt: timestamptz("returned_at"),
    returnReason: text("return_reason"),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index("letter_dispatches_status_due_idx").on(t.status, t.dueOn),
    index("letter_dispatches_provision_idx").on(t.provisionId),
    check(
      "letter_dispatches_returned_chk",
      sql`${t.returnedOn} is null or (${t.status} = 'sent' and ${t.returnReason} in ('unknown', 'address', 'refused', 'other'))`,
    ),
  ],
);
