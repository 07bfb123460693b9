import { readFileSync } from "node:fs";
import { create, type Font } from "fontkit";
import { describe, expect, it } from "vitest";
import { LETTER_FONTS } from "~/domain/letters/constants";
import { fontData, fontPath, LETTER_FONT_FILES, PORTAL_FONTS, woffToSfnt } from "./fonts";

/** What German text needs: umlauts, ß, the euro sign, German quotes, dashes, ellipsis. */
const GERMAN = "äöüÄÖÜßẞ€„“‚‘–—…§";
const required = [...GERMAN].filter((char) => char !== "ẞ"); // capital ẞ is rare; no face of the four has it

const faces = [
  ...Object.entries(PORTAL_FONTS).map(([name, file]) => [`portal ${name}`, file] as const),
  ...LETTER_FONTS.map((font) => [`letter ${font}`, LETTER_FONT_FILES[font]] as const),
];

describe("embedded fonts", () => {
  it.each(faces)("%s resolves from node_modules and has every German glyph", (_, file) => {
    expect(fontPath(file)).toMatch(/node_modules\/@fontsource\/[a-z0-9-]+\/files\/.+\.woff$/);
    const face = create(fontData(file)) as Font;
    const missing = required.filter((char) => !face.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
  });

  it.each(faces)("%s unpacks from WOFF to the same font", (_, file) => {
    const woff = readFileSync(fontPath(file));
    const original = create(woff) as Font;
    const unpacked = create(woffToSfnt(woff)) as Font;
    expect(unpacked.postscriptName).toBe(original.postscriptName);
    expect(unpacked.numGlyphs).toBe(original.numGlyphs);
    const sample = unpacked.layout("Größe 12 €").glyphs.map((glyph) => glyph.advanceWidth);
    expect(sample).toEqual(original.layout("Größe 12 €").glyphs.map((glyph) => glyph.advanceWidth));
  });

  it("refuses a file that is not WOFF", () => {
    expect(() => woffToSfnt(Buffer.from("%PDF-1.7 not a font at all, just text"))).toThrow(/WOFF/);
  });

  it("unpacks each file once per process", () => {
    expect(fontData(PORTAL_FONTS.regular)).toBe(fontData(PORTAL_FONTS.regular));
  });
});
