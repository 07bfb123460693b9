/**
 * The pricing route modules with a real database, as the browser drives them without JavaScript: steps
 * cannot be skipped, bad input gets a German 4xx and stores nothing, the draft never holds the IBAN in clear,
 * the order activates once, and nobody reaches another customer's provision.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { actorContext } from "~/.server/auth/actor";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { createCustomer } from "~/.server/testing/crm";
import { payments, wizardDrafts } from "~/.server/db/schema";
import type { Runtime } from "~/.server/runtime";
import { sessionContext, type AppSession } from "~/.server/session";
import { actorFor, body, call, location, post, status, useRouteTestBed } from "~/.server/testing/routes";
import * as address from "./address";
import * as payment from "./payment";
import {
  startPaypalStandin,
  STANDIN_CLIENT,
  STANDIN_SECRET,
  STANDIN_WEBHOOK_ID,
} from "../../../tests/e2e/support/paypal-standin";
import * as paypalWebhook from "./api.paypal.webhook";
import * as plans from "./plans";
import * as summary from "./summary";

const { database, runtime, provisionRow } = useRouteTestBed("pricing-routes");
const BASE = "http://localhost/overview/pricing";
let counter = 0;

/** A customer and a browser session: each request gets a new context on the same session (cookie). */
async function browser(ip = "192.0.2.1", where = runtime) {
  counter += 1;
  const customer = await createCustomer(database.db, {
    email: `preis${counter}@example.de`,
    confirmed: true,
  });
  const session: AppSession = await runtime.sessions.getSession();
  const actor = actorFor(customer.user.id, { ownProvisionId: customer.provision.id });
  const context = (who = actor) => {
    const c = new RouterContextProvider();
    c.set(runtimeContext, where);
    c.set(requestInfoContext, { nonce: "n", ip });
    c.set(sessionContext, session);
    c.set(actorContext, who);
    return c;
  };
  return { customer, context };
}

const get = (path: string) => new Request(`${BASE}${path}`);
const fieldErrors = (result: unknown) => body<{ error?: Record<string, string[]> }>(result).error ?? {};

describe("pricing stepper routes", () => {
  it("refuses to skip ahead, refuses bad input with German messages, books once", async () => {
    const { customer, context } = await browser();
    const id = customer.provision.id;

    // Skipping ahead: every later step sends back to the plan choice.
    for (const [module, path] of [
      [summary, "/summary"],
      [payment, "/payment"],
      [address, "/address"],
    ] as const) {
      const result = await call(module.loader as never, get(path), context());
      expect(location(result)).toBe("/overview/pricing/plans");
    }

    // An unknown plan, a step this customer may not book, an unknown coupon: 4xx, nothing stored.
    let result = await call(
      plans.action as never,
      post(`${BASE}/plans`, { intent: "choose", plan: "99", priceGuarantee: "with" }),
      context(),
    );
    expect(status(result)).toBe(400);
    expect(fieldErrors(result).plan).toEqual([
      "Diesen Vorsorgeplan gibt es nicht. Bitte wählen Sie einen der angebotenen Vorsorgepläne.",
    ]);
    result = await call(
      plans.action as never,
      post(`${BASE}/plans`, { intent: "choose", plan: "2", priceGuarantee: "with", guarantee: "50" }),
      context(),
    );
    // A discount step, a PayPal plan id or a guarantee flag the form does not offer: 400, German, nothing kept.
    const notYours =
      "Nachlässe und Preise können Sie hier nicht selbst wählen. Bitte wählen Sie einen Vorsorgeplan und, ob Sie die Preisgarantie buchen möchten.";
    expect(status(result)).toBe(400);
    expect(fieldErrors(result)[""]).toEqual([notYours]);
    for (const forged of <Record<string, string>[]>[
      { priceGuarantee: "with", discountStep: "25" },
      { priceGuarantee: "with", paypalPlanId: "P-E2E-1800" },
      { priceGuarantee: "gratis" },
      { priceGuarantee: "" },
    ]) {
      result = await call(
        plans.action as never,
        post(`${BASE}/plans`, { intent: "choose", plan: "2", ...forged }),
        context(),
      );
      expect(status(result)).toBe(400);
    }
    result = await call(
      plans.action as never,
      post(`${BASE}/plans`, { intent: "coupon", couponCode: "NIX", version: "1" }),
      context(),
    );
    expect(status(result)).toBe(404);
    expect(fieldErrors(result).couponCode).toEqual(["Dieser Gutscheincode ist ungültig oder abgelaufen."]);
    result = await call(plans.action as never, post(`${BASE}/plans`, { intent: "delete" }), context());
    expect(status(result)).toBe(400);
    expect((await provisionRow(id)).version).toBe(customer.provision.version);
    expect(location(await call(address.loader as never, get("/address"), context()))).toBe(
      "/overview/pricing/plans",
    );

    // The plan, then the address (a wrong postal code first).
    result = await call(
      plans.action as never,
      post(`${BASE}/plans`, { intent: "choose", plan: "2", priceGuarantee: "with" }),
      context(),
    );
    expect(location(result)).toBe("/overview/pricing/address");
    const person = { firstname: "Erika", lastname: "Muster", street: "Holstenstraße 1", city: "Kiel" };
    result = await call(
      address.action as never,
      post(`${BASE}/address`, { ...person, postalCode: "241" }),
      context(),
    );
    expect(status(result)).toBe(400);
    result = await call(
      address.action as never,
      post(`${BASE}/address`, { ...person, postalCode: "24103" }),
      context(),
    );
    expect(location(result)).toBe("/overview/pricing/payment");

    // Payment: a wrong IBAN and BIC, PayPal without configuration: 400, nothing stored.
    const bank = { intent: "sepa", paymentType: "sepa", bank: "Commerzbank" };
    result = await call(
      payment.action as never,
      post(`${BASE}/payment`, { ...bank, iban: "DE00123456789", bic: "XX" }),
      context(),
    );
    expect(status(result)).toBe(400);
    expect(Object.keys(fieldErrors(result)).sort()).toEqual(["bic", "iban"]);
    expect(JSON.stringify(body(result))).not.toContain("DE00123456789");
    result = await call(
      payment.action as never,
      post(`${BASE}/payment`, { intent: "sepa", paymentType: "paypal" }),
      context(),
    );
    expect(status(result)).toBe(400);
    expect(fieldErrors(result).paymentType?.[0]).toMatch(/PayPal ist derzeit nicht verfügbar/);
    result = await call(
      payment.action as never,
      post(`${BASE}/payment`, { intent: "paypal", paypalSubscriptionID: "I-FORGED123" }),
      context(),
    );
    expect(location(result)).toBe("/overview/pricing/payment");
    expect(location(await call(summary.loader as never, get("/summary"), context()))).toBe(
      "/overview/pricing/payment",
    );

    result = await call(
      payment.action as never,
      post(`${BASE}/payment`, { ...bank, iban: "de89 3704 0044 0532 0130 00", bic: "cobadeffxxx" }),
      context(),
    );
    expect(location(result)).toBe("/overview/pricing/summary");
    const drafts = await database.db.select().from(wizardDrafts).where(eq(wizardDrafts.wizard, "pricing"));
    const stored = JSON.stringify(drafts.map((d) => d.data));
    expect(stored).toContain("ibanEncrypted");
    expect(stored).not.toContain("DE89370400440532013000");
    expect(stored).not.toContain("0532 0130");

    // The summary: the order button's form; an unknown intent is 400; the order activates once.
    const view = body<{ version: number; prices: { total: number } }>(
      await call(summary.loader as never, get("/summary"), context()),
    );
    expect(view.prices.total).toBe(3600); // 18 € + 18 € with the guarantee, no step, no coupon
    const version = String(view.version);
    expect(
      status(
        await call(summary.action as never, post(`${BASE}/summary`, { intent: "pay", version }), context()),
      ),
    ).toBe(400);
    const orders = await Promise.all([
      call(summary.action as never, post(`${BASE}/summary`, { intent: "order", version }), context()),
      call(summary.action as never, post(`${BASE}/summary`, { intent: "order", version }), context()),
    ]);
    expect(orders.map(location)).toEqual([
      "/overview/pricing/confirmation",
      "/overview/pricing/confirmation",
    ]);
    expect(await database.db.select().from(payments).where(eq(payments.provisionId, id))).toHaveLength(1);
    expect((await provisionRow(id)).paymentAcceptedPlan).toBe("2");
    // Paid: the stepper is closed.
    expect(location(await call(plans.loader as never, get("/plans"), context()))).toBe("/overview/pricing");
  });

  it("a customer whose session names another provision is refused (403), nothing changed", async () => {
    const a = await browser();
    const b = await browser();
    const aOnB = actorFor(a.customer.user.id, { ownProvisionId: b.customer.provision.id });
    const result = await call(
      plans.action as never,
      post(`${BASE}/plans`, { intent: "coupon", couponCode: "VORSORGE20" }),
      a.context(aOnB),
    );
    expect(status(result)).toBe(403);
    expect((await provisionRow(b.customer.provision.id)).couponCode).toBeNull();
  });

  it("coupon guesses are limited per account and per client address (429, German), nothing stored", async () => {
    const guess = (ctx: RouterContextProvider, code: string) =>
      call(plans.action as never, post(`${BASE}/plans`, { intent: "coupon", couponCode: code }), ctx);
    const { customer, context } = await browser("198.51.100.7");
    for (let n = 1; n <= 5; n += 1) expect(status(await guess(context(), `RATEN${n}`))).toBe(404);
    // The sixth try within the hour is refused, even with a valid code: nothing is looked up or stored.
    const refused = await guess(context(), "VORSORGE20");
    expect(status(refused)).toBe(429);
    expect(fieldErrors(refused).couponCode).toEqual([
      "Zu viele Versuche mit Gutscheincodes. Bitte warten Sie eine Stunde und versuchen Sie es dann erneut.",
    ]);
    expect((await provisionRow(customer.provision.id)).couponCode).toBeNull();

    // Many accounts from one address: 20 tries per hour in all, then 429 for every account there.
    const address = "203.0.113.9";
    for (let n = 0; n < 4; n += 1) {
      const other = await browser(address);
      for (let k = 0; k < 5; k += 1) expect(status(await guess(other.context(), `FALSCH${n}${k}`))).toBe(404);
    }
    const late = await browser(address);
    expect(status(await guess(late.context(), "VORSORGE20"))).toBe(429);
    expect((await provisionRow(late.customer.provision.id)).couponCode).toBeNull();
    // Another address is not affected.
    const elsewhere = await browser("192.0.2.44");
    expect(status(await guess(elsewhere.context(), "VORSORGE20"))).toBe(302);
  });
});

describe("PayPal webhook route (POST /api/paypal/webhook)", () => {
  it("404 while off; 400 for an unsigned, forged or malformed event, nothing changed; 200 when PayPal signed it", async () => {
    const hook = (where: Runtime, init: { body: string; headers?: Record<string, string> }) =>
      call(
        paypalWebhook.action as never,
        new Request("http://localhost/api/paypal/webhook", { method: "POST", ...init }),
        (() => {
          const c = new RouterContextProvider();
          c.set(runtimeContext, where);
          c.set(requestInfoContext, { nonce: "n", ip: "127.0.0.1" });
          return c;
        })(),
      );
    const event = {
      id: "WH-1",
      event_type: "BILLING.SUBSCRIPTION.CANCELLED",
      resource: { id: "I-NOTOURS0001" },
    };
    expect(status(await hook(runtime, { body: JSON.stringify(event) }))).toBe(404);

    const standin = await startPaypalStandin(0);
    try {
      const configured: Runtime = {
        ...runtime,
        config: {
          ...runtime.config,
          PAYPAL_CLIENT_ID: STANDIN_CLIENT,
          PAYPAL_CLIENT_SECRET: STANDIN_SECRET,
          PAYPAL_PLAN_IDS: new Map([[3600, "P-E2E-3600"]]),
          PAYPAL_WEBHOOK_ID: STANDIN_WEBHOOK_ID,
          PAYPAL_API_BASE: standin.origin,
        },
      };
      const signed = standin.signedWebhook(event);
      for (const forged of [
        { body: JSON.stringify(event), headers: { "content-type": "application/json" } },
        { body: JSON.stringify({ ...event, resource: { id: "I-OTHER000001" } }), headers: signed.headers },
        { body: "<xml/>", headers: signed.headers },
        { body: "[]", headers: signed.headers },
      ]) {
        expect(status(await hook(configured, forged))).toBe(400);
      }
      expect(status(await hook(configured, signed))).toBe(200);
    } finally {
      await standin.close();
    }
  });
});
