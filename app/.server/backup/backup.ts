/**
 * Writes a backup (decision 0099): every table of the portal read in one repeatable-read transaction (one
 * snapshot, while the portal keeps running), its row count and checksum recorded in the manifest and checked
 * again against the rows as written, the sequences, and the secrets of DATA_DIR the data needs.
 */
import fs from "node:fs";
import path from "node:path";
import type { Database } from "../db/client";
import {
  appliedMigrations,
  fixTextForms,
  listTables,
  sequenceStates,
  serverVersion,
  tableChecksum,
  tableName,
  tableRows,
} from "./database";
import { BACKUP_FORMAT, BACKUP_VERSION, Checksum, writeLines, type BackupManifest } from "./format";
import { secretsForBackup, type KeySettings, type Notice } from "./secrets";

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
  /** Secrets from the environment the backup does not hold (to be kept elsewhere). */
  keptElsewhere: Notice[];
  bytes: number;
}

/** Writes a backup of `database` to `file` (which must not exist); mode 0600, as secret as the data. */
export async function writeBackup(
  database: Pick<Database, "db" | "kind">,
  file: string,
  settings: KeySettings,
  now: Date,
): Promise<BackupResult> {
  const { keys, secrets, keptElsewhere } = secretsForBackup(settings);
  const manifest = await database.db.transaction(
    async (tx) => {
      await fixTextForms(tx);
      const migrations = await appliedMigrations(tx);
      if (!migrations || migrations.length === 0) {
        throw new Error("the database holds no portal (no migrations applied): nothing to back up");
      }
      const tables = await listTables(tx);
      const made: BackupManifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        source: { kind: database.kind, server: await serverVersion(tx) },
        migrations,
        tables: [],
        sequences: await sequenceStates(tx),
        keys,
        secrets,
      };
      for (const table of tables) {
        made.tables.push({
          name: tableName(table),
          columns: table.columns.map((column) => column.name),
          ...(await tableChecksum(tx, table)),
        });
      }

      async function* lines(): AsyncGenerator<string> {
        yield `${JSON.stringify(made)}\n`;
        let total = 0;
        for (const [index, table] of tables.entries()) {
          const expected = made.tables[index]!;
          yield `${JSON.stringify({ table: expected.name })}\n`;
          const written = new Checksum();
          for await (const batch of tableRows(tx, table)) {
            for (const text of batch) written.add(text);
            yield `${batch.map((text) => JSON.stringify(text)).join("\n")}\n`;
          }
          if (written.rows !== expected.rows || written.value !== expected.checksum) {
            throw new Error(`table ${expected.name} read differently from its checksum: backup not written`);
          }
          total += written.rows;
        }
        yield `${JSON.stringify({ end: true, rows: total })}\n`;
      }

      await writeLines(file, lines());
      return made;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return { file, manifest, keptElsewhere, bytes: fs.statSync(file).size };
}

const FILE_PATTERN = /^vorsorgeportal-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)(?:-(\d+))?\.backup$/;

/** A new file in `dir` named after `now` ("vorsorgeportal-2026-11-30T03-00-00Z.backup", "-2" when taken). */
export function newBackupFile(dir: string, now: Date): string {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  for (let n = 1; ; n++) {
    const file = path.join(dir, `vorsorgeportal-${stamp}${n === 1 ? "" : `-${n}`}.backup`);
    if (!fs.existsSync(file) && !fs.existsSync(`${file}.partial`)) return file;
  }
}

/** Deletes all but the newest `keep` backups in `dir` (files named as `newBackupFile` names them, no others). */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = fs
    .readdirSync(dir)
    .map((name) => ({ name, match: FILE_PATTERN.exec(name) }))
    .filter((entry) => entry.match !== null)
    .sort((a, b) => {
      const [, stampA, nA] = a.match!;
      const [, stampB, nB] = b.match!;
      return stampA === stampB ? Number(nB ?? 1) - Number(nA ?? 1) : stampB!.localeCompare(stampA!);
    });
  const removed = backups.slice(keep).map((entry) => path.join(dir, entry.name));
  for (const file of removed) fs.rmSync(file, { force: true });
  return removed;
}
