import { afterEach, describe, expect, it, vi } from "vitest";
import { isServiceError } from "~/domain/errors";
import { paypalCspSources, paypalSettings, verifyPaypal } from "./paypal";

const config = {
  PAYPAL_CLIENT_ID: "c",
  PAYPAL_CLIENT_SECRET: "s",
  PAYPAL_PLAN_ID: "P-1",
  PAYPAL_API_BASE: "https://api-m.paypal.com/",
  PAYPAL_SDK_BASE: "https://www.paypal.com/sdk/js",
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PayPal settings", () => {
  it("off unless client id, secret and plan id are set", () => {
    expect(paypalSettings({ ...config, PAYPAL_PLAN_ID: undefined })).toBeNull();
    expect(paypalSettings(config)?.apiBase).toBe("https://api-m.paypal.com");
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

describe("verifyPaypal", () => {
  it("a malformed or missing id is refused without asking PayPal", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    for (const ids of [{}, { paypalSubscriptionID: "I-1; DROP" }, { paypalSubscriptionID: "../../x" }]) {
      const error = await verifyPaypal(paypalSettings(config)!, ids).catch((e: unknown) => e);
      expect(isServiceError(error) && error.code === "paypalFailed" && error.status === 400).toBe(true);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it("PayPal unreachable → paypalFailed (502)", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("fetch failed")));
    const error = await verifyPaypal(paypalSettings(config)!, { paypalSubscriptionID: "I-ABCDEF123" }).catch(
      (e: unknown) => e,
    );
    expect(isServiceError(error) && error.code === "paypalFailed" && error.status === 502).toBe(true);
  });

  it("a subscription for another plan is refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValueOnce(Response.json({ access_token: "t" }))
        .mockResolvedValueOnce(Response.json({ status: "ACTIVE", plan_id: "P-OTHER" })),
    );
    const error = await verifyPaypal(paypalSettings(config)!, { paypalSubscriptionID: "I-ABCDEF123" }).catch(
      (e: unknown) => e,
    );
    expect(isServiceError(error) && error.status === 400).toBe(true);
  });
});
