/**
 * Money at the edge: integer cents as German euros (and plain numbers in German writing). Its own module, apart from the date formatting in
 * ./format.ts, so that a page showing prices does not load date-fns (≈ 6 KB brotli; decision 0010).
 */
import { CURRENCY, LOCALE } from "~/domain/constants";
import { formatOnce } from "./server-formats";

/**
 * The two formatters, created on first use: the first `Intl.NumberFormat` of a page builds the browser's
 * number-formatting data (14–17 ms observed, ×4 on Lighthouse's phone), which then falls into one of React's
 * hydration slices instead of the one task that evaluates the page's modules (decision 0068).
 */
let euro: Intl.NumberFormat | undefined;
let wholeEuro: Intl.NumberFormat | undefined;

/**
 * Integer cents as German euros: formatCents(123456) → "1.234,56 €" (with the
 * non-breaking space Intl puts before €). With wholeEuros, amounts without a
 * cent part drop the decimals: 800000 → "8.000 €".
 */
export function formatCents(cents: number, options: { wholeEuros?: boolean } = {}): string {
  return formatOnce(`€ ${cents} ${options.wholeEuros ? "whole" : "cents"}`, () => euros(cents, options));
}

function euros(cents: number, options: { wholeEuros?: boolean }): string {
  const formatter =
    options.wholeEuros && cents % 100 === 0
      ? (wholeEuro ??= new Intl.NumberFormat(LOCALE, {
          style: "currency",
          currency: CURRENCY,
          minimumFractionDigits: 0,
          maximumFractionDigits: 0,
        }))
      : (euro ??= new Intl.NumberFormat(LOCALE, { style: "currency", currency: CURRENCY }));
  return formatter.format(cents / 100);
}

/**
 * A difference of two amounts with its sign in front: "+ 1.234,00 €", "− 500,00 €" (a real minus sign), and
 * "0,00 €" for none.
 */
export function formatCentsDifference(cents: number): string {
  if (cents === 0) return formatCents(0);
  return `${cents > 0 ? "+" : "\u2212"} ${formatCents(Math.abs(cents))}`;
}

/** A number in German writing, e.g. 1234.5 → "1.234,5"; the server's text during hydration (decision 0110). */
export function formatNumber(value: number): string {
  return formatOnce(`n ${value}`, () => value.toLocaleString(LOCALE));
}

/** Integer cents as a plain decimal string of euros, as outside systems read it: 123456 → "1234.56". */
export function decimalEuros(cents: number): string {
  return (cents / 100).toFixed(2);
}
