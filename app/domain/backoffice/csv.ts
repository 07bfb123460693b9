/**
 * CSV for the operator's CRM (decision 0057): UTF-8 with a byte-order mark (so spreadsheet programs read the
 * umlauts), ";" between cells (German spreadsheets), CRLF line ends (RFC 4180), every cell quoted when it
 * holds a separator, a quote or a line break, and protected against formula injection: a cell that starts
 * with =, +, -, @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows it as text
 * and never runs it (OWASP "CSV injection").
 */

export const CSV_SEPARATOR = ";";
export const CSV_BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: null/undefined become empty; numbers are written as they are (a number is never a formula). */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, the header row, then one row per record; every line ends with CRLF. */
export function toCsv(
  headers: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const line = (cells: readonly (string | number | null)[]) =>
    cells.map(csvCell).join(CSV_SEPARATOR) + "\r\n";
  return CSV_BOM + line(headers) + rows.map(line).join("");
}

/** "kunden-unbestaetigt-2026-11-26.csv": a name with the list (or "suche") and the date, ASCII only. */
export function csvFileName(subject: string, isoDate: string): string {
  const safe = subject
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `kunden-${safe || "liste"}-${isoDate}.csv`;
}
