/**
 * Rules of the back office's catalogue (decision 0053), pure: the net price an admin types,
 * the VAT class a product may have, and the rule "one default product per category, plan and funeral type".
 */
import { parseEuros, VAT_RATES, type Cents, type VatRate } from "../money";
import type { FuneralPlan, FuneralType } from "../constants";
import type { ProductCategory } from "../offer/constants";

/** Why a typed net price is refused; each names the field in its German message (catalogue texts). */
export type PriceProblem = "empty" | "negative" | "fraction" | "notANumber" | "tooLarge";

/** The largest net price accepted: 1.000.000,00 € (a typo guard; no funeral product costs more). */
export const MAX_PRICE_CENTS = 100_000_000;

/**
 * A net price typed the German way ("1.234,50", "590", "12,5 €") as Cents, or the problem: negative,
 * a fraction of a cent ("12,345"), no number at all, or beyond MAX_PRICE_CENTS.
 */
export function parseNetPrice(
  text: string,
): { ok: true; cents: Cents } | { ok: false; problem: PriceProblem } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, problem: "empty" };
  const amount = parseEuros(trimmed);
  if (amount === null) {
    // "12,345" or "1.234,567": a number, but with more than two decimals.
    if (/^-?\s*(?:\d{1,3}(?:\.\d{3})+|\d+),\d{3,}\s*(?:€|EUR)?$/i.test(trimmed)) {
      return { ok: false, problem: "fraction" };
    }
    if (/^-\s*\d/.test(trimmed)) return { ok: false, problem: "negative" };
    return { ok: false, problem: "notANumber" };
  }
  if (amount < 0) return { ok: false, problem: "negative" };
  if (amount > MAX_PRICE_CENTS) return { ok: false, problem: "tooLarge" };
  return { ok: true, cents: amount };
}

/** Cents as an admin types them back: "1.234,50" (no currency sign, two decimals). */
export function formatNetPriceInput(amount: number): string {
  const euros = Math.floor(amount / 100);
  const rest = String(amount % 100).padStart(2, "0");
  return `${euros.toLocaleString("de-DE")},${rest}`;
}

/**
 * The VAT classes a category may have. The reduced 7 % applies to cut flowers and plants (§ 12 Abs. 2 Nr. 1
 * UStG with Anlage 2 Nr. 6 and 7); coffins, urns, cards, notices and grave goods are taxed at 19 %. A flower
 * arrangement with much non-floral material may be 19 %, so flowers may have either (decision 0053).
 */
export function vatRatesFor(category: ProductCategory): readonly VatRate[] {
  return category === "flower" ? VAT_RATES : [19];
}

export function isVatRateAllowed(category: ProductCategory, rate: number): boolean {
  return (vatRatesFor(category) as readonly number[]).includes(rate);
}

/** What the default rule needs of a product. */
export interface DefaultCandidate {
  id: string;
  category: ProductCategory;
  defaultPlans: readonly FuneralPlan[];
  /** Empty: fits every funeral type. */
  funeralTypes: readonly FuneralType[];
}

/** Whether two funeral-type lists share a type (an empty list means every type). */
export function funeralTypesOverlap(a: readonly FuneralType[], b: readonly FuneralType[]): boolean {
  return a.length === 0 || b.length === 0 || a.some((type) => b.includes(type));
}

/**
 * One default per category, plan and funeral type: when `product` becomes (or stays) the default for its
 * plans, every other product of its category that is default for one of those plans and shares a funeral
 * type loses that plan. Returns the products that change, with their new plan lists (none when nothing
 * collides). Withdrawn products are not passed in: they are no default anyway.
 */
export function defaultTakeovers(
  product: DefaultCandidate,
  others: readonly DefaultCandidate[],
): { id: string; before: FuneralPlan[]; after: FuneralPlan[] }[] {
  if (product.defaultPlans.length === 0) return [];
  return others
    .filter((other) => other.id !== product.id && other.category === product.category)
    .filter((other) => funeralTypesOverlap(other.funeralTypes, product.funeralTypes))
    .map((other) => ({
      id: other.id,
      before: [...other.defaultPlans],
      after: other.defaultPlans.filter((plan) => !product.defaultPlans.includes(plan)),
    }))
    .filter((change) => change.after.length !== change.before.length);
}

/** What an admin's change will do to existing offers, counted before it is saved. */
export interface OfferImpact {
  /** Offers that will show "outdated" (items differ from the catalogue; no price guarantee, not accepted). */
  outdated: number;
  /** Offers under a price guarantee that hold the item: they keep their prices. */
  guaranteed: number;
}

export const NO_IMPACT: OfferImpact = { outdated: 0, guaranteed: 0 };
