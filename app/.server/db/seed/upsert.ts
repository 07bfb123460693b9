/**
 * The one upsert the seed uses: rows are matched by natural or stable keys and a row is only touched when its data
 * differ, so `updated_at` moves only for real changes.
 */
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/**
 * ON CONFLICT … DO UPDATE that copies `keys` from the proposed row, only when at least one of them differs, and
 * then also sets `updated_at` (when the table has it).
 */
export function upsertWhenChanged<T extends PgTable>(
  table: T,
  target: PgColumn | PgColumn[],
  keys: string[],
) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const excluded = (key: string): SQL => {
    const column = columns[key];
    if (!column) throw new Error(`Unknown column ${key}`);
    return sql.raw(`excluded."${column.name}"`);
  };
  const current = (key: string): PgColumn => {
    const column = columns[key];
    if (!column) throw new Error(`Unknown column ${key}`);
    return column;
  };
  const set: Record<string, SQL> = {};
  for (const key of keys) set[key] = excluded(key);
  if (columns["updatedAt"]) set["updatedAt"] = sql`now()`;
  return {
    target,
    // The set source is built from the table's own column keys.
    set: set as never,
    setWhere: sql`(${sql.join(keys.map(current), sql`, `)}) is distinct from (${sql.join(keys.map(excluded), sql`, `)})`,
  };
}
