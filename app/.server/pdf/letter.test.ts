import PDFDocument from "pdfkit";
import { describe, expect, it, vi } from "vitest";
import { LETTER_COLOR_HEX } from "~/domain/letters/style";
import { LETTER_FONTS } from "~/domain/letters/constants";
import { create, type Font } from "fontkit";
import { fontData, LETTER_FONT_FILES } from "./fonts";
import { letterPdf, letterPdfFileName, letterStyle, unprintableInLetter } from "./letter";
import { breakableText } from "./text";
import {
  contentStreams,
  extractText,
  HAS_PDFTOTEXT,
  LATIN_EXTENDED_NAMES,
  pageCount,
  SAMPLE_LETTER,
} from "../testing/pdf";

/** A test that reads the PDF's text with pdftotext (poppler-utils), skipped where it is not installed. */
const needsPoppler = it.skipIf(!HAS_PDFTOTEXT);

/** The fill-colour operator pdfkit writes for a hex colour. */
function fillOperator(hex: string): RegExp {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const number = (value = 0) => String(value).slice(0, 6).replace(".", "\\.");
  return new RegExp(`${number(r)}\\d* ${number(g)}\\d* ${number(b)}\\d* (?:rg|scn)`);
}

/** Free text in other scripts a letter may hold: Russian, Ukrainian, Greek. */
const FAREWELL = "Прощай, мой друг. Дякую за все. Αντίο, φίλε μου.";

/** How older customers sign: hearts, a cross, emoji with variation selectors, a skin tone, a keycap. */
const HEARTFELT = "In Liebe ❤️ ✝️ ★ 😀 ☺︎ ✌🏽 ✓ 1️⃣\nDein Opa";

describe("letterPdf", () => {
  it("is a complete PDF in the letter's handwriting font and no other face for its text", async () => {
    const pdf = await letterPdf(SAMPLE_LETTER);
    const source = pdf.toString("latin1");
    expect(source.startsWith("%PDF-1.7")).toBe(true);
    expect(source).toMatch(/%%EOF\n?$/);
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+DancingScript-Regular/);
    expect(source).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(source).not.toMatch(/Caveat|IndieFlower|HomemadeApple/);
  });

  it.each([
    ["caveat", "Caveat-Regular"],
    ["indie-flower", "IndieFlower"],
    ["homemade-apple", "HomemadeApple-Regular"],
  ] as const)("embeds %s when the letter asks for it", async (fontFamily, postscriptName) => {
    const pdf = await letterPdf({ ...SAMPLE_LETTER, content: { text: "Hallo", styles: { fontFamily } } });
    expect(pdf.toString("latin1")).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${postscriptName}`));
  });

  it.skipIf(!HAS_PDFTOTEXT).each(LETTER_FONTS)(
    "prints Latin letters beyond Latin-1, Cyrillic and Greek in a %s letter and its address",
    async (fontFamily) => {
      const pdf = await letterPdf({
        content: {
          text: `Liebe Freunde,\n${LATIN_EXTENDED_NAMES.join(", ")}\n${FAREWELL}`,
          styles: { fontFamily },
        },
        recipient: {
          ...SAMPLE_LETTER.recipient!,
          firstname: "Łukasz",
          lastname: "Stanisław",
          city: "Lohsa - Łaz",
        },
      });
      const text = extractText(pdf).replace(/\s+/g, " ");
      expect(text).toContain("Łukasz Stanisław Lindenstraße 7 50667 Lohsa - Łaz");
      // Wrapped lines: pdftotext drops a hyphen at a line's end, so compare without spaces and hyphens.
      const letters = (written: string) => written.replace(/[\s-]/g, "");
      expect(letters(text)).toContain(
        letters(`Liebe Freunde, ${LATIN_EXTENDED_NAMES.join(", ")} ${FAREWELL}`),
      );
    },
  );

  it.skipIf(!HAS_PDFTOTEXT).each(LETTER_FONTS)(
    "prints symbols and emoji in a %s letter: the base glyphs of a sequence, never glyph 0",
    async (fontFamily) => {
      const pdf = await letterPdf({ content: { text: HEARTFELT, styles: { fontFamily } } });
      const text = extractText(pdf).replace(/\s+/g, " ").trim();
      expect(text).toBe("In Liebe ❤ ✝ ★ 😀 ☺ ✌ ✓ 1 Dein Opa");
      const face = create(fontData(LETTER_FONT_FILES[fontFamily])) as Font;
      const glyphs = breakableText(HEARTFELT)
        .split("\n")
        .flatMap((line) => face.layout(line).glyphs);
      expect(glyphs.filter((glyph) => glyph.id === 0)).toEqual([]);
      expect(unprintableInLetter({ text: HEARTFELT, styles: { fontFamily } })).toEqual([]);
    },
  );

  it("names what a letter's face cannot print, and leaves it out of the PDF rather than draw a box", async () => {
    const content = { text: "In Liebe ❤️ 漢字 🌹, Ende", styles: { fontFamily: "caveat" } };
    expect(unprintableInLetter(content)).toEqual(["漢", "字"]);
    const drawn = vi.spyOn(PDFDocument.prototype, "text");
    await letterPdf({ content });
    const written = drawn.mock.calls.map(([text]) => String(text)).join("\n");
    drawn.mockRestore();
    expect(written).toContain("In Liebe ❤  🌹, Ende");
    const face = create(fontData(LETTER_FONT_FILES.caveat)) as Font;
    expect(face.layout(written.replace(/\n/g, " ")).glyphs.filter((glyph) => glyph.id === 0)).toEqual([]);
  });

  it("writes the text in the chosen ink colour", async () => {
    const navy = contentStreams(await letterPdf(SAMPLE_LETTER));
    expect(navy).toMatch(fillOperator(LETTER_COLOR_HEX.navy));
    const bordeaux = await letterPdf({
      ...SAMPLE_LETTER,
      content: { ...SAMPLE_LETTER.content, styles: { color: "bordeaux" } },
    });
    expect(contentStreams(bordeaux)).toMatch(fillOperator(LETTER_COLOR_HEX.bordeaux));
    expect(contentStreams(bordeaux)).not.toMatch(fillOperator(LETTER_COLOR_HEX.navy));
  });

  it("sets the chosen size: 32 px in the editor print as 24 pt", async () => {
    const large = contentStreams(
      await letterPdf({
        ...SAMPLE_LETTER,
        content: { text: "Groß", styles: { fontSize: 32, fontFamily: "caveat" } },
      }),
    );
    expect(large).toMatch(/\/F\d+ 24 Tf/);
  });

  needsPoppler("prints the recipient's address and the German text", async () => {
    const text = extractText(await letterPdf(SAMPLE_LETTER));
    expect(text).toMatch(/Frau\s+Grete Größmann\s+Lindenstraße 7\s+50667 Köln/);
    expect(text.replace(/\s+/g, " ")).toContain(
      "Grüße die Kinder von mir und vergiss nicht, die Rosen im Frühling",
    );
  });

  needsPoppler("runs a long letter over several numbered pages without losing a word", async () => {
    const paragraphs = Array.from(
      { length: 30 },
      (_, index) => `Absatz ${index + 1}: Ich denke an Dich, jeden Tag.`,
    );
    const pdf = await letterPdf({
      ...SAMPLE_LETTER,
      content: { text: paragraphs.join("\n\n"), styles: { fontSize: 32, fontFamily: "homemade-apple" } },
    });
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(2);
    expect(extractText(pdf, pages)).toContain(`Seite ${pages} von ${pages}`);
    const text = extractText(pdf).replace(/\s+/g, " ");
    for (let index = 1; index <= 30; index++) expect(text).toContain(`Absatz ${index}:`);
  });

  needsPoppler("a one-page letter carries no page number", async () => {
    expect(extractText(await letterPdf(SAMPLE_LETTER))).not.toMatch(/Seite \d/);
  });

  needsPoppler("a letter without recipient starts at the top of the page", async () => {
    const text = extractText(await letterPdf({ content: { text: "Nur für mich." } }));
    expect(text.trim()).toBe("Nur für mich.");
  });
});

describe("letterStyle", () => {
  it("keeps allowed values", () => {
    expect(letterStyle({ color: "green", fontSize: 18, fontFamily: "indie-flower" })).toEqual({
      color: "green",
      fontSize: 18,
      fontFamily: "indie-flower",
    });
  });

  it("falls back to the default for a stored value outside the lists, instead of failing", () => {
    expect(letterStyle({ color: "#ff0000", fontSize: 99, fontFamily: "../../etc/passwd" })).toEqual({
      color: "black",
      fontSize: 24,
      fontFamily: "caveat",
    });
    expect(letterStyle(null)).toEqual({ color: "black", fontSize: 24, fontFamily: "caveat" });
  });
});

describe("letterPdfFileName", () => {
  it("names the file after the recipient", () => {
    expect(letterPdfFileName(SAMPLE_LETTER)).toBe("Brief-an-Grete-Größmann.pdf");
    expect(letterPdfFileName({ recipient: null })).toBe("Brief.pdf");
  });
});
