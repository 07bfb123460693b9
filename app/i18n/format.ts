import { TIME_ZONE } from "~/domain/constants";
/**
 * Formatting at the edge: dates and e-mails (money: ./currency.ts, phone numbers: ./phone.ts, IBANs: ./iban.ts,
 * so that a page showing a price loads neither date-fns nor their libraries).
 * Isomorphic (no I/O). Calendar dates are ISO strings "YYYY-MM-DD"; Date
 * objects and timestamps are shown as their calendar date in Germany.
 */
import { format as formatDate } from "date-fns";
import { DATE_FORMAT_API, DATE_FORMAT_PDF, DATE_FORMAT_VIEW } from "~/domain/constants";
import { calendarDateInGermany, parseDateInput, parseIsoDate, type IsoDate } from "~/domain/dates";
import { formatOnce } from "./server-formats";

/** A calendar date ("YYYY-MM-DD"), an ISO timestamp, or an instant. */
export type DateValue = IsoDate | string | Date;

/** Maps any accepted value to a local Date at midnight of its calendar day, or null. */
function toLocalCalendarDate(value: DateValue): Date | null {
  let calendar = typeof value === "string" ? parseIsoDate(value) : null;
  if (!calendar) {
    const instant = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(instant.getTime())) return null;
    calendar = parseIsoDate(calendarDateInGermany(instant));
    if (!calendar) return null;
  }
  return new Date(calendar.year, calendar.month - 1, calendar.day);
}

function formatWith(pattern: string, value: DateValue): string {
  // An instant's German calendar day takes the browser's time-zone data (calendarDateInGermany): the server's text first.
  return formatOnce(`d ${pattern} ${value instanceof Date ? value.getTime() : value}`, () => {
    const date = toLocalCalendarDate(value);
    // An unreadable date renders as empty text rather than failing the page.
    // The patterns are numeric (DATE_FORMAT_*), so no locale data is needed.
    return date ? formatDate(date, pattern) : "";
  });
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

// Created on first use: this module is loaded by every page, and a formatter costs its module evaluation time
// (decision 0068).
let viewDateTime: Intl.DateTimeFormat | undefined;

/** Date and time in German time for the back office's tables and notes, e.g. "26.11.2026, 06:45". */
export function formatViewDateTime(instant: Date): string {
  return formatOnce(`dt ${instant.getTime()}`, () => viewDateTimeOf(instant));
}

function viewDateTimeOf(instant: Date): string {
  viewDateTime ??= new Intl.DateTimeFormat("de-DE", {
    timeZone: TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  return viewDateTime.format(instant);
}
