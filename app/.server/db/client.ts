import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema";
import { logger } from "../logger";
import { dbQueryErrors, scrapedGauge } from "../metrics";
import { lockDataDir } from "./lock";
import { PgliteThread } from "./pglite-thread";

export type Schema = typeof schema;

/** The database handle every service receives: the same query API over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs the drizzle-kit migrations in ./drizzle. */
  migrate(): Promise<void>;
  /** A cheap round trip, for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve("drizzle");

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** Where PGlite keeps its files; `memory://` for a throw-away instance. */
  dataDir: string;
  /** An embedded database already open in its worker (tests open a dump of a migrated template). */
  pglite?: PgliteThread;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options);
}

/**
 * The embedded PGlite runs in a worker thread (pglite-thread.ts): its WebAssembly Postgres no longer takes
 * the CPU of the thread that renders pages. Drizzle's pglite driver talks to the worker's proxy as it would
 * to PGlite itself (the proxy has the methods the driver calls, hence the cast).
 */
async function openPglite(options: DatabaseOptions): Promise<Database> {
  const inMemory = options.pglite !== undefined || options.dataDir.startsWith("memory://");
  const release = inMemory ? () => {} : lockDataDir(options.dataDir);
  let client: PgliteThread;
  try {
    client =
      options.pglite ??
      (await PgliteThread.open({
        dataDir: inMemory ? options.dataDir : path.join(options.dataDir, "pglite"),
      }));
  } catch (error) {
    release();
    throw error;
  }
  const connect = () => drizzlePglite({ client: client as unknown as PGlite, schema });
  const db = connect() as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(connect(), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * The pool's connections for the metrics, and every failed query counted (decision 0097): each connection's
 * `query` is watched once, when the pool opens it (the pool's own `query` runs on such a connection).
 */
function watchPool(pool: pg.Pool): void {
  scrapedGauge(
    "vorsorge_db_pool_connections",
    "PostgreSQL connections of this process, by state (idle, busy; waiting: queries waiting for a connection).",
    ["state"],
    () =>
      Promise.resolve([
        { labels: { state: "idle" }, value: pool.idleCount },
        { labels: { state: "busy" }, value: pool.totalCount - pool.idleCount },
        { labels: { state: "waiting" }, value: pool.waitingCount },
      ]),
  );
  pool.on("connect", (connection) => {
    const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
    connection.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) result.catch(() => dbQueryErrors.inc());
      return result;
    }) as typeof connection.query;
  });
}

/** The advisory lock the migrations run under on PostgreSQL (an arbitrary constant: "VPMIGRAT"). */
const MIGRATION_LOCK_KEY = 0x56504d49;

async function openPostgres(url: string): Promise<Database> {
  // No JIT compilation (decision 0066): the portal's queries read few rows through indexes, but once the large
  // tables are analyzed their estimated costs pass `jit_above_cost`, and compiling a query took 2–3 s where
  // running it took milliseconds. A `-c jit=…` in the URL's `options` overrides this.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: "-c jit=off" });
  // An idle connection that the server ends (restart, failover, a dropped test database) emits "error" on
  // the pool; unhandled it would crash the process. The pool replaces the connection on next use.
  pool.on("error", (error) => logger.warn({ err: error }, "idle PostgreSQL connection closed"));
  watchPool(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      // Two replicas that start together migrate one after the other: the second waits for the first's lock,
      // then finds every migration applied (docs/operations.md, "Upgrades"). The lock is the session's, held on
      // a connection of its own while the migrator uses the pool.
      const holder = await pool.connect();
      try {
        await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
        holder.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
  };
}

/** The rows of a raw query, on either driver (both answer `{ rows }`). */
export async function rowsOf<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * How many of the migrations in ./drizzle the database has applied (decision 0097), for /readyz: a replica of an
 * older version sees more applied than it knows, a database not yet migrated fewer.
 */
export async function migrationState(db: Db): Promise<{ applied: number; known: number }> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  const applied = (result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0;
  return { applied, known: journal.entries.length };
}
