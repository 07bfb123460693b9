import { describe, expect, it } from "vitest";
import { cents, wholeEuros, type Cents } from "../money";
import { additionalCostExamples, todayCosts } from "./costs";
import { estimateCosts } from "./future-cost";

describe("todayCosts (one total, counted once)", () => {
  it("starts from the offer's total and adds the additional costs", () => {
    expect(
      todayCosts({
        offerCents: cents(889_464),
        offerHasSiteFee: true,
        siteEstimateCents: null,
        additionalCents: [cents(50_000)],
      }),
    ).toEqual({ offerCents: cents(889_464), siteCents: 0, additionalCents: 50_000, todayCents: 939_464 });
  });

  it("does not count the site's fee twice when the offer already holds it", () => {
    const costs = todayCosts({
      offerCents: cents(889_464),
      offerHasSiteFee: true,
      siteEstimateCents: cents(200_000),
      additionalCents: [],
    });
    expect(costs.siteCents).toBe(0);
    expect(costs.todayCents).toBe(889_464);
  });

  it("adds the customer's site estimate while the offer has no site fee", () => {
    const costs = todayCosts({
      offerCents: cents(600_000),
      offerHasSiteFee: false,
      siteEstimateCents: cents(200_000),
      additionalCents: [cents(50_000), cents(25_000)],
    });
    expect(costs).toEqual({
      offerCents: 600_000,
      siteCents: 200_000,
      additionalCents: 75_000,
      todayCents: 875_000,
    });
  });

  it("reads a missing or blank estimate as nothing", () => {
    for (const siteEstimateCents of [null, cents(0)] as (Cents | null)[]) {
      expect(
        todayCosts({ offerCents: cents(100), offerHasSiteFee: false, siteEstimateCents, additionalCents: [] })
          .todayCents,
      ).toBe(100);
    }
  });

  it("feeds the spec's simple rule: future = years × today × 0.02, not compounded", () => {
    const { todayCents } = todayCosts({
      offerCents: cents(1_000_000),
      offerHasSiteFee: true,
      siteEstimateCents: null,
      additionalCents: [],
    });
    const estimate = estimateCosts({ todayCents, birthDate: null, today: "2026-11-25" });
    // 50 years × 10.000 € × 2 % = 10.000 € (compounding would give 16.916,03 €).
    expect(estimate.years).toBe(50);
    expect(estimate.futureCents).toBe(1_000_000);
    expect(estimate.totalCents).toBe(2_000_000);
  });
});

describe("wholeEuros", () => {
  it("rounds typed cents once, half up", () => {
    expect(wholeEuros(cents(150_050))).toBe(1501);
    expect(wholeEuros(cents(150_049))).toBe(1500);
    expect(wholeEuros(cents(150_000))).toBe(1500);
    expect(wholeEuros(cents(0))).toBe(0);
  });

  it("rounds up to the next whole euro when asked", () => {
    expect(wholeEuros(cents(150_001), "up")).toBe(1501);
    expect(wholeEuros(cents(150_000), "up")).toBe(1500);
  });
});

describe("additionalCostExamples", () => {
  it("never suggests a service the offer already holds", () => {
    expect(additionalCostExamples([])).toEqual([
      "headstone",
      "graveCare",
      "ceremony",
      "reception",
      "cemeteryFees",
    ]);
    expect(additionalCostExamples(["trauerfeier", "ueberfuehrung"])).not.toContain("ceremony");
    expect(additionalCostExamples(["grabpflege"])).not.toContain("graveCare");
  });
});
