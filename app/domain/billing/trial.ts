/**
 * Pure rules of the free trial, the free plan and the billing calendar (base price, trial, yearly reminder,
 * SEPA pre-notification).
 * All calendar reasoning is in German calendar dates (Europe/Berlin), so a DST change never moves a
 * deadline by a day. Decisions: docs/decisions/0022-trial-recurring-mails-cancellation.md.
 */
import { TIME_ZONE } from "../constants";
import { calendarDateInGermany, parseIsoDate, toIsoDate, type IsoDate } from "../dates";

/** The trial is 4 weeks. */
export const TRIAL_DAYS = 28;
/** SEPA pre-notification: at least 14 days before the debit (the mandate text names no shorter period). */
export const PRENOTIFICATION_MIN_DAYS = 14;
const DAY_MS = 86_400_000;

/** Calendar arithmetic on ISO dates (no time zone involved). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not an ISO date: ${date}`);
  const shifted = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day) + days * DAY_MS);
  return toIsoDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) throw new RangeError(`Not ISO dates: ${from}, ${to}`);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(date: IsoDate, years: number): IsoDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not an ISO date: ${date}`);
  const year = parsed.year + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = parsed.month === 2 && parsed.day === 29 && !leap ? 28 : parsed.day;
  return toIsoDate({ year, month: parsed.month, day });
}

/**
 * The same day `months` later (§ 188 (2), (3) BGB): a day the target month lacks becomes its last day
 * (31 January + 1 month → 28 or 29 February).
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not an ISO date: ${date}`);
  const index = parsed.year * 12 + (parsed.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return toIsoDate({ year, month, day: Math.min(parsed.day, lastDay) });
}

/**
 * The calendar days from `from` to `from + days` as month-days (month × 100 + day: 1 March → 301), the form
 * `monthDayInGermany` stores in an index. 29 February is added wherever 28 February is one: an anniversary of
 * 29 February falls on 28 February in a common year (`addYears`).
 */
export function monthDaysFrom(from: IsoDate, days: number): number[] {
  const keys = Array.from({ length: days + 1 }, (_, d) => monthDayOf(addDays(from, d)));
  return keys.includes(228) && !keys.includes(229) ? [...keys, 229] : keys;
}

function monthDayOf(date: IsoDate): number {
  const [, month, day] = date.split("-").map(Number);
  return month! * 100 + day!;
}

// Created on first use, not while the module loads (decision 0110).
let offsetFormat: Intl.DateTimeFormat | undefined;

/** Minutes the German wall clock is ahead of UTC at an instant (60 in winter, 120 in summer). */
function berlinOffsetMinutes(instant: Date): number {
  offsetFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const parts = offsetFormat.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a German calendar day begins (midnight is never skipped or repeated in Germany). */
export function startOfGermanDay(date: IsoDate): Date {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not an ISO date: ${date}`);
  const utcMidnight = Date.UTC(parsed.year, parsed.month - 1, parsed.day);
  const guess = new Date(utcMidnight - berlinOffsetMinutes(new Date(utcMidnight)) * 60_000);
  return new Date(utcMidnight - berlinOffsetMinutes(guess) * 60_000);
}

/**
 * The end of the trial of an account created at `createdAt`: the trial runs through the deadline date
 * (the sign-up day plus 28 days, German calendar) and ends at the following midnight in Germany.
 */
export function trialEndFor(createdAt: Date): Date {
  return startOfGermanDay(addDays(calendarDateInGermany(createdAt), TRIAL_DAYS + 1));
}

export interface TrialInput {
  createdAt: Date;
  /** Stored end of the trial; null for accounts older than the column (then createdAt + 28 days). */
  trialEndsAt: Date | null;
  paymentAcceptedAt: Date | null;
  paymentAcceptedPlan: string | null;
}

export type TrialStatus =
  /** Paid: no trial notice. */
  | { state: "paid" }
  /** Within the trial: the last free day and the days left after today (0 on the last day). */
  | { state: "active"; deadline: IsoDate; endsAt: Date; remainingDays: number }
  /** After the trial without payment: the free plan (limited functions). */
  | { state: "expired"; deadline: IsoDate; endsAt: Date };

export function isPaid(p: Pick<TrialInput, "paymentAcceptedAt" | "paymentAcceptedPlan">): boolean {
  return p.paymentAcceptedAt !== null && p.paymentAcceptedPlan !== null && p.paymentAcceptedPlan !== "";
}

/**
 * The contract number the customer sees (decision 0035): the provision's number, shown as plain digits
 * ("100123") under the one name "Vertragsnummer", once a plan is booked. Before that (trial, free plan) there
 * is no paid contract to cancel (§ 312k BGB) and no number is shown.
 */
export function contractNumberOf(
  p: Pick<TrialInput, "paymentAcceptedAt" | "paymentAcceptedPlan"> & { number: number },
): number | null {
  return isPaid(p) ? p.number : null;
}

/** Where an account stands: paid, in the trial (deadline, remaining days) or on the free plan. */
export function trialStatus(p: TrialInput, now: Date): TrialStatus {
  if (isPaid(p)) return { state: "paid" };
  const endsAt = p.trialEndsAt ?? trialEndFor(p.createdAt);
  // The last free day is the calendar day before the end instant.
  const deadline = calendarDateInGermany(new Date(endsAt.getTime() - 1));
  if (now.getTime() >= endsAt.getTime()) return { state: "expired", deadline, endsAt };
  const remainingDays = Math.max(0, daysBetween(calendarDateInGermany(now), deadline));
  return { state: "active", deadline, endsAt, remainingDays };
}

/** What the trial notice shows (dates already formatted DD.MM.YYYY); plain JSON for a loader's data. */
export type TrialNoticeData =
  | { state: "active"; deadline: string; remainingDays: number; contractNumber: number | null }
  | { state: "expired"; deadline: string; contractNumber: number | null }
  | { state: "cancelled"; receivedOn: string; contractNumber: number | null };

/**
 * The first SEPA debit after an order (decisions 0035, 0074): the order ends the free trial and starts the
 * paid year; the terms (AGB § 5 (2)) announce every debit at least five days ahead, and the order confirmation
 * is that announcement, so the first debit is five days after the order. PayPal charges the subscription itself
 * on the order day.
 */
export const FIRST_DEBIT_NOTICE_DAYS = 5;

export function firstDebitDate(orderedOn: IsoDate, paymentType: "sepa" | "paypal"): IsoDate {
  return paymentType === "sepa" ? addDays(orderedOn, FIRST_DEBIT_NOTICE_DAYS) : orderedOn;
}

/** What the customer is told before and after ordering (decision 0074), every date computed here once. */
export interface BookingTerms {
  /** The order day: the free trial ends, the first contract year begins. */
  orderedOn: IsoDate;
  /** The last day of the first contract year (AGB § 6 (1)). */
  firstYearEnds: IsoDate;
  firstDebit: IsoDate;
  /** The second yearly debit, the first anniversary of the order (as the pre-notification job computes it). */
  secondDebit: IsoDate;
}

export function bookingTerms(orderedOn: IsoDate, paymentType: "sepa" | "paypal"): BookingTerms {
  return {
    orderedOn,
    firstYearEnds: addDays(addYears(orderedOn, 1), -1),
    firstDebit: firstDebitDate(orderedOn, paymentType),
    secondDebit: nextDebitDate(orderedOn, orderedOn),
  };
}

/**
 * The next SEPA debit of a yearly plan paid in advance: the first anniversary of the first debit date
 * (`firstDebit`) that is on or after `today`. The first debit itself happens at activation.
 */
export function nextDebitDate(firstDebit: IsoDate, today: IsoDate): IsoDate {
  for (let year = 1; ; year++) {
    const candidate = addYears(firstDebit, year);
    if (candidate >= today) return candidate;
  }
}

/** What a plan's next yearly debit depends on: its first payment, and whether the plan is still being paid. */
export interface NextDebitFacts extends Pick<TrialInput, "paymentAcceptedAt" | "paymentAcceptedPlan"> {
  /** The first payment's time (`provisions.first_paid_at`); null without a stored payment. */
  firstPaidAt: Date | null;
  cancelledAt: Date | null;
  /** A confirmed death froze the plan (decision 0063): billing has stopped. */
  frozenAt: Date | null;
}

/** The facts `nextDebitOf` reads, by name: a change that moves one of them moves the stored date (decision 0101). */
const NEXT_DEBIT_FACTS = [
  "firstPaidAt",
  "paymentAcceptedAt",
  "paymentAcceptedPlan",
  "cancelledAt",
  "frozenAt",
] as const satisfies readonly (keyof NextDebitFacts)[];

/**
 * The next yearly debit of a plan on `today` (decision 0101): `nextDebitDate` from the first payment's German date,
 * while the plan is being paid; null when no debit will come: no stored payment (nothing is debited later), not paid,
 * cancelled or frozen. For SEPA and PayPal alike (PayPal charges its subscription on the same anniversaries). The
 * portal stores it as `provisions.next_debit_on`, always this computation; on the day after a debit it is renewed.
 */
export function nextDebitOf(plan: NextDebitFacts, today: IsoDate): IsoDate | null {
  if (!plan.firstPaidAt || plan.cancelledAt || plan.frozenAt || !isPaid(plan)) return null;
  return nextDebitDate(calendarDateInGermany(plan.firstPaidAt), today);
}

/** Whether two states of a plan differ in a fact of its next debit (dates compared by their instant). */
export function nextDebitFactsDiffer(before: NextDebitFacts, after: NextDebitFacts): boolean {
  return NEXT_DEBIT_FACTS.some((fact) => {
    const [a, b] = [before[fact], after[fact]];
    return a instanceof Date && b instanceof Date ? a.getTime() !== b.getTime() : a !== b;
  });
}

/**
 * The first yearly debit that charges a price guarantee booked on `bookedOn` after the plan (decision 0079): the
 * plan's next debit (an anniversary of the first payment), or the one after it when that debit's
 * pre-notification is already due (`leadDays` before it), so that an announced amount never changes.
 */
export function guaranteeFirstCharge(firstPayment: IsoDate, bookedOn: IsoDate, leadDays: number): IsoDate {
  const next = nextDebitDate(firstPayment, bookedOn);
  return prenotificationDue(next, bookedOn, leadDays) ? nextDebitDate(firstPayment, addDays(next, 1)) : next;
}

/**
 * The last day of the year paid in advance on `today`: the day before the next yearly debit (`nextDebitDate`
 * from the first payment's date, as the billing job and an ordinary cancellation count it).
 */
export function paidThrough(firstPayment: IsoDate, today: IsoDate): IsoDate {
  return addDays(nextDebitDate(firstPayment, today), -1);
}

/**
 * The date a pre-notification announces: the scheduled debit, or, when the notice would come later than
 * 14 days before it (the job was down), the debit moves to 14 days after the notice.
 */
export function announcedDebitDate(scheduled: IsoDate, today: IsoDate): IsoDate {
  const earliest = addDays(today, PRENOTIFICATION_MIN_DAYS);
  return scheduled >= earliest ? scheduled : earliest;
}

/** Whether the pre-notification of a debit is due today: from `leadDays` before it. */
export function prenotificationDue(debit: IsoDate, today: IsoDate, leadDays: number): boolean {
  const left = daysBetween(today, debit);
  return left >= 0 && left <= leadDays;
}

/** The yearly reminder: due on each anniversary of the account (year 1, 2, …), or 0. */
export function reminderYear(accountStart: IsoDate, today: IsoDate): number {
  let year = 0;
  while (addYears(accountStart, year + 1) <= today) year++;
  return year;
}
