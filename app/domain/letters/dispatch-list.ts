/**
 * The dispatch list's period and a returned letter (decision 0096, extending 0064). Pure: no I/O.
 *
 * The list shows the overdue letters, today's and the planned ones up to the chosen period's end: the next 7 or 30
 * days, or every planned letter (the default, so that no planned letter is hidden). A posted letter that comes back
 * (Rücklauf) is recorded with the day and one of a few fixed reasons, never free text.
 */
import { addDays } from "~/domain/billing/trial";
import type { IsoDate } from "~/domain/dates";

export const DISPATCH_PERIODS = ["7", "30", "all"] as const;
export type DispatchPeriod = (typeof DISPATCH_PERIODS)[number];
export const DEFAULT_DISPATCH_PERIOD: DispatchPeriod = "all";

/** The last day the planned group holds for the period (inclusive); null: no end. */
export function periodEnd(today: IsoDate, period: DispatchPeriod): IsoDate | null {
  return period === "all" ? null : addDays(today, Number(period));
}

/** Why a letter came back, as the post says it. */
export const LETTER_RETURN_REASONS = ["unknown", "address", "refused", "other"] as const;
export type LetterReturnReason = (typeof LETTER_RETURN_REASONS)[number];
