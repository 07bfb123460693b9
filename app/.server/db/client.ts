import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema";
import { logger } from "../logger";
import { lockDataDir } from "./lock";

export type Schema = typeof schema;

/**
 * A PGlite instance with the extensions the migrations create (pg_trgm: the trigram indexes of the name search).
 * Every PGlite of the portal and its tests starts here; clones keep the extensions.
 */
export function createPglite(dataDir: string): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { pg_trgm } });
}
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
  /** An existing PGlite instance (tests clone a migrated template). */
  pglite?: PGlite;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const inMemory = options.pglite !== undefined || options.dataDir.startsWith("memory://");
  const release = inMemory ? () => {} : lockDataDir(options.dataDir);
  let client: PGlite;
  try {
    client =
      options.pglite ??
      (await createPglite(inMemory ? options.dataDir : path.join(options.dataDir, "pglite")));
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server ends (restart, failover, a dropped test database) emits "error" on
  // the pool; unhandled it would crash the process. The pool replaces the connection on next use.
  pool.on("error", (error) => logger.warn({ err: error }, "idle PostgreSQL connection closed"));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
  };
}
