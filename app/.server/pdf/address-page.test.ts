/** The address page of a printed letter (decision 0064): what the window shows, and that the letter follows. */
import { describe, expect, it } from "vitest";
import { letterPdf } from "./letter";
import { HAS_PDFTOTEXT, SAMPLE_LETTER, extractText, pageCount } from "../testing/pdf";

const SENDER = ["Vorsorge Nord GmbH", "Hafenstraße 3", "24103 Kiel"];

describe.skipIf(!HAS_PDFTOTEXT)("letterPdf with an address page", () => {
  it("puts return address and recipient alone on page 1 and the letter from page 2 on", async () => {
    const pdf = await letterPdf(SAMPLE_LETTER, { addressPage: { sender: SENDER } });
    expect(pageCount(pdf)).toBe(2);
    const first = extractText(pdf, 1).replace(/\s+/g, " ");
    expect(first).toContain("Vorsorge Nord GmbH · Hafenstraße 3 · 24103 Kiel");
    expect(first).toContain("Frau Grete Größmann Lindenstraße 7 50667 Köln");
    expect(first).not.toContain("Liebe Grete");
    const second = extractText(pdf, 2).replace(/\s+/g, " ");
    expect(second).toContain("Liebe Grete");
    expect(second).not.toContain("Lindenstraße");
    // No "Seite 1 von 2" on the sheet the recipient unfolds first, nor on a one-page letter.
    expect(first).not.toContain("Seite");
    expect(second).not.toContain("Seite");
  });

  it("prints Latin letters beyond Latin-1 in the return address and the recipient's address", async () => {
    const recipient = { ...SAMPLE_LETTER.recipient!, lastname: "Čermáková", city: "Bautzen - Budyšin" };
    const pdf = await letterPdf(
      { ...SAMPLE_LETTER, recipient },
      { addressPage: { sender: ["Bestattungen Łaz", "Hlavní 5", "02999 Lohsa - Łaz"] } },
    );
    const first = extractText(pdf, 1).replace(/\s+/g, " ");
    expect(first).toContain("Bestattungen Łaz · Hlavní 5 · 02999 Lohsa - Łaz");
    expect(first).toContain("Grete Čermáková Lindenstraße 7 50667 Bautzen - Budyšin");
  });

  it("numbers a long letter's pages from its own first page", async () => {
    const long = { ...SAMPLE_LETTER, content: { ...SAMPLE_LETTER.content, text: "Ein Satz.\n".repeat(60) } };
    const pdf = await letterPdf(long, { addressPage: { sender: SENDER } });
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(extractText(pdf, 1)).not.toContain("Seite");
    expect(extractText(pdf, 2)).toContain(`Seite 1 von ${pages - 1}`);
    expect(extractText(pdf, pages)).toContain(`Seite ${pages - 1} von ${pages - 1}`);
  });

  it("keeps a very long return address on one line inside the window, cut with …", async () => {
    const long = ["Vorsorge ".repeat(30).trim(), "Hafenstraße 3", "24103 Kiel"];
    const pdf = await letterPdf(SAMPLE_LETTER, { addressPage: { sender: long } });
    const lines = extractText(pdf, 1, { layout: true })
      .split("\n")
      .filter((line) => line.includes("Vorsorge"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("…");
  });

  it("leaves the customer's own letter PDF as it was: the address on the letter's first page", async () => {
    const pdf = await letterPdf(SAMPLE_LETTER);
    expect(pageCount(pdf)).toBe(1);
    expect(extractText(pdf, 1).replace(/\s+/g, " ")).toContain("Grete Größmann");
  });
});
