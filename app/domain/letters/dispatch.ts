/**
 * When a farewell letter goes out (decision 0060): from the funeral date and the letter's
 * stored shipping choice (seed 000 §3: `{ generic, exact: { day: "TT.MM", year, exactYear } }`, decision 0023)
 * to the calendar date customer care posts it. Pure: no clock, no database; every date is a German calendar
 * date "YYYY-MM-DD".
 *
 * - AFTER_FUNERAL: `AFTER_FUNERAL_DAYS` (14) days after the funeral.
 * - YEAR_AFTER_FUNERAL: the funeral's date one year later; 29 February → 28 February in a common year
 *   (as § 188 (3) BGB ends a period of a year).
 * - EXACT_DATE with the year choice NEXT_OCCURRENCE: the next time the day comes strictly after the funeral
 *   (a letter for the funeral day itself goes out a year later); 29 February counts as 28 February in a common
 *   year.
 * - EXACT_DATE with a given year: that day of that year. When it lies on or before the funeral, the moment has
 *   passed: the letter goes out as an AFTER_FUNERAL letter and is marked `exactDatePassed`, so customer care
 *   can say so to the recipient.
 */
import { addDays, addYears } from "../billing/trial";
import { daysInMonth, parseIsoDate, toIsoDate, type IsoDate } from "../dates";
import { DAY_MONTH_PATTERN } from "../validation/patterns";
import { LETTER_SHIPPING_GENERIC, type LetterShippingGeneric } from "./constants";

/** AFTER_FUNERAL: days between the funeral and the dispatch (decision 0060). */
export const AFTER_FUNERAL_DAYS = 14;

/** A shipping choice as stored in `letters.shipping_date` (exactYear is text there, a number in forms). */
export interface StoredShippingChoice {
  generic: string;
  exact?: {
    day?: string | null;
    year?: string | null;
    exactYear?: string | number | null;
  } | null;
}

/** Which rule gave the date. */
export type DispatchRule =
  | "afterFuneral"
  | "yearAfterFuneral"
  | "nextOccurrence"
  | "exactYear"
  /** EXACT_DATE with a year whose day lies on or before the funeral: sent as after the funeral. */
  | "exactDatePassed";

export interface Dispatch {
  date: IsoDate;
  rule: DispatchRule;
}

/** "TT.MM" → day and month (29.02 allowed), or null. */
function dayAndMonth(text: string | null | undefined): { day: number; month: number } | null {
  const match = DAY_MONTH_PATTERN.exec((text ?? "").trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(2000, month)) return null;
  return { day, month };
}

/** The day and month in `year`; 29 February becomes 28 February in a common year. */
function inYear(year: number, { day, month }: { day: number; month: number }): IsoDate {
  return toIsoDate({ year, month, day: Math.min(day, daysInMonth(year, month)) });
}

function exactYearOf(value: string | number | null | undefined): number | null {
  const year = typeof value === "number" ? value : /^\d{4}$/.test(value ?? "") ? Number(value) : NaN;
  return Number.isInteger(year) && year >= 1 && year <= 9999 ? year : null;
}

/**
 * The dispatch date of a letter whose funeral took place on `funeralDate`, or null when the letter has no
 * readable shipping choice (none chosen yet, or a stored value outside the spec's shape): such a letter is
 * not scheduled, and customer care decides. Throws a RangeError for a funeral date that is no ISO date.
 */
export function dispatchDate(
  funeralDate: IsoDate,
  shipping: StoredShippingChoice | null | undefined,
): Dispatch | null {
  const funeral = parseIsoDate(funeralDate);
  if (!funeral) throw new RangeError(`Not an ISO date: ${funeralDate}`);
  if (!shipping || !(LETTER_SHIPPING_GENERIC as readonly string[]).includes(shipping.generic)) return null;
  const afterFuneral = addDays(funeralDate, AFTER_FUNERAL_DAYS);
  switch (shipping.generic as LetterShippingGeneric) {
    case "AFTER_FUNERAL":
      return { date: afterFuneral, rule: "afterFuneral" };
    case "YEAR_AFTER_FUNERAL":
      return { date: addYears(funeralDate, 1), rule: "yearAfterFuneral" };
    case "EXACT_DATE": {
      const dayMonth = dayAndMonth(shipping.exact?.day);
      if (!dayMonth) return null;
      if (shipping.exact?.year === "NEXT_OCCURRENCE") {
        const thisYear = inYear(funeral.year, dayMonth);
        const date = thisYear > funeralDate ? thisYear : inYear(funeral.year + 1, dayMonth);
        return { date, rule: "nextOccurrence" };
      }
      if (shipping.exact?.year !== "EXACT_DATE") return null;
      const year = exactYearOf(shipping.exact.exactYear);
      if (year === null) return null;
      const date = inYear(year, dayMonth);
      return date > funeralDate
        ? { date, rule: "exactYear" }
        : { date: afterFuneral, rule: "exactDatePassed" };
    }
  }
}
