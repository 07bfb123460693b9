/**
 * Prepared statements for the reads that run on every request of a page: the session check and the provision
 * read on every signed-in request, and the page reads of the offer summary, the offer price, the letters list
 * and the care log. Drizzle builds their SQL once per database handle instead of on every call, and PostgreSQL
 * parses and plans them once per connection (a named statement; names are unique per query). Profiled, building
 * the two per-request queries cost about 4 % of `/overview`, the offer summary's ~8 % of its page (decision 0026).
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
