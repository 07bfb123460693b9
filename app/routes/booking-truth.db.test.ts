/**
 * One figure for one thing, for the booking (decisions 0074, 0075): for generated SEPA bookings — with and without
 * the price guarantee, with a plan coupon (with and without a guarantee step), with an offer coupon (which must not
 * touch the yearly amount, decision 0073) and without any — the yearly amount is computed once here by
 * `priceBreakdown` and the dates once by `bookingTerms`, and every surface that shows them must show the same:
 * the order summary's loader, the confirmation page's loader, the order confirmation mail as it is queued, and the
 * back office's customer list ("gebucht – erste Abbuchung am …", after the first debit "bezahlt bis …", the day
 * before the second debit).
 */
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { actorContext } from "~/.server/auth/actor";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { createCustomer, createStaff } from "~/.server/testing/crm";
import { coupons, mailOutbox, priceGuaranteePlans, pricingPlans, provisions } from "~/.server/db/schema";
import type { Runtime } from "~/.server/runtime";
import { sessionContext, type AppSession } from "~/.server/session";
import type { CustomerStanding } from "~/domain/backoffice/customers";
import { calendarDateInGermany } from "~/domain/dates";
import { couponPercentFor } from "~/domain/pricing/coupons";
import { entitledStep, priceBreakdown } from "~/domain/pricing/prices";
import { addDays, bookingTerms } from "~/domain/billing/trial";
import { formatCents } from "~/i18n/currency";
import { formatViewDate } from "~/i18n/format";
import * as customersPage from "./backoffice/customers/index";
import * as address from "./pricing/address";
import * as confirmation from "./pricing/confirmation";
import * as payment from "./pricing/payment";
import * as plans from "./pricing/plans";
import * as summary from "./pricing/summary";
import { actorFor, body, call, location, post, useRouteTestBed } from "~/.server/testing/routes";

const { database, runtime } = useRouteTestBed("booking-truth");
let staffId: string;

beforeAll(async () => {
  staffId = (await createStaff(database.db, "booking-truth@vorsorgeportal.de")).id;
});

interface Booking {
  withGuarantee: boolean;
  coupon: { kind: "plan" | "offer"; percent: number; step: number | null } | null;
}

/** Every combination the yearly amount depends on, once each. */
const BOOKINGS: Booking[] = [
  { withGuarantee: false, coupon: null },
  { withGuarantee: true, coupon: null },
  { withGuarantee: false, coupon: { kind: "plan", percent: 25, step: null } },
  { withGuarantee: true, coupon: { kind: "plan", percent: 10, step: 20 } },
  { withGuarantee: true, coupon: { kind: "offer", percent: 10, step: null } },
];

const BASE = "http://localhost";
const DATE = /\d\d\.\d\d\.\d{4}/g;
const AMOUNT = /\d{1,3}(?:\.\d{3})*,\d\d\s€/g;
const same = (text: string) => text.replace(/\s/g, " ");

/** The yearly amount and the dates, computed once from the domain rules and the stored tables. */
async function expected(booking: Booking, orderedAt: Date) {
  const [plan] = await database.db.select().from(pricingPlans).where(eq(pricingPlans.id, "2"));
  const [defaults] = await database.db
    .select({ discountPercent: priceGuaranteePlans.discountPercent })
    .from(priceGuaranteePlans)
    .where(eq(priceGuaranteePlans.isDefault, true));
  const { step } = entitledStep(
    { financePartner: null, grantedStep: null, couponStep: booking.coupon?.step ?? null },
    defaults?.discountPercent ?? 0,
  );
  const prices = priceBreakdown({
    planCents: plan!.priceCents,
    withGuarantee: booking.withGuarantee,
    guaranteeDiscount: step,
    couponPercent: couponPercentFor("plan", booking.coupon),
  });
  return { total: prices.total, terms: bookingTerms(calendarDateInGermany(orderedAt), "sepa") };
}

let counter = 0;

/** A confirmed customer with the booking's coupon applied, and a browser session for the pricing steps. */
async function customerWith(booking: Booking) {
  counter += 1;
  const customer = await createCustomer(database.db, {
    email: `buchung${counter}@example.de`,
    confirmed: true,
  });
  if (booking.coupon) {
    const code = `BUCHUNG${counter}`;
    await database.db.insert(coupons).values({
      code,
      kind: booking.coupon.kind,
      discountPercent: booking.coupon.percent,
      guaranteeStep: booking.coupon.step,
    });
    await database.db
      .update(provisions)
      .set({ couponCode: code, couponDiscount: booking.coupon.percent })
      .where(eq(provisions.id, customer.provision.id));
  }
  const session: AppSession = await runtime.sessions.getSession();
  const actor = actorFor(customer.user.id, { ownProvisionId: customer.provision.id });
  const context = (who = actor, where = runtime) => {
    const c = new RouterContextProvider();
    c.set(runtimeContext, where);
    c.set(requestInfoContext, { nonce: "n", ip: `192.0.2.${counter}` });
    c.set(sessionContext, session);
    c.set(actorContext, who);
    return c;
  };
  return { customer, context };
}

describe("one figure for one booking", () => {
  it("shows the same yearly amount, first and second debit on the summary, the confirmation, the order mail and in the back office", async () => {
    for (const booking of BOOKINGS) {
      const label = JSON.stringify(booking);
      const { customer, context } = await customerWith(booking);
      const id = customer.provision.id;
      const pricing = `${BASE}/overview/pricing`;
      // The steps as the forms post them; each leads to the next.
      const steps = [
        [
          plans,
          "plans",
          { intent: "choose", plan: "2", priceGuarantee: booking.withGuarantee ? "with" : "without" },
        ],
        [
          address,
          "address",
          {
            firstname: "Erika",
            lastname: "Muster",
            street: "Holstenstraße 1",
            postalCode: "24103",
            city: "Kiel",
          },
        ],
        [
          payment,
          "payment",
          {
            intent: "sepa",
            paymentType: "sepa",
            bank: "Commerzbank",
            iban: "DE89370400440532013000",
            bic: "COBADEFFXXX",
          },
        ],
      ] as const;
      const next = ["address", "payment", "summary"];
      for (const [index, [module, step, form]] of steps.entries()) {
        const result = await call(module.action as never, post(`${pricing}/${step}`, form), context());
        expect(location(result), label).toBe(`/overview/pricing/${next[index]}`);
      }

      const orderedAt = new Date();
      const { total, terms } = await expected(booking, orderedAt);
      const dates = {
        orderedOn: formatViewDate(terms.orderedOn),
        firstDebit: formatViewDate(terms.firstDebit),
        secondDebit: formatViewDate(terms.secondDebit),
        firstYearEnds: formatViewDate(terms.firstYearEnds),
      };

      // The order summary, right above the order button.
      const view = body<{
        version: number;
        prices: { total: number };
        terms: { orderedOn: string; firstYearEnds: string; firstDebit: string; secondDebit: string };
      }>(await call(summary.loader as never, new Request(`${pricing}/summary`), context()));
      expect(view.prices.total, label).toBe(total);
      expect(view.terms, label).toMatchObject(dates);

      const ordered = await call(
        summary.action as never,
        post(`${pricing}/summary`, { intent: "order", version: String(view.version) }),
        context(),
      );
      expect(location(ordered), label).toBe("/overview/pricing/confirmation");

      // The confirmation page.
      const confirmed = body<{
        since: string;
        payment: { amount: number; firstDebit: string; secondDebit: string } | null;
      }>(await call(confirmation.loader as never, new Request(`${pricing}/confirmation`), context()));
      expect(confirmed.since, label).toBe(dates.orderedOn);
      expect(confirmed.payment, label).toMatchObject({
        amount: total,
        firstDebit: dates.firstDebit,
        secondDebit: dates.secondDebit,
      });

      // The order confirmation mail as queued with the order: every amount in it is the yearly amount, every
      // date one of the booking's, and the first debit is named.
      const [mail] = await database.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.provisionId, id), eq(mailOutbox.template, "orderConfirmation")));
      const text = same(mail!.text);
      expect(text, label).toContain(same(`Erste Abbuchung: ${dates.firstDebit}`));
      expect(text, label).toContain(same(`${formatCents(total)} pro Jahr`));
      expect(new Set(text.match(AMOUNT)), label).toEqual(new Set([same(formatCents(total))]));
      for (const date of text.match(DATE) ?? []) {
        expect(Object.values(dates), `${label} ${date}`).toContain(date);
      }

      // The back office's customer list: booked with the first debit; once it has passed, paid through the day
      // before the second debit.
      const staff = actorFor(staffId, { isStaff: true });
      const standingOn = async (at: Date) => {
        const later: Runtime = { ...runtime, clock: { now: () => at } };
        const list = body<{
          result: { rows: { provisionId: string; standing: CustomerStanding }[] } | null;
        }>(
          await call(
            customersPage.loader as never,
            new Request(`${BASE}/backoffice/customers?q=${customer.provision.number}`),
            context(staff, later),
          ),
        );
        return list.result?.rows.find((row) => row.provisionId === id)?.standing;
      };
      expect(await standingOn(orderedAt), label).toEqual({ state: "booked", firstDebit: terms.firstDebit });
      const afterFirstDebit = new Date(`${addDays(terms.firstDebit, 1)}T12:00:00+01:00`);
      expect(await standingOn(afterFirstDebit), label).toEqual({
        state: "paid",
        paidThrough: addDays(terms.secondDebit, -1),
      });
    }
  }, 30_000);
});
