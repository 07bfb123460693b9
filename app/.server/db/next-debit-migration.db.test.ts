/**
 * The migration that stores the next debit date (drizzle/0030_next_debit_date.sql, decision 0101) fills it for the
 * plans that exist as `nextDebitOf` computes it on the day it runs: anniversaries today, yesterday and tomorrow, 29
 * February, a first payment late in the evening (another day in Germany than in UTC), several payments, and null
 * where no debit comes.
 */
import { rmSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, addYears, nextDebitOf, startOfGermanDay } from "~/domain/billing/trial";
import { calendarDateInGermany } from "~/domain/dates";
import { migrationsBefore } from "../testing/migrations";
import { MIGRATIONS_FOLDER } from "./client";
import { createPglite } from "./pglite-create";

let client: PGlite;
let before: string;
/** The German day before and after the migration ran (the same but for a run across midnight). */
let days: string[];

interface Plan {
  paid?: boolean;
  cancelled?: boolean;
  frozen?: boolean;
  /** The payments' times. */
  payments: Date[];
}

const at = (day: string, hour = 10) => new Date(startOfGermanDay(day).getTime() + hour * 3_600_000);

async function insertPlan(email: string, plan: Plan): Promise<void> {
  const result = await client.query<{ id: string }>(
    `insert into provisions (funeral_plan, funeral_type, user_email, status, payment_accepted_at,
       payment_accepted_plan, cancelled_at)
     values ('basic', 'burial', $1, 'CONFIRMED', $2, $3, $4)
     returning id`,
    [
      email,
      plan.paid === false ? null : new Date("2020-01-01T10:00:00Z"),
      plan.paid === false ? null : "2",
      plan.cancelled ? new Date("2024-06-01T10:00:00Z") : null,
    ],
  );
  const id = result.rows[0]!.id;
  if (plan.frozen) {
    await client.query(`update provisions set frozen_at = '2024-06-01T10:00:00Z' where id = $1`, [id]);
  }
  for (const time of plan.payments) {
    await client.query(
      `insert into payments (provision_id, pricing_plan_id, payment_type, billing_address, price_cents, created_at)
       values ($1, '2', 'sepa', '{}', 1800, $2)`,
      [id, time],
    );
  }
}

const PLANS: Record<string, (today: string) => Plan> = {
  "due-today": (today) => ({ payments: [at(addYears(today, -2))] }),
  "due-yesterday": (today) => ({ payments: [at(addDays(addYears(today, -1), -1))] }),
  "due-tomorrow": (today) => ({ payments: [at(addDays(addYears(today, -3), 1))] }),
  "booked-today": (today) => ({ payments: [at(today)] }),
  "leap-day": () => ({ payments: [at("2024-02-29")] }),
  "late-evening": (today) => ({ payments: [new Date(`${addYears(today, -1)}T22:45:00Z`)] }),
  "two-payments": (today) => ({ payments: [at(addDays(today, -200)), at(addDays(today, -500))] }),
  unpaid: (today) => ({ paid: false, payments: [at(addYears(today, -1))] }),
  cancelled: (today) => ({ cancelled: true, payments: [at(addYears(today, -1))] }),
  frozen: (today) => ({ frozen: true, payments: [at(addYears(today, -1))] }),
  "paid-without-payment": () => ({ payments: [] }),
};

interface Row {
  user_email: string;
  first_paid_at: Date | null;
  payment_accepted_at: Date | null;
  payment_accepted_plan: string | null;
  cancelled_at: Date | null;
  frozen_at: Date | null;
  next_debit_on: string | null;
}

beforeAll(async () => {
  client = await createPglite("memory://");
  before = migrationsBefore("0030_next_debit_date");
  await migrate(drizzle({ client }), { migrationsFolder: before });
  const today = calendarDateInGermany(new Date());
  for (const [name, plan] of Object.entries(PLANS)) await insertPlan(`${name}@example.de`, plan(today));
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  days = [today, calendarDateInGermany(new Date())];
});

afterAll(async () => {
  await client?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

describe("migration 0030: the next debit date", () => {
  it("stores nextDebitOf of every plan for the day it ran", async () => {
    const { rows } = await client.query<Row>(
      `select user_email, first_paid_at, payment_accepted_at, payment_accepted_plan, cancelled_at, frozen_at,
         next_debit_on::text as next_debit_on
       from provisions order by user_email`,
    );
    expect(rows).toHaveLength(Object.keys(PLANS).length);
    for (const row of rows) {
      const facts = {
        firstPaidAt: row.first_paid_at,
        paymentAcceptedAt: row.payment_accepted_at,
        paymentAcceptedPlan: row.payment_accepted_plan,
        cancelledAt: row.cancelled_at,
        frozenAt: row.frozen_at,
      };
      expect(
        days.map((day) => nextDebitOf(facts, day)),
        row.user_email,
      ).toContain(row.next_debit_on);
    }
    const stored = Object.fromEntries(rows.map((row) => [row.user_email.split("@")[0], row.next_debit_on]));
    const [today] = days as [string];
    expect(stored["due-today"]).toBe(today);
    expect(stored["booked-today"]).toBe(addYears(today, 1));
    expect([stored.unpaid, stored.cancelled, stored.frozen, stored["paid-without-payment"]]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
