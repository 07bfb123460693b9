/**
 * How an error reaches the log. A failed query carries its parameters (names, e-mail addresses, birth dates,
 * wish texts) in Drizzle's message ("Failed query: … params: …") and in the `params` PGlite attaches, and
 * PostgreSQL's own message and `detail` quote values (`Key (email)=(anna@example.de) already exists`,
 * `invalid input syntax for type uuid: "…"`). So a database error is logged by its SQLSTATE code, the
 * constraint, table and column, a failed query by its SQL text (placeholders only), and neither by a value.
 */

/** The fields of a PostgreSQL error that name where it failed, never what was stored. */
const DATABASE_FIELDS = [
  "code",
  "severity",
  "constraint",
  "schema",
  "table",
  "column",
  "dataType",
  "routine",
];

/** Fields of any error that can carry values; the cause is serialized on its own. */
const UNSAFE_FIELDS = new Set(["cause", "params", "detail", "queryOptions", "raw"]);

type Fields = Record<string, unknown>;

/** An error from PostgreSQL or PGlite: a five-character SQLSTATE code next to the server's own fields. */
function isDatabaseError(error: Error): boolean {
  const fields = error as unknown as Fields;
  return (
    typeof fields.code === "string" &&
    /^[0-9A-Z]{5}$/.test(fields.code) &&
    ("severity" in fields || "routine" in fields)
  );
}

/** Drizzle's wrapper around a failed query (DrizzleQueryError): the SQL text and its parameters. */
function isQueryError(error: Error): error is Error & { query: unknown } {
  return "query" in error && "params" in error;
}

/** The stack's frames without its first line, which repeats the (unsafe) message. */
function frames(error: Error): string | undefined {
  const at = error.stack?.indexOf("\n    at ") ?? -1;
  return at < 0 ? undefined : error.stack!.slice(at + 1);
}

function serialize(error: Error, seen: Set<Error>): Fields {
  seen.add(error);
  const type = error.constructor?.name || error.name;
  const cause =
    error.cause instanceof Error && !seen.has(error.cause) ? serialize(error.cause, seen) : undefined;
  if (isDatabaseError(error)) {
    const fields = error as unknown as Fields;
    const safe: Fields = { type, message: `database error ${String(fields.code)}` };
    for (const key of DATABASE_FIELDS) if (fields[key] !== undefined) safe[key] = fields[key];
    return { ...safe, stack: frames(error), cause };
  }
  if (isQueryError(error)) {
    const query = typeof error.query === "string" ? error.query : "(unknown)";
    return { type, message: `Failed query: ${query}`, stack: frames(error), cause };
  }
  const own: Fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (!UNSAFE_FIELDS.has(key) && !(value instanceof Error)) own[key] = value;
  }
  return { ...own, type, message: error.message, stack: error.stack, cause };
}

/** The `err` serializer of every logger: an error and its causes, without a stored value. */
export function serializeError(error: unknown): unknown {
  return error instanceof Error ? serialize(error, new Set()) : error;
}
