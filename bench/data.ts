/**
 * Scale data (issue 25): fills a PostgreSQL database with N customers through the portal's own schema.
 *
 *   npm run bench:data [-- --customers 100000] [--sites 10000]
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
import { performance } from "node:perf_hooks";
import { count, eq, isNotNull, sql } from "drizzle-orm";
import pg from "pg";
import type * as Client from "../app/.server/db/client.ts";
import type * as Seed from "../app/.server/db/seed/index.ts";
import type * as Schema from "../app/.server/db/schema.ts";
import type * as Password from "../app/.server/identity/password.ts";
import type * as IbanCrypto from "../app/.server/services/pricing/iban-crypto.ts";
import type * as OfferConstants from "../app/domain/offer/constants.ts";
import type * as LetterConstants from "../app/domain/letters/constants.ts";
import type * as Germany from "../app/domain/funeral-sites/germany.ts";
import { assertLoopback } from "./lib/processes.ts";
import { STEPS, TABLES, type ScaleInput } from "./lib/scale-steps.ts";
import { loadAppModule, root } from "./lib/app-module.ts";
import { DEFAULT_KEY_ENCRYPTION_KEY, PASSWORD } from "./lib/scale-accounts.ts";

const load = loadAppModule;

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

/** A German IBAN with valid check digits for the bank code and account number. */
function germanIban(bankCode: string, account: number): string {
  const bban = `${bankCode}${String(account).padStart(10, "0")}`;
  const check = 98n - (BigInt(`${bban}131400`) % 97n);
  return `DE${String(check).padStart(2, "0")}${bban}`;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function main(): Promise<void> {
  const customers = numberArg("customers", 100_000);
  const sites = numberArg("sites", 10_000);
  const created = process.env.DATABASE_URL ? undefined : await createDatabase();
  const url = process.env.DATABASE_URL ?? created!.url;
  console.log(
    `scale data: ${customers} customers, ${sites} funeral sites → ${url.replace(/:[^:@/]*@/, ":…@")}`,
  );

  const timings: { step: string; ms: number }[] = [];
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    const ms = performance.now() - started;
    timings.push({ step, ms });
    console.log(`  ${step}: ${seconds(ms)} s`);
    return result;
  };

  const { openDatabase } = await load<typeof Client>("/app/.server/db/client.ts");
  const { seed } = await load<typeof Seed>("/app/.server/db/seed/index.ts");
  const schema = await load<typeof Schema>("/app/.server/db/schema.ts");
  const { hashPassword } = await load<typeof Password>("/app/.server/identity/password.ts");
  const { encryptIban, ibanKey } = await load<typeof IbanCrypto>(
    "/app/.server/services/pricing/iban-crypto.ts",
  );
  const offer = await load<typeof OfferConstants>("/app/domain/offer/constants.ts");
  const letter = await load<typeof LetterConstants>("/app/domain/letters/constants.ts");
  const { inGermany } = await load<typeof Germany>("/app/domain/funeral-sites/germany.ts");

  const database = await openDatabase({ url, dataDir: "" });
  const client = new pg.Client({ connectionString: url });
  let ok = false;
  try {
    // As the server does at start (app/.server/runtime.ts): migrations, then the reference seed.
    await timed("migrations and reference seed", async () => {
      await database.migrate();
      await seed(database.db, { demo: process.env.DEMO_DATA !== "0", rootDir: root });
    });
    await client.connect();
    const existing = await client.query<{ n: string }>("select count(*) as n from provisions");
    if (Number(existing.rows[0]!.n) > 0) {
      throw new Error(
        "the database already holds provisions: give an empty database (or none for a fresh one)",
      );
    }

    const key = ibanKey({
      KEY_ENCRYPTION_KEY: process.env.KEY_ENCRYPTION_KEY ?? DEFAULT_KEY_ENCRYPTION_KEY,
      DATA_DIR: "",
    });
    const bankCodes = ["37050198", "10050000", "50040000", "50070010", "20050550", "51390000", "50010517"];
    const ibans = Array.from({ length: 64 }, (_, k) => {
      const iban = germanIban(bankCodes[k % bankCodes.length]!, 1_234_567 + k * 7_919);
      return { sealed: encryptIban(key, iban), last4: iban.slice(-4) };
    });
    const input: ScaleInput = {
      customers,
      sites,
      now: new Date().toISOString(),
      passwordHash: await hashPassword(PASSWORD),
      ibans,
      defaultCategories: offer.DEFAULT_CATEGORIES_BY_PLAN,
      categoryOrder: offer.PRODUCT_CATEGORY_ORDER,
      letterFonts: letter.LETTER_FONTS,
      letterFontSizes: letter.LETTER_FONT_SIZES,
      letterColors: letter.LETTER_COLORS,
    };

    for (const step of STEPS) {
      await timed(step.name, async () => {
        if (step.transaction) await client.query("begin");
        for (const statement of step.statements(input)) await run(client, step.name, statement);
        if (step.transaction) await client.query("commit");
      });
      if (step.name.startsWith("prepare")) await fillSitePlaces(client, inGermany);
      if (step.name.startsWith("staff and funeral sites")) await keepSitesInGermany(client, inGermany);
    }

    // The portal reads what was written: through drizzle and the schema, as its services do.
    const paid = sql<boolean>`${schema.provisions.paymentAcceptedAt} is not null`;
    const byState = await database.db
      .select({ state: schema.provisions.state, paid, n: count() })
      .from(schema.provisions)
      .groupBy(schema.provisions.state, paid)
      .orderBy(schema.provisions.state, paid);
    const [frozen] = await database.db
      .select({ n: count() })
      .from(schema.provisions)
      .where(isNotNull(schema.provisions.frozenAt));
    const [sample] = await database.db
      .select({
        number: schema.provisions.number,
        email: schema.provisions.userEmail,
        letters: count(schema.letters.id),
      })
      .from(schema.provisions)
      .leftJoin(schema.letters, eq(schema.letters.provisionId, schema.provisions.id))
      .where(eq(schema.provisions.number, 100_001))
      .groupBy(schema.provisions.number, schema.provisions.userEmail);
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
    await database.close();
    if (!ok && created) {
      console.error(`dropping ${created.name} after the failure`);
      await dropDatabase(created.adminUrl, created.name).catch((error: unknown) => console.error(error));
    }
  }
}

/** One statement; an error names the step and shows the SQL around the position PostgreSQL reports. */
async function run(client: pg.Client, step: string, statement: string): Promise<void> {
  try {
    await client.query(statement);
  } catch (error) {
    const position = Number((error as { position?: string }).position ?? 0);
    const near = position > 0 ? `\n…${statement.slice(Math.max(0, position - 300), position + 100)}…` : "";
    throw new Error(`${step}: ${error instanceof Error ? error.message : String(error)}${near}`, {
      cause: error,
    });
  }
}

type InGermany = (typeof Germany)["inGermany"];

/** The postal-code places inside Germany's outline, where generated sites go. */
async function fillSitePlaces(client: pg.Client, inGermany: InGermany): Promise<void> {
  const { rows } = await client.query<{ code: string; city: string; lat: number; lon: number }>(
    "select code, city, lat, lon from postal_codes where lat is not null and lon is not null order by code, city",
  );
  const inside = rows.filter((row) => inGermany({ lat: row.lat, lon: row.lon }));
  await client.query(
    `insert into bench_site_places (n, code, city, lat, lon)
     select n, code, city, lat, lon
     from unnest($1::text[], $2::text[], $3::float8[], $4::float8[]) with ordinality as p(code, city, lat, lon, n)`,
    [
      inside.map((r) => r.code),
      inside.map((r) => r.city),
      inside.map((r) => r.lat),
      inside.map((r) => r.lon),
    ],
  );
}

/** A site whose jitter took it over the border or into the sea moves back onto its place. */
async function keepSitesInGermany(client: pg.Client, inGermany: InGermany): Promise<void> {
  const { rows } = await client.query<{ id: string; lat: number; lon: number }>(
    "select id, lat, lon from funeral_sites where id like 'bench-site-%'",
  );
  const outside = rows.filter((row) => !inGermany({ lat: row.lat, lon: row.lon })).map((row) => row.id);
  if (outside.length === 0) return;
  await client.query(
    `update funeral_sites f set lat = p.lat, lon = p.lon
     from bench_site_places p where f.id = any($1::text[]) and p.code = f.plz and p.city = f.city`,
    [outside],
  );
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
