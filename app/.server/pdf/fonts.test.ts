import { readFileSync } from "node:fs";
import { create, type Font } from "fontkit";
import { describe, expect, it } from "vitest";
import { LETTER_FONTS } from "~/domain/letters/constants";
import { mergeFonts } from "./font-merge";
import {
  fileData,
  fontCodePointsOf,
  fontData,
  fontPath,
  LETTER_FONT_FILES,
  PORTAL_FONTS,
  woffToSfnt,
} from "./fonts";

/** What German text needs: umlauts, ß, the euro sign, German quotes, dashes, ellipsis. */
const GERMAN = "äöüÄÖÜßẞ€„“‚‘–—…§";
/**
 * Letters of names and places beyond Latin-1 (decision 0071): Polish, Sorbian, Czech, Slovak, Slovenian,
 * Croatian, Hungarian, Romanian, Turkish, Baltic, Maltese, Azerbaijani, Esperanto and Vietnamese.
 */
const LATIN_EXTENDED =
  "ŁłŚśŹźŻżĄąĘęŃńĆć ŠšŽžČčŘřĚěŮůŤťĎďŇňĹĺĽľŔŕ ŐőŰű ȘșȚțĂăÂâÎî ĞğİıŞş ĀāĒēĪīŪūĶķĻļŅņĢģĖėĮįŲų ĦħĊċĠġ Əə " +
  "ĈĉĜĝĤĥĴĵŜŝŬŭ ĐđƠơƯưẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹ";
/** What a letter's free text may hold beyond Latin: Russian, Ukrainian, Greek (each face has them or falls back). */
const CYRILLIC_GREEK =
  "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюяЄєІіЇїҐґ ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώ";
/** Capital ẞ too: the latin subsets lack it, latin-ext (or the portal face as fallback) has it. */
const required = [...`${GERMAN}${LATIN_EXTENDED}${CYRILLIC_GREEK}`.replace(/ /g, "")];

/** Symbols and emoji older customers write in a farewell letter (decision 0072). */
const SYMBOLS = "❤✝★😀☺♥✿☦✞☮☘☀✓⚘♡❀🌹🙏🕯🕊💐🌷⭐";

const faces = [
  ...Object.entries(PORTAL_FONTS).map(([name, files]) => [`portal ${name}`, files] as const),
  ...LETTER_FONTS.map((font) => [`letter ${font}`, LETTER_FONT_FILES[font]] as const),
];
const files = [
  ...new Map(faces.flatMap(([, list]) => list.map((file) => [file.file, file] as const))).values(),
];

const advances = (font: Font, text: string) => font.layout(text).glyphs.map((glyph) => glyph.advanceWidth);

describe("embedded fonts", () => {
  it.each(files.map((file) => [file.file, file] as const))("%s resolves from node_modules", (_, file) => {
    expect(fontPath(file)).toMatch(
      /node_modules\/(@fontsource\/[a-z0-9-]+\/files\/.+\.woff|dejavu-fonts-ttf\/ttf\/DejaVuSans\.ttf)$/,
    );
  });

  it.each(faces)("%s: the characters the pages call printable are the merged font's", (_, list) => {
    const merged = [...(create(fontData(list)) as Font).characterSet];
    expect([...fontCodePointsOf(list)].sort((a, b) => a - b)).toEqual(merged.sort((a, b) => a - b));
  });

  it.each(faces)("%s draws the symbols and emoji of a farewell letter, not as glyph 0", (_, list) => {
    const face = create(fontData(list)) as Font;
    const glyph0 = [...SYMBOLS].filter((char) => face.glyphForCodePoint(char.codePointAt(0) ?? 0).id === 0);
    expect(glyph0).toEqual([]);
    expect(fontCodePointsOf(list).has(0x2764)).toBe(true);
  });

  it("takes from the symbol font only its symbol blocks, not scripts pdfkit cannot shape", () => {
    const symbols = files.find((file) => file.pkg === "dejavu-fonts-ttf")!;
    const dejavu = create(fileData(symbols)) as Font;
    const face = create(fontData(PORTAL_FONTS.regular)) as Font;
    // DejaVu Sans has Arabic and Hebrew letters; printed unjoined and left to right they would be wrong.
    for (const codePoint of [0x0628, 0x05d0]) {
      expect(dejavu.hasGlyphForCodePoint(codePoint)).toBe(true);
      expect(face.hasGlyphForCodePoint(codePoint)).toBe(false);
      expect(fontCodePointsOf(PORTAL_FONTS.regular).has(codePoint)).toBe(false);
    }
    // ❤ at the portal face's em: DejaVu's 2048 units scaled to 1000.
    const heart = face.glyphForCodePoint(0x2764);
    expect(heart.advanceWidth).toBe(
      Math.round((dejavu.glyphForCodePoint(0x2764).advanceWidth * face.unitsPerEm) / dejavu.unitsPerEm),
    );
  });

  it.each(faces)(
    "%s has every German glyph, every letter of Latin names and places, Cyrillic and Greek",
    (_, list) => {
      const face = create(fontData(list)) as Font;
      const missing = required.filter((char) => !face.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
      expect(missing).toEqual([]);
    },
  );

  it.each(faces)(
    "%s draws the Latin-1 text as its own latin subset does (glyphs, widths, kerning)",
    (_, list) => {
      const [latin] = list;
      const own = create(fileData(latin!)) as Font;
      const merged = create(fontData(list)) as Font;
      const text = "AVATAR Tee, Größe 12 € „Vorsorge“";
      expect(merged.layout(text).glyphs.map((glyph) => glyph.id)).toEqual(
        own.layout(text).glyphs.map((g) => g.id),
      );
      expect(advances(merged, text)).toEqual(advances(own, text));
      expect(merged.unitsPerEm).toBe(own.unitsPerEm);
      expect(merged.ascent).toBe(own.ascent);
    },
  );

  it.each(files.filter((file) => file.file.endsWith(".woff")).map((file) => [file.file, file] as const))(
    "%s unpacks from WOFF to the same font",
    (_, file) => {
      const woff = readFileSync(fontPath(file));
      const original = create(woff) as Font;
      const unpacked = create(woffToSfnt(woff)) as Font;
      expect(unpacked.postscriptName).toBe(original.postscriptName);
      expect(unpacked.numGlyphs).toBe(original.numGlyphs);
      expect(advances(unpacked, "Größe 12 € Łódź")).toEqual(advances(original, "Größe 12 € Łódź"));
    },
  );

  it("takes a letter from the first file that has it, its composite parts along, scaled to the base's em", () => {
    const [apple] = LETTER_FONT_FILES["homemade-apple"];
    const [, sansExt] = PORTAL_FONTS.regular;
    const base = create(fileData(apple!)) as Font;
    const fallback = create(fileData(sansExt!)) as Font;
    const merged = create(mergeFonts([{ data: fileData(apple!) }, { data: fileData(sansExt!) }])) as Font;
    const scale = base.unitsPerEm / fallback.unitsPerEm;
    // Ł is Homemade Apple's own; š only the fallback has (a composite of s and the caron).
    expect(merged.glyphForCodePoint(0x141).advanceWidth).toBe(base.glyphForCodePoint(0x141).advanceWidth);
    const caron = merged.glyphForCodePoint(0x161);
    const original = fallback.glyphForCodePoint(0x161);
    expect(caron.id).toBeGreaterThanOrEqual(base.numGlyphs);
    expect(caron.advanceWidth).toBe(Math.round(original.advanceWidth * scale));
    expect(caron.bbox.maxY).toBeCloseTo(original.bbox.maxY * scale, -1);
    expect(caron.bbox.maxX).toBeCloseTo(original.bbox.maxX * scale, -1);
  });

  it("refuses a file that is not WOFF", () => {
    expect(() => woffToSfnt(Buffer.from("%PDF-1.7 not a font at all, just text"))).toThrow(/WOFF/);
  });

  it("unpacks each file and merges each face once per process", () => {
    const [latin] = PORTAL_FONTS.regular;
    expect(fileData(latin!)).toBe(fileData(latin!));
    expect(fontData(PORTAL_FONTS.regular)).toBe(fontData(PORTAL_FONTS.regular));
  });
});
