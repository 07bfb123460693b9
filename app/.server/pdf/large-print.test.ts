/** Large print (decision 0107): the document builder's and the letter's large style. */
import { beforeAll, describe, expect, it } from "vitest";
import { LARGE_PRINT_LINE_HEIGHT, LARGE_PRINT_MIN_POINTS } from "~/domain/print";
import { letterPdf } from "./letter";
import { printFileName } from "./print-style";
import {
  extractText,
  fillColours,
  HAS_PDFTOTEXT,
  SAMPLE_LETTER,
  sampleDocument,
  textRuns,
  type TextRun,
} from "../testing/pdf";

/** Distances between a line and the next line of the same block (same x and size, just below it). */
function lineSteps(runs: readonly TextRun[]): number[] {
  const steps: number[] = [];
  for (let index = 1; index < runs.length; index++) {
    const [above, below] = [runs[index - 1]!, runs[index]!];
    const step = above.y - below.y;
    if (above.x === below.x && above.size === below.size && step > 0 && step < 2.5 * above.size)
      steps.push(step);
  }
  return steps;
}

const BLACK = "0 0 0";

describe("the document builder in large print", () => {
  let standard: Buffer;
  let large: Buffer;
  beforeAll(async () => {
    [standard, large] = await Promise.all([
      sampleDocument(1, 8).toBuffer(),
      sampleDocument(1, 8, "large").toBuffer(),
    ]);
  });

  it("sets no text below 16 pt, the body at 16 pt and the headings larger (the standard print sets 10.5 pt)", () => {
    const runs = textRuns(large);
    expect(runs.length).toBeGreaterThan(30);
    expect(Math.min(...runs.map((run) => run.size))).toBeGreaterThanOrEqual(LARGE_PRINT_MIN_POINTS);
    const sizes = new Set(runs.map((run) => run.size));
    expect(sizes).toContain(LARGE_PRINT_MIN_POINTS);
    // The sample opens with its H1, then has an H2 and an H3: each larger than the text.
    expect(runs[0]!.size).toBeGreaterThan(LARGE_PRINT_MIN_POINTS);
    expect([...sizes].filter((size) => size > LARGE_PRINT_MIN_POINTS).length).toBeGreaterThanOrEqual(3);
    expect(Math.min(...textRuns(standard).map((run) => run.size))).toBeLessThan(LARGE_PRINT_MIN_POINTS);
  });

  it("spaces the lines of a paragraph, a table cell and a value 1.5 times the text size apart", () => {
    const steps = lineSteps(textRuns(large));
    expect(steps.length).toBeGreaterThan(5);
    for (const step of steps) expect(step).toBeGreaterThanOrEqual(LARGE_PRINT_LINE_HEIGHT * 16 - 0.01);
    const standardSteps = lineSteps(textRuns(standard));
    expect(Math.min(...standardSteps)).toBeLessThan(LARGE_PRINT_LINE_HEIGHT * 16);
  });

  it("prints black on white: no coloured headings, no shaded table header", () => {
    expect(fillColours(large)).toEqual([BLACK]);
    expect(fillColours(standard).length).toBeGreaterThan(1);
  });

  it.skipIf(!HAS_PDFTOTEXT)("holds the same text as the standard print", () => {
    // Page furniture and a table's header repeat on every page; poppler may read a table's cells in another order.
    const furniture =
      /Seite \d+ von \d+|Erstellt am [\d.]+|Vorsorgeportal|Meine Vorsorge – Zusammenfassung|Leistung|Anzahl|Preis/g;
    const words = (pdf: Buffer) =>
      extractText(pdf).replace(furniture, " ").split(/\s+/).filter(Boolean).sort();
    expect(words(large)).toEqual(words(standard));
  });
});

describe("a letter in large print", () => {
  let large: Buffer;
  beforeAll(async () => {
    large = await letterPdf(SAMPLE_LETTER, { print: "large" });
  });

  it("is set in the portal's plain face, not the handwriting, at 16 pt or the letter's larger size", async () => {
    const source = large.toString("latin1");
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+SourceSans3-Regular/);
    expect(source).not.toMatch(/DancingScript/);
    const runs = textRuns(large);
    // The sample letter is written at 24 px, 18 pt: larger than the least.
    expect(new Set(runs.map((run) => run.size))).toEqual(new Set([18]));
    const small = await letterPdf(
      { ...SAMPLE_LETTER, content: { ...SAMPLE_LETTER.content, styles: { fontSize: 18 } } },
      { print: "large" },
    );
    expect(new Set(textRuns(small).map((run) => run.size))).toEqual(new Set([LARGE_PRINT_MIN_POINTS]));
  });

  it("is black, with lines 1.5 times the size apart", () => {
    expect(fillColours(large)).toEqual([BLACK]);
    const steps = lineSteps(textRuns(large));
    expect(steps.length).toBeGreaterThan(5);
    for (const step of steps) expect(step).toBeGreaterThanOrEqual(LARGE_PRINT_LINE_HEIGHT * 18 - 0.01);
  });

  it.skipIf(!HAS_PDFTOTEXT)("holds the address and the whole text", () => {
    const text = extractText(large).replace(/\s+/g, " ");
    expect(text).toContain("Frau Grete Größmann Lindenstraße 7 50667 Köln");
    expect(text).toContain(SAMPLE_LETTER.content.text.replace(/\s+/g, " "));
  });
});

describe("printFileName", () => {
  it("ends a large print's name in -Grossdruck and leaves the standard name", () => {
    expect(printFileName("Vorsorge-Anna-Müller-24-12-26.pdf", "large")).toBe(
      "Vorsorge-Anna-Müller-24-12-26-Grossdruck.pdf",
    );
    expect(printFileName("Brief-an-Max-Müller.pdf", "standard")).toBe("Brief-an-Max-Müller.pdf");
  });
});
