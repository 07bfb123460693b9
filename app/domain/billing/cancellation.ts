/**
 * The § 312k BGB cancellation as a two-step flow on the wizard step machine (decision 0022): the details,
 * then the confirmation with the button "jetzt kündigen". The draft also keeps the receipt of the
 * cancellation just submitted (key `receipt`), for the page after the redirect. And the rule for when a
 * cancelled contract ends, with or without a desired end date (§ 312k Abs. 2 Nr. 1 d BGB).
 */
import { calendarDateInGermany, type IsoDate } from "../dates";
import { addDays, addMonths, addYears, startOfGermanDay } from "./trial";
import { defineWizard } from "../wizard";
import { cancellationSchema } from "../validation/billing";

export const CANCEL_PATH = "/kuendigen";
export const CANCEL_DONE_PATH = "/kuendigen/eingegangen";

export const cancellationWizard = defineWizard({
  name: "cancellation",
  steps: [
    { id: "details", path: CANCEL_PATH, schema: cancellationSchema },
    { id: "confirm", path: "/kuendigen/bestaetigen" },
  ],
  // A stranger's draft need not outlive the visit.
  ttlMs: 2 * 60 * 60 * 1000,
  missingStepRedirect: "start",
});

export interface CancellationReceiptView {
  receivedAt: string;
  email: string;
}

export function isReceipt(value: unknown): value is CancellationReceiptView {
  if (!value || typeof value !== "object") return false;
  const { receivedAt, email } = value as Record<string, unknown>;
  return typeof receivedAt === "string" && typeof email === "string";
}

export interface CancellationEndInput {
  /** The earliest instant the contract can end: at receipt, or when the year paid in advance runs out. */
  earliestAt: Date;
  /** The last day of the contract the customer asked for; null: as early as possible. */
  requestedOn: IsoDate | null;
  /** The receipt of the cancellation. */
  now: Date;
}

export interface CancellationEnd {
  /** The instant the contract ends. */
  effectiveAt: Date;
  /** The contract's last day (German calendar); null when it ends at receipt. */
  endsOn: IsoDate | null;
  /** The last day of the earliest possible end; null when that is the receipt itself. */
  earliestEndsOn: IsoDate | null;
  /** A desired day before the earliest possible end: recorded, but the contract ends at the earliest. */
  requestedTooEarly: boolean;
}

/** The calendar day an end instant closes; null when the end is not after `now` (ends at receipt). */
function lastDay(end: Date, now: Date): IsoDate | null {
  return end.getTime() > now.getTime() ? calendarDateInGermany(new Date(end.getTime() - 1)) : null;
}

/**
 * When a cancelled contract ends: without a desired date at the earliest possible end; with one at the end
 * of that day (midnight in Germany), unless that is before the earliest possible end, which then applies.
 */
export function cancellationEnd({ earliestAt, requestedOn, now }: CancellationEndInput): CancellationEnd {
  const earliest = earliestAt.getTime() > now.getTime() ? earliestAt : now;
  const requestedAt = requestedOn === null ? null : startOfGermanDay(addDays(requestedOn, 1));
  const requestedTooEarly = requestedAt !== null && requestedAt.getTime() < earliest.getTime();
  const effectiveAt = requestedAt !== null && !requestedTooEarly ? requestedAt : earliest;
  return {
    effectiveAt,
    endsOn: lastDay(effectiveAt, now),
    earliestEndsOn: lastDay(earliest, now),
    requestedTooEarly,
  };
}

/**
 * The earliest end of an ordinary cancellation of a paid plan, as the order summary and the AGB (§ 6) state it
 * (§ 309 Nr. 9 BGB): in the first year the end of that year (the contract runs up to the day before the order's
 * first anniversary); after it, one month after receipt — up to the end of the day of the same number in the next
 * month (§ 188 (2) BGB). Returns the instant the contract no longer runs.
 */
export function ordinaryEarliestEnd(orderedOn: IsoDate, now: Date): Date {
  const today = calendarDateInGermany(now);
  const firstYearEnds = addYears(orderedOn, 1);
  if (today < firstYearEnds) return startOfGermanDay(firstYearEnds);
  return startOfGermanDay(addDays(addMonths(today, 1), 1));
}
