/**
 * Writes a backup of the portal's database and the secrets of DATA_DIR it needs (decision 0099):
 *
 *   npm run backup                     into BACKUP_DIR (default ./backups), named after the time
 *   npm run backup -- --out FILE       into FILE (must not exist)
 *
 * Reads PostgreSQL at DATABASE_URL while the portal runs (one consistent snapshot), or the embedded database in
 * DATA_DIR (default ./data) while the portal is stopped: a running portal holds it, and backs itself up with
 * BACKUP_DIR set. The file is as secret as the database with its keys (mode 0600). This tool deletes no older
 * backup; the portal's schedule keeps BACKUP_KEEP.
 * Exit codes: 0 written, 1 refused or failed, 2 bad arguments.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { databaseSettings, registerTypeScriptHooks, runTool } from "./app-hooks.ts";

const USAGE = "Aufruf / usage: npm run backup [-- --out <datei / file>]";

function readArguments(): { out?: string } | null {
  try {
    const { values } = parseArgs({
      options: { out: { type: "string" } },
      strict: true,
      allowPositionals: false,
    });
    return values;
  } catch (error) {
    console.error(`Fehler / error: ${(error as Error).message}\n${USAGE}`);
    return null;
  }
}

async function main(): Promise<number> {
  const args = readArguments();
  if (!args) return 2;
  registerTypeScriptHooks();
  const { openDatabase } = await import("~/.server/db/client");
  const { newBackupFile, writeBackup } = await import("~/.server/backup/backup");
  const { DataDirLockedError } = await import("~/domain/errors");

  const { url, dataDir } = databaseSettings();
  if (!url && !fs.existsSync(path.join(dataDir, "pglite"))) {
    console.error(
      `Fehler / error: In ${dataDir} liegt keine eingebettete Datenbank; setzen Sie DATA_DIR oder DATABASE_URL. / ` +
        `there is no embedded database in ${dataDir}; set DATA_DIR or DATABASE_URL.`,
    );
    return 1;
  }
  let database;
  try {
    database = await openDatabase({ url, dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(
      `Fehler / error: Das Portal läuft (Prozess ${error.pid}) und hält die eingebettete Datenbank in ${dataDir}; ` +
        `ein zweiter Prozess kann sie nicht lesen. Stoppen Sie das Portal und rufen Sie npm run backup erneut auf, ` +
        `oder lassen Sie das laufende Portal selbst sichern: BACKUP_DIR (und BACKUP_KEEP) setzen und das Portal ` +
        `neu starten; die erste Sicherung entsteht eine Minute nach dem Start.\n` +
        `The portal is running (process ${error.pid}) and holds the embedded database in ${dataDir}; no second ` +
        `process can read it. Stop the portal and run npm run backup again, or let the running portal back itself ` +
        `up: set BACKUP_DIR (and BACKUP_KEEP) and restart it; its first backup is written a minute after the start.`,
    );
    return 1;
  }
  try {
    const now = new Date();
    const file = args.out
      ? path.resolve(args.out)
      : newBackupFile(path.resolve(process.env.BACKUP_DIR || "./backups"), now);
    const settings = {
      KEY_ENCRYPTION_KEY: process.env.KEY_ENCRYPTION_KEY || undefined,
      SESSION_SECRET: process.env.SESSION_SECRET || undefined,
      DATA_DIR: dataDir,
    };
    let result;
    try {
      result = await writeBackup(database, file, settings, now);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      console.error(`Fehler / error: ${file} gibt es schon / already exists`);
      return 1;
    }
    const { manifest, keptElsewhere, bytes } = result;
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Sicherung geschrieben / backup written: ${file}`);
    console.log(
      `  ${database.kind}, ${manifest.tables.length} Tabellen / tables, ${rows} Zeilen / rows, ` +
        `${manifest.migrations.length} Migrationen / migrations, ${(bytes / 1024).toFixed(0)} KiB`,
    );
    const secrets = Object.keys(manifest.secrets);
    if (secrets.length > 0) {
      console.log(
        `  Enthält / contains DATA_DIR: ${secrets.join(", ")}. Die Datei ist so geheim wie Datenbank und ` +
          `Schlüssel zusammen (Modus 0600) / the file is as secret as the database and its keys (mode 0600).`,
      );
    }
    for (const notice of keptElsewhere) {
      console.warn(`\n!!! WARNUNG / WARNING !!!\n${notice.de}\n${notice.en}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

runTool(main);
