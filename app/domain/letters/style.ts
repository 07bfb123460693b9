/**
 * How the letter styles look: one place for the ink colours and the
 * font sizes, shared by the web editor (CSS) and the PDF (app/.server/pdf/letter.ts).
 */
import type { LetterColor, LetterFont, LetterFontSize } from "~/domain/letters/constants";

/**
 * Ink colour per named letter colour. Each has at least 7:1 contrast on white paper,
 * so every colour stays readable in print and on screen (WCAG AAA for body text).
 */
export const LETTER_COLOR_HEX = {
  black: "#1a1a1a",
  anthracite: "#383e42",
  blue: "#1f3f99",
  navy: "#1b2a55",
  green: "#1d4d2f",
  bordeaux: "#6d1a2c",
  brown: "#4e331c",
} as const satisfies Record<LetterColor, `#${string}`>;

/**
 * The font sizes are CSS pixels in the editor (1 px = 1/96 in); the PDF uses points
 * (1/72 in). Printing at the same physical size as the editor shows it: pt = px × 0.75.
 */
export function letterFontSizePoints(size: LetterFontSize): number {
  return size * 0.75;
}

/** CSS font stacks of the handwriting fonts (self-hosted @fontsource faces, app/routes/letters/letter-fonts.css). */
export const LETTER_FONT_CSS = {
  caveat: "'Caveat', cursive",
  "dancing-script": "'Dancing Script', cursive",
  "indie-flower": "'Indie Flower', cursive",
  "homemade-apple": "'Homemade Apple', cursive",
} as const satisfies Record<LetterFont, string>;

/** Inline style of a letter's text in the browser (editor and print preview): font, size in px and ink. */
export function letterCssStyle(style: {
  color: LetterColor;
  fontSize: LetterFontSize;
  fontFamily: LetterFont;
}) {
  return {
    fontFamily: LETTER_FONT_CSS[style.fontFamily],
    fontSize: `${style.fontSize}px`,
    color: LETTER_COLOR_HEX[style.color],
  };
}
