/**
 * The scale-data generator's work (bench/data.ts, bench/load.ts): the portal's migrations and reference seed as the
 * server runs them at start, then the set-based steps of scale-steps.ts, on the database at `url`.
 * The app's modules load through Vite's module runner.
 */
import { performance } from "node:perf_hooks";
import pg from "pg";
import type * as Client from "../../app/.server/db/client.ts";
import type * as Seed from "../../app/.server/db/seed/index.ts";
import type * as Password from "../../app/.server/identity/password.ts";
import type * as IbanCrypto from "../../app/.server/services/pricing/iban-crypto.ts";
import type * as Keys from "../../app/.server/identity/keys.ts";
import type * as Provisions from "../../app/.server/services/provisions.ts";
import type * as OfferConstants from "../../app/domain/offer/constants.ts";
import type * as LetterConstants from "../../app/domain/letters/constants.ts";
import type * as Germany from "../../app/domain/funeral-sites/germany.ts";
import { loadAppModule as load, root } from "./app-module.ts";
import { STEPS, type ScaleInput } from "./scale-steps.ts";
import { PASSWORD, STAFF_TOTP_SECRET } from "./scale-accounts.ts";

export interface Timing {
  step: string;
  ms: number;
}

/** A German IBAN with valid check digits for the bank code and account number. */
function germanIban(bankCode: string, account: number): string {
  const bban = `${bankCode}${String(account).padStart(10, "0")}`;
  const check = 98n - (BigInt(`${bban}131400`) % 97n);
  return `DE${String(check).padStart(2, "0")}${bban}`;
}

/**
 * Fills the database at `url` with `customers` customers and `sites` funeral sites; `onStep` hears each step's
 * time. `keyEncryptionKey` seals the IBANs (the portal must start with the same KEY_ENCRYPTION_KEY).
 * Refuses a database that already holds provisions. `read` runs on the open database before it closes.
 */
export async function fillScaleData<T>(
  url: string,
  options: {
    customers: number;
    sites: number;
    /** Rows added to each customer-care list (ScaleInput.listRows); 0 when not given. */
    listRows?: number;
    keyEncryptionKey: string;
    onStep?: (timing: Timing) => void;
    read?: (db: Awaited<ReturnType<(typeof Client)["openDatabase"]>>["db"]) => Promise<T>;
  },
): Promise<T | undefined> {
  const timed = async <R>(step: string, work: () => Promise<R>): Promise<R> => {
    const started = performance.now();
    const result = await work();
    options.onStep?.({ step, ms: performance.now() - started });
    return result;
  };

  const { openDatabase } = await load<typeof Client>("/app/.server/db/client.ts");
  const { seed } = await load<typeof Seed>("/app/.server/db/seed/index.ts");
  const { hashPassword } = await load<typeof Password>("/app/.server/identity/password.ts");
  const { encryptIban, ibanKey } = await load<typeof IbanCrypto>(
    "/app/.server/services/pricing/iban-crypto.ts",
  );
  const offer = await load<typeof OfferConstants>("/app/domain/offer/constants.ts");
  const letter = await load<typeof LetterConstants>("/app/domain/letters/constants.ts");
  const { inGermany } = await load<typeof Germany>("/app/domain/funeral-sites/germany.ts");
  const keys = await load<typeof Keys>("/app/.server/identity/keys.ts");
  const { storeNextDebits } = await load<typeof Provisions>("/app/.server/services/provisions.ts");

  const database = await openDatabase({ url, dataDir: "" });
  const client = new pg.Client({ connectionString: url });
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

    const key = ibanKey({ KEY_ENCRYPTION_KEY: options.keyEncryptionKey, DATA_DIR: "" });
    const bankCodes = ["37050198", "10050000", "50040000", "50070010", "20050550", "51390000", "50010517"];
    const ibans = Array.from({ length: 64 }, (_, k) => {
      const iban = germanIban(bankCodes[k % bankCodes.length]!, 1_234_567 + k * 7_919);
      return { sealed: encryptIban(key, iban), last4: iban.slice(-4) };
    });
    const input: ScaleInput = {
      customers: options.customers,
      sites: options.sites,
      listRows: options.listRows ?? 0,
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
      // Before the closing analyze: every plan's next debit date as the portal computes and stores it (decision 0101).
      if (step.name.startsWith("customer-care lists")) {
        await timed("next debit dates", () =>
          fillNextDebits(client, database.db, storeNextDebits, input.now),
        );
      }
    }
    await timed("staff second factor", () => enrolStaff(client, keys, options.keyEncryptionKey));
    return await options.read?.(database.db);
  } finally {
    await client.end().catch(() => undefined);
    await database.close();
  }
}

/**
 * Every staff account gets an active second factor with STAFF_TOTP_SECRET (decision 0093: staff with a password
 * give a code after it), sealed as the portal seals it, with the key the portal starts with.
 */
async function enrolStaff(client: pg.Client, keys: typeof Keys, keyEncryptionKey: string): Promise<void> {
  keys.configureKeyEncryption(keyEncryptionKey, "KEY_ENCRYPTION_KEY");
  const { rows } = await client.query<{ id: string }>(
    "select id from users where groups && array['admin', 'customercare']::text[]",
  );
  for (const { id } of rows) {
    await client.query(
      `insert into second_factors (user_id, secret, confirmed_at) values ($1, $2, now())
       on conflict (user_id) do nothing`,
      [id, JSON.stringify(keys.sealSecret(STAFF_TOTP_SECRET, `second-factor:${id}`))],
    );
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

/** The next debit date of every provision with a payment, through the portal's own `storeNextDebits`, in parts. */
async function fillNextDebits(
  client: pg.Client,
  db: Parameters<(typeof Provisions)["storeNextDebits"]>[0],
  storeNextDebits: (typeof Provisions)["storeNextDebits"],
  now: string,
): Promise<void> {
  const { rows } = await client.query<{ id: string }>(
    "select id from provisions where first_paid_at is not null order by id",
  );
  for (let start = 0; start < rows.length; start += 5_000) {
    const ids = rows.slice(start, start + 5_000).map((row) => row.id);
    await storeNextDebits(db, ids, new Date(now));
  }
}

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
