/** For the tests of one migration: the migrations folder as it was just before it. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MIGRATIONS_FOLDER } from "../db/client";

/** A copy of the migrations folder that ends just before the migration `tag` (e.g. "0008_finance_cents"). */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "vp-migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 1) throw new Error(`no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, end);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}
