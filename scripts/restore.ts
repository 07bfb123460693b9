/**
 * Restores a backup of `npm run backup` or of the portal's schedule (decision 0099):
 *
 *   npm run restore -- FILE [--force]
 *
 * Into PostgreSQL at DATABASE_URL, else into the embedded database in DATA_DIR (default ./data), whichever kind
 * the backup was made from; the portal must be stopped. The target must be empty: a database without tables, a
 * data directory without a database. --force replaces what it holds (an embedded database is kept beside as
 * pglite.before-restore-…; a PostgreSQL database loses its content). The file is checked whole before anything
 * changes; after loading, every table's row count and checksum are compared with the backup's and printed; an
 * older backup is brought up to this version's migrations. The backup's secret files go into DATA_DIR.
 * Exit codes: 0 restored, 1 refused or failed (nothing changed), 2 bad arguments.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { databaseSettings, registerTypeScriptHooks, runTool } from "./app-hooks.ts";

const USAGE = "Aufruf / usage: npm run restore -- <datei / file> [--force]";

function readArguments(): { file: string; force: boolean } | null {
  try {
    const { values, positionals } = parseArgs({
      options: { force: { type: "boolean", default: false } },
      strict: true,
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error("genau eine Datei / exactly one file");
    return { file: path.resolve(positionals[0]!), force: values.force };
  } catch (error) {
    console.error(`Fehler / error: ${(error as Error).message}\n${USAGE}`);
    return null;
  }
}

/** The German half of a refusal the restore module explains in English. */
const GERMAN: Record<string, string> = {
  foreign: "Die Datei ist keine Sicherung des Portals.",
  truncated: "Die Sicherung ist unvollständig (abgeschnitten).",
  damaged: "Die Sicherung ist beschädigt.",
  newer: "Die Sicherung stammt von einer neueren Version des Portals; aktualisieren Sie zuerst das Portal.",
  notEmpty: "Das Ziel enthält schon Daten; nehmen Sie ein leeres Ziel oder ersetzen Sie es mit --force.",
  secretDiffers: "DATA_DIR enthält schon einen anderen Schlüssel; ersetzen mit --force.",
};

async function main(): Promise<number> {
  const args = readArguments();
  if (!args) return 2;
  if (!fs.existsSync(args.file)) {
    console.error(`Fehler / error: Datei nicht gefunden / file not found: ${args.file}`);
    return 1;
  }
  registerTypeScriptHooks();
  const { restoreBackup } = await import("~/.server/backup/restore");
  const errors = await import("~/domain/errors");
  const { url, dataDir } = databaseSettings();
  const target = url ? `PostgreSQL (DATABASE_URL)` : `${dataDir} (PGlite)`;
  console.log(`Stelle wieder her / restoring ${args.file} → ${target}`);
  try {
    const report = await restoreBackup({
      file: args.file,
      url,
      keys: {
        KEY_ENCRYPTION_KEY: process.env.KEY_ENCRYPTION_KEY || undefined,
        SESSION_SECRET: process.env.SESSION_SECRET || undefined,
        DATA_DIR: dataDir,
      },
      force: args.force,
      now: new Date(),
      onTable: (table) =>
        console.log(
          `  ${table.ok ? "ok        " : "ABWEICHUNG"}  ${table.name.padEnd(36)} ${String(table.rows).padStart(8)} ` +
            `Zeilen / rows  Prüfsumme / checksum ${table.checksum}` +
            (table.ok
              ? ""
              : `  (Sicherung / backup: ${table.expected.rows} rows, ${table.expected.checksum})`),
        ),
    });
    const { manifest } = report;
    console.log(
      `Wiederhergestellt / restored: Sicherung vom / backup of ${manifest.createdAt} (${manifest.source.kind}), ` +
        `${report.tables.length} Tabellen / tables, Zeilenzahl und Prüfsumme stimmen / row counts and checksums agree.`,
    );
    if (report.migrated > 0) {
      console.log(`  ${report.migrated} neuere Migration(en) ausgeführt / newer migration(s) applied.`);
    }
    for (const file of report.secretsWritten) console.log(`  Geschrieben / written: ${file} (0600)`);
    if (report.setAside) {
      console.log(`  Die ersetzte Datenbank liegt in / the replaced database is kept in ${report.setAside}`);
    }
    for (const notice of report.notices)
      console.warn(`\n!!! WARNUNG / WARNING !!!\n${notice.de}\n${notice.en}`);
    return 0;
  } catch (error) {
    if (error instanceof errors.BackupFileError || error instanceof errors.RestoreRefusedError) {
      console.error(
        `Fehler / error: ${GERMAN[error.reason]} / ${error.message}\nNichts geändert / nothing changed.`,
      );
      return 1;
    }
    if (error instanceof errors.RestoreMismatchError) {
      console.error(
        `Fehler / error: Die wiederhergestellten Tabellen weichen von der Sicherung ab / the restored tables ` +
          `differ from the backup: ${error.tables.join(", ")}. Das Ziel ist wieder leer / the target is empty again.`,
      );
      return 1;
    }
    if (error instanceof errors.DataDirLockedError) {
      console.error(
        `Fehler / error: Das Portal läuft (Prozess ${error.pid}); stoppen Sie es vor der Wiederherstellung. / ` +
          `${error.message}`,
      );
      return 1;
    }
    throw error;
  }
}

runTool(main);
