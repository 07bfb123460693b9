/**
 * PayPal (docs/decisions/0021-pricing-payment.md): on only when PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and
 * PAYPAL_PLAN_ID are set. The browser's button creates a subscription for the plan id; before anything is
 * stored the server asks PayPal's REST API (PAYPAL_API_BASE) whether that subscription (or order) exists,
 * is approved and is for our plan. A forged, unknown or unapproved id is refused.
 */
import { ServiceError } from "~/domain/errors";
import type { Config } from "../../config";
import { logger } from "../../logger";

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  planId: string;
  apiBase: string;
  sdkBase: string;
}

type PaypalConfig = Pick<
  Config,
  "PAYPAL_CLIENT_ID" | "PAYPAL_CLIENT_SECRET" | "PAYPAL_PLAN_ID" | "PAYPAL_API_BASE" | "PAYPAL_SDK_BASE"
>;

export function paypalSettings(config: PaypalConfig): PaypalSettings | null {
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET || !config.PAYPAL_PLAN_ID) return null;
  return {
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    planId: config.PAYPAL_PLAN_ID,
    apiBase: config.PAYPAL_API_BASE.replace(/\/$/, ""),
    sdkBase: config.PAYPAL_SDK_BASE,
  };
}

/** The hosts the payment page's Content-Security-Policy must allow for the SDK (its origin, and PayPal's). */
export function paypalCspSources(settings: PaypalSettings): string[] {
  const origin = new URL(settings.sdkBase).origin;
  return origin.endsWith(".paypal.com")
    ? [origin, "https://*.paypal.com", "https://*.paypalobjects.com"]
    : [origin];
}

/** PayPal ids: letters, digits and hyphens (I-…, orders 17 characters); anything else is never sent on. */
export const PAYPAL_ID = /^[A-Z0-9-]{6,64}$/;

const TIMEOUT_MS = 10_000;

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    logger.error({ err: error, url }, "PayPal API unreachable");
    throw new ServiceError("paypalFailed", { detail: "PayPal API unreachable" });
  }
}

async function accessToken(settings: PaypalSettings): Promise<string> {
  const response = await call(`${settings.apiBase}/v1/oauth2/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    body: "grant_type=client_credentials",
  });
  const body = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
  if (!response.ok || typeof body?.access_token !== "string") {
    logger.error({ status: response.status }, "PayPal token request failed");
    throw new ServiceError("paypalFailed", { detail: `token ${response.status}` });
  }
  return body.access_token;
}

export interface PaypalIds {
  paypalOrderID?: string | undefined;
  paypalSubscriptionID?: string | undefined;
}

/**
 * Confirms with PayPal that the subscription (or, without one, the order) is approved and ours.
 * Throws ServiceError "paypalFailed" (400 for an id PayPal does not confirm, 502 when PayPal fails).
 */
export async function verifyPaypal(settings: PaypalSettings, ids: PaypalIds): Promise<void> {
  const { paypalOrderID: order, paypalSubscriptionID: subscription } = ids;
  const id = subscription ?? order;
  if (!id || !PAYPAL_ID.test(id) || (order !== undefined && !PAYPAL_ID.test(order))) {
    throw new ServiceError("paypalFailed", { status: 400, detail: "malformed PayPal id" });
  }
  const token = await accessToken(settings);
  const path = subscription ? `/v1/billing/subscriptions/${subscription}` : `/v2/checkout/orders/${order}`;
  const response = await call(`${settings.apiBase}${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
  if (response.status === 404) {
    throw new ServiceError("paypalFailed", { status: 400, detail: `unknown PayPal id ${id}` });
  }
  const body = (await response.json().catch(() => null)) as {
    status?: unknown;
    plan_id?: unknown;
  } | null;
  if (!response.ok || !body) {
    throw new ServiceError("paypalFailed", { detail: `verify ${response.status}` });
  }
  const approved = subscription
    ? (body.status === "ACTIVE" || body.status === "APPROVED") && body.plan_id === settings.planId
    : body.status === "APPROVED" || body.status === "COMPLETED";
  if (!approved) {
    throw new ServiceError("paypalFailed", {
      status: 400,
      detail: `PayPal ${id}: status ${String(body.status)}, plan ${String(body.plan_id)}`,
    });
  }
}
