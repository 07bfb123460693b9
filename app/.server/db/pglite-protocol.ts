/**
 * The messages between the main thread (pglite-thread.ts) and the worker that runs PGlite (pglite-worker.ts).
 * Everything crosses by structured clone: rows keep their Date, bigint, Uint8Array, object and array values.
 * Functions do not cross, so a query's custom parsers run in the main thread on the raw text the worker
 * returns for their types (`rawTypes`).
 */
import type { Results, RowMode } from "@electric-sql/pglite";

/** Where the worker's PGlite comes from: a data directory (`memory://` for none) or a dump of another one. */
export type OpenSource = { dataDir: string } | { dump: ArrayBuffer };

export type Request =
  | { op: "open"; source: OpenSource }
  | { op: "query"; sql: string; params: unknown[]; rowMode?: RowMode; rawTypes: number[]; tx?: number }
  | { op: "exec"; sql: string; rawTypes: number[]; tx?: number }
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "dump" }
  | { op: "close" };

export type Envelope = Request & { id: number };

/** What a request answers: results, a transaction's number, a dump, or nothing. */
export type Value = Results | Results[] | number | ArrayBuffer | null;

export type Reply = { id: number; ok: true; value: Value } | { id: number; ok: false; error: SentError };

/** An error as it crosses the boundary: its message and PostgreSQL fields (code, severity, detail, …). */
export interface SentError {
  /** Reported by Postgres (PGlite's DatabaseError, whose class name its bundle minifies): it has a severity. */
  database: boolean;
  message: string;
  fields: Record<string, string | number>;
}

/** Keeps an error's own string and number fields (PGlite's DatabaseError: code, severity, constraint, …). */
export function sendError(error: unknown): SentError {
  if (!(error instanceof Error)) return { database: false, message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  // `query` is attached again in the main thread, with the params and options PGlite attaches.
  delete fields.query;
  return { database: "severity" in fields, message: error.message, fields };
}
