/**
 * Text as the PDF module hands it to pdfkit. pdfkit's line wrapper splits a word wider than the line by trying
 * ever shorter prefixes, one character at a time, measuring each: quadratic in the word's length (a 5,000-character
 * word cost about a second of CPU per PDF). Runs without a break opportunity get a soft hyphen every
 * `MAX_UNBROKEN_RUN` characters, so the wrapper breaks there (printing a hyphen) and its work stays linear.
 */

import { printedText } from "~/domain/printable";

const SOFT_HYPHEN = "\u00AD";
/** Longer than any real German word a line can hold, short enough to keep the wrapper's fallback cheap. */
export const MAX_UNBROKEN_RUN = 60;

const LONG_RUN = new RegExp(`[^\\s\\-${SOFT_HYPHEN}]{${MAX_UNBROKEN_RUN + 1},}`, "gu");
const CHUNK = new RegExp(`[^]{1,${MAX_UNBROKEN_RUN}}`, "gu");

/**
 * The text as printed (`printedText`: composed, NFC, as the fonts have the letters; without variation selectors,
 * joiners and other characters that have no glyph of their own; a letter's text is stored as typed) with a soft
 * hyphen after every `MAX_UNBROKEN_RUN` characters of a run that has no break opportunity.
 */
export function breakableText(text: string): string {
  return printedText(text).replace(LONG_RUN, (run) => (run.match(CHUNK) ?? [run]).join(SOFT_HYPHEN));
}
