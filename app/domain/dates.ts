/**
 * Calendar-date helpers. A calendar date is an ISO string "YYYY-MM-DD"
 * (IsoDate) with no time and no time zone, so nothing can shift by a day.
 * Instants (Date objects, timestamps) are mapped to the German calendar date.
 */
import { TIME_ZONE } from "./constants";

/** "YYYY-MM-DD", zero-padded; compares correctly as a string. */
export type IsoDate = string;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export function toIsoDate({ year, month, day }: CalendarDate): IsoDate {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** Strictly parses "YYYY-MM-DD"; null for other shapes or impossible dates. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date.year, date.month, date.day) ? date : null;
}

export type DateInputResult = { ok: true; date: IsoDate } | { ok: false; reason: "format" | "invalid" };

/**
 * Parses what a person types or a date input sends: "TT.MM.JJJJ" (day and
 * month may have one digit) or "YYYY-MM-DD" from <input type="date">.
 * "format" = not a date shape; "invalid" = right shape, impossible date (31.02.).
 */
export function parseDateInput(text: string): DateInputResult {
  const value = text.trim();
  const german = GERMAN_DATE.exec(value);
  const iso = german ? null : ISO_DATE.exec(value);
  let date: CalendarDate;
  if (german) date = { year: Number(german[3]), month: Number(german[2]), day: Number(german[1]) };
  else if (iso) date = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  else return { ok: false, reason: "format" };
  if (!isValidCalendarDate(date.year, date.month, date.day)) return { ok: false, reason: "invalid" };
  return { ok: true, date: toIsoDate(date) };
}

/**
 * Subtracts whole years from a calendar date. 29 February becomes 28 February
 * in a common year (a person born on 29.02. comes of age after 28.02.).
 */
export function subtractYears(date: IsoDate, years: number): IsoDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not an ISO date: ${date}`);
  const year = parsed.year - years;
  const day = Math.min(parsed.day, daysInMonth(year, parsed.month));
  return toIsoDate({ year, month: parsed.month, day });
}

// Created on first use: a formatter built while the module loads costs every page that imports it the browser's
// locale data (decision 0110).
let berlinDateFormat: Intl.DateTimeFormat | undefined;

const HOUR_MS = 3_600_000;
/** Since 1893 Germany's offset from UTC is a whole number of hours, so its days begin on a full UTC hour. */
const WHOLE_HOUR_OFFSETS_FROM = Date.UTC(1900, 0, 1);
/** Calendar date per UTC hour: the time-zone conversion is the costliest call of a page render (decision 0026). */
const dateByUtcHour = new Map<number, IsoDate>();

/** The German calendar date of an instant, e.g. 2024-01-01T23:30Z → "2024-01-02". */
export function calendarDateInGermany(instant: Date): IsoDate {
  const time = instant.getTime();
  const cacheable = time >= WHOLE_HOUR_OFFSETS_FROM;
  const hour = Math.floor(time / HOUR_MS);
  const known = cacheable ? dateByUtcHour.get(hour) : undefined;
  if (known) return known;
  berlinDateFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const parts = berlinDateFormat.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const date = toIsoDate({ year: get("year"), month: get("month"), day: get("day") });
  if (cacheable) {
    if (dateByUtcHour.size >= 1_000) dateByUtcHour.clear();
    dateByUtcHour.set(hour, date);
  }
  return date;
}

/** The date in Germany at `now` (the caller's clock: `runtime.clock` on the server). */
export function todayInGermany(now: Date): IsoDate {
  return calendarDateInGermany(now);
}

/** A calendar date as an ISO timestamp at noon UTC (the API stores birth dates that way). */
export function isoDateAtNoon(date: IsoDate): string {
  if (!parseIsoDate(date)) throw new RangeError(`Not an ISO date: ${date}`);
  return `${date}T12:00:00.000Z`;
}
