/**
 * Scale data (decision 0066): fills a PostgreSQL database with N customers through the portal's own schema.
 *
 *   npm run bench:data [-- --customers 100000] [--sites 10000] [--list-rows 0]
 *
 * The database is `DATABASE_URL`, or a fresh `vp_benchdata_<time>` on 127.0.0.1:5432 (`BENCH_PG_ADMIN_URL`,
 * default `postgres://postgres@127.0.0.1:5432/postgres`) whose URL is printed at the end; it is kept for
 * `bench:scale` (drop it with `DROP DATABASE … WITH (FORCE)`). First the portal's migrations and reference seed run
 * as the server runs them at start (with the demo catalogue, `DEMO_DATA=0` leaves it out), then the steps of
 * bench/lib/scale-steps.ts insert set-based, in a few transactions: N users with provisions and proposals (items,
 * prices, the trial/paid/cancelled mix, price guarantees, ~1 % confirmed deaths with frozen plans), payments of the
 * paid ones, 3N letters, 2N guests, 10N audit-log rows and outbox mails, the sites. It refuses a database that
 * already holds provisions. Every generated account signs in with the password printed at the end.
 *
 * The app's modules load through Vite's module runner (as in bench/site-import.ts).
 */
import { count, eq, isNotNull, sql } from "drizzle-orm";
import pg from "pg";
import type * as Schema from "../app/.server/db/schema.ts";
import { loadAppModule } from "./lib/app-module.ts";
import { assertLoopback } from "./lib/processes.ts";
import { DEFAULT_KEY_ENCRYPTION_KEY, PASSWORD } from "./lib/scale-accounts.ts";
import { fillScaleData, type Timing } from "./lib/scale-data.ts";
import { TABLES } from "./lib/scale-steps.ts";

function numberArg(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return fallback;
  const arg = args[index]!;
  const text = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : args[index + 1];
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive whole number`);
  return value;
}

/** A fresh database on the loopback server; its URL. */
async function createDatabase(): Promise<{ name: string; url: string; adminUrl: string }> {
  const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  assertLoopback(`http://${new URL(adminUrl).host}/`);
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const name = `vp_benchdata_${stamp}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), adminUrl };
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function main(): Promise<void> {
  const customers = numberArg("customers", 100_000);
  const sites = numberArg("sites", 10_000);
  // bench:scale's small database: enough rows on each customer-care list for the pages it measures.
  const listRows = numberArg("list-rows", 0);
  const created = process.env.DATABASE_URL ? undefined : await createDatabase();
  const url = process.env.DATABASE_URL ?? created!.url;
  console.log(
    `scale data: ${customers} customers, ${sites} funeral sites → ${url.replace(/:[^:@/]*@/, ":…@")}`,
  );

  const timings: Timing[] = [];
  const schema = await loadAppModule<typeof Schema>("/app/.server/db/schema.ts");
  const client = new pg.Client({ connectionString: url });
  let ok = false;
  try {
    const read = await fillScaleData(url, {
      customers,
      sites,
      listRows,
      keyEncryptionKey: process.env.KEY_ENCRYPTION_KEY ?? DEFAULT_KEY_ENCRYPTION_KEY,
      onStep: (timing) => {
        timings.push(timing);
        console.log(`  ${timing.step}: ${seconds(timing.ms)} s`);
      },
      read: (db) => readBack(db, schema),
    });
    const { byState, frozen, sample } = read!;
    await client.connect();
    console.log("\nread back through drizzle:");
    for (const row of byState) {
      console.log(`  provisions state=${row.state ?? "null"} ${row.paid ? "paid" : "unpaid"}: ${row.n}`);
    }
    console.log(`  frozen (confirmed death): ${frozen?.n ?? 0}`);
    if (sample) console.log(`  provision ${sample.number}: ${sample.email}, ${sample.letters} letters`);

    const rows: { table: string; n: number }[] = [];
    for (const table of TABLES) {
      const result = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
      rows.push({ table, n: Number(result.rows[0]!.n) });
    }
    printTables(rows, timings);
    console.log(`\nDATABASE_URL=${url}`);
    console.log(
      `every generated account signs in with the password ${PASSWORD} (e.g. ${sample?.email ?? "—"});`,
    );
    console.log(
      `SEPA IBANs are sealed with KEY_ENCRYPTION_KEY=${process.env.KEY_ENCRYPTION_KEY ? "(yours)" : DEFAULT_KEY_ENCRYPTION_KEY}`,
    );
    ok = true;
  } finally {
    await client.end().catch(() => undefined);
    if (!ok && created) {
      console.error(`dropping ${created.name} after the failure`);
      await dropDatabase(created.adminUrl, created.name).catch((error: unknown) => console.error(error));
    }
  }
}

type Db = Parameters<NonNullable<Parameters<typeof fillScaleData>[1]["read"]>>[0];

/** The portal reads what was written: through drizzle and the schema, as its services do. */
async function readBack(db: Db, schema: typeof Schema) {
  const paid = sql<boolean>`${schema.provisions.paymentAcceptedAt} is not null`;
  const byState = await db
    .select({ state: schema.provisions.state, paid, n: count() })
    .from(schema.provisions)
    .groupBy(schema.provisions.state, paid)
    .orderBy(schema.provisions.state, paid);
  const [frozen] = await db
    .select({ n: count() })
    .from(schema.provisions)
    .where(isNotNull(schema.provisions.frozenAt));
  const [sample] = await db
    .select({
      number: schema.provisions.number,
      email: schema.provisions.userEmail,
      letters: count(schema.letters.id),
    })
    .from(schema.provisions)
    .leftJoin(schema.letters, eq(schema.letters.provisionId, schema.provisions.id))
    .where(eq(schema.provisions.number, 100_001))
    .groupBy(schema.provisions.number, schema.provisions.userEmail);
  return { byState, frozen, sample };
}

function printTables(rows: { table: string; n: number }[], timings: { step: string; ms: number }[]): void {
  const width = Math.max(...rows.map((r) => r.table.length), ...timings.map((t) => t.step.length));
  console.log(`\n${"table".padEnd(width)}  ${"rows".padStart(10)}`);
  for (const row of rows)
    console.log(`${row.table.padEnd(width)}  ${row.n.toLocaleString("en").padStart(10)}`);
  console.log(`\n${"step".padEnd(width)}  ${"seconds".padStart(10)}`);
  for (const t of timings) console.log(`${t.step.padEnd(width)}  ${seconds(t.ms).padStart(10)}`);
  const total = timings.reduce((sum, t) => sum + t.ms, 0);
  console.log(`${"total".padEnd(width)}  ${seconds(total).padStart(10)}`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
