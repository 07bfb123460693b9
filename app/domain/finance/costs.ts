/**
 * Today's cost of a provision, counted once (decision 0037): the offer's total, plus what the offer does not
 * hold — the funeral site's fee only while the offer has none, and the customer's additional costs. Amounts are
 * integer cents; the customer's estimates are whole euros (the insurer's funeralSiteEstimatedPrice is a
 * string of digits), so typed cents are rounded once, half up, to whole euros (decision 0037).
 */
import { cents, sum, type Cents } from "../money";

export interface TodayCostsInput {
  /** The offer's total as the offer page shows it (after a coupon). */
  offerCents: number;
  /** Whether the offer's total already holds the funeral site's fee (a site with a price for the grave type). */
  offerHasSiteFee: boolean;
  /** The customer's estimate of the site fee in whole euros ("" or null: none). */
  siteEstimateEuros: string | null;
  /** The customer's additional costs in whole euros. */
  additionalEuros: readonly number[];
}

export interface TodayCosts {
  offerCents: Cents;
  /** The site estimate counted on top of the offer: 0 while the offer holds the site's fee. */
  siteCents: Cents;
  additionalCents: Cents;
  /** offer + site estimate + additional costs. */
  todayCents: Cents;
}

const euros = (value: number) => cents(Math.round(value) * 100);

/** The offer's total and what is added to it, each counted once. */
export function todayCosts(input: TodayCostsInput): TodayCosts {
  const offerCents = cents(input.offerCents);
  const siteEuros = input.offerHasSiteFee ? 0 : Number(input.siteEstimateEuros ?? "0") || 0;
  const siteCents = euros(Math.max(0, siteEuros));
  const additionalCents = sum(input.additionalEuros.map((value) => euros(Math.max(0, value))));
  return {
    offerCents,
    siteCents,
    additionalCents,
    todayCents: sum([offerCents, siteCents, additionalCents]),
  };
}

/** Cents to the whole euros an estimate is stored in: rounded once, half up ("1.500,50" → 1501). */
export function wholeEuros(amount: Cents): number {
  return Math.floor((amount + 50) / 100);
}

/**
 * Things customers often pay besides the funeral director's offer, each with the offer's service that covers
 * it (null: never part of an offer). The cost form suggests only those the offer does not hold yet.
 */
export const ADDITIONAL_COST_EXAMPLES = [
  { key: "headstone", service: null },
  { key: "graveCare", service: "grabpflege" },
  { key: "ceremony", service: "trauerfeier" },
  { key: "reception", service: null },
  { key: "cemeteryFees", service: null },
] as const;
export type AdditionalCostExample = (typeof ADDITIONAL_COST_EXAMPLES)[number]["key"];

/** The examples to suggest for an offer holding the services with these identifiers. */
export function additionalCostExamples(bookedServices: Iterable<string>): AdditionalCostExample[] {
  const booked = new Set(bookedServices);
  return ADDITIONAL_COST_EXAMPLES.filter((example) => !example.service || !booked.has(example.service)).map(
    (example) => example.key,
  );
}
