/**
 * Money in integer cents (docs/decisions/0014-money.md): VAT and discounts are
 * computed on integers, and every result that has a fraction of a cent is rounded ONCE, half away from
 * zero ("kaufmännisch"), at the place the rule below names. Formatting to euros happens at the edge:
 * `formatCents` in app/i18n/currency.ts.
 */
import { FLOWER_GROSS_FACTOR, GROSS_FACTOR } from "./constants";

declare const centsBrand: unique symbol;
/** A whole number of euro cents. Only `cents()` and the functions here make one. */
export type Cents = number & { readonly [centsBrand]: true };

/** `value` as Cents; a RangeError unless it is a safe integer (no fractions of a cent, no NaN). */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of cents: ${value}`);
  // Normalise -0, so that formatting never shows "-0,00 €".
  return (value === 0 ? 0 : value) as Cents;
}

export const ZERO_CENTS = cents(0);

/**
 * Returns `value` if it is a whole, non-negative number of cents; throws a
 * RangeError naming `label` for anything else (strings, NaN, Infinity,
 * fractions of a cent, negative amounts, amounts beyond exact integer range).
 */
export function requireCents(value: unknown, label = "amount"): Cents {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${label} must be a non-negative integer number of cents, got ${String(value)}`);
  }
  return cents(value);
}

/**
 * cents × numerator / denominator (all integers, denominator > 0), computed
 * exactly and rounded once, half away from zero. Throws a RangeError when the
 * intermediate product leaves the exact integer range of a number.
 */
export function multiplyCents(cents: number, numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not whole cents: ${String(cents)}`);
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Not an integer fraction: ${String(numerator)}/${String(denominator)}`);
  }
  const product = cents * numerator;
  if (!Number.isSafeInteger(product)) throw new RangeError("Amount too large");
  const magnitude = Math.abs(product);
  // Float division of large integers may land one off; the remainder corrects it.
  let quotient = Math.floor(magnitude / denominator);
  let remainder = magnitude - quotient * denominator;
  if (remainder < 0) {
    quotient -= 1;
    remainder += denominator;
  } else if (remainder >= denominator) {
    quotient += 1;
    remainder -= denominator;
  }
  const rounded = 2 * remainder >= denominator ? quotient + 1 : quotient;
  return product < 0 ? -rounded : rounded;
}

/** The VAT factor as a whole percentage: 1.19 → 119, flowers 1.07 → 107. */
const STANDARD_GROSS_PERCENT = Math.round(GROSS_FACTOR * 100);
const FLOWER_GROSS_PERCENT = Math.round(FLOWER_GROSS_FACTOR * 100);

/**
 * The gross price of one line from its net price: × 1.19, or × 1.07 for the product category "flower".
 * Rounded per line, so that the line prices a customer sees add up to the total they see.
 */
export function gross(net: Cents, category?: string): Cents {
  const percent = category === "flower" ? FLOWER_GROSS_PERCENT : STANDARD_GROSS_PERCENT;
  return cents(multiplyCents(net, percent, 100));
}

/** The VAT classes a catalogue line can have, in percent: standard 19, reduced 7 (flowers). */
export const VAT_RATES = [19, 7] as const;
export type VatRate = (typeof VAT_RATES)[number];

export function isVatRate(value: unknown): value is VatRate {
  return value === 19 || value === 7;
}

/**
 * The gross price of one line at its own VAT class (19 or 7 %), rounded per line as `gross` does; the offer
 * uses the rate stored with each line (proposal_items.vat_rate) rather than guessing it from the category.
 */
export function grossAt(net: Cents, vatRate: VatRate): Cents {
  return cents(multiplyCents(net, 100 + vatRate, 100));
}

/**
 * price − price × percent / 100, for a whole percent 0…100 (coupons and
 * price-guarantee steps are whole percents). The discount amount is what gets rounded (half away from
 * zero), so a half cent goes to the customer: 0 % → price, 100 % → 0.
 */
export function discounted(price: Cents, percent: number): Cents {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`discount must be a whole percent from 0 to 100: ${percent}`);
  }
  const discount = multiplyCents(price, percent, 100);
  return cents(price - discount);
}

/** The sum of amounts (0 for none). */
export function sum(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return cents(total);
}

/** `amount` × a whole quantity (e.g. letters at 1,50 € each). */
export function times(amount: Cents, quantity: number): Cents {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`not a whole quantity: ${quantity}`);
  return cents(amount * quantity);
}

const EURO_INPUT = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/**
 * An amount typed the German way ("18", "18,5", "1.500", "1.234,56", "1234,56 €", "€ 1.500", "1500 EUR"), or
 * null when it is not one. At most two decimals: "18,555" is refused rather than rounded. The one parser of
 * typed amounts (decision 0037).
 */
export function parseEuros(text: string): Cents | null {
  const bare = text
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim()
    .replace(/^(?:€|EUR)\s*/i, "")
    .replace(/\s*(?:€|EUR|Euro)$/i, "")
    .trim();
  const match = EURO_INPUT.exec(bare);
  if (!match) return null;
  const [, sign, whole = "", fraction = ""] = match;
  const value = Number(whole.replaceAll(".", "")) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(value)) return null;
  return cents(sign ? -value : value);
}

/** A whole number of euros as Cents (1500 → 150000). */
export function fromWholeEuros(euros: number): Cents {
  return cents(euros * 100);
}

/**
 * An amount in euros that may have a fraction (an outside API's 23.45, PayPal's "36.00"), to the nearest cent;
 * null for anything that is no finite, non-negative number.
 */
export function fromDecimalEuros(value: number | string): Cents | null {
  const euros = Number(value);
  if (!Number.isFinite(euros) || euros < 0) return null;
  const amount = Math.round(euros * 100);
  return Number.isSafeInteger(amount) ? cents(amount) : null;
}

/**
 * `amount` in whole euros, rounded once: half up by default ("1.500,50" → 1501, decision 0037), or up to the
 * next whole euro.
 */
export function wholeEuros(amount: Cents, rounding: "halfUp" | "up" = "halfUp"): number {
  return rounding === "up" ? Math.ceil(amount / 100) : Math.floor((amount + 50) / 100);
}

/** `amount` rounded once (half up) to whole euros, as Cents: what a whole-euro estimate stores. */
export function roundToWholeEuros(amount: Cents): Cents {
  return fromWholeEuros(wholeEuros(amount));
}
