import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { sql } from "drizzle-orm";
import { PgliteThread } from "./pglite-thread";

/** The same PGlite in this thread and in a worker: every answer must be the same. */
let inThread: PGlite;
let thread: PgliteThread;

const SETUP = `
  create table t (id int primary key, at timestamptz, day date, big bigint, doc jsonb, tags text[],
                  bytes bytea, amount numeric(12,2), span interval);
  insert into t values (1, '2026-11-26 10:00:00+00', '2026-11-26', 9007199254740993, '{"a":[1,"x",null]}',
                        '{a,"b c"}', '\\x00ff', 12.5, '1 day 2 hours');
  insert into t (id) values (2);`;

beforeAll(async () => {
  inThread = await PGlite.create("memory://");
  thread = await PgliteThread.open({ dataDir: "memory://" });
  await inThread.exec(SETUP);
  await thread.exec(SETUP);
}, 60_000);

afterAll(async () => {
  await inThread.close();
  await thread.close();
});

const SELECT = "select * from t where id = any($1) order by id";

describe("PgliteThread", () => {
  it("runs Postgres with 16 MB of shared buffers, not PGlite's 128 MB, which it would hold resident", async () => {
    const { rows } = await thread.query<{ shared_buffers: string }>("show shared_buffers");
    expect(rows[0]?.shared_buffers).toBe("16MB");
  });

  it("answers with the values an in-thread PGlite answers (Date, bigint, jsonb, arrays, bytea, null)", async () => {
    const expected = await inThread.query(SELECT, [[1, 2]]);
    const actual = await thread.query(SELECT, [[1, 2]]);
    expect(actual.rows).toEqual(expected.rows);
    expect(actual.fields).toEqual(expected.fields);
    expect(actual.rows[0]).toMatchObject({ big: 9007199254740993n, bytes: new Uint8Array([0, 255]) });
    expect((actual.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
  });

  it("applies the caller's parsers in array mode as Drizzle's driver passes them", async () => {
    const options = { rowMode: "array" as const, parsers: { 1184: (v: string) => `raw:${v}` } };
    const expected = await inThread.query(SELECT, [[1, 2]], options);
    const actual = await thread.query(SELECT, [[1, 2]], options);
    expect(actual.rows).toEqual(expected.rows);
    expect((actual.rows[0] as unknown[])[1]).toMatch(/^raw:2026-11-26/);
  });

  it("gives Drizzle the same rows through both", async () => {
    const query = sql`select id, at, big, doc, tags from t order by id`;
    const expected = await drizzle({ client: inThread }).execute(query);
    const actual = await drizzle({ client: thread as unknown as PGlite }).execute(query);
    expect(actual.rows).toEqual(expected.rows);
  });

  it("rejects with PostgreSQL's code, fields and the failed query", async () => {
    const failure = thread.query("insert into t (id) values ($1)", [1]).catch((error: unknown) => error);
    const error = (await failure) as Record<string, unknown> & Error;
    expect(error.constructor.name).toBe("DatabaseError");
    expect(error).toMatchObject({
      code: "23505",
      severity: "ERROR",
      constraint: "t_pkey",
      table: "t",
      query: "insert into t (id) values ($1)",
      params: [1],
    });
    expect(error.message).toContain("duplicate key");
  });

  it("commits a transaction's work, rolls back a failed one and makes other queries wait", async () => {
    const order: string[] = [];
    const committed = thread.transaction(async (tx) => {
      await tx.query("insert into t (id) values (10)");
      // A query outside the transaction, sent while it runs: it must not see the row or run in between.
      const outside = thread.query<{ n: number }>("select count(*)::int as n from t").then((r) => {
        order.push("outside");
        return r.rows[0]!.n;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query("insert into t (id) values (11)");
      order.push("transaction");
      return { outside };
    });
    const seenOutside = await (await committed).outside;
    expect(order).toEqual(["transaction", "outside"]);
    expect(seenOutside).toBe(4);

    const failed = thread.transaction(async (tx) => {
      await tx.query("insert into t (id) values (12)");
      throw new Error("abgebrochen");
    });
    await expect(failed).rejects.toThrow("abgebrochen");
    expect((await thread.query("select id from t where id >= 10 order by id")).rows).toEqual([
      { id: 10 },
      { id: 11 },
    ]);
  });

  it("opens a copy from a dump", async () => {
    const copy = await PgliteThread.open({ dump: await thread.dump() });
    try {
      expect((await copy.query("select count(*)::int as n from t")).rows).toEqual([{ n: 4 }]);
    } finally {
      await copy.close();
    }
  });
});
