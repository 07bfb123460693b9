/**
 * Formatting at the edge: dates and e-mails (money: ./currency.ts, phone numbers: ./phone.ts, IBANs: ./iban.ts,
 * so that a page showing a price loads none of their libraries).
 * Isomorphic (no I/O). Calendar dates are ISO strings "YYYY-MM-DD"; Date
 * objects and timestamps are shown as their calendar date in Germany.
 */
import { DATE_FORMAT_API, DATE_FORMAT_PDF, DATE_FORMAT_VIEW } from "~/domain/constants";
import {
  calendarDateInGermany,
  parseDateInput,
  parseIsoDate,
  type CalendarDate,
  type IsoDate,
} from "~/domain/dates";

/** A calendar date ("YYYY-MM-DD"), an ISO timestamp, or an instant. */
export type DateValue = IsoDate | string | Date;

/** The calendar day of any accepted value (an instant's day in Germany), or null. */
function calendarDayOf(value: DateValue): CalendarDate | null {
  const calendar = typeof value === "string" ? parseIsoDate(value) : null;
  if (calendar) return calendar;
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return parseIsoDate(calendarDateInGermany(instant));
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/**
 * The numeric patterns of DATE_FORMAT_* (yyyy, yy, MM, dd and separators) filled in directly: a general date
 * library parsed the pattern on every call and was a visible part of a page's server time.
 */
function formatWith(pattern: string, value: DateValue): string {
  const day = calendarDayOf(value);
  // An unreadable date renders as empty text rather than failing the page.
  if (!day) return "";
  return pattern.replace(/yyyy|yy|MM|dd/g, (token) =>
    token === "yyyy"
      ? pad(day.year, 4)
      : token === "yy"
        ? pad(day.year % 100, 2)
        : token === "MM"
          ? pad(day.month, 2)
          : pad(day.day, 2),
  );
}

/** View date DD.MM.YYYY, e.g. "24.12.1950"; "" when the value is not a date. */
export function formatViewDate(value: DateValue): string {
  return formatWith(DATE_FORMAT_VIEW, value);
}

/** API date YYYY.MM.DD, e.g. "1950.12.24". */
export function formatApiDate(value: DateValue): string {
  return formatWith(DATE_FORMAT_API, value);
}

/** PDF date DD-MM-YY, e.g. "24-12-50". */
export function formatPdfDate(value: DateValue): string {
  return formatWith(DATE_FORMAT_PDF, value);
}

/**
 * Parses a view date "TT.MM.JJJJ" strictly: only that shape (day and month may
 * have one digit), and impossible dates such as 31.02.2000 give null.
 */
export function parseViewDate(text: string): IsoDate | null {
  if (!/^\s*\d{1,2}\.\d{1,2}\.\d{4}\s*$/.test(text)) return null;
  const result = parseDateInput(text);
  return result.ok ? result.date : null;
}

/** E-mail addresses are compared and sent trimmed and lower-cased. */
export function lowerCaseEmail(email: string): string {
  return email.trim().toLowerCase();
}
