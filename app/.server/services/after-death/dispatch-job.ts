/**
 * The daily part of the letter dispatch (decision 0064), run by the billing job's tick
 * (../billing/job.ts) on every replica:
 * 1. every `scheduled` dispatch whose day has come (German calendar day of `now`) becomes `due`;
 * 2. while letters are overdue (due before today, not sent), ONE reminder per German day goes to customer care
 *    (`CUSTOMER_CARE_EMAIL`) with the number and the link to the list. The day's key
 *    `letters-overdue:<date>` is inserted into `scheduled_mails` in the same transaction that queues the mail
 *    (as ../billing/recurring-mails.ts does), so overlapping runs on several replicas queue it once.
 * Both steps go through the index `letter_dispatches_status_due_idx` and touch only the rows they change or count.
 */
import { and, eq, inArray, isNotNull, lt, lte, sql } from "drizzle-orm";
import { href } from "react-router";
import { calendarDateInGermany } from "~/domain/dates";
import { startOfGermanDay } from "~/domain/billing/trial";
import { formatViewDate } from "~/i18n/format";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { deathReports, letterDispatches, provisions, scheduledMails } from "../../db/schema";
import { overdueLettersMail } from "../../mail/letter-dispatch-templates";
import { enqueueMail } from "../../mail/outbox";

export type LetterDispatchJobConfig = Pick<Config, "BASE_URL" | "CUSTOMER_CARE_EMAIL">;

export interface LetterDispatchRun {
  /** Dispatches moved from scheduled to due by this run. */
  due: number;
  /** Letters overdue at this run (frozen provisions with a confirmed death only). */
  overdue: number;
  /** Whether this run queued the day's reminder (false when another run already had). */
  reminded: boolean;
}

/** One run: moves due letters, counts the overdue ones and queues the day's reminder once. */
export async function runLetterDispatch(
  db: Db,
  config: LetterDispatchJobConfig,
  now: Date,
): Promise<LetterDispatchRun> {
  const today = calendarDateInGermany(now);
  const moved = await db
    .update(letterDispatches)
    .set({ status: "due", version: sql`${letterDispatches.version} + 1` })
    .where(and(eq(letterDispatches.status, "scheduled"), lte(letterDispatches.dueOn, today)))
    .returning({ letterId: letterDispatches.letterId });

  const [counted] = await db
    .select({ overdue: sql<number>`count(*)`.mapWith(Number) })
    .from(letterDispatches)
    .innerJoin(provisions, eq(provisions.id, letterDispatches.provisionId))
    .innerJoin(
      deathReports,
      and(eq(deathReports.provisionId, letterDispatches.provisionId), eq(deathReports.status, "confirmed")),
    )
    .where(
      and(
        inArray(letterDispatches.status, ["scheduled", "due"]),
        lt(letterDispatches.dueOn, today),
        isNotNull(provisions.frozenAt),
      ),
    );
  const overdue = counted?.overdue ?? 0;
  const reminded = overdue > 0 && (await remindOnce(db, config, { today, overdue }));
  return { due: moved.length, overdue, reminded };
}

async function remindOnce(
  db: Db,
  config: LetterDispatchJobConfig,
  { today, overdue }: { today: string; overdue: number },
): Promise<boolean> {
  const key = `letters-overdue:${today}`;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const inserted = await tx
      .insert(scheduledMails)
      .values({ key, kind: "letters-overdue", provisionId: null, dueAt: startOfGermanDay(today) })
      .onConflictDoNothing({ target: scheduledMails.key })
      .returning({ key: scheduledMails.key });
    if (inserted.length === 0) return false;
    await enqueueMail(tx, {
      ...overdueLettersMail({
        to: config.CUSTOMER_CARE_EMAIL,
        count: overdue,
        link: `${config.BASE_URL.replace(/\/$/, "")}${href("/backoffice/letters")}`,
        today: formatViewDate(today),
      }),
      dedupeKey: key,
    });
    return true;
  });
}
