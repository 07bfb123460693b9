/**
 * The migration that turns finance amounts into integer cents (drizzle/0008_finance_cents.sql): rows in the
 * old shape — euros as text, euros in a jsonb array, euro strings and cents inside the insurance jsonb — come
 * out as exact cents (docs/decisions/0014-money.md).
 */
import { rmSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsBefore } from "../testing/migrations";
import { MIGRATIONS_FOLDER } from "./client";
import { createPglite } from "./pglite-create";

const MIGRATION = "0008_finance_cents";

let client: PGlite;
let before: string;

async function insertOld(values: {
  email: string;
  site: string | null;
  costs: unknown;
  tariff: unknown;
}): Promise<void> {
  await client.query(
    `insert into provisions (funeral_plan, funeral_type, user_email, funeral_site_estimated_price, additional_costs, insurance_tariff)
     values ('basic', 'burial', $1, $2, $3::jsonb, $4::jsonb)`,
    [
      values.email,
      values.site,
      JSON.stringify(values.costs),
      values.tariff === null ? null : JSON.stringify(values.tariff),
    ],
  );
}

interface Row {
  user_email: string;
  funeral_site_estimate_cents: number | null;
  additional_costs: unknown;
  insurance_tariff: Record<string, unknown> | null;
  insurance_sum_cents: number | null;
  insurance_fee_cents: number | null;
  insurance_payout_cents: number | null;
  existing_sum_cents: number;
  trust_deposit_cents: number;
}

async function row(email: string): Promise<Row> {
  const result = await client.query<Row>(
    `select user_email, funeral_site_estimate_cents::float8 as funeral_site_estimate_cents, additional_costs,
       insurance_tariff, insurance_sum_cents::float8 as insurance_sum_cents,
       insurance_fee_cents::float8 as insurance_fee_cents, insurance_payout_cents::float8 as insurance_payout_cents,
       existing_sum_cents::float8 as existing_sum_cents, trust_deposit_cents::float8 as trust_deposit_cents
     from provisions where user_email = $1`,
    [email],
  );
  return result.rows[0]!;
}

beforeAll(async () => {
  client = await createPglite("memory://");
  before = migrationsBefore(MIGRATION);
  await migrate(drizzle({ client }), { migrationsFolder: before });
  await insertOld({
    email: "voll@example.de",
    site: "1800",
    costs: [
      { name: "Trauerkaffee", estimatedPrice: 600 },
      { name: "Grabstein", estimatedPrice: 2500 },
      { name: "Blumen", estimatedPrice: 19.99 },
    ],
    tariff: {
      paymentType: "monthly",
      name: "Sterbegeld Vorsorge 10 Jahre",
      fee: "42.50",
      sum: "8000.00",
      payout: "5100.00",
      sumCents: 800_000,
      existingSumCents: 300_000,
      trustDepositCents: 150_000,
      applicationAt: "2026-11-20T10:00:00.000Z",
      concludedAt: null,
    },
  });
  await insertOld({ email: "leer@example.de", site: null, costs: [], tariff: null });
  await insertOld({
    email: "alt@example.de",
    site: "0",
    costs: [{ name: "Ohne Preis" }],
    // Written before the sum was kept in cents, with amounts the old reader counted as 0.
    tariff: { fee: "0.10", sum: "1234.56", payout: "0.30", existingSumCents: "300", trustDepositCents: 1.5 },
  });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
});

afterAll(async () => {
  await client?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

describe("migration to finance cents", () => {
  it("converts the site estimate, the additional costs element by element and the insurance amounts", async () => {
    expect(await row("voll@example.de")).toEqual({
      user_email: "voll@example.de",
      funeral_site_estimate_cents: 180_000,
      additional_costs: [
        { name: "Trauerkaffee", estimatedPriceCents: 60_000 },
        { name: "Grabstein", estimatedPriceCents: 250_000 },
        { name: "Blumen", estimatedPriceCents: 1_999 },
      ],
      insurance_tariff: {
        paymentType: "monthly",
        name: "Sterbegeld Vorsorge 10 Jahre",
        applicationAt: "2026-11-20T10:00:00.000Z",
        concludedAt: null,
      },
      insurance_sum_cents: 800_000,
      insurance_fee_cents: 4_250,
      insurance_payout_cents: 510_000,
      existing_sum_cents: 300_000,
      trust_deposit_cents: 150_000,
    });
  });

  it("keeps nothing as nothing: no estimate, no costs, no insurance", async () => {
    expect(await row("leer@example.de")).toMatchObject({
      funeral_site_estimate_cents: null,
      additional_costs: [],
      insurance_tariff: null,
      insurance_sum_cents: null,
      insurance_fee_cents: null,
      insurance_payout_cents: null,
      existing_sum_cents: 0,
      trust_deposit_cents: 0,
    });
  });

  it("reads euro strings exactly and counts what the portal counted as 0 as 0", async () => {
    expect(await row("alt@example.de")).toMatchObject({
      funeral_site_estimate_cents: 0,
      additional_costs: [{ name: "Ohne Preis", estimatedPriceCents: 0 }],
      insurance_tariff: {},
      insurance_sum_cents: 123_456,
      insurance_fee_cents: 10,
      insurance_payout_cents: 30,
      existing_sum_cents: 0,
      trust_deposit_cents: 0,
    });
  });
});
