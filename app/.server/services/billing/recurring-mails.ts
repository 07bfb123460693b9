/**
 * The recurring mails (decision 0022): the SEPA pre-notification before each yearly debit, the yearly
 * reminder to check wishes, trusted person and contact data, and the end of the trial, queued in the mail
 * outbox by a scheduled job.
 *
 * Several replicas may run the job at the same time. Each mail has a key (`scheduled_mails.key`, e.g.
 * "sepa-prenotification:<provisionId>:2027-03-15"); it is queued in ONE transaction that
 * 1. locks the provision row `FOR UPDATE SKIP LOCKED` (as the mail sender claims outbox rows): a replica that
 *    finds it locked leaves it to the one holding it, and the row is re-read under the lock;
 * 2. inserts the key `ON CONFLICT DO NOTHING`: only the transaction that inserted it queues the mail;
 * 3. queues the mail in the outbox (its dedupe key is the same key).
 * So a mail is queued once, however many runs overlap, and never without its key (or the key without it).
 *
 * Candidates are read through indexes that hold only the provisions whose date falls in the mail's window
 * (decision 0066): the trial ends of the last LATE_LIMIT_DAYS days, the sign-up anniversaries of those days, the
 * payment anniversaries of the coming lead days; so a run reads the rows of its window, not every customer.
 * Each is pre-filtered in SQL (nothing already sent for that period), read in pages by provision id, and the
 * dates are decided by the pure rules in ~/domain/trial. A frozen provision (a confirmed death, decision 0063) is
 * skipped in SQL and again under the lock.
 */
import { and, asc, desc, eq, gt, isNull, lt, lte, sql } from "drizzle-orm";
import { calendarDateInGermany } from "~/domain/dates";
import {
  announcedDebitDate,
  daysBetween,
  addDays,
  addYears,
  nextDebitDate,
  prenotificationDue,
  reminderYear,
  startOfGermanDay,
  trialEndFor,
  trialStatus,
  isPaid,
  monthDaysFrom,
} from "~/domain/billing/trial";
import { formatViewDate } from "~/i18n/format";
import { formatCents } from "~/i18n/currency";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { monthDayInGermany, payments, provisions, scheduledMails, type Provision } from "../../db/schema";
import { logger } from "../../logger";
import { prenotificationMail, trialEndMail, yearlyReminderMail } from "../../mail/billing-templates";
import { enqueueMail, mailOwner, mailRecipient, type Mail } from "../../mail/outbox";
import { paidCondition, trialEndsWithin, unpaidCondition } from "../features";

/** A trial-end mail or yearly reminder found later than this after its date is not sent any more. */
export const LATE_LIMIT_DAYS = 30;
const PAGE_SIZE = 200;

export type RecurringKind = "sepa-prenotification" | "yearly-reminder" | "trial-end";

export type RecurringMailConfig = Pick<
  Config,
  "BASE_URL" | "hotline" | "SEPA_CREDITOR_ID" | "SEPA_PRENOTIFICATION_LEAD_DAYS"
>;

export interface RecurringRun {
  "sepa-prenotification": number;
  "yearly-reminder": number;
  "trial-end": number;
}

interface Due {
  key: string;
  kind: RecurringKind;
  provisionId: string;
  dueAt: Date;
  /** Builds the mail from the row as read under the lock; null when it is no longer due. */
  mail: (locked: Provision) => Mail | null;
}

/** Queues one due mail (see the module comment); true when this call queued it. */
async function queue(db: Db, due: Due): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [locked] = await tx
      .select()
      .from(provisions)
      .where(eq(provisions.id, due.provisionId))
      .for("update", { skipLocked: true });
    // A frozen provision (a confirmed death, decision 0063) gets no billing mail, whatever was read before.
    if (!locked || locked.frozenAt) return false;
    const mail = due.mail(locked);
    if (!mail) return false;
    const inserted = await tx
      .insert(scheduledMails)
      .values({ key: due.key, kind: due.kind, provisionId: due.provisionId, dueAt: due.dueAt })
      .onConflictDoNothing({ target: scheduledMails.key })
      .returning({ key: scheduledMails.key });
    if (inserted.length === 0) return false;
    await enqueueMail(tx, { ...mail, dedupeKey: due.key, owner: mailOwner(locked) });
    return true;
  });
}

/** Reads candidates page by page (keyset on the provision id). */
async function* pages<T extends { id: string }>(read: (after: string) => Promise<T[]>) {
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await read(after);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
    if (rows.length < PAGE_SIZE) return;
  }
}

/** The pages of each month-day in turn (a provision is in one day's rows at most once per read). */
async function* pagesPerDay<T extends { id: string }>(
  days: readonly number[],
  read: (day: number, after: string) => Promise<T[]>,
) {
  for (const day of days) yield* pages((after) => read(day, after));
}

const noneSent = (kind: RecurringKind, since: Date) =>
  sql`not exists (select 1 from ${scheduledMails} s where s.provision_id = ${provisions.id}
    and s.kind = ${kind} and s.due_at > ${since.toISOString()}::timestamptz)`;

/** Trial over, nothing paid, not cancelled, e-mail confirmed: one mail per provision. */
async function* dueTrialEnds(db: Db, config: RecurringMailConfig, now: Date): AsyncGenerator<Due> {
  const lateLimit = new Date(now.getTime() - LATE_LIMIT_DAYS * 86_400_000);
  for await (const rows of pages((after) =>
    db
      .select({ id: provisions.id, createdAt: provisions.createdAt, trialEndsAt: provisions.trialEndsAt })
      .from(provisions)
      .where(
        and(
          gt(provisions.id, after),
          unpaidCondition(),
          isNull(provisions.cancelledAt),
          isNull(provisions.frozenAt),
          eq(provisions.status, "CONFIRMED"),
          trialEndsWithin(
            provisions,
            sql`${lateLimit.toISOString()}::timestamptz`,
            sql`${now.toISOString()}::timestamptz`,
          ),
          noneSent("trial-end", new Date(0)),
        ),
      )
      .orderBy(asc(provisions.id))
      .limit(PAGE_SIZE),
  )) {
    for (const row of rows) {
      const endsAt = row.trialEndsAt ?? trialEndFor(row.createdAt);
      if (endsAt > now || endsAt <= lateLimit) continue;
      yield {
        key: `trial-end:${row.id}`,
        kind: "trial-end",
        provisionId: row.id,
        dueAt: endsAt,
        mail: (p) => {
          const status = trialStatus(p, now);
          if (status.state !== "expired" || p.cancelledAt) return null;
          return trialEndMail({
            ...mailRecipient(p),
            deadline: formatViewDate(status.deadline),
            baseUrl: config.BASE_URL,
            hotline: config.hotline,
          });
        },
      };
    }
  }
}

/** Each anniversary of the account (not cancelled, e-mail confirmed), found within 30 days. */
async function* dueReminders(db: Db, config: RecurringMailConfig, now: Date): AsyncGenerator<Due> {
  const today = calendarDateInGermany(now);
  const yearAgo = startOfGermanDay(addYears(today, -1));
  // An anniversary of the last LATE_LIMIT_DAYS days falls on one of their month-days: read day by day through
  // `provisions_signup_anniversary_idx` (month-day, id), each day's rows in pages by id.
  const signupDay = monthDayInGermany(provisions.createdAt);
  const days = monthDaysFrom(addDays(today, -LATE_LIMIT_DAYS), LATE_LIMIT_DAYS);
  for await (const rows of pagesPerDay(days, (day, after) =>
    db
      .select({ id: provisions.id, createdAt: provisions.createdAt })
      .from(provisions)
      .where(
        and(
          sql`${signupDay} = ${day}`,
          gt(provisions.id, after),
          isNull(provisions.cancelledAt),
          isNull(provisions.frozenAt),
          eq(provisions.status, "CONFIRMED"),
          lte(provisions.createdAt, new Date(yearAgo.getTime() + 86_400_000)),
          noneSent("yearly-reminder", new Date(now.getTime() - 300 * 86_400_000)),
        ),
      )
      .orderBy(asc(provisions.id))
      .limit(PAGE_SIZE),
  )) {
    for (const row of rows) {
      const start = calendarDateInGermany(row.createdAt);
      const years = reminderYear(start, today);
      if (years < 1) continue;
      const anniversary = addYears(start, years);
      if (daysBetween(anniversary, today) > LATE_LIMIT_DAYS) continue;
      yield {
        key: `yearly-reminder:${row.id}:${years}`,
        kind: "yearly-reminder",
        provisionId: row.id,
        dueAt: startOfGermanDay(anniversary),
        mail: (p) =>
          p.cancelledAt
            ? null
            : yearlyReminderMail({
                ...mailRecipient(p),
                years,
                baseUrl: config.BASE_URL,
                hotline: config.hotline,
              }),
      };
    }
  }
}

/** Paid by SEPA, not cancelled: the next yearly debit, announced from the lead time on. */
async function* duePrenotifications(db: Db, config: RecurringMailConfig, now: Date): AsyncGenerator<Due> {
  const today = calendarDateInGermany(now);
  // Qualified by hand: in a select list Drizzle names a column of the main table without its table.
  const firstPayment =
    sql<Date>`(select min(f.created_at) from ${payments} f where f.provision_id = "provisions"."id")`.mapWith(
      payments.createdAt,
    );
  // A debit in the coming lead days falls on an anniversary of the first payment: the provisions with a payment
  // on one of those month-days (`payments_anniversary_idx`), read day by day, each day's in pages by id.
  const days = monthDaysFrom(today, config.SEPA_PRENOTIFICATION_LEAD_DAYS);
  for await (const rows of pagesPerDay(days, (day, after) =>
    db
      .select({ id: provisions.id, firstPayment })
      .from(provisions)
      .where(
        and(
          sql`${provisions.id} in (select a.provision_id from ${payments} a where ${monthDayInGermany(sql`a.created_at`)} = ${day})`,
          gt(provisions.id, after),
          paidCondition(),
          isNull(provisions.cancelledAt),
          isNull(provisions.frozenAt),
          sql`exists (select 1 from ${payments} f where f.provision_id = ${provisions.id})`,
          noneSent("sepa-prenotification", now),
        ),
      )
      .orderBy(asc(provisions.id))
      .limit(PAGE_SIZE),
  )) {
    for (const row of rows) {
      const first = calendarDateInGermany(row.firstPayment);
      const debit = nextDebitDate(first, today);
      if (!prenotificationDue(debit, today, config.SEPA_PRENOTIFICATION_LEAD_DAYS)) continue;
      const announced = announcedDebitDate(debit, today);
      // The amount of the latest payment row stored before this debit's notice period: a price guarantee booked
      // later (decision 0079) counts from a debit whose pre-notification had not gone out when it was booked.
      const noticeFrom = startOfGermanDay(addDays(debit, -config.SEPA_PRENOTIFICATION_LEAD_DAYS));
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provisionId, row.id), lt(payments.createdAt, noticeFrom)))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      if (!payment || payment.paymentType !== "sepa") continue;
      if (!payment.mandateReference) {
        logger.warn({ provisionId: row.id }, "SEPA payment without mandate reference: no pre-notification");
        continue;
      }
      yield {
        key: `sepa-prenotification:${row.id}:${debit}`,
        kind: "sepa-prenotification",
        provisionId: row.id,
        dueAt: startOfGermanDay(announced),
        mail: (p) =>
          p.cancelledAt || !isPaid(p)
            ? null
            : prenotificationMail({
                ...mailRecipient(p),
                amount: formatCents(payment.priceCents),
                withGuarantee: payment.priceGuaranteeDiscount !== null,
                debitDate: formatViewDate(announced),
                mandateReference: payment.mandateReference!,
                creditorId: config.SEPA_CREDITOR_ID,
                ibanLast4: payment.ibanLast4,
                hotline: config.hotline,
              }),
      };
    }
  }
}

/** One run of the job: queues every mail due at `now`; returns how many this run queued, per kind. */
export async function runRecurringMails(
  db: Db,
  config: RecurringMailConfig,
  now: Date,
): Promise<RecurringRun> {
  const counts: RecurringRun = { "sepa-prenotification": 0, "yearly-reminder": 0, "trial-end": 0 };
  for (const source of [duePrenotifications, dueReminders, dueTrialEnds]) {
    for await (const due of source(db, config, now)) {
      if (await queue(db, due)) counts[due.kind]++;
    }
  }
  return counts;
}
