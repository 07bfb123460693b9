/**
 * A PayPal subscription cancelled or suspended at PayPal ends the paid plan (decision 0031): found by the
 * billing job's daily re-check, or told by PayPal's webhook, whose signature PayPal must confirm. Against
 * the loopback PayPal stand-in with a real database.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPaypalStandin, type PaypalStandin } from "../../../../tests/e2e/support/paypal-standin";
import { createOwner } from "../../testing/crm";
import { mailOutbox, payments, provisions } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { handlePaypalWebhook, PAYPAL_RECHECK_AFTER_MS, recheckPaypalPayments } from "./paypal-sync";
import { bookWithPaypal, paypalTestConfig, type PaypalTestConfig } from "../../testing/paypal";

const database = useTestDatabase();
let standin: PaypalStandin;
let config: PaypalTestConfig;

beforeAll(async () => {
  standin = await startPaypalStandin(0);
  config = paypalTestConfig(standin, "/tmp/paypal-sync-db-test");
}, 180_000);
afterAll(async () => {
  await standin?.close();
});

let counter = 0;
/** A customer who booked plan 2 with the price guarantee (36 € a year) with PayPal. */
async function paidWithPaypal() {
  counter += 1;
  const email = `paypal-sync${counter}@example.de`;
  const { provision, actor } = await createOwner(database.db, { email });
  const subscription = await bookWithPaypal(database.db, standin, config, {
    actor,
    provision,
    now: new Date(),
  });
  return { provision, subscription, email };
}

const provisionOf = async (id: string) =>
  (await database.db.select().from(provisions).where(eq(provisions.id, id)))[0]!;
const paymentOf = async (id: string) =>
  (await database.db.select().from(payments).where(eq(payments.provisionId, id)))[0]!;
const endedMails = (to: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, "paypalEnded")));

describe("the billing job's re-check", () => {
  it("a subscription cancelled at PayPal ends the paid plan once, with one mail; active ones stay paid", async () => {
    const cancelled = await paidWithPaypal();
    const active = await paidWithPaypal();
    expect((await provisionOf(cancelled.provision.id)).paymentAcceptedAt).toBeInstanceOf(Date);
    standin.subscriptions.get(cancelled.subscription)!.status = "CANCELLED";

    const now = new Date();
    const run = await recheckPaypalPayments(database.db, config, now);
    expect(run.ended).toBe(1);
    expect(await provisionOf(cancelled.provision.id)).toMatchObject({
      paymentAcceptedAt: null,
      paymentAcceptedPlan: null,
      paymentPriceGuarantee: null,
      priceGuaranteeBookedAt: null,
    });
    expect(await paymentOf(cancelled.provision.id)).toMatchObject({ endedStatus: "CANCELLED" });
    const [mail, ...more] = await endedMails(cancelled.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Ihr Vorsorgeplan ist nicht mehr bezahlt");
    expect(mail!.text).toContain("gekündigt");
    expect(mail!.text).toContain("https://vorsorge.example.de/overview/pricing/plans");
    expect((await provisionOf(active.provision.id)).paymentAcceptedAt).toBeInstanceOf(Date);
    expect(await endedMails(active.email)).toHaveLength(0);

    // Within a day nothing is asked again; a day later the ended one is not asked any more and no second mail.
    expect((await recheckPaypalPayments(database.db, config, now)).checked).toBe(0);
    await recheckPaypalPayments(database.db, config, new Date(now.getTime() + PAYPAL_RECHECK_AFTER_MS + 1));
    expect(await endedMails(cancelled.email)).toHaveLength(1);
  });
});

describe("the webhook", () => {
  const event = (id: string, type = "BILLING.SUBSCRIPTION.SUSPENDED") => ({
    id: `WH-${id}`,
    event_type: type,
    resource: { id, status: "SUSPENDED" },
  });

  it("refuses what PayPal did not sign (forged, tampered, unsigned, not JSON); nothing changes", async () => {
    const { provision, subscription, email } = await paidWithPaypal();
    standin.subscriptions.get(subscription)!.status = "SUSPENDED";
    const signed = standin.signedWebhook(event(subscription, "BILLING.SUBSCRIPTION.CREATED"));
    const attempts: [Record<string, string>, string][] = [
      [{ ...signed.headers, "paypal-transmission-sig": "Zm9yZ2Vk" }, JSON.stringify(event(subscription))],
      [signed.headers, JSON.stringify(event(subscription))],
      [{ "content-type": "application/json" }, JSON.stringify(event(subscription))],
      [signed.headers, "{not json"],
    ];
    for (const [headers, body] of attempts) {
      expect(await handlePaypalWebhook(database.db, config, new Headers(headers), body, new Date())).toBe(
        "refused",
      );
    }
    expect((await provisionOf(provision.id)).paymentAcceptedAt).toBeInstanceOf(Date);
    expect(await endedMails(email)).toHaveLength(0);
    // Without a webhook id the webhook is off.
    const off = { ...config, PAYPAL_WEBHOOK_ID: undefined };
    expect(
      await handlePaypalWebhook(database.db, off, new Headers(signed.headers), signed.body, new Date()),
    ).toBe("off");
  });

  it("a signed event makes the portal ask PayPal; a suspended subscription ends the plan", async () => {
    const { provision, subscription, email } = await paidWithPaypal();
    // PayPal still collects: a signed event alone changes nothing.
    let signed = standin.signedWebhook(event(subscription));
    expect(
      await handlePaypalWebhook(database.db, config, new Headers(signed.headers), signed.body, new Date()),
    ).toBe("accepted");
    expect((await provisionOf(provision.id)).paymentAcceptedAt).toBeInstanceOf(Date);

    standin.subscriptions.get(subscription)!.status = "SUSPENDED";
    signed = standin.signedWebhook(event(subscription));
    expect(
      await handlePaypalWebhook(database.db, config, new Headers(signed.headers), signed.body, new Date()),
    ).toBe("accepted");
    expect((await provisionOf(provision.id)).paymentAcceptedAt).toBeNull();
    expect(await paymentOf(provision.id)).toMatchObject({ endedStatus: "SUSPENDED" });
    expect((await endedMails(email)).map((m) => m.text.includes("ausgesetzt"))).toEqual([true]);
  });
});
