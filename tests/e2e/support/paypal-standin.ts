/**
 * A loopback stand-in of the two PayPal parts the payment step uses (outside hosts are unreachable here):
 * the JavaScript SDK (`/sdk/js`: a `paypal.Buttons` whose button creates a subscription for the plan id and
 * approves it) and the REST endpoints the server verifies with (`POST /v1/oauth2/token`,
 * `GET /v1/billing/subscriptions/{id}`, `GET /v2/checkout/orders/{id}`). Only subscriptions created through
 * the stand-in's button exist; any other id is unknown (404), as a forged one is at PayPal.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";

export interface PaypalStandin {
  origin: string;
  /** Subscription ids created through the button. */
  subscriptions: Map<string, string>;
  close(): Promise<void>;
}

const CLIENT = "e2e-paypal-client";
const SECRET = "e2e-paypal-secret";
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

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" });
  res.end(JSON.stringify(body));
}

async function bodyOf(req: http.IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of req) text += String(chunk);
  return text;
}

export async function startPaypalStandin(port: number): Promise<PaypalStandin> {
  const subscriptions = new Map<string, string>();
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
      const expected = `Basic ${Buffer.from(`${CLIENT}:${SECRET}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return json(res, 401, { error: "invalid_client" });
      return json(res, 200, { access_token: TOKEN, token_type: "Bearer", expires_in: 3600 });
    }
    if (req.method === "POST" && url.pathname === "/v1/billing/subscriptions") {
      const { plan_id: planId } = JSON.parse((await bodyOf(req)) || "{}") as { plan_id?: string };
      const id = `I-${randomBytes(6).toString("hex").toUpperCase()}`;
      subscriptions.set(id, String(planId));
      return json(res, 201, { id, status: "APPROVAL_PENDING", plan_id: planId });
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(res, 401, { error: "invalid_token" });
    const subscription = /^\/v1\/billing\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && subscription) {
      const planId = subscriptions.get(subscription[1]!);
      if (!planId) return json(res, 404, { name: "RESOURCE_NOT_FOUND" });
      return json(res, 200, { id: subscription[1], status: "ACTIVE", plan_id: planId });
    }
    if (req.method === "GET" && /^\/v2\/checkout\/orders\/[^/]+$/.test(url.pathname)) {
      return json(res, 404, { name: "RESOURCE_NOT_FOUND" });
    }
    return json(res, 404, { name: "NOT_FOUND" });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    subscriptions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
