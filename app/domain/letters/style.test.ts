import { describe, expect, it } from "vitest";
import { LETTER_COLORS, LETTER_FONT_SIZES } from "~/domain/letters/constants";
import { LETTER_COLOR_HEX, letterFontSizePoints } from "./style";

/** WCAG 2.1 relative luminance and contrast ratio against white. */
function contrastOnWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe("letter colours", () => {
  it.each(LETTER_COLORS)("%s is a hex colour with at least 7:1 contrast on white", (color) => {
    const hex = LETTER_COLOR_HEX[color];
    expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastOnWhite(hex)).toBeGreaterThanOrEqual(7);
  });

  it("gives every colour its own ink", () => {
    expect(new Set(Object.values(LETTER_COLOR_HEX)).size).toBe(LETTER_COLORS.length);
  });
});

describe("letter font sizes", () => {
  it("prints the editor's pixel sizes at the same physical size", () => {
    expect(LETTER_FONT_SIZES.map(letterFontSizePoints)).toEqual([13.5, 18, 24]);
  });
});
