/**
 * "sepa-due" from the stored next debit date (decision 0101) against the list as it was computed before it
 * (decision 0066): the same rows, the same dates, in the same order, on the same customers, for any day, lead time and
 * sort, also when the billing job last renewed the dates weeks ago. The former condition is kept here as it was.
 */
import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { SortColumn } from "~/domain/backoffice/customers";
import { addDays, monthDaysFrom, startOfGermanDay } from "~/domain/billing/trial";
import { calendarDateInGermany } from "~/domain/dates";
import { addPayment, createCustomer, createStaff } from "../../testing/crm";
import { monthDayInGermany, nameSortKeys, provisions, scheduledMails } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { storeNextDebits } from "../provisions";
import { exportCustomers } from "./customers";

const database = useTestDatabase({ seed: false });
const SEED = 101;

interface Fixture {
  lastname: string;
  /** The payments' times and types, in the order they are stored. */
  payments: { at: Date; type: "sepa" | "paypal" }[];
  paid: boolean;
  cancelled: boolean;
  frozen: boolean;
  /** The year of an anniversary whose pre-notification is queued already, if any. */
  announcedYear: number | null;
}

const instant = fc
  .date({ min: new Date("2023-01-01T00:00:00Z"), max: new Date("2027-06-30T00:00:00Z"), noInvalidDate: true })
  // Half of them near midnight, where the German day is not the UTC day; some on 29 February.
  .chain((date) =>
    fc.constantFrom(
      date,
      new Date(`${date.toISOString().slice(0, 10)}T23:30:00Z`),
      new Date("2024-02-29T10:00:00Z"),
    ),
  );

const fixture: fc.Arbitrary<Fixture> = fc.record({
  lastname: fc.constantFrom("Adler", "adler", "Zander", "Meier", "Özdemir", "Müller", "Bauer", ""),
  payments: fc.array(fc.record({ at: instant, type: fc.constantFrom("sepa" as const, "paypal" as const) }), {
    minLength: 0,
    maxLength: 3,
  }),
  paid: fc.integer({ min: 0, max: 4 }).map((n) => n !== 0),
  cancelled: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  frozen: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
  announcedYear: fc.option(fc.constantFrom(2025, 2026, 2027, 2028), { freq: 3 }),
});

let care: { userId: string; groups: string[]; isStaff: boolean };
const ids: string[] = [];

beforeAll(async () => {
  const staff = await createStaff(database.db, "care-sepa-due@vorsorgeportal.de");
  care = { userId: staff.id, groups: ["customercare"], isStaff: true };
  const fixtures = fc.sample(fixture, { seed: SEED, numRuns: 160 });
  for (const [n, f] of fixtures.entries()) {
    const { provision } = await createCustomer(database.db, {
      email: `sepa-due-${n}@example.de`,
      confirmed: true,
      paid: f.paid,
    });
    for (const payment of f.payments) {
      await addPayment(database.db, provision.id, {
        mandateReference: "VP-TEST",
        paymentType: payment.type,
        createdAt: payment.at,
      });
    }
    await database.db
      .update(provisions)
      .set({
        lastname: f.lastname,
        firstname: `Kunde ${n % 7}`,
        cancelledAt: f.cancelled ? new Date("2025-01-01T10:00:00Z") : null,
        // As the freeze writes it: a frozen plan has no next debit (decision 0101).
        ...(f.frozen ? { frozenAt: new Date("2025-01-01T10:00:00Z"), nextDebitOn: null } : {}),
      })
      .where(eq(provisions.id, provision.id));
    const [first] = f.payments.map((p) => p.at).sort((a, b) => a.getTime() - b.getTime());
    if (first && f.announcedYear) {
      const day = `${f.announcedYear}${calendarDateInGermany(first).slice(4)}`.replace(/-02-29$/, "-02-28");
      await database.db.insert(scheduledMails).values({
        key: `sepa-prenotification:${provision.id}:${day}`,
        kind: "sepa-prenotification",
        provisionId: provision.id,
        dueAt: new Date(`${day}T00:00:00Z`),
      });
    }
    ids.push(provision.id);
  }
}, 120_000);

const noonOf = (day: string) => new Date(startOfGermanDay(day).getTime() + 12 * 3_600_000);

/** The list as decision 0066 computed it: the next debit of the first payment on the row, the month-days as index. */
async function formerList(now: Date, lead: number, sort: SortColumn, dir: "asc" | "desc") {
  const today = calendarDateInGermany(now);
  const direction = sql.raw(dir);
  const [lastname, firstname] = nameSortKeys(sql`pv.lastname`, sql`pv.firstname`);
  const order = {
    since: sql`sd.next_debit ${direction}, pv.number ${direction}`,
    name: sql`${lastname} ${direction}, ${firstname} ${direction}, pv.number ${direction}`,
    number: sql`pv.number ${direction}`,
  }[sort as "since" | "name" | "number"];
  const monthDays = monthDaysFrom(today, lead);
  const result = await database.db.execute(sql`select pv.id, to_char(sd.next_debit, 'YYYY-MM-DD') as since
    from provisions pv cross join lateral (
      select (p.first + make_interval(years => greatest(1, fp.n
        + case when (p.first + make_interval(years => fp.n))::date < ${today}::date then 1 else 0 end)))::date as next_debit
      from (select (pv.first_paid_at at time zone 'Europe/Berlin')::date as first) p
      cross join lateral (select extract(year from age(${today}::date, p.first))::int as n) fp
    ) sd
    where (pv.payment_accepted_at is not null and coalesce(pv.payment_accepted_plan, '') <> '')
      and pv.cancelled_at is null and pv.frozen_at is null and pv.last_payment_type = 'sepa'
      and pv.first_paid_at is not null
      and ${monthDayInGermany(sql`pv.first_paid_at`)} in (${sql.join(
        monthDays.map((day) => sql`${day}`),
        sql`, `,
      )})
      and sd.next_debit - ${today}::date between 0 and ${lead}
      and not exists (select 1 from scheduled_mails m where m.provision_id = pv.id
        and m.key = 'sepa-prenotification:' || pv.id::text || ':' || to_char(sd.next_debit, 'YYYY-MM-DD'))
    order by ${order}`);
  return (result as unknown as { rows: { id: string; since: string }[] }).rows;
}

describe("sepa-due from the stored next debit date (decision 0101)", () => {
  it("lists what the former computation listed, in the same order, whenever the job last renewed the dates", async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.date({
          min: new Date("2024-01-01T00:00:00Z"),
          max: new Date("2028-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.integer({ min: 14, max: 60 }),
        // Days since the billing job last renewed the dates (it runs hourly; a month of outage still lists right).
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom<SortColumn>("since", "name", "number"),
        fc.constantFrom("asc" as const, "desc" as const),
        async (date, lead, staleDays, sort, dir) => {
          const today = calendarDateInGermany(date);
          await storeNextDebits(database.db, ids, noonOf(addDays(today, -staleDays)));
          const now = noonOf(today);
          const options = { now, config: { SEPA_PRENOTIFICATION_LEAD_DAYS: lead } };
          const rows = await exportCustomers(database.db, care, { list: "sepa-due", sort, dir }, options);
          const former = await formerList(now, lead, sort, dir);
          expect(rows.map((row) => [row.provisionId, row.since])).toEqual(
            former.map((row) => [row.id, row.since]),
          );
          if (former.length > 0) nonEmpty += 1;
        },
      ),
      { seed: SEED, numRuns: 60 },
    );
    // The comparison compared lists, not empty pages.
    expect(nonEmpty).toBeGreaterThan(30);
  });
});
