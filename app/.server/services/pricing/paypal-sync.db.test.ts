/**
 * A PayPal subscription cancelled or suspended at PayPal ends the paid plan (decision 0031): found by the
 * billing job's daily re-check, or told by PayPal's webhook, whose signature PayPal must confirm. Against
 * the loopback PayPal stand-in with a real database.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startPaypalStandin,
  STANDIN_CLIENT,
  STANDIN_SECRET,
  STANDIN_WEBHOOK_ID,
  type PaypalStandin,
} from "../../../../tests/e2e/support/paypal-standin";
import { createOwner } from "../../crm/test-fixtures";
import { mailOutbox, payments, provisions } from "../../db/schema";
import { useTestDatabase } from "../../db/test-database";
import { EXAMPLE_CREDITOR_ID } from "../../config";
import { EXAMPLE_OPERATOR } from "../../operator";
import { activatePlan } from "./index";
import { handlePaypalWebhook, PAYPAL_RECHECK_AFTER_MS, recheckPaypalPayments } from "./paypal-sync";

const database = useTestDatabase();
let standin: PaypalStandin;
let config: Parameters<typeof recheckPaypalPayments>[1] & Parameters<typeof activatePlan>[3]["config"];

beforeAll(async () => {
  standin = await startPaypalStandin(0);
  config = {
    KEY_ENCRYPTION_KEY: "a-key-encryption-key-of-enough-length-for-tests",
    DATA_DIR: "/tmp/paypal-sync-db-test",
    BASE_URL: "https://vorsorge.example.de",
    hotline: { number: "0800 123456", hours: "Mo–Fr 8–18 Uhr" },
    SEPA_CREDITOR_ID: EXAMPLE_CREDITOR_ID,
    operator: EXAMPLE_OPERATOR,
    PAYPAL_CLIENT_ID: STANDIN_CLIENT,
    PAYPAL_CLIENT_SECRET: STANDIN_SECRET,
    PAYPAL_PLAN_IDS: new Map([[3600, "P-E2E-3600"]]),
    PAYPAL_WEBHOOK_ID: STANDIN_WEBHOOK_ID,
    PAYPAL_API_BASE: standin.origin,
    PAYPAL_SDK_BASE: `${standin.origin}/sdk/js`,
  };
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
  const subscription = standin.createSubscription({ planId: "P-E2E-3600", customId: provision.id });
  await activatePlan(
    database.db,
    actor,
    {
      plan: { plan: "2", priceGuarantee: true },
      address: {
        firstname: "Erika",
        lastname: "Muster",
        address: "Weg 1",
        postalCode: "24103",
        city: "Kiel",
      },
      payment: { paymentType: "paypal", paypalSubscriptionID: subscription },
    },
    { config, expectedVersion: provision.version },
  );
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
      expect(await handlePaypalWebhook(database.db, config, new Headers(headers), body)).toBe("refused");
    }
    expect((await provisionOf(provision.id)).paymentAcceptedAt).toBeInstanceOf(Date);
    expect(await endedMails(email)).toHaveLength(0);
    // Without a webhook id the webhook is off.
    const off = { ...config, PAYPAL_WEBHOOK_ID: undefined };
    expect(await handlePaypalWebhook(database.db, off, new Headers(signed.headers), signed.body)).toBe("off");
  });

  it("a signed event makes the portal ask PayPal; a suspended subscription ends the plan", async () => {
    const { provision, subscription, email } = await paidWithPaypal();
    // PayPal still collects: a signed event alone changes nothing.
    let signed = standin.signedWebhook(event(subscription));
    expect(await handlePaypalWebhook(database.db, config, new Headers(signed.headers), signed.body)).toBe(
      "accepted",
    );
    expect((await provisionOf(provision.id)).paymentAcceptedAt).toBeInstanceOf(Date);

    standin.subscriptions.get(subscription)!.status = "SUSPENDED";
    signed = standin.signedWebhook(event(subscription));
    expect(await handlePaypalWebhook(database.db, config, new Headers(signed.headers), signed.body)).toBe(
      "accepted",
    );
    expect((await provisionOf(provision.id)).paymentAcceptedAt).toBeNull();
    expect(await paymentOf(provision.id)).toMatchObject({ endedStatus: "SUSPENDED" });
    expect((await endedMails(email)).map((m) => m.text.includes("ausgesetzt"))).toEqual([true]);
  });
});
