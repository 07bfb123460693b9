/**
 * Prepared statements for the queries that run on every signed-in request (the session check and the
 * provision read): drizzle builds their SQL once per database handle instead of on every call, and
 * PostgreSQL parses and plans them once per connection (a named statement). Profiled on /overview, building
 * the two queries cost about 4 % of the server's CPU.
 *
 * Only for queries whose shape never changes; values go in through `sql.placeholder`. Keyed per handle, so a
 * statement prepared on the database is never run inside a transaction handle or the other way round.
 */
import type { Db } from "./client";

const statements = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build(db)));
  return statement;
}
