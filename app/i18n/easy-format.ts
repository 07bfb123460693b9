/**
 * Amounts and dates as Leichte Sprache writes them (decision 0106): "Euro" instead of "€", whole euros without
 * ",00" ("18 Euro", "1,50 Euro"), and the month by its name ("26. Dezember 2026") rather than "26.12.2026".
 */
import { parseIsoDate, type IsoDate } from "~/domain/dates";
import { formatCents } from "./currency";

const MONTHS = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
] as const;

export function easyEuros(cents: number): string {
  return formatCents(cents, { wholeEuros: true }).replace("€", "Euro");
}

/** "2026-12-26" → "26. Dezember 2026"; "" when it is not a date. */
export function easyDate(date: IsoDate): string {
  const parsed = parseIsoDate(date);
  return parsed ? `${parsed.day}. ${MONTHS[parsed.month - 1]} ${parsed.year}` : "";
}
