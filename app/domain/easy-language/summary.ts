/**
 * The personal summary in Leichte Sprache (decision 0106): what the customer has decided, what is open, what it
 * costs. Pure: the service gathers the facts from the same rules as the ordinary pages (the offer's total and the
 * funding gap of `provisionFunding`, the tiles' completion rules, the trial status, the stored next debit), this
 * turns them into sentences (message keys and values) in a fixed order.
 */
import type { IsoDate } from "../dates";
import type { FundingGap } from "../finance/funding-gap";
import { isFunded } from "../finance/funding-gap";
import type { Cents } from "../money";
import type { MessageKey } from "~/i18n";

/** A message of the summary, named without its `easy.mine.` prefix: a key that is not in the catalogue does not compile. */
export type EasyFactKey = MessageKey extends infer K
  ? K extends `easy.mine.${infer Rest}`
    ? Rest
    : never
  : never;

/** The pages an open point links to (the ordinary pages, where the customer acts). */
export type EasyPage = "offer" | "site" | "wishes" | "person" | "finance" | "letters" | "plan";

export type EasyPlan =
  | { state: "trial"; deadline: IsoDate }
  | { state: "free" }
  | { state: "paid"; yearlyCents: Cents | null; nextDebit: IsoDate | null; guarantee: boolean }
  | { state: "cancelled"; receivedOn: IsoDate };

export interface EasySummaryInput {
  funeralType: string;
  funeralPlan: string;
  /** The chosen funeral site's name; null while none is chosen. */
  siteName: string | null;
  wishes: boolean;
  /** The trusted person's name; null while there is none. */
  trustedPerson: string | null;
  letters: { ready: number; drafts: number };
  plan: EasyPlan;
  costs: {
    offerCents: Cents;
    todayCents: Cents;
    /** The estimate at the funeral; null when the birth date is unknown (the page would guess 50 years). */
    future: { years: number; totalCents: Cents } | null;
    gap: FundingGap;
  };
}

/** One sentence of the summary: its message and values. */
export interface EasyFact {
  key: EasyFactKey;
  values?: Record<string, string | number>;
  /** Amounts (cents) and dates the page formats in Leichte Sprache. */
  amounts?: Record<string, Cents>;
  dates?: Record<string, IsoDate>;
  /** An open point's page. */
  page?: EasyPage;
}

export interface EasySummary {
  decided: EasyFact[];
  open: EasyFact[];
  costs: EasyFact[];
  plan: EasyFact[];
}

export function easySummary(input: EasySummaryInput): EasySummary {
  const decided: EasyFact[] = [
    { key: "fact.type", values: { type: input.funeralType } },
    { key: "fact.package", values: { plan: input.funeralPlan } },
  ];
  const open: EasyFact[] = [];
  const add = (done: boolean, fact: EasyFact, missing: EasyFact) =>
    (done ? decided : open).push(done ? fact : missing);

  add(
    input.siteName !== null,
    { key: "fact.site", values: { site: input.siteName ?? "" } },
    { key: "open.site", page: "site" },
  );
  add(input.wishes, { key: "fact.wishes" }, { key: "open.wishes", page: "wishes" });
  add(
    input.trustedPerson !== null,
    { key: "fact.person", values: { name: input.trustedPerson ?? "" } },
    { key: "open.person", page: "person" },
  );
  const funded = isFunded(input.costs.gap);
  add(funded, { key: "fact.funded" }, { key: "open.funded", page: "finance" });
  add(
    input.letters.ready > 0,
    { key: "fact.letters", values: { count: input.letters.ready } },
    { key: "open.letters", page: "letters" },
  );
  if (input.letters.drafts > 0) {
    open.push({ key: "open.draftLetters", values: { count: input.letters.drafts }, page: "letters" });
  }
  const paid = input.plan.state === "paid";
  add(paid, { key: "fact.plan" }, { key: "open.plan", page: "plan" });
  if (input.plan.state === "paid" && input.plan.guarantee) decided.push({ key: "fact.guarantee" });

  return { decided, open, costs: costFacts(input.costs, funded), plan: planFacts(input.plan) };
}

function costFacts(costs: EasySummaryInput["costs"], funded: boolean): EasyFact[] {
  const facts: EasyFact[] = [{ key: "cost.offer", amounts: { amount: costs.offerCents } }];
  if (costs.todayCents !== costs.offerCents) {
    facts.push(
      { key: "cost.extra", amounts: { amount: (costs.todayCents - costs.offerCents) as Cents } },
      { key: "cost.today", amounts: { amount: costs.todayCents } },
    );
  }
  if (costs.future) {
    facts.push({
      key: "cost.future",
      values: { years: costs.future.years },
      amounts: { amount: costs.future.totalCents },
    });
  }
  if (costs.gap.fundedCents > 0) {
    facts.push({ key: "cost.saved", amounts: { amount: costs.gap.fundedCents } });
  }
  if (funded) facts.push({ key: "cost.enough" });
  else if (costs.gap.gapCents > 0) facts.push({ key: "cost.gap", amounts: { amount: costs.gap.gapCents } });
  facts.push({ key: "cost.invoice" });
  return facts;
}

function planFacts(plan: EasyPlan): EasyFact[] {
  switch (plan.state) {
    case "trial":
      return [{ key: "plan.trial", dates: { date: plan.deadline } }];
    case "free":
      return [{ key: "plan.free" }];
    case "cancelled":
      return [{ key: "plan.cancelled", dates: { date: plan.receivedOn } }];
    case "paid": {
      const facts: EasyFact[] = [];
      if (plan.yearlyCents !== null) facts.push({ key: "plan.paid", amounts: { amount: plan.yearlyCents } });
      if (plan.nextDebit !== null) facts.push({ key: "plan.next", dates: { date: plan.nextDebit } });
      return facts;
    }
  }
}
