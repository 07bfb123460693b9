/**
 * What a backup and a restore ask of the database (decision 0099), in SQL that PGlite and PostgreSQL answer
 * alike: the portal's tables (schemas public and drizzle) with their columns, each table's row count and
 * checksum, its rows as text, the sequences, and on a restore the steps around loading rows (migrations up to
 * the backup's, foreign keys and triggers set aside, the sequences set).
 */
import { sql } from "drizzle-orm";
import type { MigrationMeta } from "drizzle-orm/migrator";
import { rowsOf, type Db } from "../db/client";

/** A database or a transaction on it. */
type Executor = Pick<Db, "execute">;

const SCHEMAS = sql`('public', 'drizzle')`;

export interface TableInfo {
  schema: string;
  name: string;
  columns: { name: string; generated: boolean }[];
}

export const tableName = (table: Pick<TableInfo, "schema" | "name">) => `${table.schema}.${table.name}`;
const qualified = (table: Pick<TableInfo, "schema" | "name">) =>
  sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;

/** The tables of the portal (not an extension's), by schema and name. */
export async function listTables(db: Executor): Promise<TableInfo[]> {
  const found = await rowsOf<{ schema: string; name: string; columns: string }>(
    db,
    sql`select n.nspname as schema, c.relname as name,
          json_agg(json_build_object('name', a.attname, 'generated', a.attgenerated <> '') order by a.attnum)::text
            as columns
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where c.relkind = 'r' and n.nspname in ${SCHEMAS}
          and not exists (select 1 from pg_depend d
                          where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
        group by n.nspname, c.relname
        order by n.nspname, c.relname`,
  );
  return found.map((row) => ({
    schema: row.schema,
    name: row.name,
    columns: JSON.parse(row.columns) as TableInfo["columns"],
  }));
}

/**
 * The settings a row's text depends on, fixed for this transaction: the same text for the same values on
 * every server, whatever its configuration (time zone, date style, float digits, bytea output).
 */
const TEXT_SETTINGS = [
  ["timezone", "'UTC'"],
  ["datestyle", "'ISO, YMD'"],
  ["intervalstyle", "'postgres'"],
  ["extra_float_digits", "1"],
  ["bytea_output", "'hex'"],
] as const;

export async function fixTextForms(db: Executor): Promise<void> {
  for (const [name, value] of TEXT_SETTINGS) await db.execute(sql.raw(`set local ${name} = ${value}`));
}

export async function resetTextForms(db: Executor): Promise<void> {
  for (const [name] of TEXT_SETTINGS) await db.execute(sql.raw(`set local ${name} to default`));
}

/** Row count and checksum of a table, as `Checksum` (format.ts) computes them from the rows' text. */
export async function tableChecksum(
  db: Executor,
  table: TableInfo,
): Promise<{ rows: number; checksum: string }> {
  const [row] = await rowsOf<{ rows: string; checksum: string }>(
    db,
    sql`select count(*)::text as rows,
          coalesce(sum(('x' || left(encode(sha256(convert_to(backup_row::text, 'UTF8')), 'hex'), 15))::bit(60)::bigint),
                   0)::text as checksum
        from ${qualified(table)} backup_row`,
  );
  return { rows: Number(row!.rows), checksum: row!.checksum };
}

/** A table's rows as text, in batches, through a cursor (inside the caller's transaction). */
export async function* tableRows(db: Executor, table: TableInfo, batch = 2000): AsyncGenerator<string[]> {
  await db.execute(
    sql`declare backup_rows no scroll cursor for select backup_row::text as r from ${qualified(table)} backup_row`,
  );
  for (;;) {
    const rows = await rowsOf<{ r: string }>(db, sql.raw(`fetch forward ${batch} from backup_rows`));
    if (rows.length === 0) break;
    yield rows.map((row) => row.r);
  }
  await db.execute(sql`close backup_rows`);
}

export interface SequenceState {
  schema: string;
  name: string;
  /** The last value handed out; null when the sequence was never used. */
  value: string | null;
}

export function sequenceStates(db: Executor): Promise<SequenceState[]> {
  return rowsOf<SequenceState>(
    db,
    sql`select schemaname as schema, sequencename as name, last_value::text as value
        from pg_sequences where schemaname in ${SCHEMAS} order by schemaname, sequencename`,
  );
}

export async function setSequences(db: Executor, sequences: readonly SequenceState[]): Promise<void> {
  for (const sequence of sequences) {
    if (sequence.value === null) continue;
    await db.execute(
      sql`select setval(${`${quote(sequence.schema)}.${quote(sequence.name)}`}::regclass, ${sequence.value}::bigint, true)`,
    );
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The `created_at` of every migration the database has applied, oldest first; null: no portal database. */
export async function appliedMigrations(db: Executor): Promise<number[] | null> {
  const [table] = await rowsOf<{ found: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (!table?.found) return null;
  const rows = await rowsOf<{ at: string }>(
    db,
    sql`select created_at::text as at from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((row) => Number(row.at));
}

/**
 * Runs migrations as Drizzle's migrator does (its table, each statement, a row per migration when `record`),
 * inside the caller's transaction: a restore builds the backup's schema and records the migrations from the
 * backup's own rows.
 */
export async function applyMigrations(
  db: Executor,
  migrations: readonly MigrationMeta[],
  record: boolean,
): Promise<void> {
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await db.execute(sql.raw(statement));
    if (record) {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  }
}

/** How many tables of the portal's schemas the database holds (0: empty, a restore may go there). */
export async function tableCount(db: Executor): Promise<number> {
  return (await listTables(db)).length;
}

export async function extensionNames(db: Executor): Promise<string[]> {
  return (await rowsOf<{ name: string }>(db, sql`select extname as name from pg_extension`)).map(
    (row) => row.name,
  );
}

/**
 * Removes what the portal's migrations create: the schema drizzle, and in public every table, function and
 * type that belongs to no extension, and the extensions not in `keep`. A replaced database (`--force`) and
 * one a failed restore leaves behind are empty again.
 */
export async function dropPortalObjects(db: Executor, keep: readonly string[]): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  const notExtension = (catalog: string, column: string) =>
    sql.raw(`not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass
                         and d.objid = ${column} and d.deptype = 'e')`);
  const objects = await rowsOf<{ statement: string }>(
    db,
    sql`select format('drop %s if exists %I.%I cascade',
                 case c.relkind when 'r' then 'table' when 'v' then 'view' when 'm' then 'materialized view'
                                else 'sequence' end,
                 n.nspname, c.relname) as statement, case c.relkind when 'S' then 2 else 1 end as step
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'S') and ${notExtension("pg_class", "c.oid")}
        union all
        select format('drop function if exists %s cascade', p.oid::regprocedure) as statement, 3 as step
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and ${notExtension("pg_proc", "p.oid")}
        union all
        select format('drop type if exists %I.%I cascade', n.nspname, t.typname) as statement, 4 as step
          from pg_type t join pg_namespace n on n.oid = t.typnamespace
          where n.nspname = 'public' and t.typtype in ('e', 'd') and ${notExtension("pg_type", "t.oid")}
        order by step`,
  );
  // Tables first (their sequences and triggers go with them; "if exists" passes over those), then functions, types.
  for (const { statement } of objects) await db.execute(sql.raw(statement));
  for (const name of await extensionNames(db)) {
    if (name !== "plpgsql" && !keep.includes(name))
      await db.execute(sql`drop extension if exists ${sql.identifier(name)} cascade`);
  }
}

/** Takes the foreign keys off (loading rows in any order), and gives back what puts them on again (checking them). */
export async function setForeignKeysAside(db: Executor): Promise<() => Promise<void>> {
  const keys = await rowsOf<{ schema: string; name: string; constraint: string; definition: string }>(
    db,
    sql`select n.nspname as schema, c.relname as name, con.conname as constraint,
          pg_get_constraintdef(con.oid) as definition
        from pg_constraint con
        join pg_class c on c.oid = con.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        where con.contype = 'f' and n.nspname in ${SCHEMAS}
        order by n.nspname, c.relname, con.conname`,
  );
  for (const key of keys) {
    await db.execute(sql`alter table ${qualified(key)} drop constraint ${sql.identifier(key.constraint)}`);
  }
  return async () => {
    for (const key of keys) {
      await db.execute(
        sql`alter table ${qualified(key)} add constraint ${sql.identifier(key.constraint)} ${sql.raw(key.definition)}`,
      );
    }
  };
}

/** Turns the tables' own triggers off or on (a restored row is stored as it was, not changed again). */
export async function switchTriggers(db: Executor, tables: readonly TableInfo[], on: boolean): Promise<void> {
  for (const table of tables) {
    await db.execute(sql`alter table ${qualified(table)} ${sql.raw(on ? "enable" : "disable")} trigger user`);
  }
}

export async function truncateTables(db: Executor, tables: readonly TableInfo[]): Promise<void> {
  if (tables.length === 0) return;
  await db.execute(sql`truncate table ${sql.join(tables.map(qualified), sql`, `)}`);
}

/** Inserts rows given as their record text: each column through its type's own text input. */
export async function insertRows(db: Executor, table: TableInfo, texts: readonly string[]): Promise<void> {
  const columns = table.columns.filter((column) => !column.generated);
  const names = columns.map((column) => sql.identifier(column.name));
  const values = columns.map((column) => sql`(x.r).${sql.identifier(column.name)}`);
  await db.execute(
    sql`insert into ${qualified(table)} (${sql.join(names, sql`, `)}) overriding system value
        select ${sql.join(values, sql`, `)}
        from json_array_elements_text(${JSON.stringify(texts)}::json) v,
             lateral (select v.value::${qualified(table)} as r offset 0) x`,
  );
}

/** The server's name and version ("PostgreSQL 17.4 …"), for the manifest. */
export async function serverVersion(db: Executor): Promise<string> {
  const [row] = await rowsOf<{ version: string }>(db, sql`select version() as version`);
  return row!.version;
}
