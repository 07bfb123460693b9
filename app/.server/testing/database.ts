/**
 * Databases for integration tests.
 *
 * - With `TEST_DATABASE_URL` (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres): every call
 *   creates a fresh, uniquely named database on that server, migrates (and seeds) it; `close()` drops it.
 * - Otherwise: an in-memory PGlite in a worker thread, as the server runs it. A migrated (and seeded) template
 *   is built once per process (per vitest worker) and kept as a dump; every call opens its own worker from
 *   that dump (what PGlite's `clone()` does) instead of running initdb and the migrations again.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { configureKeyEncryption } from "../identity/keys";
import { openDatabase, type Database } from "../db/client";
import { PgliteThread } from "../db/pglite-thread";
import { seed } from "../db/seed";

export interface TestDatabase extends Database {
  /** Whether the reference data of `seed()` are present. */
  seeded: boolean;
}

export interface TestDatabaseOptions {
  /** Seed the reference data and the demo catalogue, coupons and sites the tests rely on (default true). */
  seed?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  // What startRuntime does for the server: the JWT signing keys are stored encrypted.
  configureKeyEncryption("test-secret-for-the-signing-keys-of-tests", "SESSION_SECRET");
  const seeded = options.seed ?? true;
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresDatabase(url, seeded) : createPgliteDatabase(seeded);
}

// --- PGlite -------------------------------------------------------------------------------------------------

/** A migrated (and seeded) data directory as a tar archive, built once per process. */
const templates = new Map<boolean, Promise<ArrayBuffer>>();

async function buildTemplate(seeded: boolean): Promise<ArrayBuffer> {
  const client = await PgliteThread.open({ dataDir: "memory://" });
  const database = await openDatabase({ dataDir: "memory://", pglite: client });
  try {
    await database.migrate();
    if (seeded) await seed(database.db, { demo: true });
    return await client.dump();
  } finally {
    await database.close();
  }
}

function template(seeded: boolean): Promise<ArrayBuffer> {
  let promise = templates.get(seeded);
  if (!promise) {
    promise = buildTemplate(seeded);
    // A failed build is not cached, so the next test gets a fresh attempt and a fresh error.
    promise.catch(() => templates.delete(seeded));
    templates.set(seeded, promise);
  }
  return promise;
}

/** A worker of its own with a copy of the template (what PGlite's `clone()` does, across threads). */
async function createPgliteDatabase(seeded: boolean): Promise<TestDatabase> {
  const client = await PgliteThread.open({ dump: await template(seeded) });
  const database = await openDatabase({ dataDir: "memory://", pglite: client });
  return { ...database, seeded };
}

// --- PostgreSQL ---------------------------------------------------------------------------------------------

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(url: string, seeded: boolean): Promise<TestDatabase> {
  // Only [a-z0-9_]: safe to interpolate as an identifier.
  const name = `vp_test_${process.pid}_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create database ${name}`);
  let database: Database;
  try {
    database = await openDatabase({ url: withDatabase(url, name), dataDir: "" });
    await database.migrate();
    if (seeded) await seed(database.db, { demo: true });
  } catch (error) {
    await adminQuery(url, `drop database if exists ${name} with (force)`).catch(() => undefined);
    throw error;
  }
  const close = database.close;
  return {
    ...database,
    seeded,
    close: async () => {
      try {
        await close();
      } finally {
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      }
    },
  };
}
