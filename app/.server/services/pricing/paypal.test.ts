import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { isServiceError } from "~/domain/errors";
import { cents } from "~/domain/money";
import {
  startPaypalStandin,
  STANDIN_CLIENT,
  STANDIN_SECRET,
  STANDIN_WEBHOOK_ID,
  type PaypalStandin,
} from "../../../../tests/e2e/support/paypal-standin";
import {
  paypalCspSources,
  paypalPlanFor,
  paypalSettings,
  verifySubscription,
  verifyWebhookSignature,
  type PaypalSettings,
} from "./paypal";

const config = {
  PAYPAL_CLIENT_ID: "c",
  PAYPAL_CLIENT_SECRET: "s",
  PAYPAL_PLAN_IDS: new Map([[3600, "P-E2E-3600"]]),
  PAYPAL_WEBHOOK_ID: undefined,
  PAYPAL_API_BASE: "https://api-m.paypal.com/",
  PAYPAL_SDK_BASE: "https://www.paypal.com/sdk/js",
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The error's code and status, or "resolved". */
async function outcome(promise: Promise<unknown>) {
  const error = await promise.then(
    () => "resolved",
    (e: unknown) => e,
  );
  return isServiceError(error) ? { code: error.code, status: error.status } : error;
}

describe("PayPal settings", () => {
  it("off unless client id, secret and plan ids are set; a plan id per exact yearly amount", () => {
    expect(paypalSettings({ ...config, PAYPAL_PLAN_IDS: undefined })).toBeNull();
    const settings = paypalSettings(config)!;
    expect(settings.apiBase).toBe("https://api-m.paypal.com");
    expect(paypalPlanFor(settings, cents(3600))).toBe("P-E2E-3600");
    expect(paypalPlanFor(settings, cents(3599))).toBeNull();
  });

  it("the CSP sources: PayPal's hosts for the real SDK, only the stand-in's origin otherwise", () => {
    expect(paypalCspSources(paypalSettings(config)!)).toEqual([
      "https://www.paypal.com",
      "https://*.paypal.com",
      "https://*.paypalobjects.com",
    ]);
    const standin = paypalSettings({ ...config, PAYPAL_SDK_BASE: "http://127.0.0.1:4106/sdk/js" })!;
    expect(paypalCspSources(standin)).toEqual(["http://127.0.0.1:4106"]);
  });
});

describe("verifySubscription", () => {
  it("a malformed or missing id is refused without asking PayPal", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    for (const subscriptionId of [undefined, "I-1; DROP", "../../x"]) {
      expect(
        await outcome(
          verifySubscription(paypalSettings(config)!, {
            subscriptionId,
            provisionId: "p",
            totalCents: cents(3600),
          }),
        ),
      ).toEqual({ code: "paypalFailed", status: 400 });
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it("PayPal unreachable → paypalFailed (502)", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("fetch failed")));
    expect(
      await outcome(
        verifySubscription(paypalSettings(config)!, {
          subscriptionId: "I-ABCDEF123",
          provisionId: "p",
          totalCents: cents(3600),
        }),
      ),
    ).toEqual({ code: "paypalFailed", status: 502 });
  });
});

describe("against the PayPal stand-in", () => {
  let standin: PaypalStandin;
  let settings: PaypalSettings;
  const PROVISION = "0b0e8c1e-6a58-4f0e-9d2f-3c8c1c1b5a01";
  beforeAll(async () => {
    // P-E2E-LIES is configured for 25,92 € but charges 36,00 € at PayPal.
    standin = await startPaypalStandin(0, { planPrices: { "P-E2E-LIES": 3600 } });
    settings = paypalSettings({
      ...config,
      PAYPAL_CLIENT_ID: STANDIN_CLIENT,
      PAYPAL_CLIENT_SECRET: STANDIN_SECRET,
      PAYPAL_PLAN_IDS: new Map([
        [3600, "P-E2E-3600"],
        [1800, "P-E2E-1800"],
        [2592, "P-E2E-LIES"],
      ]),
      PAYPAL_WEBHOOK_ID: STANDIN_WEBHOOK_ID,
      PAYPAL_API_BASE: standin.origin,
    })!;
  });
  afterAll(async () => {
    await standin?.close();
  });

  const verify = (subscriptionId: string, totalCents = cents(3600), provisionId = PROVISION) =>
    outcome(verifySubscription(settings, { subscriptionId, provisionId, totalCents }));

  it("accepts an ACTIVE subscription of this provision for the plan of exactly this price", async () => {
    const id = standin.createSubscription({ planId: "P-E2E-3600", customId: PROVISION });
    expect(await verify(id)).toBe("resolved");
  });

  it("refuses a subscription made for another customer, or for none", async () => {
    const other = standin.createSubscription({ planId: "P-E2E-3600", customId: "another-provision" });
    const none = standin.createSubscription({ planId: "P-E2E-3600", customId: null });
    expect(await verify(other)).toEqual({ code: "paypalFailed", status: 400 });
    expect(await verify(none)).toEqual({ code: "paypalFailed", status: 400 });
  });

  it("refuses a subscription whose plan charges another price than the portal computed", async () => {
    // The 18 € plan's subscription offered for a 36 € booking.
    const cheap = standin.createSubscription({ planId: "P-E2E-1800", customId: PROVISION });
    expect(await verify(cheap, cents(3600))).toEqual({ code: "paypalFailed", status: 400 });
    // A price without a configured plan is never paid with PayPal.
    expect(await verify(cheap, cents(1234))).toEqual({ code: "paypalFailed", status: 400 });
    // The configured plan of 25,92 € charges 36,00 € at PayPal: refused, not charged.
    const lying = standin.createSubscription({ planId: "P-E2E-LIES", customId: PROVISION });
    expect(await verify(lying, cents(2592))).toEqual({ code: "paypalFailed", status: 400 });
  });

  it("refuses an overridden plan price, a quantity other than 1, and any status but ACTIVE", async () => {
    for (const change of [
      { planOverridden: true },
      { quantity: "2" },
      { status: "APPROVED" },
      { status: "APPROVAL_PENDING" },
      { status: "CANCELLED" },
      { status: "SUSPENDED" },
    ]) {
      const id = standin.createSubscription({ planId: "P-E2E-3600", customId: PROVISION, ...change });
      expect(await verify(id), JSON.stringify(change)).toEqual({ code: "paypalFailed", status: 400 });
    }
  });

  it("webhook signatures: only an event PayPal signed, unchanged, for our webhook id", async () => {
    const event = { id: "WH-1", event_type: "BILLING.SUBSCRIPTION.CANCELLED", resource: { id: "I-X" } };
    const signed = standin.signedWebhook(event);
    expect(await verifyWebhookSignature(settings, new Headers(signed.headers), event)).toBe(true);
    // Tampered body, forged signature, missing headers, another webhook id.
    const tampered = { ...event, resource: { id: "I-Y" } };
    expect(await verifyWebhookSignature(settings, new Headers(signed.headers), tampered)).toBe(false);
    const forged = { ...signed.headers, "paypal-transmission-sig": "Zm9yZ2Vk" };
    expect(await verifyWebhookSignature(settings, new Headers(forged), event)).toBe(false);
    expect(await verifyWebhookSignature(settings, new Headers({}), event)).toBe(false);
    const otherHook = { ...settings, webhookId: "WH-SOMEONE-ELSE" };
    expect(await verifyWebhookSignature(otherHook, new Headers(signed.headers), event)).toBe(false);
  });
});
