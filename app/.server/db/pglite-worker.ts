/**
 * The worker thread that owns the embedded PGlite: the WebAssembly Postgres and the parsing of its answers run
 * here, off the thread that serves requests. Requests are handled as they arrive, not one after the other:
 * PGlite's own lock orders them, so a query outside a transaction waits while one runs, and the
 * transaction's own queries (sent with its `tx` number) go through.
 */
import { parentPort } from "node:worker_threads";
import type { PGlite, ParserOptions, Transaction } from "@electric-sql/pglite";
import { createPglite } from "./pglite-create.ts";
import {
  sendError,
  type Envelope,
  type OpenSource,
  type Reply,
  type Request,
  type Value,
} from "./pglite-protocol.ts";

interface OpenTransaction {
  tx?: Transaction;
  /** Lets PGlite's transaction callback return (commit) or throw (rollback). */
  finish(commit: boolean): void;
  settled?: Promise<void>;
}

const port = parentPort!;
let pglite: PGlite | undefined;
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

/** Thrown into PGlite's transaction callback to roll it back; not an error of the caller. */
const ROLLBACK = Symbol("rollback");

const identity = (value: string) => value;

/** The types whose values go back as PostgreSQL's text: the main thread parses them with the caller's parsers. */
function rawParsers(types: number[]): ParserOptions | undefined {
  if (types.length === 0) return undefined;
  return Object.fromEntries(types.map((type) => [type, identity]));
}

function database(): PGlite {
  if (!pglite) throw new Error("PGlite is not open");
  return pglite;
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return database();
  const open = transactions.get(tx)?.tx;
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open;
}

async function open(source: OpenSource): Promise<null> {
  pglite = await createPglite("dump" in source ? { dump: source.dump } : source.dataDir);
  return null;
}

/** Opens a transaction and answers its number once it has begun (after any transaction before it). */
function begin(): Promise<number> {
  const number = nextTransaction++;
  return new Promise((begun, failed) => {
    let finish!: (commit: boolean) => void;
    const decided = new Promise<void>((commit, rollback) => {
      finish = (yes) => (yes ? commit() : rollback(ROLLBACK));
    });
    const entry: OpenTransaction = { finish };
    transactions.set(number, entry);
    entry.settled = database()
      .transaction(async (tx) => {
        entry.tx = tx;
        begun(number);
        await decided;
      })
      .finally(() => transactions.delete(number));
    // Fails before the callback ran only when BEGIN itself failed; later the promise was already settled.
    entry.settled.catch(failed);
  });
}

async function end(number: number, commit: boolean): Promise<null> {
  const entry = transactions.get(number);
  if (!entry?.settled) throw new Error(`transaction ${number} is not open`);
  entry.finish(commit);
  try {
    await entry.settled;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return null;
}

async function dump(): Promise<ArrayBuffer> {
  const file = await database().dumpDataDir("none");
  return file.arrayBuffer();
}

async function close(): Promise<null> {
  if (pglite && !pglite.closed) await pglite.close();
  return null;
}

function handle(request: Request): Promise<Value> {
  switch (request.op) {
    case "open":
      return open(request.source);
    case "query":
      return target(request.tx).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: rawParsers(request.rawTypes),
      });
    case "exec":
      return target(request.tx).exec(request.sql, { parsers: rawParsers(request.rawTypes) });
    case "begin":
      return begin();
    case "end":
      return end(request.tx, request.commit);
    case "dump":
      return dump();
    case "close":
      return close();
  }
}

port.on("message", (envelope: Envelope) => {
  let answer: ReturnType<typeof handle>;
  try {
    answer = handle(envelope);
  } catch (error) {
    answer = Promise.reject(error);
  }
  answer.then(
    (value) => {
      const reply: Reply = { id: envelope.id, ok: true, value };
      // A dump is moved, not copied.
      port.postMessage(reply, value instanceof ArrayBuffer ? [value] : []);
    },
    (error: unknown) =>
      port.postMessage({ id: envelope.id, ok: false, error: sendError(error) } satisfies Reply),
  );
});
