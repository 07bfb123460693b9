/** A throw-away PostgreSQL database per benchmark run, created and dropped through `pg`. */
import crypto from "node:crypto";
import pg from "pg";
import { assertLoopback } from "./processes.ts";

export interface TempDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** One connection to `url` for `work`, closed afterwards. */
export async function withClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * `adminUrl` points at an existing database (normally `postgres`) of a role that may CREATE DATABASE; the name
 * starts with `prefix` (`vp_bench` unless given) and a time stamp.
 */
export async function createTempDatabase(adminUrl: string, prefix = "vp_bench"): Promise<TempDatabase> {
  const admin = new URL(adminUrl);
  assertLoopback(`http://${admin.host}/`);
  const name = `${prefix}_${Date.now().toString(36)}_${crypto.randomBytes(3).toString("hex")}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropping: Promise<void> | undefined;
  return {
    name,
    url: url.toString(),
    /** Safe to call more than once: every caller waits for the one DROP. */
    drop() {
      dropping ??= withClient(adminUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
      return dropping;
    },
  };
}
