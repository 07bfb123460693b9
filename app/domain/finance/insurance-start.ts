/** Start date of an insurance. */
import { parseIsoDate, toIsoDate, type IsoDate } from "~/domain/dates";

/**
 * The first day of next month if today (German calendar) is after the 1st,
 * otherwise today. Throws a RangeError for a malformed date.
 */
export function insuranceStartDate(today: IsoDate): IsoDate {
  const date = parseIsoDate(today);
  if (!date) throw new RangeError(`Not an ISO date: ${String(today)}`);
  if (date.day === 1) return today;
  return date.month === 12
    ? toIsoDate({ year: date.year + 1, month: 1, day: 1 })
    : toIsoDate({ year: date.year, month: date.month + 1, day: 1 });
}
