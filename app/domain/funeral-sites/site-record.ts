/**
 * A funeral site as the back office edits and imports it (docs/decisions/0054-funeral-sites-back-office.md):
 * the record, its checks (the same for the edit form and every CSV row) and the small parsers they share.
 * Pure; messages in German from the catalogue (app/i18n/catalog/backoffice-sites.ts).
 */
import { t } from "~/i18n";
import { FUNERAL_TYPES, type FuneralType } from "../constants";
import { parseEuros, type Cents } from "../money";
import { SLUG_ID } from "./index";
import { inGermany } from "./germany";

/** The 16 German states, as stored in `funeral_sites.state`. */
export const GERMAN_STATES = [
  "Baden-Württemberg",
  "Bayern",
  "Berlin",
  "Brandenburg",
  "Bremen",
  "Hamburg",
  "Hessen",
  "Mecklenburg-Vorpommern",
  "Niedersachsen",
  "Nordrhein-Westfalen",
  "Rheinland-Pfalz",
  "Saarland",
  "Sachsen",
  "Sachsen-Anhalt",
  "Schleswig-Holstein",
  "Thüringen",
] as const;

/** Longest accepted text of a name, street, place or organisation. */
export const SITE_TEXT_MAX = 200;
/** Highest fee accepted per grave type: 100,000 € (a typing error beyond that). */
export const MAX_FEE_CENTS = 10_000_000;

/** A grave type as the checks need it (table grave_types). */
export interface GraveTypeRef {
  id: string;
  funeralType: FuneralType;
  name: string;
}

/**
 * A site's fields besides its fees, wherever a site is held: the reference list, the seed, the edit form
 * (coordinates as the text typed) and the checked record.
 */
export interface SiteFields<Coordinate = number> {
  id: string;
  title: string;
  street: string;
  plz: string;
  city: string;
  state: string;
  lat: Coordinate;
  lon: Coordinate;
  organisationName: string;
  funeralTypes: FuneralType[];
}

/** A site's data as edited or imported; `fees` maps grave type id → net cents. */
export interface SiteRecord extends SiteFields {
  fees: Record<string, Cents>;
}

/** The fields of a site, as the edit form names them. */
export type SiteField = keyof SiteRecord | `fees.${string}`;

/** One problem with a record: the field and the German message naming it. */
export interface SiteProblem {
  field: SiteField;
  message: string;
}

/** German words and codes accepted for a funeral type (form values are the codes). */
const FUNERAL_TYPE_WORDS: Record<string, FuneralType> = {
  burial: "burial",
  cremation: "cremation",
  sea: "sea",
  tree: "tree",
  erdbestattung: "burial",
  feuerbestattung: "cremation",
  seebestattung: "sea",
  baumbestattung: "tree",
};

/** "Erdbestattung|Feuerbestattung" or "burial, cremation" → the funeral types; null names the bad word. */
export function parseFuneralTypes(text: string): { types: FuneralType[] } | { unknown: string } {
  const types: FuneralType[] = [];
  for (const word of text.split(/[|,/]/)) {
    const key = word.trim().toLocaleLowerCase("de-DE");
    if (!key) continue;
    const type = FUNERAL_TYPE_WORDS[key];
    if (!type) return { unknown: word.trim() };
    if (!types.includes(type)) types.push(type);
  }
  return { types: FUNERAL_TYPES.filter((type) => types.includes(type)) };
}

/** A coordinate typed with a point or a comma ("53,17027"), at most 7 decimals; null when it is none. */
export function parseCoordinate(text: string): number | null {
  const bare = text.trim().replace(",", ".");
  if (!/^-?\d{1,3}(?:\.\d{1,7})?$/.test(bare)) return null;
  const value = Number(bare);
  return Number.isFinite(value) ? value : null;
}

/** A fee typed in euros ("1.170,00", "1170", "1170,5 €"): cents, or a problem ("notAmount", "negative", "tooHigh"). */
export function parseFee(text: string): { cents: Cents } | { problem: "notAmount" | "negative" | "tooHigh" } {
  const value = parseEuros(text);
  if (value === null) return { problem: "notAmount" };
  if (value < 0) return { problem: "negative" };
  if (value > MAX_FEE_CENTS) return { problem: "tooHigh" };
  return { cents: value };
}

/** The message of a fee problem, naming the grave type (or the column). */
export function feeMessage(problem: "notAmount" | "negative" | "tooHigh", name: string): string {
  return t(`backoffice.sites.fee.${problem}`, { name });
}

/** A site id from its name and postal code: "fs-" and a slug ("Friedhof Ohlsdorf", "22337" → "fs-friedhof-ohlsdorf-22337"). */
export function siteIdFor(title: string, plz: string): string {
  const slug = `${title} ${plz}`
    .toLocaleLowerCase("de-DE")
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `fs-${slug}`.slice(0, 100).replace(/-+$/, "");
}

/** The key that makes two sites the same place: name (case and spaces ignored) and postal code. */
export function duplicateKey(title: string, plz: string): string {
  return `${title.trim().replace(/\s+/g, " ").toLocaleLowerCase("de-DE")}|${plz.trim()}`;
}

/**
 * Every problem of a record that needs no database: required texts, postal code, state, coordinates in
 * Germany, funeral types, fees only for grave types of the site's funeral types and at least one fee.
 */
export function siteProblems(record: SiteRecord, graveTypes: readonly GraveTypeRef[]): SiteProblem[] {
  const problems: SiteProblem[] = [];
  const text = (field: "title" | "street" | "city" | "organisationName") => {
    const value = record[field].trim();
    if (!value) problems.push({ field, message: t(`backoffice.sites.required.${field}`) });
    else if (value.length > SITE_TEXT_MAX) {
      problems.push({
        field,
        message: t("backoffice.sites.tooLong", {
          field: t(`backoffice.sites.field.${field}`),
          max: SITE_TEXT_MAX,
        }),
      });
    }
  };
  if (!SLUG_ID.test(record.id)) problems.push({ field: "id", message: t("backoffice.sites.id.invalid") });
  text("title");
  text("street");
  if (!/^\d{5}$/.test(record.plz))
    problems.push({ field: "plz", message: t("backoffice.sites.plz.invalid") });
  text("city");
  if (!(GERMAN_STATES as readonly string[]).includes(record.state)) {
    problems.push({ field: "state", message: t("backoffice.sites.state.invalid") });
  }
  if (!inGermany(record)) problems.push({ field: "lat", message: t("backoffice.sites.coordinates.abroad") });
  text("organisationName");
  if (record.funeralTypes.length === 0) {
    problems.push({ field: "funeralTypes", message: t("backoffice.sites.funeralTypes.required") });
  }
  const entries = Object.entries(record.fees);
  for (const [graveTypeId, fee] of entries) {
    const type = graveTypes.find((candidate) => candidate.id === graveTypeId);
    if (!type) {
      problems.push({
        field: `fees.${graveTypeId}`,
        message: t("backoffice.sites.fee.unknownGraveType", { id: graveTypeId }),
      });
    } else if (!record.funeralTypes.includes(type.funeralType)) {
      problems.push({
        field: `fees.${graveTypeId}`,
        message: t("backoffice.sites.fee.wrongFuneralType", { name: type.name }),
      });
    } else if (!Number.isSafeInteger(fee) || fee < 0 || fee > MAX_FEE_CENTS) {
      problems.push({
        field: `fees.${graveTypeId}`,
        message: feeMessage(fee < 0 ? "negative" : "tooHigh", type.name),
      });
    }
  }
  if (record.funeralTypes.length > 0 && entries.length === 0) {
    problems.push({ field: "fees", message: t("backoffice.sites.fee.none") });
  }
  return problems;
}

/** The stored `fees` column of a record: `{ prices: { [graveTypeId]: { selling_price } } }`. */
export function feesColumn(fees: Record<string, Cents>): {
  prices: Record<string, { selling_price: number }>;
} {
  return {
    prices: Object.fromEntries(Object.entries(fees).map(([id, value]) => [id, { selling_price: value }])),
  };
}
