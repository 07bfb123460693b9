/**
 * PayPal (docs/decisions/0021-pricing-payment.md, 0031-paypal-binding-and-plan-ids.md): on only when
 * PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_PLAN_IDS are set. The browser's button creates a
 * subscription for the plan of the exact yearly price, with the provision id as `custom_id`. Before anything
 * is stored the server asks PayPal's REST API (PAYPAL_API_BASE) whether that subscription exists, is ACTIVE,
 * belongs to this provision, is for the plan of this price (not overridden, quantity 1), and whether that
 * plan charges exactly this amount per year. Anything else is refused.
 */
import { ServiceError } from "~/domain/errors";
import { fromDecimalEuros, type Cents } from "~/domain/money";
import type { Config } from "../../config";
import { logger } from "../../logger";

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  /** Plan id by the yearly amount it charges, in cents. */
  planIds: ReadonlyMap<number, string>;
  /** Our webhook's id at PayPal (signature verification); null: the webhook is off. */
  webhookId: string | null;
  apiBase: string;
  sdkBase: string;
}

export type PaypalConfig = Pick<
  Config,
  | "PAYPAL_CLIENT_ID"
  | "PAYPAL_CLIENT_SECRET"
  | "PAYPAL_PLAN_IDS"
  | "PAYPAL_WEBHOOK_ID"
  | "PAYPAL_API_BASE"
  | "PAYPAL_SDK_BASE"
>;

export function paypalSettings(config: PaypalConfig): PaypalSettings | null {
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET || !config.PAYPAL_PLAN_IDS) return null;
  return {
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    planIds: config.PAYPAL_PLAN_IDS,
    webhookId: config.PAYPAL_WEBHOOK_ID ?? null,
    apiBase: config.PAYPAL_API_BASE.replace(/\/$/, ""),
    sdkBase: config.PAYPAL_SDK_BASE,
  };
}

/** The plan id that charges exactly this yearly amount, or null (then PayPal is not offered for it). */
export function paypalPlanFor(settings: PaypalSettings, totalCents: Cents): string | null {
  return settings.planIds.get(totalCents) ?? null;
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

/** GET (or POST with a JSON body) on PayPal's API with a fresh token; null for 404. */
async function api(
  settings: PaypalSettings,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown> | null> {
  const token = await accessToken(settings);
  const response = await call(`${settings.apiBase}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${token}`,
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status === 404) return null;
  const json = (await response.json().catch(() => null)) as unknown;
  if (!response.ok || !json || typeof json !== "object") {
    throw new ServiceError("paypalFailed", { detail: `${path}: ${response.status}` });
  }
  return json as Record<string, unknown>;
}

const refused = (detail: string) => new ServiceError("paypalFailed", { status: 400, detail });

/** What the payment must be: for this provision, at this yearly price. */
export interface ExpectedPayment {
  subscriptionId: string | undefined;
  provisionId: string;
  totalCents: Cents;
}

/** "36.00" (PayPal's decimal string) → 3600; anything else → NaN. */
function centsOf(value: unknown): number {
  return typeof value === "string" && /^\d{1,7}(\.\d{1,2})?$/.test(value)
    ? (fromDecimalEuros(value) ?? Number.NaN)
    : Number.NaN;
}

/** The yearly amount a PayPal plan charges in EUR (its one REGULAR cycle, every 1 year), or NaN. */
export function planYearlyCents(plan: Record<string, unknown>): number {
  const cycles = Array.isArray(plan.billing_cycles) ? (plan.billing_cycles as Record<string, unknown>[]) : [];
  const regular = cycles.filter((c) => c.tenure_type === "REGULAR");
  const cycle = regular.length === 1 ? regular[0]! : undefined;
  const frequency = cycle?.frequency as { interval_unit?: unknown; interval_count?: unknown } | undefined;
  const price = (cycle?.pricing_scheme as { fixed_price?: { value?: unknown; currency_code?: unknown } })
    ?.fixed_price;
  const paidTrial = cycles.some((c) => c.tenure_type === "TRIAL");
  if (!cycle || paidTrial || frequency?.interval_unit !== "YEAR" || Number(frequency.interval_count) !== 1)
    return Number.NaN;
  if (price?.currency_code !== "EUR") return Number.NaN;
  return centsOf(price.value);
}

/**
 * Confirms with PayPal that the subscription pays for this provision at this price: it exists, is ACTIVE,
 * its custom_id is the provision id, its plan is the configured plan of this price, not overridden, quantity
 * 1, and that plan is ACTIVE and charges exactly this amount in EUR every year. An order id alone (never
 * captured) is no payment. Throws ServiceError "paypalFailed" (400 when PayPal does not confirm, 502 when
 * PayPal fails).
 */
export async function verifySubscription(settings: PaypalSettings, expected: ExpectedPayment): Promise<void> {
  const id = expected.subscriptionId;
  if (!id || !PAYPAL_ID.test(id)) throw refused("malformed or missing PayPal subscription id");
  const planId = paypalPlanFor(settings, expected.totalCents);
  if (!planId) throw refused(`no PayPal plan for ${expected.totalCents} cents`);
  const subscription = await api(settings, `/v1/billing/subscriptions/${id}`);
  if (!subscription) throw refused(`unknown PayPal subscription ${id}`);
  const quantity = subscription.quantity === undefined ? "1" : String(subscription.quantity as string);
  const problems = [
    subscription.status !== "ACTIVE" && `status ${String(subscription.status)}`,
    subscription.custom_id !== expected.provisionId && `custom_id ${String(subscription.custom_id)}`,
    subscription.plan_id !== planId && `plan ${String(subscription.plan_id)}, expected ${planId}`,
    subscription.plan_overridden === true && "plan overridden",
    quantity !== "1" && `quantity ${quantity}`,
  ].filter(Boolean);
  if (problems.length > 0) throw refused(`PayPal ${id}: ${problems.join("; ")}`);
  const plan = await api(settings, `/v1/billing/plans/${planId}`);
  const charged = plan ? planYearlyCents(plan) : Number.NaN;
  if (!plan || plan.status !== "ACTIVE" || charged !== expected.totalCents) {
    // Our configuration names a plan that charges something else: never take that money.
    logger.error({ planId, charged, expected: expected.totalCents }, "PayPal plan does not charge the price");
    throw refused(`PayPal plan ${planId} charges ${charged}, expected ${expected.totalCents}`);
  }
}

/** The subscription's status at PayPal now (ACTIVE, SUSPENDED, CANCELLED, EXPIRED, …); null: unknown id. */
export async function subscriptionStatus(settings: PaypalSettings, id: string): Promise<string | null> {
  if (!PAYPAL_ID.test(id)) return null;
  const subscription = await api(settings, `/v1/billing/subscriptions/${id}`);
  return subscription ? String(subscription.status) : null;
}

/** The transmission headers PayPal signs a webhook event with. */
const SIGNATURE_HEADERS = {
  auth_algo: "paypal-auth-algo",
  cert_url: "paypal-cert-url",
  transmission_id: "paypal-transmission-id",
  transmission_sig: "paypal-transmission-sig",
  transmission_time: "paypal-transmission-time",
} as const;

/**
 * Asks PayPal whether a webhook event really comes from PayPal for our webhook
 * (POST /v1/notifications/verify-webhook-signature). False for a missing header or any other answer than
 * SUCCESS; throws "paypalFailed" (502) when PayPal cannot be asked.
 */
export async function verifyWebhookSignature(
  settings: PaypalSettings,
  headers: Headers,
  event: unknown,
): Promise<boolean> {
  if (!settings.webhookId) return false;
  const signature: Record<string, string> = {};
  for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
    const value = headers.get(header);
    if (!value || value.length > 2000) return false;
    signature[field] = value;
  }
  const answer = await api(settings, "/v1/notifications/verify-webhook-signature", {
    ...signature,
    webhook_id: settings.webhookId,
    webhook_event: event,
  });
  return answer?.verification_status === "SUCCESS";
}

/**
 * Cancels a subscription at PayPal (POST /v1/billing/subscriptions/{id}/cancel, decision 0063): true when
 * PayPal answers 204, or when it refuses because the subscription has already ended (422, then its status is
 * CANCELLED or EXPIRED); false for an id PayPal does not know. Throws "paypalFailed" otherwise, so the billing
 * job tries again on its next run.
 */
export async function cancelSubscription(
  settings: PaypalSettings,
  id: string,
  reason: string,
): Promise<boolean> {
  if (!PAYPAL_ID.test(id)) return false;
  const token = await accessToken(settings);
  const response = await call(`${settings.apiBase}/v1/billing/subscriptions/${id}/cancel`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      accept: "application/json",
      "content-type": "application/json",
    },
    body: JSON.stringify({ reason }),
  });
  if (response.status === 204) return true;
  if (response.status === 404) return false;
  if (response.status === 422) {
    const status = await subscriptionStatus(settings, id);
    if (status === "CANCELLED" || status === "EXPIRED") return true;
  }
  throw new ServiceError("paypalFailed", { detail: `cancel ${id}: ${response.status}` });
}
