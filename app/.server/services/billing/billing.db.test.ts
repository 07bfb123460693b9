import { describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { loadConfig } from "../../config";
import { addPayment } from "../../testing/crm";
import { useTestDatabase } from "../../testing/test-database";
import {
  auditLog,
  cancellations,
  mailOutbox,
  provisions,
  scheduledMails,
  type NewProvision,
} from "../../db/schema";
import { registerUser } from "../../identity/accounts";
import { startOfGermanDay } from "~/domain/billing/trial";
import { submitCancellation } from "./cancellation";
import { runRecurringMails } from "./recurring-mails";
import { requireFeature } from "../features";
import { trialNotice } from "./trial";
import { cents } from "~/domain/money";
import { testClock } from "../../testing/identity";

const database = useTestDatabase({ seed: false });
const config = loadConfig({
  NODE_ENV: "test",
  SESSION_SECRET: "x".repeat(40),
  DATA_DIR: "/tmp/billing-test",
});

let counter = 0;
/** A customer's provision with the given columns; the e-mail is unique per call. */
async function customer(values: Partial<NewProvision> = {}) {
  counter += 1;
  const email = `billing${counter}.${Date.now()}@example.de`;
  const { user } = await registerUser(database.db, { email, password: "geheim123" }, testClock.now());
  const [provision] = await database.db
    .insert(provisions)
    .values({
      userId: user.id,
      userEmail: email,
      email,
      funeralType: "cremation",
      funeralPlan: "basic",
      salutation: "madame",
      firstname: "Erika",
      lastname: "Muster",
      status: "CONFIRMED",
      ...values,
    })
    .returning();
  return provision!;
}

async function paySepa(provisionId: string, at: Date, priceCents = 1800) {
  await database.db
    .update(provisions)
    .set({ paymentAcceptedAt: at, paymentAcceptedPlan: "2" })
    .where(eq(provisions.id, provisionId));
  await addPayment(database.db, provisionId, {
    pricingPlanId: "2",
    ibanLast4: "3000",
    mandateReference: `VP-${provisionId.slice(0, 8).toUpperCase()}`,
    priceCents: cents(priceCents),
    createdAt: at,
  });
}

const cancellationOf = async (provisionId: string) =>
  (await database.db.select().from(cancellations).where(eq(cancellations.provisionId, provisionId)))[0];
const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const run = (now: Date) => runRecurringMails(database.db, config, now);
const day = (iso: string, time = "09:00") => new Date(`${iso}T${time}:00+01:00`);

describe("trial notice and free plan", () => {
  it("counts down, expires and then refuses paid functions", async () => {
    const p = await customer({ createdAt: day("2030-01-10"), trialEndsAt: startOfGermanDay("2030-02-08") });
    expect(trialNotice(p, day("2030-02-05"))).toMatchObject({
      state: "active",
      deadline: "07.02.2030",
      remainingDays: 2,
      contractNumber: null, // no contract number before a plan is booked (decision 0035)
    });
    expect(trialNotice(p, day("2030-02-08", "00:00"))).toMatchObject({ state: "expired" });
    expect(() => requireFeature(p, "readAccess", day("2030-02-05"))).not.toThrow();
    expect(() => requireFeature(p, "readAccess", day("2030-02-09"))).toThrow(
      expect.objectContaining({ code: "planRequired", status: 403 }),
    );
    // The PDFs stay open on the free plan (decision 0032).
    expect(() => requireFeature(p, "documentPdf", day("2030-02-09"))).not.toThrow();
  });

  it("treats an older row without trial end as created_at + 28 days", async () => {
    const p = await customer({ createdAt: day("2030-03-01"), trialEndsAt: null });
    expect(trialNotice(p, day("2030-03-01"))).toMatchObject({ deadline: "29.03.2030", remainingDays: 28 });
  });
});

describe("recurring mails", () => {
  it("sends the trial-end mail once, after the end, not before", async () => {
    const p = await customer({ createdAt: day("2031-01-01"), trialEndsAt: startOfGermanDay("2031-01-30") });
    await run(day("2031-01-29", "23:00"));
    expect(await mailsTo(p.userEmail)).toHaveLength(0);
    await run(day("2031-01-30", "00:30"));
    await run(day("2031-01-31"));
    const mails = await mailsTo(p.userEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe("trialEnd");
    expect(mails[0]!.text).toContain("29.01.2031");
    expect(mails[0]!.text).toContain("Sehr geehrte Frau Muster");
  });

  it("sends no trial-end mail to paid, cancelled or long-expired accounts", async () => {
    const paid = await customer({ createdAt: day("2031-02-01") });
    await paySepa(paid.id, day("2031-02-05"));
    const cancelled = await customer({ createdAt: day("2031-02-01"), cancelledAt: day("2031-02-10") });
    const old = await customer({ createdAt: day("2030-06-01") });
    await run(day("2031-03-10"));
    for (const p of [paid, cancelled, old]) expect(await mailsTo(p.userEmail)).toHaveLength(0);
  });

  it("announces the yearly SEPA debit with amount, date, mandate reference and creditor id, 21 to 14 days ahead", async () => {
    const p = await customer({ createdAt: day("2032-03-01") });
    await paySepa(p.id, day("2032-03-15"), 1530);
    await run(day("2033-02-20")); // 23 days ahead: not yet
    expect(await mailsTo(p.userEmail)).toHaveLength(0);
    await run(day("2033-02-22")); // 21 days ahead
    await run(day("2033-02-23"));
    const mails = (await mailsTo(p.userEmail)).filter((m) => m.template === "sepaPrenotification");
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text;
    expect(text).toMatch(/15,30\s€/);
    expect(text).toContain("15.03.2033");
    expect(text).toContain(`VP-${p.id.slice(0, 8).toUpperCase()}`);
    expect(text).toContain("DE98ZZZ09999999999");
    expect(text).toContain("•••• •••• •••• •••• 3000");
    const [key] = await database.db.select().from(scheduledMails).where(eq(scheduledMails.provisionId, p.id));
    expect(key!.key).toBe(`sepa-prenotification:${p.id}:2033-03-15`);
  });

  it("moves the debit when the job finds it later than 14 days ahead", async () => {
    const p = await customer({ createdAt: day("2032-04-01") });
    await paySepa(p.id, day("2032-04-10"));
    await run(day("2033-04-01")); // 9 days ahead
    const [mail] = (await mailsTo(p.userEmail)).filter((m) => m.template === "sepaPrenotification");
    expect(mail!.text).toContain("15.04.2033");
  });

  it("sends the yearly reminder on each anniversary, once", async () => {
    const p = await customer({ createdAt: day("2034-05-10") });
    await run(day("2035-05-09"));
    expect((await mailsTo(p.userEmail)).filter((m) => m.template === "yearlyReminder")).toHaveLength(0);
    await run(day("2035-05-10"));
    await run(day("2035-05-20"));
    await run(day("2036-05-11"));
    const reminders = (await mailsTo(p.userEmail)).filter((m) => m.template === "yearlyReminder");
    expect(reminders.map((m) => m.text.includes("seit 2 Jahren"))).toEqual([false, true]);
  });

  it("queues a mail once when runs overlap (replicas)", async () => {
    // Dates no other customer of this file has an anniversary near, since the totals count every provision.
    const a = await customer({ createdAt: day("2036-08-17"), trialEndsAt: startOfGermanDay("2036-09-15") });
    const b = await customer({ createdAt: day("2036-08-17") });
    await paySepa(b.id, day("2036-08-20"));
    const now = day("2037-08-17");
    const results = await Promise.all([run(now), run(now), run(now)]);
    const total = (kind: keyof (typeof results)[0]) => results.reduce((n, r) => n + r[kind], 0);
    expect(total("sepa-prenotification")).toBe(1);
    expect(total("yearly-reminder")).toBe(2);
    expect(await mailsTo(a.userEmail)).toHaveLength(1); // yearly reminder; trial end is too old by now
    expect(await mailsTo(b.userEmail)).toHaveLength(2); // pre-notification and yearly reminder
    const keys = await database.db
      .select()
      .from(scheduledMails)
      .where(like(scheduledMails.key, `%${b.id}%`));
    expect(keys).toHaveLength(2);
  });

  it("does not queue again what another replica queued while holding the provision", async () => {
    const p = await customer({ createdAt: day("2038-01-01"), trialEndsAt: startOfGermanDay("2038-01-30") });
    const now = day("2038-02-01");
    const key = `trial-end:${p.id}`;
    // The other replica: holds the provision row, records the key and queues the mail, then commits.
    // On PostgreSQL (TEST_DATABASE_URL) the run below skips the locked row; on PGlite (one connection) it
    // waits for the transaction; either way it must not queue the mail a second time.
    let release!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const other = database.db.transaction(async (tx) => {
      await tx.select().from(provisions).where(eq(provisions.id, p.id)).for("update");
      await tx.insert(scheduledMails).values({ key, kind: "trial-end", provisionId: p.id, dueAt: now });
      await tx
        .insert(mailOutbox)
        .values({ to: p.userEmail, subject: "x", text: "x", html: "", dedupeKey: key });
      const released = new Promise<void>((resolve) => (release = resolve));
      holding();
      await released;
    });
    // The run starts once the other replica holds the row and has queued (not after a guessed delay).
    await held;
    const running = run(now);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await other;
    expect((await running)["trial-end"]).toBe(0);
    expect((await run(now))["trial-end"]).toBe(0);
    expect(await mailsTo(p.userEmail)).toHaveLength(1);
  });
});

describe("cancellation (§ 312k BGB)", () => {
  const form = (p: { userEmail: string; number: number }, extra: Record<string, unknown> = {}) => ({
    name: "Erika Muster",
    email: p.userEmail,
    contractNumber: String(p.number),
    kind: "ordinary" as const,
    requestedEnd: undefined as string | undefined,
    reason: undefined,
    ...extra,
  });

  it("cancels a matching unpaid contract at receipt and confirms with date and time", async () => {
    const p = await customer();
    const now = new Date("2030-06-01T12:34:00Z");
    const receipt = await submitCancellation(database.db, form(p, { reason: "Umzug" }), {
      ip: "10.1.0.1",
      config,
      now,
    });
    expect(receipt).toEqual({ receivedAt: now.toISOString(), email: p.userEmail });
    const [row] = await database.db.select().from(provisions).where(eq(provisions.id, p.id));
    expect(row!.cancelledAt).toEqual(now);
    expect(row!.version).toBe(p.version + 1);
    const stored = await cancellationOf(p.id);
    expect(stored).toMatchObject({ kind: "ordinary", reason: "Umzug", effectiveAt: now });
    const [mail] = await mailsTo(p.userEmail);
    expect(mail!.template).toBe("cancellation");
    expect(mail!.text).toContain("01.06.2030 um 14:34 Uhr");
    expect(mail!.text).toContain(`Ihr Vertrag Nr. ${p.number} endet mit dem Eingang`);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.provisionId, p.id));
    expect(audit.map((a) => a.action)).toEqual(["provision.cancel"]);
  });

  /** A customer who paid by SEPA on 15.03.2030 cancels on 01.07.2030: the paid year's last day is 14.03.2031. */
  async function cancelPaidYear(extra: Record<string, unknown>, ip: string) {
    const p = await customer();
    await paySepa(p.id, day("2030-03-15"));
    await submitCancellation(database.db, form(p, extra), { ip, config, now: day("2030-07-01") });
    const [mail] = await mailsTo(p.userEmail);
    return { p, stored: await cancellationOf(p.id), text: mail!.text };
  }

  it("lets a paid yearly plan run to the end of its first year (ordinary)", async () => {
    const { stored, text } = await cancelPaidYear({ name: "muster,  ERIKA" }, "10.1.0.2");
    expect(stored).toMatchObject({ effectiveAt: startOfGermanDay("2031-03-15"), requestedEndOn: null });
    expect(text).toContain("endet mit Ablauf des 14.03.2031");
  });

  it("after the first year ends an ordinary cancellation one month after receipt, as the order summary says", async () => {
    const p = await customer();
    await paySepa(p.id, day("2030-03-15"));
    // In the third year: the contract is no longer in its fixed first year.
    await submitCancellation(database.db, form(p, {}), { ip: "10.1.0.9", config, now: day("2032-07-01") });
    expect(await cancellationOf(p.id)).toMatchObject({ effectiveAt: startOfGermanDay("2032-08-02") });
    const [mail] = await mailsTo(p.userEmail);
    expect(mail!.text).toContain("endet mit Ablauf des 01.08.2032");
  });

  it("records a desired end before the paid year's end and ends the contract with the paid year", async () => {
    const { p, stored, text } = await cancelPaidYear({ requestedEnd: "2030-12-31" }, "10.1.0.3");
    expect(stored).toMatchObject({
      requestedEndOn: "2030-12-31",
      effectiveAt: startOfGermanDay("2031-03-15"),
    });
    expect(text).toContain("Gewünschtes Vertragsende: 31.12.2030");
    expect(text).toContain("Frühestmöglich endet Ihr Vertrag mit Ablauf des 14.03.2031");
    expect(text).toContain(`Ihr Vertrag Nr. ${p.number} endet mit Ablauf des 14.03.2031`);
  });

  it("ends the contract on a later desired day, paid or not", async () => {
    const paid = await customer();
    await paySepa(paid.id, day("2030-03-15"));
    const unpaid = await customer();
    const now = day("2030-07-01");
    await submitCancellation(database.db, form(paid, { requestedEnd: "2031-06-30" }), {
      ip: "10.1.0.4",
      config,
      now,
    });
    await submitCancellation(database.db, form(unpaid, { requestedEnd: "2030-08-15" }), {
      ip: "10.1.0.5",
      config,
      now,
    });
    expect(await cancellationOf(paid.id)).toMatchObject({
      requestedEndOn: "2031-06-30",
      effectiveAt: startOfGermanDay("2031-07-01"),
    });
    expect(await cancellationOf(unpaid.id)).toMatchObject({
      requestedEndOn: "2030-08-15",
      effectiveAt: startOfGermanDay("2030-08-16"),
    });
    const [mail] = await mailsTo(unpaid.userEmail);
    expect(mail!.text).toContain(`Ihr Vertrag Nr. ${unpaid.number} endet mit Ablauf des 15.08.2030`);
    expect(mail!.text).not.toContain("Frühestmöglich");
  });

  it("stores but does not match a wrong name, number or e-mail, and says nothing about it", async () => {
    const p = await customer();
    const stranger = `fremd${Date.now()}@example.de`;
    const now = new Date("2030-06-02T08:00:00Z");
    const tries = [
      form(p, { name: "Max Muster" }),
      form(p, { contractNumber: String(p.number + 1) }),
      form(p, { email: stranger }),
    ];
    const receipts = [];
    for (const [i, input] of tries.entries())
      receipts.push(await submitCancellation(database.db, input, { ip: `10.1.1.${i}`, config, now }));
    expect(receipts.map((r) => r.receivedAt)).toEqual([
      now.toISOString(),
      now.toISOString(),
      now.toISOString(),
    ]);
    const [row] = await database.db.select().from(provisions).where(eq(provisions.id, p.id));
    expect(row!.cancelledAt).toBeNull();
    const stored = await database.db.select().from(cancellations).where(eq(cancellations.email, stranger));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.provisionId).toBeNull();
    const [strangerMail] = await mailsTo(stranger);
    expect(strangerMail!.text).toContain("Wir prüfen Ihre Angaben");
    expect(strangerMail!.text).not.toMatch(/Vertrag Nr\.|endet/);
  });

  it("refuses too many cancellations from one IP before storing anything", async () => {
    const p = await customer();
    const before = (await database.db.select().from(cancellations)).length;
    const attempts = [];
    for (let i = 0; i < 11; i++) {
      attempts.push(
        await submitCancellation(database.db, form(p, { email: `x${i}.${Date.now()}@example.de` }), {
          now: new Date(),
          ip: "10.9.9.9",
          config,
        }).then(
          () => "ok",
          (error: { code?: string }) => error.code,
        ),
      );
    }
    expect(attempts.filter((a) => a === "ok")).toHaveLength(10);
    expect(attempts.at(-1)).toBe("LimitExceededException");
    expect((await database.db.select().from(cancellations)).length).toBe(before + 10);
  });
});
