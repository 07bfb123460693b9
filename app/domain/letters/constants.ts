/**
 * Figures and enumerations of the letters area: price, shipping dates, handwriting style, text length.
 */

export const LETTER_PRICE_CENTS = 150;

export const LETTER_SHIPPING_GENERIC = ["EXACT_DATE", "AFTER_FUNERAL", "YEAR_AFTER_FUNERAL"] as const;
export type LetterShippingGeneric = (typeof LETTER_SHIPPING_GENERIC)[number];

/**
 * Year choice of an exact shipping date: the next time the day comes after the
 * funeral, or a specific year (then exactYear is required). Spec names only
 * EXACT_DATE; NEXT_OCCURRENCE is our decision.
 */
export const LETTER_SHIPPING_YEARS = ["NEXT_OCCURRENCE", "EXACT_DATE"] as const;
export type LetterShippingYear = (typeof LETTER_SHIPPING_YEARS)[number];
/** How far ahead an exact shipping year may lie. */
export const LETTER_MAX_YEARS_AHEAD = 100;

/** Four handwriting fonts; the first is the default. */
export const LETTER_FONTS = ["caveat", "dancing-script", "indie-flower", "homemade-apple"] as const;
export type LetterFont = (typeof LETTER_FONTS)[number];
export const LETTER_FONT_SIZES = [18, 24, 32] as const;
export type LetterFontSize = (typeof LETTER_FONT_SIZES)[number];
/** Seven ink colours; black is the default. */
export const LETTER_COLORS = ["black", "anthracite", "blue", "navy", "green", "bordeaux", "brown"] as const;
export type LetterColor = (typeof LETTER_COLORS)[number];
export const LETTER_DEFAULT_STYLE = {
  color: "black",
  fontSize: 24,
  fontFamily: "caveat",
} as const satisfies { color: LetterColor; fontSize: LetterFontSize; fontFamily: LetterFont };
/** Letter text limit (spec silent): about two handwritten pages. */
export const LETTER_TEXT_MAX_LENGTH = 5000;

/** The letters area's pages, free of imports; app/domain/letters/index.ts re-exports them. */
export const LETTERS_LIST_PATH = "/overview/letters";
export const LETTERS_CREATE_PATH = "/overview/letters/create";
