/**
 * The query of a back-office list page (`?q=…&sort=…&dir=…&page=…`), read with one zod schema (decision 0083).
 * Each parameter is a `listParam`: missing → its default; a bad value → its default, or — when the parameter
 * names a refusal — a German 400 page (never a 500). Parameters the schema does not name are ignored.
 */
import { z } from "zod";
import { SORT_DIRECTIONS } from "~/domain/backoffice/lists";
import { badRequest } from "./intent";

/** The German message of a refused value; without one a bad value quietly takes the default. */
type Refusal = () => string;

/**
 * One query parameter: its raw text (trimmed) is read with `schema`; missing, it is `fallback`; bad, it is
 * `fallback` too, unless `refuse` is given: then the list answers 400 with that message.
 */
export function listParam<T, const F>(schema: z.ZodType<T>, fallback: F, refuse?: Refusal) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | F => {
      if (raw === undefined) return fallback;
      const parsed = schema.safeParse(raw);
      if (parsed.success) return parsed.data;
      if (refuse) ctx.addIssue({ code: "custom", message: refuse() });
      return fallback;
    });
}

/** Pages beyond this are no page of any list (nobody pages through 500,000 rows; the exports are for that). */
const PAGE_DIGITS = /^[0-9]{1,7}$/;

/** `?page=`: a whole number from 1 to `max`; missing → 1. */
export function pageParam({ max, refuse }: { max: number; refuse?: Refusal }) {
  const page = z.string().regex(PAGE_DIGITS).transform(Number).pipe(z.number().int().min(1).max(max));
  return listParam(page, 1, refuse);
}

/** `?sort=`: one of the list's sortable columns (never a column name passed on to SQL as typed). */
export function sortParam<const C extends readonly [string, ...string[]], F extends C[number] | null>(
  columns: C,
  fallback: F,
  refuse?: Refusal,
) {
  return listParam(z.enum(columns), fallback, refuse);
}

/** `?dir=asc|desc`; missing → ascending. */
export function dirParam(refuse?: Refusal) {
  return listParam(z.enum(SORT_DIRECTIONS), SORT_DIRECTIONS[0], refuse);
}

/** A free text filter (a search, an e-mail address): trimmed, at most `max` characters; missing → "". */
export function textParam({ max, refuse }: { max: number; refuse?: Refusal }) {
  return listParam(z.string().max(max), "", refuse);
}

type ListQuerySchema = z.ZodType<unknown, Record<string, string | undefined>>;

/** The parameters as the page was asked for them: each one's first value, trimmed. */
function rawQuery(request: Request): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) raw[name] ??= value.trim();
  return raw;
}

export type ListQueryResult<S extends ListQuerySchema> =
  | { ok: true; value: z.output<S>; raw: Record<string, string> }
  | { ok: false; errors: Partial<Record<string, string>>; raw: Record<string, string> };

/**
 * Reads the query and gives, for a page that shows a bad filter beside its field (the audit log's dates), the
 * refused parameters' messages with the raw values to show again.
 */
export function readListQuery<S extends ListQuerySchema>(request: Request, schema: S): ListQueryResult<S> {
  const raw = rawQuery(request);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data, raw };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  return { ok: false, errors, raw };
}

/** Reads the query; a refused parameter gets the German 400 page with its message. */
export function parseListQuery<S extends ListQuerySchema>(request: Request, schema: S): z.output<S> {
  const read = readListQuery(request, schema);
  if (read.ok) return read.value;
  return badRequest(Object.values(read.errors)[0], 400);
}
