/**
 * Restores a backup (decision 0099) into an empty embedded data directory or an empty PostgreSQL database, of
 * either kind whatever kind it was made from; a target that holds data only with `force`.
 *
 * 1. The whole file is read and checked first (whole, not cut off, each table's rows and checksum as its
 *    manifest says, no migration this version does not know): a bad file changes nothing.
 * 2. The portal's migrations up to the backup's build its tables (one transaction, committed: PostgreSQL lets a
 *    new enum value be used only after that), then the rows are loaded in a second transaction with the
 *    foreign keys and triggers set aside, checked against the manifest's row counts and checksums, and the
 *    newer migrations of this version run on them. A failure leaves the target as empty as it was.
 * 3. The embedded database is built in a directory beside the target and moved into place when complete.
 * 4. The secret files of the backup are written into DATA_DIR.
 */
import fs from "node:fs";
import path from "node:path";
import { readMigrationFiles, type MigrationMeta } from "drizzle-orm/migrator";
import { BackupFileError, RestoreMismatchError, RestoreRefusedError } from "~/domain/errors";
import { MIGRATIONS_FOLDER, openDatabase, type Database } from "../db/client";
import { lockDataDir } from "../db/lock";
import {
  applyMigrations,
  dropPortalObjects,
  extensionNames,
  fixTextForms,
  insertRows,
  listTables,
  resetTextForms,
  setForeignKeysAside,
  setSequences,
  switchTriggers,
  tableChecksum,
  tableCount,
  tableName,
  truncateTables,
  type TableInfo,
} from "./database";
import { readBackup, readManifest, type BackupManifest, type TableManifest } from "./format";
import { checkSecretFiles, keyNotices, writeSecretFiles, type KeySettings, type Notice } from "./secrets";

export interface RestoreOptions {
  file: string;
  /** PostgreSQL (DATABASE_URL), else the embedded database in `keys.DATA_DIR`. */
  url?: string;
  /** The restoring environment's key settings; its DATA_DIR receives the secret files. */
  keys: KeySettings;
  /** Replace a database or data directory that holds data. */
  force: boolean;
  now: Date;
  /** Each table as it was checked after loading. */
  onTable?: (table: CheckedTable) => void;
}

export interface CheckedTable {
  name: string;
  rows: number;
  checksum: string;
  expected: Pick<TableManifest, "rows" | "checksum">;
  ok: boolean;
}

export interface RestoreReport {
  manifest: BackupManifest;
  tables: CheckedTable[];
  /** Migrations of this version run after loading (an older backup brought up to date). */
  migrated: number;
  secretsWritten: string[];
  /** What the restored portal needs from its environment to read its data. */
  notices: Notice[];
  /** The data directory a forced embedded restore replaced, kept beside. */
  setAside?: string;
}

/** The migrations of this version up to the backup's: refuses a backup with migrations this version lacks. */
function backupLevel(manifest: BackupManifest, migrations: readonly MigrationMeta[], file: string): number {
  const known = migrations.map((migration) => migration.folderMillis);
  const unknown = manifest.migrations.filter((at) => !known.includes(at));
  if (unknown.length > 0) {
    throw new BackupFileError(
      "newer",
      `${file} was made by a newer version of the portal (${unknown.length} migration(s) this version does not ` +
        `know): update the portal first`,
    );
  }
  if (!manifest.migrations.every((at, index) => at === known[index])) {
    throw new BackupFileError("damaged", `${file} lists its migrations out of this version's order`);
  }
  return manifest.migrations.length;
}

/** Reads the whole file once, so that a cut-off or damaged file is refused before anything changes. */
async function checkWholeFile(file: string): Promise<void> {
  const { tables } = await readBackup(file);
  for await (const table of tables) for await (const _ of table.rows);
}

function sameTables(found: TableInfo[], manifest: BackupManifest, file: string): void {
  const describe = (name: string, columns: readonly string[]) => `${name}(${columns.join(",")})`;
  const have = found.map((table) =>
    describe(
      tableName(table),
      table.columns.map((column) => column.name),
    ),
  );
  const want = manifest.tables.map((table) => describe(table.name, table.columns));
  const missing = want.filter((entry) => !have.includes(entry));
  const extra = have.filter((entry) => !want.includes(entry));
  if (missing.length > 0 || extra.length > 0) {
    throw new BackupFileError(
      "damaged",
      `${file}: its tables do not match this version's migrations at the backup's level ` +
        `(backup only: ${missing.join(" ") || "–"}; migrations only: ${extra.join(" ") || "–"})`,
    );
  }
}

const BATCH_ROWS = 1000;
const BATCH_CHARS = 2_000_000;

/** Loads, checks and migrates (step 2, second transaction). */
async function load(
  database: Database,
  options: RestoreOptions,
  manifest: BackupManifest,
  newer: readonly MigrationMeta[],
): Promise<CheckedTable[]> {
  return database.db.transaction(async (tx) => {
    const tables = await listTables(tx);
    sameTables(tables, manifest, options.file);
    const byName = new Map(tables.map((table) => [tableName(table), table]));
    // Rows are read in the text forms they were written in (an interval's sign, a date's order).
    await fixTextForms(tx);
    await truncateTables(tx, tables);
    await switchTriggers(tx, tables, false);
    const restoreForeignKeys = await setForeignKeysAside(tx);
    const { tables: stored } = await readBackup(options.file);
    for await (const { table, rows } of stored) {
      const target = byName.get(table.name)!;
      let batch: string[] = [];
      let chars = 0;
      for await (const text of rows) {
        batch.push(text);
        chars += text.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
          await insertRows(tx, target, batch);
          batch = [];
          chars = 0;
        }
      }
      if (batch.length > 0) await insertRows(tx, target, batch);
    }
    await restoreForeignKeys();
    await switchTriggers(tx, tables, true);
    await setSequences(tx, manifest.sequences);

    const checked: CheckedTable[] = [];
    for (const expected of manifest.tables) {
      const found = await tableChecksum(tx, byName.get(expected.name)!);
      const entry = {
        name: expected.name,
        ...found,
        expected: { rows: expected.rows, checksum: expected.checksum },
        ok: found.rows === expected.rows && found.checksum === expected.checksum,
      };
      options.onTable?.(entry);
      checked.push(entry);
    }
    const differing = checked.filter((entry) => !entry.ok).map((entry) => entry.name);
    if (differing.length > 0) throw new RestoreMismatchError(differing);
    await resetTextForms(tx);
    await applyMigrations(tx, newer, true);
    return checked;
  });
}

/** Builds the backup's schema (step 2, first transaction); `replace` first removes what the target holds. */
async function buildSchema(database: Database, migrations: readonly MigrationMeta[], replace: boolean) {
  await database.db.transaction(async (tx) => {
    if (replace) await dropPortalObjects(tx, await extensionNames(tx));
    await applyMigrations(tx, migrations, false);
  });
}

const stampOf = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");

async function restorePostgres(
  options: RestoreOptions & { url: string },
  manifest: BackupManifest,
  migrations: readonly MigrationMeta[],
  level: number,
): Promise<{ tables: CheckedTable[]; setAside?: string }> {
  const database = await openDatabase({ url: options.url, dataDir: options.keys.DATA_DIR });
  try {
    const occupied = (await tableCount(database.db)) > 0;
    if (occupied && !options.force) {
      throw new RestoreRefusedError(
        "notEmpty",
        "the database already holds tables; restore into an empty database, or replace its content with --force",
      );
    }
    const extensions = await extensionNames(database.db);
    // A failed first transaction rolls back and leaves the database as it was.
    await buildSchema(database, migrations.slice(0, level), occupied);
    try {
      return { tables: await load(database, options, manifest, migrations.slice(level)) };
    } catch (error) {
      // Empty again: what the migrations made goes, extensions that were there before stay.
      await database.db.transaction((tx) => dropPortalObjects(tx, extensions));
      throw error;
    }
  } finally {
    await database.close();
  }
}

function isEmptyDir(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch {
    return true;
  }
}

async function restorePglite(
  options: RestoreOptions,
  manifest: BackupManifest,
  migrations: readonly MigrationMeta[],
  level: number,
): Promise<{ tables: CheckedTable[]; setAside?: string }> {
  const dataDir = path.resolve(options.keys.DATA_DIR);
  const release = lockDataDir(dataDir);
  const building = path.join(dataDir, `.restore-${process.pid}`);
  try {
    const target = path.join(dataDir, "pglite");
    if (!isEmptyDir(target) && !options.force) {
      throw new RestoreRefusedError(
        "notEmpty",
        `${target} already holds a database; restore into an empty data directory, or replace it with --force`,
      );
    }
    fs.rmSync(building, { recursive: true, force: true });
    let tables: CheckedTable[];
    const database = await openDatabase({ dataDir: building });
    try {
      await buildSchema(database, migrations.slice(0, level), false);
      tables = await load(database, options, manifest, migrations.slice(level));
    } finally {
      await database.close();
    }
    let setAside: string | undefined;
    if (fs.existsSync(target)) {
      setAside = `${target}.before-restore-${stampOf(options.now)}`;
      fs.renameSync(target, setAside);
    }
    fs.renameSync(path.join(building, "pglite"), target);
    return { tables, setAside };
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
    release();
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const manifest = await readManifest(options.file);
  const level = backupLevel(manifest, migrations, options.file);
  await checkWholeFile(options.file);
  checkSecretFiles(manifest.secrets, options.keys.DATA_DIR, options.force);
  const { tables, setAside } = options.url
    ? await restorePostgres({ ...options, url: options.url }, manifest, migrations, level)
    : await restorePglite(options, manifest, migrations, level);
  const secretsWritten = writeSecretFiles(manifest.secrets, options.keys.DATA_DIR, stampOf(options.now));
  return {
    manifest,
    tables,
    migrated: migrations.length - level,
    secretsWritten,
    notices: keyNotices(manifest.keys, manifest.secrets, options.keys),
    setAside,
  };
}
