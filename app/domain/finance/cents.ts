/**
 * Integer-cent arithmetic for the finance rules. Amounts are plain numbers
 * holding whole cents (the branded `Cents` type of app/domain/money.ts can
 * replace `number` here later without changing behaviour).
 *
 * One rounding rule: products are computed exactly in integers and rounded
 * once, at the end, half away from zero. No BigInt: this code also runs in old
 * browsers (Safari 12).
 */

/**
 * Returns `value` if it is a whole, non-negative number of cents; throws a
 * RangeError naming `label` for anything else (strings, NaN, Infinity,
 * fractions of a cent, negative amounts, amounts beyond exact integer range).
 */
export function requireCents(value: unknown, label = "amount"): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${label} must be a non-negative integer number of cents, got ${String(value)}`);
  }
  return value;
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
