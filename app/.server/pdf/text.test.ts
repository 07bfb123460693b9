import PDFDocument from "pdfkit";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDocument } from "./document";
import { letterPdf } from "./letter";
import { breakableText, MAX_UNBROKEN_RUN } from "./text";
import { extractText, HAS_PDFTOTEXT, SAMPLE_LETTER } from "../testing/pdf";

/** A test that reads the PDF's text with pdftotext (poppler-utils), skipped where it is not installed. */
const needsPoppler = it.skipIf(!HAS_PDFTOTEXT);

/** How many characters pdfkit measured while `build` ran: the line wrapper's work. */
async function measuredCharacters(build: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(PDFDocument.prototype, "widthOfString");
  await build();
  const characters = spy.mock.calls.reduce((sum, [text]) => sum + String(text).length, 0);
  spy.mockRestore();
  return characters;
}

afterEach(() => vi.restoreAllMocks());

describe("breakableText", () => {
  it("leaves ordinary text alone", () => {
    const text = "Liebe Anna,\nich danke Dir für alles – Donaudampfschifffahrtsgesellschaft.";
    expect(breakableText(text)).toBe(text);
  });

  it("composes letters typed as base and combining mark, as the fonts have them", () => {
    expect(breakableText("Budys\u030Cin, Łukasz")).toBe("Budyšin, Łukasz");
  });

  it("cuts a long run into pieces a line can hold and loses no character", () => {
    const word = "Ä".repeat(5000);
    const broken = breakableText(`Anfang ${word} Ende`);
    expect(broken.replace(/\u00AD/g, "")).toBe(`Anfang ${word} Ende`);
    const runs = broken.split(/[\s\u00AD-]/);
    expect(Math.max(...runs.map((run) => run.length))).toBeLessThanOrEqual(MAX_UNBROKEN_RUN);
  });
});

describe("a PDF with a very long word", () => {
  // pdfkit split such a word by measuring ever shorter prefixes: 5,000 characters cost over a second of CPU.
  const word = "x".repeat(5000);

  it("costs the line wrapper work in proportion to the text, in every block of a document", async () => {
    const measured = await measuredCharacters(() =>
      createDocument({ title: "Test" })
        .heading(word)
        .paragraph(word)
        .keyValue([["Name", word]])
        .table({ columns: [{ header: "A" }, { header: "B" }, { header: "C" }], rows: [[word, "b", word]] })
        .toBuffer(),
    );
    // Before: the rest of the word was measured again for every line, millions of characters in all.
    expect(measured).toBeLessThan(10 * 5 * word.length);
  });

  it("costs the line wrapper work in proportion to the text in a letter", async () => {
    const measured = await measuredCharacters(() =>
      letterPdf({
        content: { text: word },
        recipient: { ...SAMPLE_LETTER.recipient!, city: word },
      }),
    );
    expect(measured).toBeLessThan(10 * 2 * word.length);
  });

  needsPoppler("prints every character of the word, broken with hyphens", async () => {
    const text = extractText(await createDocument({ title: "Test" }).paragraph("y".repeat(400)).toBuffer());
    expect(text.replace(/[\s-]/g, "").match(/y+/)?.[0]).toBe("y".repeat(400));
  });
});
