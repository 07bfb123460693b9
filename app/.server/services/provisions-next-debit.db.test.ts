/**
 * The stored next debit date is always `nextDebitOf` of the plan (decision 0101), whatever path changed the plan:
 * random sequences of the real services (a plan booked by SEPA or PayPal, a guarantee booked later, a cancellation,
 * PayPal ending a subscription, a confirmed death freezing the plan and its withdrawal thawing it, the billing job's
 * renewal) with days passing between them. After each step every plan holds the computation for that day, or its
 * debit of a day that has passed since (the billing job renews those), and after the job every plan holds it. A path
 * that forgot the date fails here, and so does one that moves a fact without `now`.
 */
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPaypalStandin, type PaypalStandin } from "../../../tests/e2e/support/paypal-standin";
import { nextDebitOf } from "~/domain/billing/trial";
import { calendarDateInGermany } from "~/domain/dates";
import { isServiceError } from "~/domain/errors";
import { provisions, type Provision } from "../db/schema";
import { createOwner } from "../testing/crm";
import { bookWithPaypal, paypalTestConfig, type PaypalTestConfig } from "../testing/paypal";
import { pricingTestConfig, sepaActivation } from "../testing/pricing";
import { useTestDatabase } from "../testing/test-database";
import { freezeProvision, freezeProvisionById, thawProvision } from "./after-death/freeze";
import { submitCancellation } from "./billing/cancellation";
import { activatePlan } from "./pricing";
import { bookGuaranteeLater, laterGuaranteeOffer } from "./pricing/later-guarantee";
import { endPaypalPayment } from "./pricing/paypal-sync";
import { changeProvision, lockProvisionRow, renewNextDebits, type ProvisionActor } from "./provisions";

const database = useTestDatabase();
const DAY = 86_400_000;
const START = new Date("2026-01-05T09:00:00Z");

let standin: PaypalStandin;
let config: PaypalTestConfig & { SEPA_PRENOTIFICATION_LEAD_DAYS: number };

beforeAll(async () => {
  standin = await startPaypalStandin(0);
  config = { ...paypalTestConfig(standin, "/tmp/next-debit-db-test"), SEPA_PRENOTIFICATION_LEAD_DAYS: 21 };
}, 180_000);
afterAll(async () => {
  await standin?.close();
});

const OPERATIONS = [
  "book by SEPA",
  "book by PayPal",
  "book the guarantee later",
  "cancel",
  "PayPal ends the subscription",
  "a death is confirmed",
  "the confirmation is withdrawn",
  "the billing job renews",
] as const;
type Operation = (typeof OPERATIONS)[number];

interface Plan {
  actor: ProvisionActor;
  id: string;
  email: string;
  subscription: string | null;
}

const rowOf = async (id: string): Promise<Provision> =>
  (await database.db.select().from(provisions).where(eq(provisions.id, id)))[0]!;

/** The refusals a step may meet (already paid, frozen, not bookable, over the cancellation limit): nothing changed. */
async function refusalsAllowed(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!isServiceError(error)) throw error;
  }
}

let plans = 0;
async function newPlan(): Promise<Plan> {
  plans += 1;
  const email = `next-debit-${plans}@example.de`;
  const { provision, actor } = await createOwner(database.db, { email, confirmed: true });
  return { actor, id: provision.id, email, subscription: null };
}

async function perform(operation: Operation, plan: Plan, now: Date): Promise<void> {
  const db = database.db;
  switch (operation) {
    case "book by SEPA":
      return refusalsAllowed(() =>
        activatePlan(db, plan.actor, sepaActivation(pricingTestConfig("next-debit-db-test"), false), {
          config,
          now,
        }),
      );
    case "book by PayPal":
      return refusalsAllowed(async () => {
        const row = await rowOf(plan.id);
        plan.subscription = await bookWithPaypal(db, standin, config, {
          actor: plan.actor,
          provision: row,
          now,
        });
      });
    case "book the guarantee later":
      return refusalsAllowed(async () => {
        const offer = await laterGuaranteeOffer(db, await rowOf(plan.id), now, config);
        await bookGuaranteeLater(db, plan.actor, { shownTotal: offer?.total ?? null }, { now, config });
      });
    case "cancel": {
      const row = await rowOf(plan.id);
      return refusalsAllowed(() =>
        submitCancellation(
          db,
          {
            name: `${row.firstname} ${row.lastname}`,
            email: plan.email,
            contractNumber: String(row.number),
            kind: "ordinary",
            requestedEnd: undefined,
            reason: undefined,
          },
          { ip: `10.9.${plans % 250}.${Math.floor(now.getTime() / DAY) % 250}`, config, now },
        ),
      );
    }
    case "PayPal ends the subscription":
      if (plan.subscription) await endPaypalPayment(db, config, plan.subscription, "CANCELLED", now);
      return;
    case "a death is confirmed":
      if (!(await rowOf(plan.id)).frozenAt) await freezeProvisionById(db, plan.id, { now, config });
      return;
    case "the confirmation is withdrawn":
      await db.transaction(async (tx) => {
        const row = await lockProvisionRow(tx, plan.id);
        await thawProvision(tx, row!, { now, config, trustedPersonWasMailed: false });
      });
      return;
    case "the billing job renews":
      await renewNextDebits(db, now);
      return;
  }
}

/**
 * Every plan's stored date against the computation for `now`'s day. A date whose day has passed since the plan was
 * last written is the billing job's to renew (after the job, none is left): it must still be the plan's debit as of
 * that day, so a fact changed without the date fails either way.
 */
async function check(all: readonly Plan[], now: Date, renewed: boolean) {
  const today = calendarDateInGermany(now);
  for (const plan of all) {
    const row = await rowOf(plan.id);
    const at = `${plan.email} on ${today}`;
    if (renewed || row.nextDebitOn === null || row.nextDebitOn >= today) {
      expect(row.nextDebitOn, at).toBe(nextDebitOf(row, today));
    } else {
      expect(nextDebitOf(row, row.nextDebitOn), at).toBe(row.nextDebitOn);
    }
  }
}

describe("the next debit date (decision 0101)", () => {
  it("equals nextDebitOf after any sequence of bookings, cancellations, PayPal ends, freezes, thaws and renewals", async () => {
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(
        // How each of the two plans starts: mostly booked, so that the later steps have a date to move.
        fc.tuple(
          ...[0, 1].map(() => fc.constantFrom<Operation | null>("book by SEPA", "book by PayPal", null)),
        ),
        fc.array(
          fc.record({
            operation: fc.constantFrom(...OPERATIONS),
            who: fc.nat({ max: 1 }),
            // Days before the step: the same day, days, months, more than a year.
            days: fc.oneof(fc.constant(0), fc.nat({ max: 30 }), fc.nat({ max: 500 })),
          }),
          { minLength: 2, maxLength: 10 },
        ),
        async (starts, sequence) => {
          const all = [await newPlan(), await newPlan()];
          let now = START;
          const run = async (operation: Operation, plan: Plan) => {
            await perform(operation, plan, now);
            await check(all, now, operation === "the billing job renews");
            steps += 1;
          };
          for (const [who, start] of starts.entries()) if (start) await run(start, all[who]!);
          for (const { operation, who, days } of sequence) {
            now = new Date(now.getTime() + days * DAY);
            await run(operation, all[who]!);
          }
          await renewNextDebits(database.db, now);
          await check(all, now, true);
        },
      ),
      { seed: 101, numRuns: 40 },
    );
    expect(steps).toBeGreaterThan(200);
  }, 240_000);

  it("is refused, with nothing stored, when a change moves the plan without its instant", async () => {
    const plan = await newPlan();
    const before = await rowOf(plan.id);
    await expect(
      changeProvision(database.db, plan.actor, { action: "pricing.activate" }, () => ({
        paymentAcceptedAt: START,
        paymentAcceptedPlan: "2",
      })),
    ).rejects.toThrow(/needs its instant \(now\)/);
    expect(await rowOf(plan.id)).toEqual(before);
  });

  it("goes with the freeze in the same write: the frozen row takes no later write", async () => {
    const plan = await newPlan();
    await activatePlan(
      database.db,
      plan.actor,
      sepaActivation(pricingTestConfig("next-debit-db-test"), false),
      { config, now: START },
    );
    expect((await rowOf(plan.id)).nextDebitOn).toBe("2027-01-05");
    await database.db.transaction(async (tx) => {
      const row = await lockProvisionRow(tx, plan.id);
      await freezeProvision(tx, row!, { now: new Date(START.getTime() + 10 * DAY), config });
    });
    expect((await rowOf(plan.id)).nextDebitOn).toBeNull();
  });
});
