/**
 * The dispatch list of customer care (decision 0064): the farewell letters due by post, what the
 * posted ones cost (decision 0080), the
 * print of one letter, and "Als versendet markieren". Customer care and admins only (anyone else: notFound,
 * as the back office's guard answers).
 *
 * A letter appears only when its dispatch row belongs to a provision that is frozen AND has a confirmed death
 * report: the query asks for both, so a reported, unconfirmed or withdrawn death never lists a letter, even if a
 * row existed by mistake. "Today" is the German calendar date of the `now` the route passes in.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, sql, type SQL } from "drizzle-orm";
import { mayEnterBackOffice, type Actor } from "~/.server/auth/actor";
import type { Hotline } from "~/domain/constants";
import { calendarDateInGermany, type IsoDate } from "~/domain/dates";
import { ServiceError } from "~/domain/errors";
import { lettersCharge } from "~/domain/letters";
import type { DispatchRule } from "~/domain/letters/dispatch";
import type { Cents } from "~/domain/money";
import { periodEnd, type DispatchPeriod, type LetterReturnReason } from "~/domain/letters/dispatch-list";
import { formatViewDate } from "~/i18n/format";
import type { Db } from "../../db/client";
import { isUuid } from "~/domain/validation/uuid";
import {
  deathReports,
  letterDispatches,
  letters,
  provisions,
  type LetterContent,
  type LetterRecipient,
  type LetterShippingDate,
} from "../../db/schema";
import { letterDispatchNoticeMail } from "../../mail/letter-dispatch-templates";
import { enqueueMail, mailOwner } from "../../mail/outbox";
import { recordAudit } from "../audit";
import { lockProvisionRow } from "../provisions";

/** Rows shown per group at most (the count says how many there are). */
export const DISPATCH_GROUP_LIMIT = 100;
/** How many recently sent letters the list shows. */
export const DISPATCH_RECENT_SENT = 10;

type CareActor = Pick<Actor, "userId" | "groups" | "isStaff">;

/** One letter of the dispatch list, with what customer care needs to print, post and mark it. */
export interface DispatchEntry {
  letterId: string;
  provisionId: string;
  dueOn: IsoDate;
  rule: DispatchRule;
  status: "scheduled" | "due" | "sent";
  sentOn: IsoDate | null;
  /** A posted letter that came back (Rücklauf, decision 0096): the day, and why; null otherwise. */
  returnedOn: IsoDate | null;
  returnReason: LetterReturnReason | null;
  version: number;
  recipientName: string;
  /** Postal code and city. */
  recipientPlace: string;
  /** The recipient's e-mail address when the customer gave one (for the optional notice). */
  recipientEmail: string | null;
  /** The shipping choice's day "TT.MM" and year (for the rule in words). */
  exactDay: string | null;
  exactYear: string | null;
  customerName: string;
  contractNumber: number;
  funeralDate: IsoDate | null;
}

export interface DispatchList {
  today: IsoDate;
  /** The last day of the planned group (the period's end); null: every planned letter. */
  until: IsoDate | null;
  overdue: DispatchEntry[];
  dueToday: DispatchEntry[];
  /** The letters planned after today up to `until`. */
  planned: DispatchEntry[];
  recentlySent: DispatchEntry[];
  counts: { overdue: number; dueToday: number; planned: number };
}

/** Customer care and admins; anyone else is told the page does not exist (as the route's guard does). */
function requireCare(actor: CareActor) {
  if (!mayEnterBackOffice(actor, "care"))
    throw new ServiceError("notFound", { detail: "letters: staff only" });
}

const NOT_SENT = inArray(letterDispatches.status, ["scheduled", "due"]);

/** The dispatch rows of frozen provisions with a confirmed death, joined with letter and customer. */
function selectEntries(db: Db) {
  return db
    .select({
      letterId: letterDispatches.letterId,
      provisionId: letterDispatches.provisionId,
      dueOn: letterDispatches.dueOn,
      rule: letterDispatches.rule,
      status: letterDispatches.status,
      sentOn: letterDispatches.sentOn,
      returnedOn: letterDispatches.returnedOn,
      returnReason: letterDispatches.returnReason,
      version: letterDispatches.version,
      recipient: letters.recipient,
      shippingDate: letters.shippingDate,
      firstname: provisions.firstname,
      lastname: provisions.lastname,
      number: provisions.number,
      funeralDate: deathReports.funeralDate,
    })
    .from(letterDispatches)
    .innerJoin(letters, eq(letters.id, letterDispatches.letterId))
    .innerJoin(provisions, eq(provisions.id, letterDispatches.provisionId))
    .innerJoin(
      deathReports,
      and(eq(deathReports.provisionId, letterDispatches.provisionId), eq(deathReports.status, "confirmed")),
    )
    .$dynamic();
}

const ELIGIBLE = isNotNull(provisions.frozenAt);

const joinName = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>["execute"]>>[number];

function toEntry(row: EntryRow): DispatchEntry {
  const recipient: Partial<LetterRecipient> = row.recipient ?? {};
  const shipping: LetterShippingDate | null = row.shippingDate;
  return {
    letterId: row.letterId,
    provisionId: row.provisionId,
    dueOn: row.dueOn,
    rule: row.rule as DispatchRule,
    status: row.status,
    sentOn: row.sentOn,
    returnedOn: row.returnedOn,
    returnReason: row.returnReason as LetterReturnReason | null,
    version: row.version,
    recipientName: joinName(recipient.firstname, recipient.lastname),
    recipientPlace: joinName(recipient.postalcode, recipient.city),
    recipientEmail: recipient.email?.trim() || null,
    exactDay: shipping?.exact?.day ?? null,
    exactYear: shipping?.exact?.exactYear ?? null,
    customerName: joinName(row.firstname, row.lastname),
    contractNumber: row.number,
    funeralDate: row.funeralDate,
  };
}

async function group(db: Db, where: SQL | undefined, order: "due" | "sent", limit: number) {
  const rows = await selectEntries(db)
    .where(and(ELIGIBLE, where))
    .orderBy(
      ...(order === "due"
        ? [asc(letterDispatches.dueOn), asc(provisions.number), asc(letterDispatches.letterId)]
        : [desc(letterDispatches.sentAt), asc(letterDispatches.letterId)]),
    )
    .limit(limit);
  return rows.map(toEntry);
}

/**
 * The dispatch list on the German day of `now`: overdue (due before today, not sent), due today, and the letters
 * planned after today up to the period's end (the next 7 or 30 days, or all of them; decision 0096), each by due
 * date with its count, and the letters sent last (a returned one says so).
 */
export async function listLetterDispatches(
  db: Db,
  actor: CareActor,
  { period }: { period: DispatchPeriod },
  { now }: { now: Date },
): Promise<DispatchList> {
  requireCare(actor);
  const today = calendarDateInGermany(now);
  const until = periodEnd(today, period);
  const overdueWhere = and(NOT_SENT, lt(letterDispatches.dueOn, today));
  const todayWhere = and(NOT_SENT, eq(letterDispatches.dueOn, today));
  const plannedWhere = and(
    NOT_SENT,
    gt(letterDispatches.dueOn, today),
    until === null ? undefined : lte(letterDispatches.dueOn, until),
  );
  const count = (where: SQL | undefined) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
  const [countsQuery, overdue, dueToday, planned, recentlySent] = await Promise.all([
    db
      .select({ overdue: count(overdueWhere), dueToday: count(todayWhere), planned: count(plannedWhere) })
      .from(letterDispatches)
      .innerJoin(provisions, eq(provisions.id, letterDispatches.provisionId))
      .innerJoin(
        deathReports,
        and(eq(deathReports.provisionId, letterDispatches.provisionId), eq(deathReports.status, "confirmed")),
      )
      .where(and(ELIGIBLE, NOT_SENT, until === null ? undefined : lte(letterDispatches.dueOn, until))),
    group(db, overdueWhere, "due", DISPATCH_GROUP_LIMIT),
    group(db, todayWhere, "due", DISPATCH_GROUP_LIMIT),
    group(db, plannedWhere, "due", DISPATCH_GROUP_LIMIT),
    group(db, eq(letterDispatches.status, "sent"), "sent", DISPATCH_RECENT_SENT),
  ]);
  const counts = countsQuery[0] ?? { overdue: 0, dueToday: 0, planned: 0 };
  return { today, until, overdue, dueToday, planned, recentlySent, counts };
}

/** Most provisions the letter charges show (the most recently posted first; the count says how many there are). */
export const LETTER_CHARGES_LIMIT = 100;

/** What one deceased customer's letters cost so far: to be invoiced with the funeral's other costs (decision 0080). */
export interface LetterCharge {
  provisionId: string;
  customerName: string;
  contractNumber: number;
  /** Letters posted (status sent): these are due. */
  sent: number;
  /** Letters still to post (scheduled or due): they cost nothing until they are posted. */
  open: number;
  /** sent × the letter price (`lettersCharge`). */
  amount: Cents;
}

/**
 * Per provision on the dispatch list (frozen, confirmed death): how many letters went out, how many are still to
 * post, and the amount to invoice for the posted ones; the provisions whose last letter went out most recently
 * first, then those with none posted yet, at most LETTER_CHARGES_LIMIT, with their total count.
 */
export async function listLetterCharges(
  db: Db,
  actor: CareActor,
): Promise<{ charges: LetterCharge[]; count: number }> {
  requireCare(actor);
  const sent = sql<number>`count(*) filter (where ${letterDispatches.status} = 'sent')`.mapWith(Number);
  const rows = await db
    .select({
      provisionId: letterDispatches.provisionId,
      firstname: provisions.firstname,
      lastname: provisions.lastname,
      number: provisions.number,
      sent,
      open: sql<number>`count(*) filter (where ${NOT_SENT})`.mapWith(Number),
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(letterDispatches)
    .innerJoin(provisions, eq(provisions.id, letterDispatches.provisionId))
    .innerJoin(
      deathReports,
      and(eq(deathReports.provisionId, letterDispatches.provisionId), eq(deathReports.status, "confirmed")),
    )
    .where(ELIGIBLE)
    .groupBy(letterDispatches.provisionId, provisions.firstname, provisions.lastname, provisions.number)
    .orderBy(sql`max(${letterDispatches.sentAt}) desc nulls last`, asc(provisions.number))
    .limit(LETTER_CHARGES_LIMIT);
  return {
    charges: rows.map((row) => ({
      provisionId: row.provisionId,
      customerName: joinName(row.firstname, row.lastname),
      contractNumber: row.number,
      sent: row.sent,
      open: row.open,
      amount: lettersCharge(row.sent),
    })),
    count: rows[0]?.count ?? 0,
  };
}

/** One letter of the list; an unknown id, or a letter not on the list (no confirmed death) → notFound. */
export async function readLetterDispatch(
  db: Db,
  actor: CareActor,
  input: { letterId: string },
): Promise<DispatchEntry> {
  requireCare(actor);
  if (!isUuid(input.letterId)) throw new ServiceError("notFound", { detail: `letter ${input.letterId}` });
  const [row] = await selectEntries(db)
    .where(and(ELIGIBLE, eq(letterDispatches.letterId, input.letterId)))
    .limit(1);
  if (!row) throw new ServiceError("notFound", { detail: `letter dispatch ${input.letterId}` });
  return toEntry(row);
}

/** What the print needs: the letter as stored (text, style, recipient). */
export interface PrintableLetter {
  content: LetterContent;
  recipient: LetterRecipient | null;
  updatedAt: Date;
}

/**
 * The letter of a dispatch for printing, for customer care; audited as `letter.print` (who printed which letter
 * of which provision). Not on the list → notFound; a letter without text cannot happen for a scheduled letter
 * (only completed letters are scheduled) and is notFound too.
 */
export async function printLetterDispatch(
  db: Db,
  actor: CareActor,
  input: { letterId: string },
  { ip }: { ip?: string | null } = {},
): Promise<PrintableLetter> {
  const entry = await readLetterDispatch(db, actor, input);
  const [letter] = await db
    .select({ content: letters.content, recipient: letters.recipient, updatedAt: letters.updatedAt })
    .from(letters)
    .where(eq(letters.id, entry.letterId))
    .limit(1);
  if (!letter?.content)
    throw new ServiceError("notFound", { detail: `letter ${entry.letterId} has no text` });
  await recordAudit(db, {
    actorUserId: actor.userId,
    provisionId: entry.provisionId,
    action: "letter.print",
    detail: { letterId: entry.letterId },
    ip,
  });
  return { content: letter.content, recipient: letter.recipient, updatedAt: letter.updatedAt };
}

export interface MarkSentInput {
  letterId: string;
  /** The day the letter was posted. */
  sentOn: IsoDate;
  /** Queue the short notice to the recipient (only when the customer gave an e-mail address). */
  notifyRecipient: boolean;
}

export interface MarkSentOptions {
  /** The `version` of the dispatch row the form was rendered from; another version → staleVersion (409). */
  expectedVersion: number | undefined;
  now: Date;
  ip?: string | null;
  config: { hotline: Hotline };
}

/**
 * "Als versendet markieren": status sent with the posting day, who and when; optionally the recipient's
 * notice mail (never the letter's text). Refusals change nothing: not on the list → notFound; already sent →
 * letterAlreadySent (409, audited as `letter.dispatch.refused`); another version → staleVersion; a day in the
 * future or before the funeral → InvalidParameterException at `sentOn` (the form checks this first, with its
 * own message). Audited as `letter.dispatch.sent`.
 */
export async function markLetterSent(
  db: Db,
  actor: CareActor,
  input: MarkSentInput,
  { expectedVersion, now, ip, config }: MarkSentOptions,
): Promise<{ entry: DispatchEntry; noticeQueued: boolean }> {
  requireCare(actor);
  if (!isUuid(input.letterId)) throw new ServiceError("notFound", { detail: `letter ${input.letterId}` });
  let refusedProvision: string | null = null;
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [locked] = await tx
        .select({ status: letterDispatches.status, version: letterDispatches.version })
        .from(letterDispatches)
        .where(eq(letterDispatches.letterId, input.letterId))
        .for("update");
      if (!locked) throw new ServiceError("notFound", { detail: `letter dispatch ${input.letterId}` });
      const entry = await readLetterDispatch(tx, actor, input);
      if (locked.status === "sent") {
        refusedProvision = entry.provisionId;
        throw new ServiceError("letterAlreadySent", { detail: `letter ${input.letterId}` });
      }
      if (expectedVersion !== locked.version) {
        throw new ServiceError("staleVersion", { detail: `letter dispatch ${input.letterId}` });
      }
      const today = calendarDateInGermany(now);
      if (input.sentOn > today || (entry.funeralDate !== null && input.sentOn < entry.funeralDate)) {
        throw new ServiceError("InvalidParameterException", { field: "sentOn", detail: input.sentOn });
      }
      const notify = input.notifyRecipient && entry.recipientEmail !== null;
      await tx
        .update(letterDispatches)
        .set({
          status: "sent",
          sentOn: input.sentOn,
          sentBy: actor.userId,
          sentAt: now,
          ...(notify ? { noticeMailedAt: now } : {}),
          version: sql`${letterDispatches.version} + 1`,
        })
        .where(eq(letterDispatches.letterId, input.letterId));
      if (notify) {
        const owner = await lockProvisionRow(tx, entry.provisionId);
        await enqueueMail(tx, {
          ...letterDispatchNoticeMail({
            to: entry.recipientEmail!,
            customerName: entry.customerName,
            sentOn: formatViewDate(input.sentOn),
            hotline: config.hotline,
          }),
          dedupeKey: `letter-dispatch-notice:${input.letterId}`,
          owner: owner ? mailOwner(owner) : undefined,
        });
      }
      await recordAudit(tx, {
        actorUserId: actor.userId,
        provisionId: entry.provisionId,
        action: "letter.dispatch.sent",
        detail: { letterId: input.letterId, sentOn: input.sentOn, noticeQueued: notify },
        ip,
      });
      return {
        entry: { ...entry, status: "sent" as const, sentOn: input.sentOn, version: locked.version + 1 },
        noticeQueued: notify,
      };
    });
  } catch (error) {
    if (refusedProvision !== null) {
      await recordAudit(db, {
        actorUserId: actor.userId,
        provisionId: refusedProvision,
        action: "letter.dispatch.refused",
        detail: { letterId: input.letterId, reason: "letterAlreadySent" },
        ip,
      });
    }
    throw error;
  }
}

export interface MarkReturnedInput {
  letterId: string;
  /** The day the letter came back. */
  returnedOn: IsoDate;
  reason: LetterReturnReason;
}

/**
 * "Rücklauf erfassen" (decision 0096): a posted letter came back. It keeps the status "sent" (it was posted: the
 * funeral date stays final and the letter is charged, decision 0080) and gets the day, the reason, who and when.
 * Refusals change nothing: not on the list → notFound; not posted yet → letterNotSent (409); already returned →
 * letterAlreadyReturned (409); another version → staleVersion; a day in the future or before the posting →
 * InvalidParameterException at `returnedOn`. Audited as `letter.dispatch.returned` with the day and the reason.
 */
export async function markLetterReturned(
  db: Db,
  actor: CareActor,
  input: MarkReturnedInput,
  { expectedVersion, now, ip }: { expectedVersion: number | undefined; now: Date; ip?: string | null },
): Promise<DispatchEntry> {
  requireCare(actor);
  if (!isUuid(input.letterId)) throw new ServiceError("notFound", { detail: `letter ${input.letterId}` });
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [locked] = await tx
      .select({ version: letterDispatches.version })
      .from(letterDispatches)
      .where(eq(letterDispatches.letterId, input.letterId))
      .for("update");
    if (!locked) throw new ServiceError("notFound", { detail: `letter dispatch ${input.letterId}` });
    const entry = await readLetterDispatch(tx, actor, input);
    if (entry.status !== "sent" || entry.sentOn === null) {
      throw new ServiceError("letterNotSent", { detail: `letter ${input.letterId}` });
    }
    if (entry.returnedOn !== null) {
      throw new ServiceError("letterAlreadyReturned", { detail: `letter ${input.letterId}` });
    }
    if (expectedVersion !== locked.version) {
      throw new ServiceError("staleVersion", { detail: `letter dispatch ${input.letterId}` });
    }
    if (input.returnedOn > calendarDateInGermany(now) || input.returnedOn < entry.sentOn) {
      throw new ServiceError("InvalidParameterException", { field: "returnedOn", detail: input.returnedOn });
    }
    await tx
      .update(letterDispatches)
      .set({
        returnedOn: input.returnedOn,
        returnReason: input.reason,
        returnedBy: actor.userId,
        returnedAt: now,
        version: sql`${letterDispatches.version} + 1`,
      })
      .where(eq(letterDispatches.letterId, input.letterId));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      provisionId: entry.provisionId,
      action: "letter.dispatch.returned",
      detail: { letterId: input.letterId, returnedOn: input.returnedOn, reason: input.reason },
      ip,
    });
    return {
      ...entry,
      returnedOn: input.returnedOn,
      returnReason: input.reason,
      version: locked.version + 1,
    };
  });
}
