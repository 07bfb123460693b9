/**
 * Databases for integration tests.
 *
 * - With `TEST_DATABASE_URL` (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres): every call
 *   creates a fresh, uniquely named database on that server, migrated (and seeded); `close()` drops it. With a
 *   `templateDir` (a test run), the first call migrates (and seeds) a template database of the run and every
 *   call copies it (`create database … template`); the run's global setup drops the templates at its end.
 * - Otherwise: an in-memory PGlite in a worker thread, as the server runs it. A migrated (and seeded) template
 *   is built once and kept as a dump (in memory, and in `templateDir` for the other files of a test run);
 *   every call opens its own worker from that dump (what PGlite's `clone()` does) instead of running initdb
 *   and the migrations again.
 */
import { createHash, randomBytes } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
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
  /** A directory where the PGlite templates of this test run are shared between its files and workers. */
  templateDir?: string;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  // What startRuntime does for the server: the JWT signing keys are stored encrypted.
  configureKeyEncryption("test-secret-for-the-signing-keys-of-tests", "SESSION_SECRET");
  const seeded = options.seed ?? true;
  const url = process.env.TEST_DATABASE_URL;
  return url
    ? createPostgresDatabase(url, seeded, options.templateDir)
    : createPgliteDatabase(seeded, options.templateDir);
}

// --- PGlite -------------------------------------------------------------------------------------------------

/** A migrated (and seeded) data directory as a tar archive, once per process. */
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

/** The run's template from `dir` if another file left it there, else built (and left there). */
async function sharedTemplate(seeded: boolean, dir: string | undefined): Promise<ArrayBuffer> {
  if (!dir) return buildTemplate(seeded);
  const file = path.join(dir, seeded ? "seeded.tar" : "migrated.tar");
  const stored = await readFile(file).catch(() => null);
  if (stored)
    return stored.buffer.slice(stored.byteOffset, stored.byteOffset + stored.byteLength) as ArrayBuffer;
  const dump = await buildTemplate(seeded);
  // Written aside and renamed, so that a file of another worker never reads half a template.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(partial, new Uint8Array(dump));
  await rename(partial, file);
  return dump;
}

function template(seeded: boolean, dir: string | undefined): Promise<ArrayBuffer> {
  let promise = templates.get(seeded);
  if (!promise) {
    promise = sharedTemplate(seeded, dir);
    // A failed build is not cached, so the next test gets a fresh attempt and a fresh error.
    promise.catch(() => templates.delete(seeded));
    templates.set(seeded, promise);
  }
  return promise;
}

/** A worker of its own with a copy of the template (what PGlite's `clone()` does, across threads). */
async function createPgliteDatabase(seeded: boolean, templateDir: string | undefined): Promise<TestDatabase> {
  const client = await PgliteThread.open({ dump: await template(seeded, templateDir) });
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

/** The names of a test run's template databases (only [a-z0-9_]: safe to interpolate as identifiers). */
export function postgresTemplateNames(templateDir: string): { seeded: string; migrated: string } {
  const run = createHash("sha256").update(templateDir).digest("hex").slice(0, 16);
  return { seeded: `vp_template_${run}_seeded`, migrated: `vp_template_${run}_migrated` };
}

async function migrateAndSeed(url: string, name: string, seeded: boolean): Promise<Database> {
  const database = await openDatabase({ url: withDatabase(url, name), dataDir: "" });
  try {
    await database.migrate();
    if (seeded) await seed(database.db, { demo: true });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The run's template database, migrated (and seeded) by the first caller; the others wait for it. */
async function postgresTemplate(url: string, seeded: boolean, templateDir: string): Promise<string> {
  const names = postgresTemplateNames(templateDir);
  const name = seeded ? names.seeded : names.migrated;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Held until this session ends: one builder per template, across the run's workers.
    await admin.query("select pg_advisory_lock(hashtext($1))", [name]);
    const existing = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (existing.rowCount === 0) {
      await admin.query(`create database ${name}`);
      try {
        await (await migrateAndSeed(url, name, seeded)).close();
      } catch (error) {
        await admin.query(`drop database if exists ${name} with (force)`);
        throw error;
      }
    }
    return name;
  } finally {
    await admin.end();
  }
}

async function createPostgresDatabase(
  url: string,
  seeded: boolean,
  templateDir: string | undefined,
): Promise<TestDatabase> {
  const template = templateDir ? await postgresTemplate(url, seeded, templateDir) : null;
  // Only [a-z0-9_]: safe to interpolate as an identifier.
  const name = `vp_test_${process.pid}_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ""}`);
  let database: Database;
  try {
    database = template
      ? await openDatabase({ url: withDatabase(url, name), dataDir: "" })
      : await migrateAndSeed(url, name, seeded);
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

/** An empty database (no migrations) on the server of `url`, and what drops it: a restore's target. */
export async function createEmptyPostgresDatabase(
  url: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  // Only [a-z0-9_]: safe to interpolate as an identifier.
  const name = `vp_empty_${process.pid}_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create database ${name}`);
  return {
    url: withDatabase(url, name),
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
}
