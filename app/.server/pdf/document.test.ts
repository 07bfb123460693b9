import { beforeAll, describe, expect, it } from "vitest";
import { createDocument } from "./document";
import {
  contentStreams,
  extractText,
  GERMAN_TEXT,
  HAS_PDFTOTEXT,
  LATIN_EXTENDED_NAMES,
  pageCount,
  SAMPLE_CREATED_AT,
  sampleDocument,
} from "../testing/pdf";

/** A test that reads the PDF's text with pdftotext (poppler-utils), skipped where it is not installed. */
const needsPoppler = it.skipIf(!HAS_PDFTOTEXT);

describe("createDocument", () => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await sampleDocument(1, 60).toBuffer();
  });

  it("is a complete PDF 1.7 file", () => {
    expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.7");
    expect(pdf.subarray(-6).toString("latin1")).toMatch(/%%EOF\n?$/);
  });

  it("embeds the portal font (no reliance on the reader's fonts)", () => {
    const source = pdf.toString("latin1");
    expect(source).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+SourceSans3-Regular/);
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+SourceSans3-SemiBold/);
    expect(source).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it("carries title, author, language and a structure tree for screen readers", () => {
    const source = pdf.toString("latin1");
    expect(source).toContain("/Lang (de-DE)");
    expect(source).toContain("/Marked true");
    expect(source).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(source).toContain("/DisplayDocTitle true");
    const info = (key: string) => {
      const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(source)?.[1];
      return new RegExp(`\\n${ref} 0 obj\\n\\(([^)]*)\\)`).exec(source)?.[1];
    };
    expect(info("Author")).toBe("Vorsorgeportal");
    expect(info("CreationDate")).toBe("D:20261224090000Z");
    expect(info("Title")).toBeTruthy();
    for (const tag of ["/H1", "/H2", "/H3", "/P", "/Table", "/TH", "/TD"])
      expect(source).toContain(`/S ${tag}`);
  });

  needsPoppler("extracts the German text with umlauts, ß, € and quotes", () => {
    const text = extractText(pdf).replace(/\s+/g, " ");
    expect(text).toContain(GERMAN_TEXT);
    expect(text).toContain("Feuerbestattung im Urnengrab");
  });

  needsPoppler(
    "prints Latin letters beyond Latin-1 (Ł ł š ś ž č ő ț ễ) in every block and the page header",
    async () => {
      const [name, city, ...others] = LATIN_EXTENDED_NAMES;
      const built = await createDocument({ title: `Vorsorge ${name}` })
        .heading(name)
        .paragraph(LATIN_EXTENDED_NAMES.join(", "))
        .keyValue([
          ["Name", name],
          ["Ort", city],
        ])
        .table({
          columns: [{ header: "Name" }, { header: city, align: "right" }],
          rows: others.map((other) => [other, city]),
        })
        .signatureLine(city)
        .toBuffer();
      const text = extractText(built).replace(/\s+/g, " ");
      for (const written of LATIN_EXTENDED_NAMES) expect(text).toContain(written);
      // header, heading, paragraph, key-value list
      expect(text.split(name).length - 1).toBe(4);
      // paragraph, key-value list, table header, each row, signature line
      expect(text.split(city).length - 1).toBe(4 + others.length);
    },
  );

  needsPoppler("breaks a long table across pages and repeats its header on each", () => {
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= pages; page++) {
      const text = extractText(pdf, page, { layout: true });
      expect(text).toContain(`Seite ${page} von ${pages}`);
      expect(text).toContain("Erstellt am 24.12.2026");
      if (/Blumengesteck/.test(text)) expect(text).toMatch(/Leistung\s+Anzahl\s+Preis/);
    }
  });

  it("breaks a long table onto further pages (without poppler: by page count)", () => {
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(3);
  });

  it("marks page furniture and repeated headers as artifacts, not content", () => {
    const streams = contentStreams(pdf);
    expect(streams).toMatch(/\/Artifact <<\s*\/Type \/Pagination\s*>> BDC/);
    expect(streams).toMatch(/\/TD <<\s*\/MCID \d+\s*>> BDC/);
  });

  needsPoppler("keeps every character searchable in later documents (o after ö)", async () => {
    const first = createDocument({ title: "Erstes", createdAt: SAMPLE_CREATED_AT });
    await first.paragraph("Größe Köln Öl").heading("Über").toBuffer();
    const second = createDocument({ title: "Zweites", createdAt: SAMPLE_CREATED_AT });
    const text = extractText(await second.paragraph("Kohl oder Rose, Ofen und Uhr").toBuffer());
    expect(text).toContain("Kohl oder Rose, Ofen und Uhr");
  });

  needsPoppler("shortens a long title in the page header so it never runs into the portal name", async () => {
    const title = `Bestattungsverfügung für ${"sehr ".repeat(30)}lange Namen`;
    const built = await createDocument({ title, createdAt: SAMPLE_CREATED_AT }).paragraph("Text").toBuffer();
    const header = extractText(built, 1, { layout: true }).split("\n")[0] ?? "";
    expect(header).toMatch(/^Vorsorgeportal\s+Bestattungsverfügung für sehr .*…$/);
    expect(header.length).toBeLessThan(title.length);
  });

  it("refuses to be built twice", async () => {
    const document = createDocument({ title: "Test", createdAt: SAMPLE_CREATED_AT }).paragraph("Ein Satz.");
    await document.toBuffer();
    await expect(document.toBuffer()).rejects.toThrow(/once/);
  });

  needsPoppler("keeps a heading with the text after it and the signature line whole", async () => {
    const document = createDocument({ title: "Umbruch", createdAt: SAMPLE_CREATED_AT });
    document.heading("Anfang");
    for (let index = 0; index < 47; index++) document.paragraph(`Zeile ${index + 1}`);
    document.heading("Zweiter Abschnitt", 2).paragraph("Text des zweiten Abschnitts.");
    document.signatureLine("Unterschrift");
    const built = await document.toBuffer();
    const last = extractText(built, pageCount(built));
    expect(last).toContain("Zweiter Abschnitt");
    expect(last).toContain("Text des zweiten Abschnitts.");
    expect(last).toContain("Unterschrift");
  });
});
