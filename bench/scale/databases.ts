/**
 * The two databases of bench:scale: a big one (BENCH_SCALE_URL, or generated once by bench/data.ts and kept for
 * the next run) and a small one generated fresh on every run with the same generator and dropped at the end.
 */
import path from "node:path";
import { withClient } from "../lib/postgres.ts";
import { assertLoopback, describeExit, run } from "../lib/processes.ts";
import { root } from "../lib/app-module.ts";

export interface ScaleDatabase {
  label: "big" | "small";
  name: string;
  url: string;
  customers: number;
  /** Present when this run created the database. */
  drop?: () => Promise<void>;
}

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The number of customers (provisions) a database holds. */
export async function customersIn(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>("select count(*) as n from provisions");
    return Number(rows[0]!.n);
  });
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string): Promise<void> {
  await withClient(ADMIN_URL, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** A new database `vp_scale_<label>_<time>` filled by bench/data.ts; dropped again when the generation fails. */
export async function generate(
  label: ScaleDatabase["label"],
  customers: number,
  sites: number,
  listRows = 0,
): Promise<ScaleDatabase> {
  assertLoopback(`http://${new URL(ADMIN_URL).host}/`);
  const name = `vp_scale_${label}_${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}`;
  await withClient(ADMIN_URL, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = databaseUrl(name);
  const lists = listRows > 0 ? `, ${listRows} more on each customer-care list` : "";
  console.log(`generating the ${label} database (${customers} customers${lists}, ${sites} sites): ${name} …`);
  const started = Date.now();
  const result = await run(
    "bench:data",
    process.execPath,
    [
      path.join(root, "bench/data.ts"),
      ...["--customers", String(customers), "--sites", String(sites)],
      ...(listRows > 0 ? ["--list-rows", String(listRows)] : []),
    ],
    { cwd: root, env: { ...process.env, DATABASE_URL: url }, timeoutMs: 30 * 60_000 },
  );
  if (result.exit.code !== 0) {
    await dropDatabase(name);
    throw new Error(`bench:data failed (${describeExit(result.exit)}):\n${result.output}`);
  }
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { label, name, url, customers, drop: () => dropDatabase(name) };
}

/** An existing database given by URL (checked: loopback, filled). */
export async function existing(label: ScaleDatabase["label"], url: string): Promise<ScaleDatabase> {
  assertLoopback(`http://${new URL(url).host}/`);
  const customers = await customersIn(url);
  if (customers === 0)
    throw new Error(`${label} database ${url} holds no provisions: fill it with bench:data`);
  return { label, name: new URL(url).pathname.slice(1), url, customers };
}
