/**
 * The backup file (decision 0099): gzip-compressed lines of JSON, one format for the embedded database and for
 * PostgreSQL, so a backup of either restores into either.
 *
 *   line 1   the manifest: format and version, the migrations applied, per table its columns, row count and
 *            checksum, the sequences, and the secrets of DATA_DIR the data needs (see secrets.ts)
 *   then     per table a line {"table": "schema.name"} and one line per row: the row's text in PostgreSQL's
 *            record syntax (what `row::text` gives; every type's own text form), as a JSON string
 *   last     {"end": true, "rows": total}: a file without it was cut off
 *
 * A row's checksum is the first 60 bits of the SHA-256 of its text; a table's is their sum (as a decimal): the
 * same whichever order the rows come in, computed by the database at backup time (`checksumSql`) and here from
 * the file, and by the database again after a restore.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { link, open, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StringDecoder } from "node:string_decoder";
import { createGunzip, createGzip } from "node:zlib";
import { BackupFileError } from "~/domain/errors";

export const BACKUP_FORMAT = "vorsorgeportal-backup";
/** Raised when the file's layout changes; a restore refuses a file of a higher version. */
export const BACKUP_VERSION = 1;

export interface TableManifest {
  /** "schema.table", e.g. "public.users". */
  name: string;
  /** The table's columns in their order (the record text lists them so). */
  columns: string[];
  rows: number;
  checksum: string;
}

/** Where the secrets that unlock stored data came from at backup time (secrets.ts). */
export interface BackupKeys {
  /** The key of the stored IBANs. */
  iban: "KEY_ENCRYPTION_KEY" | "DATA_DIR/iban-key" | "none";
  /** The key that seals the JWT signing keys, second-factor secrets and company sign-in tokens. */
  sealing: "KEY_ENCRYPTION_KEY" | "SESSION_SECRET" | "DATA_DIR/session-secret";
  /** A fingerprint (not the value) of each secret taken from the environment, so a restore can compare. */
  fingerprints: Partial<Record<"KEY_ENCRYPTION_KEY" | "SESSION_SECRET", string>>;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: { kind: "pglite" | "postgres"; server: string };
  /** The `created_at` (journal `when`) of every migration applied, oldest first. */
  migrations: number[];
  tables: TableManifest[];
  /** Each sequence's last value (null: never used). */
  sequences: { schema: string; name: string; value: string | null }[];
  keys: BackupKeys;
  /** Files of DATA_DIR the data needs (name → content), e.g. "iban-key". The backup is as secret as they are. */
  secrets: Record<string, string>;
}

/** The checksum of one row's text: its SHA-256's first 60 bits, as the database computes it in `checksumSql`. */
function rowChecksum(text: string): bigint {
  return BigInt(`0x${createHash("sha256").update(text, "utf8").digest("hex").slice(0, 15)}`);
}

/** Adds up row checksums; `value` is the table's checksum as the manifest writes it. */
export class Checksum {
  rows = 0;
  #sum = 0n;
  add(text: string): void {
    this.rows += 1;
    this.#sum += rowChecksum(text);
  }
  get value(): string {
    return this.#sum.toString();
  }
}

/**
 * Writes the lines to `file` (mode 0600), through a file beside it that takes the name when complete; an
 * existing `file` is never replaced (EEXIST).
 */
export async function writeLines(file: string, lines: AsyncIterable<string>): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await pipeline(
      Readable.from(lines),
      createGzip(),
      createWriteStream(partial, { mode: 0o600, flags: "wx" }),
    );
    await link(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

const GZIP_MAGIC = [0x1f, 0x8b];

async function startsLikeGzip(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === GZIP_MAGIC[0] && buffer[1] === GZIP_MAGIC[1];
  } finally {
    await handle.close();
  }
}

const foreign = (file: string) =>
  new BackupFileError("foreign", `${file} is not a backup of the portal (${BACKUP_FORMAT})`);

/** The decompressed lines of a file; a cut-off or damaged stream becomes a BackupFileError. */
async function* fileLines(file: string): AsyncGenerator<string> {
  if (!(await startsLikeGzip(file))) throw foreign(file);
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on("error", (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new StringDecoder("utf8");
  let rest = "";
  try {
    for await (const chunk of gunzip) {
      const lines = (rest + decoder.write(chunk as Buffer)).split("\n");
      rest = lines.pop()!;
      yield* lines;
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "Z_BUF_ERROR") throw new BackupFileError("truncated", `${file} is incomplete (cut off)`);
    if (code === "Z_DATA_ERROR")
      throw new BackupFileError("damaged", `${file} is damaged (${(error as Error).message})`);
    throw error;
  } finally {
    source.destroy();
  }
  rest += decoder.end();
  if (rest !== "") yield rest;
}

function isManifest(value: unknown): value is BackupManifest {
  const m = value as Partial<BackupManifest> | null;
  return typeof m === "object" && m !== null && m.format === BACKUP_FORMAT && typeof m.version === "number";
}

function damaged(file: string, detail: string): BackupFileError {
  return new BackupFileError("damaged", `${file} is damaged: ${detail}`);
}

function parseLine(file: string, line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw damaged(file, `unreadable line ${line.slice(0, 80)}`);
  }
}

/** The manifest (first line) of a backup file; refuses a foreign file and one of a newer format. */
export async function readManifest(file: string): Promise<BackupManifest> {
  for await (const line of fileLines(file)) return parseManifest(file, line);
  throw foreign(file);
}

function parseManifest(file: string, line: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw foreign(file);
  }
  if (!isManifest(value)) throw foreign(file);
  if (value.version > BACKUP_VERSION) {
    throw new BackupFileError(
      "newer",
      `${file} has format version ${value.version}; this portal reads up to ${BACKUP_VERSION}: update the portal first`,
    );
  }
  const { migrations, tables, sequences, keys, secrets } = value;
  const complete =
    Array.isArray(migrations) &&
    migrations.every((at) => Number.isSafeInteger(at)) &&
    Array.isArray(tables) &&
    tables.every(
      (t) => typeof t?.name === "string" && Array.isArray(t.columns) && Number.isInteger(t.rows),
    ) &&
    Array.isArray(sequences) &&
    typeof keys === "object" &&
    keys !== null &&
    typeof secrets === "object" &&
    secrets !== null;
  if (!complete) throw damaged(file, "its manifest is incomplete");
  return value;
}

/** One table's rows of a backup file, in the order written. */
export interface TableRows {
  table: TableManifest;
  rows: AsyncIterable<string>;
}

/**
 * Reads a backup file through: the manifest, then each table with its rows (each table's rows must be read
 * before the next table comes). Checks as it goes that the file is whole and holds what the manifest says:
 * every table in its order, each with its row count and checksum; anything else is a BackupFileError.
 */
export async function readBackup(
  file: string,
): Promise<{ manifest: BackupManifest; tables: AsyncGenerator<TableRows> }> {
  const lines = fileLines(file);
  const first = await lines.next();
  if (first.done) throw foreign(file);
  const manifest = parseManifest(file, first.value);
  let pending: string | undefined;

  async function* rowsOf(table: TableManifest, sum: Checksum): AsyncGenerator<string> {
    for (;;) {
      const next = await lines.next();
      if (next.done) return;
      if (!next.value.startsWith('"')) {
        pending = next.value;
        return;
      }
      const text = parseLine(file, next.value) as string;
      sum.add(text);
      yield text;
    }
  }

  async function* tables(): AsyncGenerator<TableRows> {
    let total = 0;
    for (const table of manifest.tables) {
      const line = pending ?? (await lines.next()).value;
      pending = undefined;
      if (line === undefined) throw new BackupFileError("truncated", `${file} is incomplete (cut off)`);
      const marker = parseLine(file, line) as { table?: string };
      if (marker.table !== table.name)
        throw damaged(file, `expected table ${table.name}, found ${line.slice(0, 80)}`);
      const sum = new Checksum();
      yield { table, rows: rowsOf(table, sum) };
      // The caller may have stopped early: the rest of this table's rows count too.
      if (pending === undefined) for await (const _ of rowsOf(table, sum));
      if (sum.rows !== table.rows || sum.value !== table.checksum) {
        throw damaged(file, `table ${table.name} holds ${sum.rows} rows, its manifest says ${table.rows}`);
      }
      total += sum.rows;
    }
    const line = pending ?? (await lines.next()).value;
    pending = undefined;
    if (line === undefined) throw new BackupFileError("truncated", `${file} is incomplete (cut off)`);
    const end = parseLine(file, line) as { end?: boolean; rows?: number };
    if (end.end !== true || end.rows !== total) throw damaged(file, `unexpected line ${line.slice(0, 80)}`);
    if (!(await lines.next()).done) throw damaged(file, "lines after the end");
  }

  return { manifest, tables: tables() };
}
