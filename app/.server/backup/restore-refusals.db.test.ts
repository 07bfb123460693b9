/**
 * A restore that must not go through (decision 0099): a cut-off, foreign, newer or damaged file is refused before
 * anything changes; a table that does not come back as backed up fails the restore and leaves the target empty.
 * And an older backup is brought up to this version's migrations.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BackupFileError, RestoreMismatchError } from "~/domain/errors";
import { MIGRATIONS_FOLDER, openDatabase, rowsOf, type Database, type Db } from "../db/client";
import { createEmptyPostgresDatabase } from "../testing/database";
import { testClock } from "../testing/identity";
import { useTestDatabase } from "../testing/test-database";
import { writeBackup } from "./backup";
import { applyMigrations, listTables } from "./database";
import { Checksum, type BackupManifest } from "./format";
import { restoreBackup, type RestoreOptions } from "./restore";

const source = useTestDatabase();
const postgresUrl = process.env.TEST_DATABASE_URL;
let work: string;
let backupFile: string;

const restoreOptions = (dataDir: string): RestoreOptions => ({
  file: backupFile,
  keys: { DATA_DIR: dataDir },
  force: false,
  now: testClock.now(),
});

async function rowCount(db: Db, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
  return row!.n;
}

/** Restores `file` into a fresh PostgreSQL database that must stay without tables; what the restore threw. */
async function restoreIntoEmptyPostgres(file: string): Promise<unknown> {
  const target = await createEmptyPostgresDatabase(postgresUrl!);
  try {
    const options = {
      ...restoreOptions(path.join(work, `pg-${path.basename(file)}`)),
      url: target.url,
      file,
    };
    const refused = await restoreBackup(options).catch((error: unknown) => error);
    const database = await openDatabase({ url: target.url, dataDir: "" });
    try {
      expect(await listTables(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
    return refused;
  } finally {
    await target.drop();
  }
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "vp-restore-"));
  backupFile = path.join(work, "seeded.backup");
  await writeBackup(source, backupFile, { DATA_DIR: path.join(work, "source") }, testClock.now());
}, 60_000);

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

/** The backup with its first line (the manifest) changed. */
function withManifest(change: (manifest: BackupManifest) => void): string {
  const lines = gunzipSync(fs.readFileSync(backupFile)).toString("utf8").split("\n");
  const edited = JSON.parse(lines[0]!) as BackupManifest;
  change(edited);
  lines[0] = JSON.stringify(edited);
  const file = path.join(work, `edited-${Math.random().toString(36).slice(2)}.backup`);
  fs.writeFileSync(file, gzipSync(lines.join("\n")));
  return file;
}

/** The table of the backup whose first row has a point in time (its text ends in "+00"). */
const TIMED = "public.content_entries";

/**
 * The backup with one row's time moved by an hour in its text, and the manifest's checksum made to fit: a
 * consistent file whose row the database stores as other data (the time comes back in UTC).
 */
function withRowLoadingDifferently(): string {
  const lines = gunzipSync(fs.readFileSync(backupFile)).toString("utf8").split("\n");
  const edited = JSON.parse(lines[0]!) as BackupManifest;
  const start = lines.indexOf(JSON.stringify({ table: TIMED }));
  const sum = new Checksum();
  for (let index = start + 1; lines[index]!.startsWith('"'); index++) {
    let text = JSON.parse(lines[index]!) as string;
    if (index === start + 1) {
      expect(text).toMatch(/\+00"/);
      text = text.replace(/\+00"/, '+01"');
    }
    lines[index] = JSON.stringify(text);
    sum.add(text);
  }
  edited.tables.find((t) => t.name === TIMED)!.checksum = sum.value;
  lines[0] = JSON.stringify(edited);
  const file = path.join(work, `differing-${Math.random().toString(36).slice(2)}.backup`);
  fs.writeFileSync(file, gzipSync(lines.join("\n")));
  return file;
}

describe("a restore whose tables do not come back as backed up", () => {
  it("fails naming the table, and leaves the data directory without a database", async () => {
    const dataDir = path.join(work, "differing-pglite");
    const checked: string[] = [];
    const failed = await restoreBackup({
      ...restoreOptions(dataDir),
      file: withRowLoadingDifferently(),
      onTable: (table) => !table.ok && checked.push(table.name),
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(RestoreMismatchError);
    expect((failed as RestoreMismatchError).tables).toEqual([TIMED]);
    expect(checked).toEqual([TIMED]);
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  it.runIf(postgresUrl)("fails on PostgreSQL too, and the database is empty again", async () => {
    const refused = await restoreIntoEmptyPostgres(withRowLoadingDifferently());
    expect(refused).toBeInstanceOf(RestoreMismatchError);
  });
});

describe("a bad backup file changes nothing", () => {
  const cases: [string, () => string, BackupFileError["reason"]][] = [
    [
      "a truncated file",
      () => {
        const file = path.join(work, "truncated.backup");
        const whole = fs.readFileSync(backupFile);
        fs.writeFileSync(file, whole.subarray(0, Math.floor(whole.length * 0.6)));
        return file;
      },
      "truncated",
    ],
    [
      "a foreign file",
      () => {
        const file = path.join(work, "foreign.backup");
        fs.writeFileSync(file, "id;name\n1;Erika\n");
        return file;
      },
      "foreign",
    ],
    [
      "a foreign gzip file",
      () => {
        const file = path.join(work, "foreign.gz");
        fs.writeFileSync(file, gzipSync('{"hello":"world"}\n'));
        return file;
      },
      "foreign",
    ],
    ["a file of a newer format", () => withManifest((m) => (m.version += 1)), "newer"],
    [
      "a backup of a newer portal (a migration this version does not know)",
      () => withManifest((m) => m.migrations.push(Date.now() + 86_400_000)),
      "newer",
    ],
    [
      "a file whose rows do not match its manifest",
      () => withManifest((m) => (m.tables.find((t) => t.name === "public.users")!.rows += 1)),
      "damaged",
    ],
  ];

  it.each(cases)(
    "%s: refused with its reason, the data directory left as it was",
    async (_name, make, reason) => {
      const dataDir = path.join(work, `bad-${reason}-${Math.random().toString(36).slice(2)}`);
      const refused = await restoreBackup({ ...restoreOptions(dataDir), file: make() }).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(BackupFileError);
      expect((refused as BackupFileError).reason).toBe(reason);
      expect(fs.existsSync(dataDir)).toBe(false);
    },
  );

  it.runIf(postgresUrl)("and a PostgreSQL target stays empty", async () => {
    const file = withManifest((m) => (m.tables.find((t) => t.name === "public.letters")!.checksum = "1"));
    expect(await restoreIntoEmptyPostgres(file)).toBeInstanceOf(BackupFileError);
  });
});

describe("an older backup", () => {
  let older: Database;
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const level = migrations.length - 5;

  beforeAll(async () => {
    older = await openDatabase({ dataDir: "memory://" });
    await older.db.transaction((tx) => applyMigrations(tx, migrations.slice(0, level), true));
    await older.db.execute(sql`insert into users (email, status) values ('alt@example.de', 'CONFIRMED')`);
  }, 60_000);

  afterAll(() => older?.close());

  it("is restored and brought up to this version's migrations", async () => {
    const file = path.join(work, "older.backup");
    await writeBackup(older, file, { DATA_DIR: path.join(work, "older-source") }, testClock.now());
    const dataDir = path.join(work, "restored-older");
    const report = await restoreBackup({ ...restoreOptions(dataDir), file });
    expect(report.migrated).toBe(5);
    const restored = await openDatabase({ dataDir });
    try {
      expect(await rowCount(restored.db, "users")).toBe(1);
      expect(await rowCount(restored.db, "drizzle.__drizzle_migrations")).toBe(migrations.length);
    } finally {
      await restored.close();
    }
  });
});
