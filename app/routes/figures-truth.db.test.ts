/**
 * One figure for one thing (decision 0075): for generated customers — plan, funeral type, coupon, site estimate,
 * additional costs, cover — the figures are computed once here from the domain rules and the stored rows, and every
 * surface that shows them must show the same: the offer page, the finance page, the overview's finance tile, the
 * summary PDF, the personal summary in Leichte Sprache, and staff holding the customer's provision (the back office's way to a customer's pages).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "~/.server/testing/crm";
import { coupons, plans, proposalItems, provisions, users, type FuneralType } from "~/.server/db/schema";
import { extractText, HAS_PDFTOTEXT } from "~/.server/testing/pdf";
import { registerCustomer } from "~/.server/services/registration";
import { DEFAULT_HOTLINE } from "~/.server/config";
import type { FuneralPlan } from "~/domain/constants";
import { estimateCosts, fundingGap, isFunded } from "~/domain/finance";
import { todayCosts } from "~/domain/finance/costs";
import { cents, ZERO_CENTS, type Cents } from "~/domain/money";
import { offerPrice } from "~/domain/offer";
import { itemLine } from "~/.server/services/offer/price";
import { registrationDataSchema } from "~/domain/validation";
import { formatCents } from "~/i18n/currency";
import { t } from "~/i18n";
import * as financePage from "./finance/index";
import * as offerPage from "./offer/index";
import * as overviewPage from "./overview/index";
import * as summaryPdf from "./documents/pdf.provision.$provisionId";
import * as easySummaryPage from "./easy-language/leichte-sprache.meine-vorsorge";
import { actorFor, body, call, routeContext, useRouteTestBed } from "~/.server/testing/routes";
import { todayInGermany } from "~/domain/dates";

const { database, runtime } = useRouteTestBed("figures-truth");
let staffId: string;

beforeAll(async () => {
  staffId = (await createStaff(database.db, "figures@vorsorgeportal.de")).id;
});

/** A small seeded generator (mulberry32): the same customers on every run, varied across fields. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]) => values[int(0, values.length - 1)]!;
  return { int, pick };
}

type Cover = "none" | "applied" | "partial" | "exact" | "over";

interface Customer {
  funeralType: FuneralType;
  funeralPlan: FuneralPlan;
  /** A plan coupon discounts the yearly tariff only, an offer coupon the offer (decision 0073). */
  coupon: { kind: "plan" | "offer"; percent: number } | null;
  siteEstimateCents: Cents | null;
  additional: { name: string; estimatedPriceCents: Cents }[];
  birth: string;
  cover: Cover;
}

/** Every cover case at least once, the rest drawn from the seed. */
const COVERS: readonly Cover[] = ["none", "applied", "partial", "exact", "over"];

function customers(count: number, seed = 35): Customer[] {
  const g = generator(seed);
  return Array.from({ length: count }, (_, index) => ({
    funeralType: g.pick(["cremation", "burial", "sea"] as const),
    funeralPlan: g.pick(["basic", "high", "premium"] as const),
    coupon: g.pick([null, { kind: "plan" as const, percent: 25 }, { kind: "offer" as const, percent: 10 }]),
    siteEstimateCents: g.pick([null, cents(g.int(5, 40) * 10_000)]),
    additional: Array.from({ length: g.int(0, 3) }, (_, row) => ({
      name: ["Grabstein", "Trauerfeier", "Grabpflege"][row]!,
      estimatedPriceCents: cents(g.int(1, 60) * 5_000),
    })),
    birth: `${g.int(1930, 1990)}-0${g.int(1, 9)}-1${g.int(0, 9)}`,
    cover: COVERS[index] ?? g.pick(COVERS),
  }));
}

let counter = 0;
async function register(c: Customer) {
  counter += 1;
  const result = await registerCustomer(
    database.db,
    {
      submissionId: randomUUID(),
      answers: {
        funeralType: c.funeralType,
        funeralPlan: c.funeralPlan,
        place: { code: "24103", city: "Kiel" },
        provisionBirth: c.birth,
      },
      data: registrationDataSchema.parse({
        salutation: counter % 2 === 0 ? "sir" : "madame",
        firstname: "Erika",
        lastname: `Probe ${"abcdefghij"[counter % 10]}`,
        phone: "0431 1234567",
        email: `figures-${counter}@example.de`,
        password: "geheim123",
        terms: true,
      }),
    },
    {
      ip: `10.35.0.${counter}`,
      now: new Date(),
      config: { BASE_URL: "https://p.example", hotline: DEFAULT_HOTLINE },
    },
  );
  return { userId: result.user.id, provisionId: result.provisionId, proposalId: result.proposalId };
}

/** The figures, computed once from the domain rules and the stored rows. */
async function expected(provisionId: string, c: Customer) {
  const [row] = await database.db.select().from(provisions).where(eq(provisions.id, provisionId));
  const [plan] = await database.db.select().from(plans).where(eq(plans.id, row!.funeralPlan));
  const items = await database.db
    .select()
    .from(proposalItems)
    .where(eq(proposalItems.proposalId, row!.proposalId!));
  const offer = offerPrice({
    planFeeCents: plan!.priceCents,
    lines: items.map(itemLine),
    siteFeeCents: null,
    offerCouponPercent: c.coupon?.kind === "offer" ? c.coupon.percent : 0,
  });
  const today = todayCosts({
    offerCents: offer.total,
    offerHasSiteFee: false,
    siteEstimateCents: c.siteEstimateCents,
    additionalCents: c.additional.map((cost) => cost.estimatedPriceCents),
  });
  return {
    offer,
    today,
    estimate: estimateCosts({
      todayCents: today.todayCents,
      birthDate: c.birth,
      today: todayInGermany(new Date()),
    }),
  };
}

/**
 * The cover of a case against today's cost — nothing, an application only (not counted), part of it, all of it,
 * more — as stored fields and as what counts towards the funding.
 */
function coverOf(cover: Cover, todayCents: Cents) {
  const appliedAt = "2026-11-01T10:00:00.000Z";
  const third = cents(Math.floor(todayCents / 3));
  const applied = { paymentType: "onetime" as const, applicationAt: appliedAt };
  const concluded = { ...applied, concludedAt: appliedAt, concludedBy: "customer" as const };
  switch (cover) {
    case "none":
      return { fields: { existingSumCents: ZERO_CENTS }, counted: {} };
    case "applied":
      return { fields: { insuranceSumCents: todayCents, insuranceTariff: applied }, counted: {} };
    case "partial":
      return {
        fields: { existingSumCents: third, trustDepositCents: third },
        counted: { alreadyPaidCents: third, trustDepositCents: third },
      };
    case "exact":
      return {
        fields: {
          existingSumCents: third,
          insuranceSumCents: cents(todayCents - third),
          insuranceTariff: concluded,
        },
        counted: { alreadyPaidCents: third, insuranceSumCents: cents(todayCents - third) },
      };
    case "over":
      return {
        fields: { trustDepositCents: cents(todayCents + 123_456) },
        counted: { trustDepositCents: cents(todayCents + 123_456) },
      };
  }
}

/** Amounts as a reader sees them in the PDF's text (pdftotext gives plain spaces for the non-breaking ones). */
const shown = (text: string) => text.replace(/\s+/g, " ");

const get = (path: string) => new Request(`http://x${path}`);

describe("one figure for one thing", () => {
  it("shows the same amounts on the offer page, the finance page, the overview tile, the summary PDF and to staff", async () => {
    for (const c of customers(7)) {
      const { userId, provisionId } = await register(c);
      // A confirmed account: the documents are refused before (403).
      await database.db.update(users).set({ status: "CONFIRMED" }).where(eq(users.id, userId));
      const couponCode = c.coupon ? `TRUTH${counter}` : null;
      if (c.coupon && couponCode) {
        await database.db
          .insert(coupons)
          .values({ code: couponCode, kind: c.coupon.kind, discountPercent: c.coupon.percent });
      }
      await database.db
        .update(provisions)
        .set({
          couponCode,
          couponDiscount: c.coupon?.percent ?? null,
          funeralSiteEstimateCents: c.siteEstimateCents,
          additionalCosts: c.additional,
          financialProvisionType: "PAY_BY_MYSELF",
          status: "CONFIRMED",
        })
        .where(eq(provisions.id, provisionId));
      const figures = await expected(provisionId, c);
      const cover = coverOf(c.cover, figures.today.todayCents);
      await database.db.update(provisions).set(cover.fields).where(eq(provisions.id, provisionId));
      const gap = fundingGap({ priceCents: figures.today.todayCents, ...cover.counted });
      const funded = isFunded(gap);
      expect(funded, c.cover).toBe(c.cover === "exact" || c.cover === "over");

      const actors = {
        customer: actorFor(userId, { ownProvisionId: provisionId }),
        staff: actorFor(staffId, { isStaff: true, heldProvisionId: provisionId }),
      };
      for (const [who, actor] of Object.entries(actors)) {
        const label = `${who} ${JSON.stringify(c)}`;
        const context = async () => (await routeContext(runtime, actor)).context;

        // The offer page: the total the customer pays.
        const offer = body<{ summary: { price: { total: number } } }>(
          await call(offerPage.loader, get("/offer"), await context()),
        );
        expect(offer.summary.price.total, label).toBe(figures.offer.total);

        // The finance page: the offer, today's cost, the future cost, the gap against today's whole cost.
        const finance = body<{
          offerCents: number;
          todayCents: number;
          totalCents: number;
          gap: { priceCents: number; gapCents: number; fundedCents: number };
        }>(await call(financePage.loader, get("/overview/finance"), await context()));
        expect(finance.offerCents, label).toBe(figures.offer.total);
        expect(finance.todayCents, label).toBe(figures.today.todayCents);
        expect(finance.totalCents, label).toBe(figures.estimate.totalCents);
        expect(finance.gap, label).toMatchObject({
          priceCents: gap.priceCents,
          gapCents: gap.gapCents,
          fundedCents: gap.fundedCents,
        });

        // The overview's finance tile: done exactly when the finance page says "abgesichert".
        const overview = body<{ overview: { upper: { id: string; state: string }[] } }>(
          await call(overviewPage.loader, get("/overview"), await context()),
        );
        const tile = overview.overview.upper.find((entry) => entry.id === "tile-finance");
        expect(tile?.state === "completed", label).toBe(funded);

        // The personal summary in Leichte Sprache: the same offer, today's cost and gap, in the same words' order.
        const easy = body<{
          costs: { key: string; amounts?: { amount: number } }[];
          decided: { key: string }[];
        }>(await call(easySummaryPage.loader, get("/leichte-sprache/meine-vorsorge"), await context()));
        const easyAmount = (key: string) => easy.costs.find((fact) => fact.key === key)?.amounts?.amount;
        expect(easyAmount("cost.offer"), label).toBe(figures.offer.total);
        expect(easyAmount("cost.today") ?? figures.offer.total, label).toBe(figures.today.todayCents);
        expect(easyAmount("cost.gap") ?? 0, label).toBe(gap.gapCents);
        expect(easyAmount("cost.saved") ?? 0, label).toBe(gap.fundedCents);
        expect(
          easy.decided.some((fact) => fact.key === "fact.funded"),
          label,
        ).toBe(funded);
      }

      // The summary PDF: the offer's total and every cost the customer entered, as the pages show them.
      if (HAS_PDFTOTEXT) {
        const response = (await call(
          summaryPdf.loader,
          get(`/documents/pdf/provision/${provisionId}`),
          (await routeContext(runtime, actors.customer)).context,
          { provisionId },
        )) as Response;
        expect(response.headers.get("content-type")).toContain("application/pdf");
        const text = shown(
          extractText(new Uint8Array(await response.arrayBuffer()), undefined, { layout: true }),
        );
        expect(text, JSON.stringify(c)).toContain(
          shown(`${t("figure.offerToday")} ${formatCents(figures.offer.total)}`),
        );
        for (const cost of c.additional) {
          expect(text).toContain(shown(`${cost.name} ${formatCents(cost.estimatedPriceCents)}`));
        }
        if (c.siteEstimateCents) {
          expect(text).toContain(
            shown(`${t("documents.pdf.siteEstimate")} ${formatCents(c.siteEstimateCents)}`),
          );
        }
      }
    }
  }, 60_000);
});
