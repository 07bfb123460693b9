/**
 * Today's cost of a provision, counted once (decision 0037): the offer's total, plus what the offer does not
 * hold — the funeral site's fee only while the offer has none, and the customer's additional costs. Amounts are
 * integer cents; the customer's estimates are whole euros (the insurer's funeralSiteEstimatedPrice is a string
 * of digits), so typed cents are rounded once, half up, to whole euros (decision 0037, `roundToWholeEuros`).
 */
import { cents, sum, ZERO_CENTS, type Cents } from "../money";

export interface TodayCostsInput {
  /** The offer's total as the offer page shows it (after a coupon). */
  offerCents: Cents;
  /** Whether the offer's total already holds the funeral site's fee (a site with a price for the grave type). */
  offerHasSiteFee: boolean;
  /** The customer's estimate of the site fee (null: none). */
  siteEstimateCents: Cents | null;
  /** The customer's additional costs. */
  additionalCents: readonly Cents[];
}

export interface TodayCosts {
  offerCents: Cents;
  /** The site estimate counted on top of the offer: 0 while the offer holds the site's fee. */
  siteCents: Cents;
  additionalCents: Cents;
  /** offer + site estimate + additional costs. */
  todayCents: Cents;
}

const positive = (amount: Cents | null) => (amount !== null && amount > 0 ? amount : ZERO_CENTS);

/** The offer's total and what is added to it, each counted once. */
export function todayCosts(input: TodayCostsInput): TodayCosts {
  const offerCents = cents(input.offerCents);
  const siteCents = input.offerHasSiteFee ? ZERO_CENTS : positive(input.siteEstimateCents);
  const additionalCents = sum(input.additionalCents.map(positive));
  return {
    offerCents,
    siteCents,
    additionalCents,
    todayCents: sum([offerCents, siteCents, additionalCents]),
  };
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
