/**
 * The funeral-site CSV (docs/backoffice-sites-csv.md, decision 0054): its columns, the file checks that need
 * no database (encoding, separator, header) and the reading of one row into a `SiteRecord`. Pure; the
 * service parses the cells with csv-parse and checks duplicates and postal codes against the database.
 */
import { t } from "~/i18n";
import type { Cents } from "../money";
import {
  parseCoordinate,
  parseFee,
  parseFuneralTypes,
  feeMessage,
  siteIdFor,
  siteProblems,
  type GraveTypeRef,
  type SiteRecord,
} from "./site-record";

/** The required columns, in the documented order (header names as written in the file's first line). */
export const REQUIRED_COLUMNS = [
  "name",
  "strasse",
  "plz",
  "ort",
  "bundesland",
  "lat",
  "lon",
  "traeger",
  "bestattungsarten",
] as const;
/** Optional columns: the site's id (empty: made from name and postal code) and "aktiv" (ja/nein). */
export const OPTIONAL_COLUMNS = ["id", "aktiv"] as const;
/** A fee column is "gebuehr_" and a grave type id ("gebuehr_urnenreihengrab"); euros, German notation. */
export const FEE_PREFIX = "gebuehr_";

type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

/** Other spellings of a header that mean the same column. */
const ALIASES: Record<string, Column> = {
  straße: "strasse",
  postleitzahl: "plz",
  träger: "traeger",
  breitengrad: "lat",
  längengrad: "lon",
  laengengrad: "lon",
};

/** Most rows a file may have (the bench imports 10,000 within a minute). */
export const MAX_ROWS = 20_000;

/**
 * Reads the file's bytes as UTF-8 (a byte order mark is dropped). A line whose bytes are no UTF-8 (a file
 * saved as Latin-1 or Windows-1252) is reported with its number; its text is kept with replacement characters
 * so that the other lines can still be checked.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; brokenLines: number[] } {
  let body = bytes;
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) body = body.subarray(3);
  const strict = new TextDecoder("utf-8", { fatal: true });
  try {
    return { text: strict.decode(body), brokenLines: [] };
  } catch {
    const lenient = new TextDecoder("utf-8");
    const brokenLines: number[] = [];
    const lines: string[] = [];
    let start = 0;
    let line = 1;
    for (let i = 0; i <= body.length; i++) {
      if (i === body.length || body[i] === 0x0a) {
        const part = body.subarray(start, i);
        try {
          lines.push(strict.decode(part));
        } catch {
          brokenLines.push(line);
          lines.push(lenient.decode(part));
        }
        start = i + 1;
        line++;
      }
    }
    return { text: lines.join("\n"), brokenLines };
  }
}

/**
 * UTF-8 read as Windows-1252 and saved again ("Ã¼" for "ü", "ÃŸ" for "ß", "Â°" for "°"): the umlauts of
 * such a line are broken beyond repair, so the line is refused.
 */
const MOJIBAKE =
  /Ã[\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]|Â[\u00a0-\u00bf]/;

export function hasMojibake(text: string): boolean {
  return MOJIBAKE.test(text);
}

/** The separator of the file from its header line: ";" or ","; otherwise the character that was used. */
export function detectSeparator(headerLine: string): { separator: ";" | "," } | { wrong: string | null } {
  const count = (char: string) => headerLine.split(char).length - 1;
  const semicolons = count(";");
  const commas = count(",");
  if (semicolons > 0 || commas > 0) return { separator: semicolons >= commas ? ";" : "," };
  const other = ["\t", "|", ":"].find((char) => count(char) > 0);
  return { wrong: other ?? null };
}

/** How the header's columns map to cell positions. */
export interface CsvHeader {
  index: Partial<Record<Column, number>>;
  fees: { graveType: GraveTypeRef; index: number; column: string }[];
}

const normalHeader = (cell: string) => cell.trim().toLocaleLowerCase("de-DE");

/**
 * Reads the header line's cells: every required column must be there (one message naming all that are
 * missing), every other column must be known (an optional one or the fee of a known grave type), none twice.
 */
export function readHeader(
  cells: readonly string[],
  graveTypes: readonly GraveTypeRef[],
): { header: CsvHeader } | { problems: string[] } {
  const header: CsvHeader = { index: {}, fees: [] };
  const problems: string[] = [];
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    const name = normalHeader(cell);
    const column = (ALIASES[name] ?? name) as string;
    if (!name) return problems.push(t("backoffice.sites.csv.header.empty", { position: index + 1 }));
    if (seen.has(column))
      return problems.push(t("backoffice.sites.csv.header.twice", { column: cell.trim() }));
    seen.add(column);
    if (
      (REQUIRED_COLUMNS as readonly string[]).includes(column) ||
      (OPTIONAL_COLUMNS as readonly string[]).includes(column)
    ) {
      header.index[column as Column] = index;
      return;
    }
    if (column.startsWith(FEE_PREFIX)) {
      const graveType = graveTypes.find((type) => type.id === column.slice(FEE_PREFIX.length));
      if (graveType) return header.fees.push({ graveType, index, column: cell.trim() });
    }
    problems.push(t("backoffice.sites.csv.header.unknown", { column: cell.trim() }));
  });
  const missing = REQUIRED_COLUMNS.filter((column) => header.index[column] === undefined);
  if (missing.length > 0) {
    problems.unshift(
      t("backoffice.sites.csv.header.missing", {
        count: missing.length,
        columns: missing.map((c) => `„${c}“`).join(", "),
      }),
    );
  }
  if (header.fees.length === 0)
    problems.push(t("backoffice.sites.csv.header.noFees", { prefix: FEE_PREFIX }));
  return problems.length > 0 ? { problems } : { header };
}

/** A row read: the record (and "aktiv" when the file says), or every reason it is refused. */
export type ReadRow = { record: SiteRecord; active: boolean | null } | { reasons: string[] };

/**
 * Reads one data row: texts trimmed, coordinates and fees parsed, then the record's checks
 * (`siteProblems`: coordinates in Germany, fees of the site's grave types, …). An empty fee cell means the
 * site does not offer that grave type.
 */
export function readRow(
  cells: readonly string[],
  header: CsvHeader,
  graveTypes: readonly GraveTypeRef[],
): ReadRow {
  const cell = (column: Column) => {
    const index = header.index[column];
    return index === undefined ? "" : (cells[index] ?? "").trim();
  };
  const reasons: string[] = [];
  const raw = cells.join(" ");
  if (hasMojibake(raw)) reasons.push(t("backoffice.sites.csv.mojibake"));
  if (raw.includes("\uFFFD")) reasons.push(t("backoffice.sites.csv.notUtf8"));

  const lat = parseCoordinate(cell("lat"));
  const lon = parseCoordinate(cell("lon"));
  if (lat === null) reasons.push(t("backoffice.sites.csv.coordinate", { column: "lat", value: cell("lat") }));
  if (lon === null) reasons.push(t("backoffice.sites.csv.coordinate", { column: "lon", value: cell("lon") }));
  const types = parseFuneralTypes(cell("bestattungsarten"));
  if ("unknown" in types) reasons.push(t("backoffice.sites.csv.funeralType", { value: types.unknown }));

  const fees: Record<string, Cents> = {};
  for (const { graveType, index, column } of header.fees) {
    const text = (cells[index] ?? "").trim();
    if (!text) continue;
    const fee = parseFee(text);
    if ("problem" in fee) reasons.push(`${feeMessage(fee.problem, graveType.name)} (${column}: „${text}“)`);
    else fees[graveType.id] = fee.cents;
  }
  const aktiv = cell("aktiv").toLocaleLowerCase("de-DE");
  let active: boolean | null = null;
  if (["ja", "j", "1", "true", "x"].includes(aktiv)) active = true;
  else if (["nein", "n", "0", "false"].includes(aktiv)) active = false;
  else if (aktiv) reasons.push(t("backoffice.sites.csv.active", { value: cell("aktiv") }));

  const title = cell("name");
  const plz = cell("plz");
  const record: SiteRecord = {
    id: cell("id") || siteIdFor(title, plz),
    title,
    street: cell("strasse"),
    plz,
    city: cell("ort"),
    state: cell("bundesland"),
    lat: lat ?? Number.NaN,
    lon: lon ?? Number.NaN,
    organisationName: cell("traeger"),
    funeralTypes: "types" in types ? types.types : [],
    fees,
  };
  for (const problem of siteProblems(record, graveTypes)) {
    // A coordinate that did not parse is already named; a funeral type word too.
    if (problem.field === "lat" && (lat === null || lon === null)) continue;
    if (problem.field === "funeralTypes" && "unknown" in types) continue;
    // A fee that did not parse is already named; "no fee at all" would mislead.
    if (problem.field === "fees" && header.fees.some(({ index }) => (cells[index] ?? "").trim())) continue;
    reasons.push(problem.message);
  }
  return reasons.length > 0 ? { reasons } : { record, active };
}
