/**
 * The billing job reads the runtime's clock (decision 0082): moved past a trial's end and a letter's day, one
 * run queues the trial-end mail and makes the letter due; at the real time (years before both) it does neither. Its
 * first part renews the next debit dates whose day has passed (decision 0101).
 * The e2e fixtures move the same `runtime.clock`, so what holds here holds for the e2e tests.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { addPayment, createCustomer } from "~/.server/testing/crm";
import { mailOutbox, provisions } from "~/.server/db/schema";
import { useTestDatabase } from "~/.server/testing/test-database";
import { startOfGermanDay } from "~/domain/billing/trial";
import type { Clock } from "../../clock";
import { addLetter, customerWithStaff, dispatchOf, reportDeath, schedule } from "../../testing/dispatch";
import { startBillingJob } from "./job";

const database = useTestDatabase({ seed: false });
const config = loadConfig({
  NODE_ENV: "test",
  SESSION_SECRET: "s".repeat(40),
  DATA_DIR: "/tmp/vp-billing-job-tests",
  BASE_URL: "https://portal.example.de",
  CUSTOMER_CARE_EMAIL: "kundenservice@example.de",
});

/** A runtime whose clock reads `instant` (`null`: the system clock). */
function runtimeAt(instant: Date | null) {
  const clock: Clock = { now: () => instant ?? new Date() };
  return { config, database, clock };
}

describe("the billing job's clock", () => {
  it("reaches the trial-end mail and the letter dispatch", async () => {
    const trial = await createCustomer(database.db, { email: "job-trial@example.de", confirmed: true });
    await database.db
      .update(provisions)
      .set({ createdAt: new Date("2031-01-01T09:00:00+01:00"), trialEndsAt: startOfGermanDay("2031-01-30") })
      .where(eq(provisions.id, trial.provision.id));
    const made = await customerWithStaff(database.db);
    await reportDeath(database.db, made, { funeralDate: "2031-01-10" });
    const letter = await addLetter(database.db, made.provision.id, {
      shipping: { generic: "AFTER_FUNERAL" },
    });
    await schedule(database.db, made.provision.id, "2031-01-10", new Date("2031-01-05T09:00:00+01:00"));
    const trialMails = () =>
      database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "job-trial@example.de"));

    // At the real time both dates are years ahead: nothing happens.
    const real = startBillingJob(runtimeAt(null));
    await real.runOnce();
    await real.stop();
    expect(await trialMails()).toHaveLength(0);
    expect(await dispatchOf(database.db, letter.id)).toMatchObject({
      status: "scheduled",
      dueOn: "2031-01-24",
    });

    const moved = startBillingJob(runtimeAt(new Date("2031-01-31T09:00:00+01:00")));
    const run = await moved.runOnce();
    await moved.stop();
    expect(run.mails?.["trial-end"]).toBeGreaterThanOrEqual(1);
    expect((await trialMails()).map((mail) => mail.template)).toEqual(["trialEnd"]);
    expect(run.letters?.due).toBeGreaterThanOrEqual(1);
    expect(await dispatchOf(database.db, letter.id)).toMatchObject({ status: "due" });
  });

  it("renews a plan's next debit date on the day after the debit, not before (decision 0101)", async () => {
    const paid = await createCustomer(database.db, {
      email: "job-debit@example.de",
      confirmed: true,
      paid: true,
    });
    await addPayment(database.db, paid.provision.id, { createdAt: new Date("2030-03-15T10:00:00+01:00") });
    const nextDebit = async () =>
      (await database.db.select().from(provisions).where(eq(provisions.id, paid.provision.id)))[0]!
        .nextDebitOn;
    expect(await nextDebit()).toBe("2031-03-15");

    // On the debit's day, to its last minute in Germany, the date stands.
    const onTheDay = startBillingJob(runtimeAt(new Date("2031-03-15T23:59:00+01:00")));
    expect((await onTheDay.runOnce()).nextDebits).toBe(0);
    await onTheDay.stop();
    expect(await nextDebit()).toBe("2031-03-15");

    // The first run of the next German day moves it to next year's.
    const dayAfter = startBillingJob(runtimeAt(new Date("2031-03-16T00:01:00+01:00")));
    expect((await dayAfter.runOnce()).nextDebits).toBeGreaterThanOrEqual(1);
    await dayAfter.stop();
    expect(await nextDebit()).toBe("2032-03-15");
  });
});
