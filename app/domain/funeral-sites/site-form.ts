/**
 * The edit form of a funeral site (/backoffice/sites/new, /backoffice/sites/$siteId): its zod schema (every
 * field as text, so that nothing is lost before the checks) and the reading of its values into a
 * `SiteRecord` with a German message per field. The record's own checks are `siteProblems`.
 */
import { z } from "zod";
import { t } from "~/i18n";
import { FUNERAL_TYPES } from "../constants";
import type { Cents } from "../money";
import {
  feeMessage,
  parseCoordinate,
  parseFee,
  siteIdFor,
  type GraveTypeRef,
  type SiteProblem,
  type SiteRecord,
} from "./site-record";

const text = z.string().max(1000).optional().default("");

export const siteFormSchema = z.object({
  id: text,
  title: text,
  street: text,
  plz: text,
  city: text,
  state: text,
  lat: text,
  lon: text,
  organisationName: text,
  funeralTypes: z
    .union([z.enum(FUNERAL_TYPES), z.array(z.enum(FUNERAL_TYPES))])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  fees: z.record(z.string().max(100), z.string().max(100).optional()).optional().default({}),
});

export type SiteFormValue = z.output<typeof siteFormSchema>;

/** Cents as the fee field shows them ("1950,00"); whole euros too, for a short field. */
export function feeText(value: Cents | undefined): string {
  if (value === undefined) return "";
  const euros = Math.floor(value / 100);
  const rest = value % 100;
  return `${euros},${String(rest).padStart(2, "0")}`;
}

/**
 * The form's values as a record, or the problems of the fields that do not parse (coordinates, fees, a
 * fee for a grave type that does not exist). An empty fee field means the grave type is not offered.
 */
export function siteFromForm(
  value: SiteFormValue,
  graveTypes: readonly GraveTypeRef[],
): { record: SiteRecord; problems: SiteProblem[] } {
  const problems: SiteProblem[] = [];
  const lat = parseCoordinate(value.lat);
  const lon = parseCoordinate(value.lon);
  if (lat === null)
    problems.push({
      field: "lat",
      message: t("backoffice.sites.coordinates.invalid", { field: t("backoffice.sites.field.lat") }),
    });
  if (lon === null)
    problems.push({
      field: "lon",
      message: t("backoffice.sites.coordinates.invalid", { field: t("backoffice.sites.field.lon") }),
    });
  const fees: Record<string, Cents> = {};
  for (const [id, raw] of Object.entries(value.fees)) {
    const entry = (raw ?? "").trim();
    if (!entry) continue;
    const type = graveTypes.find((candidate) => candidate.id === id);
    if (!type) {
      problems.push({ field: `fees.${id}`, message: t("backoffice.sites.fee.unknownGraveType", { id }) });
      continue;
    }
    // A fee typed for a grave type of a funeral type that is not ticked is ignored, not refused: the form
    // shows every grave type, and unticking a funeral type should not force clearing its fields first.
    if (!value.funeralTypes.includes(type.funeralType)) continue;
    const fee = parseFee(entry);
    if ("problem" in fee) problems.push({ field: `fees.${id}`, message: feeMessage(fee.problem, type.name) });
    else fees[id] = fee.cents;
  }
  const record: SiteRecord = {
    id: value.id.trim() || siteIdFor(value.title, value.plz.trim()),
    title: value.title.trim(),
    street: value.street.trim(),
    plz: value.plz.trim(),
    city: value.city.trim(),
    state: value.state.trim(),
    lat: lat ?? Number.NaN,
    lon: lon ?? Number.NaN,
    organisationName: value.organisationName.trim(),
    funeralTypes: value.funeralTypes,
    fees,
  };
  return { record, problems };
}

/**
 * Every problem of a submitted form: the fields that do not parse, then the record's own checks for the
 * other fields (a coordinate that did not parse is not reported a second time as "abroad").
 */
export function formProblems(
  parsed: { record: SiteRecord; problems: SiteProblem[] },
  checks: readonly SiteProblem[],
): SiteProblem[] {
  const fields = new Set(parsed.problems.map((problem) => problem.field));
  const coordinatesBad = fields.has("lat") || fields.has("lon");
  return [
    ...parsed.problems,
    ...checks.filter((problem) => !fields.has(problem.field) && !(problem.field === "lat" && coordinatesBad)),
  ];
}

/** Problems as Conform's field errors ("" for the whole form). */
export function fieldErrors(problems: readonly SiteProblem[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { field, message } of problems) (errors[field] ??= []).push(message);
  return errors;
}
