import { describe, expect, it } from "vitest";
import { fundingGap } from "../finance/funding-gap";
import { cents } from "../money";
import { easySummary, type EasySummaryInput } from "./summary";

const base: EasySummaryInput = {
  funeralType: "cremation",
  funeralPlan: "high",
  siteName: null,
  wishes: false,
  trustedPerson: null,
  letters: { ready: 0, drafts: 0 },
  plan: { state: "trial", deadline: "2026-12-26" },
  costs: {
    offerCents: cents(889_464),
    todayCents: cents(889_464),
    future: null,
    gap: fundingGap({ priceCents: cents(889_464) }),
  },
};

const keys = (facts: { key: string }[]) => facts.map((fact) => fact.key);

describe("the personal summary in Leichte Sprache", () => {
  it("names what a new customer has decided and everything still open, each with its page", () => {
    const summary = easySummary(base);
    expect(keys(summary.decided)).toEqual(["fact.type", "fact.package"]);
    expect(summary.open.map((fact) => [fact.key, fact.page])).toEqual([
      ["open.site", "site"],
      ["open.wishes", "wishes"],
      ["open.person", "person"],
      ["open.funded", "finance"],
      ["open.letters", "letters"],
      ["open.plan", "plan"],
    ]);
    expect(summary.costs).toEqual([
      { key: "cost.offer", amounts: { amount: 889_464 } },
      { key: "cost.gap", amounts: { amount: 889_464 } },
      { key: "cost.invoice" },
    ]);
    expect(summary.plan).toEqual([{ key: "plan.trial", dates: { date: "2026-12-26" } }]);
  });

  it("moves what is done to the decided list, and counts the other costs and the savings once", () => {
    const today = cents(889_464 + 150_000);
    const summary = easySummary({
      ...base,
      siteName: "Hauptfriedhof Kiel",
      wishes: true,
      trustedPerson: "Erika Muster",
      letters: { ready: 2, drafts: 1 },
      plan: { state: "paid", yearlyCents: cents(3600), nextDebit: "2027-12-03", guarantee: true },
      costs: {
        offerCents: cents(889_464),
        todayCents: today,
        future: { years: 15, totalCents: cents(1_350_000) },
        gap: fundingGap({ priceCents: today, trustDepositCents: today }),
      },
    });
    expect(keys(summary.decided)).toEqual([
      "fact.type",
      "fact.package",
      "fact.site",
      "fact.wishes",
      "fact.person",
      "fact.funded",
      "fact.letters",
      "fact.plan",
      "fact.guarantee",
    ]);
    expect(summary.open).toEqual([{ key: "open.draftLetters", values: { count: 1 }, page: "letters" }]);
    expect(summary.costs).toEqual([
      { key: "cost.offer", amounts: { amount: 889_464 } },
      { key: "cost.extra", amounts: { amount: 150_000 } },
      { key: "cost.today", amounts: { amount: today } },
      { key: "cost.future", values: { years: 15 }, amounts: { amount: 1_350_000 } },
      { key: "cost.saved", amounts: { amount: today } },
      { key: "cost.enough" },
      { key: "cost.invoice" },
    ]);
    expect(summary.plan).toEqual([
      { key: "plan.paid", amounts: { amount: 3600 } },
      { key: "plan.next", dates: { date: "2027-12-03" } },
    ]);
  });

  it("says a cancellation and the free plan as they are", () => {
    expect(easySummary({ ...base, plan: { state: "free" } }).plan).toEqual([{ key: "plan.free" }]);
    expect(easySummary({ ...base, plan: { state: "cancelled", receivedOn: "2026-11-02" } }).plan).toEqual([
      { key: "plan.cancelled", dates: { date: "2026-11-02" } },
    ]);
  });
});
