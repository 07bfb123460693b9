/**
 * The embedded PGlite in a worker thread, seen from the main thread: an object with the methods Drizzle's
 * pglite driver calls (`query`, `transaction`, and `exec`), so `drizzle-orm/pglite` works on it unchanged.
 * Results come back with the same values as from an in-thread PGlite; a failed query rejects with an error
 * that carries PostgreSQL's code and fields, and the query, params and options PGlite attaches.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { DatabaseError } from "~/domain/errors";
import type { ParserOptions, QueryOptions, Results, RowMode } from "@electric-sql/pglite";
import type { Envelope, OpenSource, Reply, Request, SentError } from "./pglite-protocol";

/**
 * The worker's module: next to this file in the sources (tests, development server), an entry of the server
 * build in production (vite.config.ts), found from the working directory as server.ts finds the build.
 */
const WORKER_MODULE = import.meta.env?.PROD
  ? pathToFileURL(path.resolve("build/server/pglite-worker.js"))
  : new URL("./pglite-worker.ts", import.meta.url);

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** The connection-like object a transaction's queries go through (PGlite's `Transaction`, as Drizzle uses it). */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
}

interface SentQuery {
  sql: string;
  params?: unknown[];
  options?: QueryOptions;
}

function revive(sent: SentError): Error {
  const error = sent.database ? new DatabaseError(sent.message) : new Error(sent.message);
  return Object.assign(error, sent.fields);
}

/** Applies the caller's parsers to the values the worker returned as text. */
function parse(results: Results, parsers: ParserOptions | undefined, rowMode: RowMode | undefined): void {
  if (!parsers) return;
  results.fields.forEach((field, index) => {
    const parser = parsers[field.dataTypeID];
    if (!parser) return;
    const key = rowMode === "array" ? index : field.name;
    for (const row of results.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parser(value as string);
    }
  });
}

function rawTypes(options: QueryOptions | undefined): number[] {
  if (options?.serializers || options?.blob || options?.onNotice || options?.paramTypes) {
    throw new Error("serializers, blob, onNotice and paramTypes are not supported across the worker");
  }
  return options?.parsers ? Object.keys(options.parsers).map(Number) : [];
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #closed = false;
  #failure: Error | undefined;

  private constructor() {
    this.#worker = new Worker(WORKER_MODULE);
    // Kept alive only while it answers something (see #send): an idle worker does not hold the process open.
    this.#worker.unref();
    this.#worker.on("message", (reply: Reply) => this.#receive(reply));
    this.#worker.on("error", (error) => this.#fail(error));
    this.#worker.on("exit", (code) => this.#fail(new Error(`the PGlite worker stopped (exit code ${code})`)));
  }

  /** Starts a worker and opens PGlite there: a data directory (initdb on first use) or a dump of another. */
  static async open(source: OpenSource): Promise<PgliteThread> {
    const thread = new PgliteThread();
    try {
      await thread.#send({ op: "open", source });
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options, undefined);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(sql, options, undefined);
  }

  /**
   * Runs `callback` in a transaction: it begins after the transactions and queries before it, other queries
   * wait until it ends, it commits when the callback returns and rolls back when it throws.
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const number = (await this.#send({ op: "begin" })) as number;
    const tx: ThreadTransaction = {
      query: (sql, params = [], options) => this.#query(sql, params, options, number),
      exec: (sql, options) => this.#exec(sql, options, number),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.#send({ op: "end", tx: number, commit: false });
      throw error;
    }
    await this.#send({ op: "end", tx: number, commit: true });
    return result;
  }

  /** The data directory as a tar archive (what PGlite's `clone()` loads into a new instance). */
  async dump(): Promise<ArrayBuffer> {
    return (await this.#send({ op: "dump" })) as ArrayBuffer;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    try {
      if (!this.#failure) await this.#send({ op: "close" });
    } finally {
      // Held until it has stopped: an unreferenced worker would let the process end before the caller's
      // next step (releasing the data directory's lock).
      this.#worker.ref();
      await this.#worker.terminate();
    }
  }

  async #query<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    tx: number | undefined,
  ): Promise<Results<T>> {
    const request: Request = {
      op: "query",
      sql,
      params,
      rowMode: options?.rowMode,
      rawTypes: rawTypes(options),
      tx,
    };
    const results = (await this.#sendQuery(request, { sql, params, options })) as Results<T>;
    parse(results as Results, options?.parsers, options?.rowMode);
    return results;
  }

  async #exec(sql: string, options: QueryOptions | undefined, tx: number | undefined): Promise<Results[]> {
    const request: Request = { op: "exec", sql, rawTypes: rawTypes(options), tx };
    const results = (await this.#sendQuery(request, { sql, options })) as Results[];
    for (const result of results) parse(result, options?.parsers, options?.rowMode);
    return results;
  }

  /** Sends a query; its error carries the query, params and options, as PGlite's own errors do. */
  async #sendQuery(request: Request, query: SentQuery): Promise<unknown> {
    try {
      return await this.#send(request);
    } catch (error) {
      if (error !== this.#failure) {
        Object.assign(error as Error, {
          query: query.sql,
          params: query.params,
          queryOptions: query.options,
        });
      }
      throw error;
    }
  }

  #send(request: Request): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } satisfies Envelope);
    }).finally(() => {
      if (this.#pending.size === 0) this.#worker.unref();
    });
  }

  #receive(reply: Reply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(revive(reply.error));
  }

  #fail(error: Error): void {
    this.#failure ??= this.#closed ? new Error("PGlite is closed") : error;
    for (const pending of this.#pending.values()) pending.reject(this.#failure);
    this.#pending.clear();
  }
}
