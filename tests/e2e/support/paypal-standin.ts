/**
 * A loopback stand-in of the PayPal parts the portal uses (outside hosts are unreachable here):
 * - the JavaScript SDK (`/sdk/js`: a `paypal.Buttons` whose button creates a subscription for the plan id and
 *   custom_id it is given, and approves it);
 * - the REST endpoints the server calls: `POST /v1/oauth2/token`, `GET /v1/billing/subscriptions/{id}`,
 *   `GET /v1/billing/plans/{id}`, `POST /v1/notifications/verify-webhook-signature`; and
 *   `POST /v1/billing/subscriptions/{id}/cancel|suspend`, as a customer (or PayPal) would end one.
 * Only subscriptions created through the stand-in exist; any other id is unknown (404), as a forged one is at
 * PayPal. A plan "P-E2E-<cents>" charges <cents> a year in EUR unless `planPrices` says otherwise. Webhook
 * events are signed with `signedWebhook`; the verify endpoint confirms only those, unchanged, for WEBHOOK_ID.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";

export interface StandinSubscription {
  planId: string;
  customId: string | null;
  status: string;
  quantity: string;
  planOverridden: boolean;
}

export interface PaypalStandin {
  origin: string;
  /** Subscriptions by id (created through the button or `createSubscription`). */
  subscriptions: Map<string, StandinSubscription>;
  /** Creates an ACTIVE subscription as the button would; returns its id. */
  createSubscription(input: Partial<StandinSubscription> & { planId: string }): string;
  /** A webhook delivery PayPal would send: the JSON body and its signature headers. */
  signedWebhook(event: Record<string, unknown>): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export const STANDIN_CLIENT = "e2e-paypal-client";
export const STANDIN_SECRET = "e2e-paypal-secret";
export const STANDIN_WEBHOOK_ID = "WH-E2E-STANDIN";
const TOKEN = "standin-access-token";

const SDK = `(function () {
  var script = document.currentScript;
  var base = script ? new URL(script.src).origin : "";
  function Buttons(opts) {
    return {
      isEligible: function () { return true; },
      render: function (container) {
        var el = typeof container === "string" ? document.querySelector(container) : container;
        var button = document.createElement("button");
        button.type = "button";
        button.textContent = "Mit PayPal abonnieren (Testumgebung)";
        button.addEventListener("click", function () {
          var actions = { subscription: { create: function (body) {
            return fetch(base + "/v1/billing/subscriptions", {
              method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body)
            }).then(function (r) { if (!r.ok) throw new Error("create failed"); return r.json(); })
              .then(function (json) { return json.id; });
          } } };
          Promise.resolve(opts.createSubscription({}, actions))
            .then(function (id) { return opts.onApprove({ orderID: "ORDER" + id.slice(2, 14), subscriptionID: id }, {}); })
            .catch(function (error) { if (opts.onError) opts.onError(error); });
        });
        el.appendChild(button);
        return Promise.resolve();
      },
      close: function () { return Promise.resolve(); },
      updateProps: function () { return Promise.resolve(); }
    };
  }
  window.paypal = { Buttons: Buttons, version: "5.0.0-standin", FUNDING: { PAYPAL: "paypal", CARD: "card" } };
})();`;

function json(res: http.ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" });
  res.end(body === undefined ? "" : JSON.stringify(body));
}

async function bodyOf(req: http.IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of req) text += String(chunk);
  return text;
}

function parse(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text || "{}") as unknown;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function startPaypalStandin(
  port: number,
  options: { planPrices?: Record<string, number> } = {},
): Promise<PaypalStandin> {
  const subscriptions = new Map<string, StandinSubscription>();
  /** transmission signature → the exact event JSON it signed. */
  const signatures = new Map<string, string>();

  const priceOf = (planId: string): number | null =>
    options.planPrices?.[planId] ?? (/^P-E2E-(\d+)$/.exec(planId) ? Number(planId.slice(6)) : null);

  function createSubscription(input: Partial<StandinSubscription> & { planId: string }): string {
    const id = `I-${randomBytes(6).toString("hex").toUpperCase()}`;
    subscriptions.set(id, {
      customId: null,
      status: "ACTIVE",
      quantity: "1",
      planOverridden: false,
      ...input,
    });
    return id;
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "access-control-allow-origin": "*",
        "access-control-allow-methods": "POST, GET",
        // Whatever the page sends (the e2e fixtures add headers of their own).
        "access-control-allow-headers": req.headers["access-control-request-headers"] ?? "content-type",
      });
      return res.end();
    }
    if (req.method === "GET" && url.pathname === "/sdk/js") {
      res.writeHead(200, { "content-type": "text/javascript" });
      return res.end(SDK);
    }
    if (req.method === "POST" && url.pathname === "/v1/oauth2/token") {
      const expected = `Basic ${Buffer.from(`${STANDIN_CLIENT}:${STANDIN_SECRET}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return json(res, 401, { error: "invalid_client" });
      return json(res, 200, { access_token: TOKEN, token_type: "Bearer", expires_in: 3600 });
    }
    if (req.method === "POST" && url.pathname === "/v1/billing/subscriptions") {
      // The browser's button (the real SDK does this with the buyer's PayPal session).
      const body = parse(await bodyOf(req));
      const planId = String(body.plan_id);
      const id = createSubscription({
        planId,
        customId: typeof body.custom_id === "string" ? body.custom_id : null,
        quantity: typeof body.quantity === "string" ? body.quantity : "1",
        planOverridden: body.plan !== undefined,
      });
      return json(res, 201, { id, status: "APPROVAL_PENDING", plan_id: planId });
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(res, 401, { error: "invalid_token" });
    const subscription = /^\/v1\/billing\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && subscription) {
      const found = subscriptions.get(subscription[1]!);
      if (!found) return json(res, 404, { name: "RESOURCE_NOT_FOUND" });
      return json(res, 200, {
        id: subscription[1],
        status: found.status,
        plan_id: found.planId,
        custom_id: found.customId ?? undefined,
        quantity: found.quantity,
        plan_overridden: found.planOverridden,
      });
    }
    const change = /^\/v1\/billing\/subscriptions\/([^/]+)\/(cancel|suspend)$/.exec(url.pathname);
    if (req.method === "POST" && change) {
      const found = subscriptions.get(change[1]!);
      if (!found) return json(res, 404, { name: "RESOURCE_NOT_FOUND" });
      found.status = change[2] === "cancel" ? "CANCELLED" : "SUSPENDED";
      return json(res, 204);
    }
    const plan = /^\/v1\/billing\/plans\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && plan) {
      const cents = priceOf(plan[1]!);
      if (cents === null) return json(res, 404, { name: "RESOURCE_NOT_FOUND" });
      return json(res, 200, {
        id: plan[1],
        status: "ACTIVE",
        billing_cycles: [
          {
            tenure_type: "REGULAR",
            sequence: 1,
            total_cycles: 0,
            frequency: { interval_unit: "YEAR", interval_count: 1 },
            pricing_scheme: { fixed_price: { value: (cents / 100).toFixed(2), currency_code: "EUR" } },
          },
        ],
      });
    }
    if (req.method === "POST" && url.pathname === "/v1/notifications/verify-webhook-signature") {
      const body = parse(await bodyOf(req));
      const signed = signatures.get(String(body.transmission_sig));
      const ok =
        body.webhook_id === STANDIN_WEBHOOK_ID &&
        signed !== undefined &&
        signed === JSON.stringify(body.webhook_event);
      return json(res, 200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
    }
    return json(res, 404, { name: "NOT_FOUND" });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    subscriptions,
    createSubscription,
    signedWebhook(event) {
      const body = JSON.stringify(event);
      const sig = randomBytes(24).toString("base64");
      signatures.set(sig, body);
      return {
        body,
        headers: {
          "content-type": "application/json",
          "paypal-auth-algo": "SHA256withRSA",
          "paypal-cert-url": `${origin}/v1/notifications/certs/CERT-STANDIN`,
          "paypal-transmission-id": randomBytes(8).toString("hex"),
          "paypal-transmission-sig": sig,
          "paypal-transmission-time": new Date().toISOString(),
        },
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
