/** Age in completed years on a calendar date (German calendar, ISO dates). */
import { parseIsoDate, type CalendarDate, type IsoDate } from "~/domain/dates";

function parse(date: IsoDate, label: string): CalendarDate {
  const parsed = typeof date === "string" ? parseIsoDate(date) : null;
  if (!parsed) throw new RangeError(`${label} is not an ISO date: ${String(date)}`);
  return parsed;
}

/**
 * Completed years of a person born on `birthDate` on `date` (both "YYYY-MM-DD").
 * The new year of life is complete on the birthday itself; a person born on
 * 29 February completes it on 1 March in common years (§§ 187, 188 BGB), the
 * same rule as `subtractYears` in app/domain/dates.ts.
 * Throws a RangeError for malformed dates or a birth date after `date`.
 */
export function ageOn(birthDate: IsoDate, date: IsoDate): number {
  const birth = parse(birthDate, "Birth date");
  const on = parse(date, "Date");
  if (birthDate > date) throw new RangeError(`Birth date ${birthDate} lies after ${date}`);
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}
