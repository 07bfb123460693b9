/** Sample documents and PDF inspection helpers for the PDF tests and bench/pdf.ts. */
import { execFileSync, spawnSync } from "node:child_process";
import { inflateSync } from "node:zlib";
import { formatCents } from "~/i18n/currency";
import { createDocument, type PdfDocumentBuilder } from "../pdf/document";
import type { LetterPdfInput } from "../pdf/letter";
import type { PrintStyle } from "~/domain/print";

export const SAMPLE_CREATED_AT = new Date("2026-12-24T10:00:00+01:00");

export const GERMAN_TEXT =
  "Grüße aus Köln: Müller, Jäger & Söhne – Straße, Maß, Größe, 1.234,56 € „Vorsorge“";

/** Names and places beyond Latin-1 that the forms accept (decision 0071): Sorbian, Polish, Czech, Hungarian, Romanian, Vietnamese. */
export const LATIN_EXTENDED_NAMES = [
  "Łukasz Stanisław",
  "Bautzen - Budyšin",
  "Lohsa - Łaz",
  "Cottbus - Chóśebuz",
  "Žofie Čermáková",
  "Őrsi Zsófia",
  "Ștefan Țurcanu",
  "Nguyễn Thị Hồng",
] as const;

/** A provision summary with `sections` repetitions of personal data, a cost table and text. */
export function sampleDocument(
  sections = 1,
  rowsPerTable = 12,
  print: PrintStyle = "standard",
): PdfDocumentBuilder {
  const pdf = createDocument({
    title: "Meine Vorsorge – Zusammenfassung",
    subject: "Zusammenfassung der Bestattungsvorsorge",
    createdAt: SAMPLE_CREATED_AT,
    print,
  });
  pdf.heading("Meine Vorsorge");
  pdf.paragraph(`Diese Zusammenfassung zeigt Ihre Wünsche und die geschätzten Kosten. ${GERMAN_TEXT}`);
  for (let section = 1; section <= sections; section++) {
    pdf.heading(sections > 1 ? `Persönliche Angaben (${section})` : "Persönliche Angaben", 2);
    pdf.keyValue([
      ["Name", "Anna Müller"],
      ["Geburtsdatum", "24.12.1950"],
      ["Anschrift", "Hauptstraße 12\n50667 Köln"],
      ["E-Mail", "anna.mueller@example.de"],
      ["Bestattungsart", "Feuerbestattung im Urnengrab, Trauerfeier in der Friedhofskapelle"],
    ]);
    pdf.heading("Kosten", 2);
    pdf.table({
      columns: [
        { header: "Leistung", weight: 3 },
        { header: "Anzahl", align: "right" },
        { header: "Preis", weight: 1.4, align: "right" },
      ],
      rows: Array.from({ length: rowsPerTable }, (_, index) => [
        index % 3 === 0
          ? `Überführung ${index + 1} innerhalb von 50 km, inklusive Grabpflege für zwölf Monate`
          : `Blumengesteck Nr. ${index + 1}`,
        String((index % 4) + 1),
        formatCents(12_345 * (index + 1)),
      ]),
    });
    pdf.heading("Hinweise", 3);
    pdf.paragraph(
      "Die Preise sind Schätzungen auf Grundlage der heutigen Kosten. Bis zum Vorsorgefall können sich Gebühren der Friedhöfe ändern; wir prüfen Ihr Angebot deshalb regelmäßig und benachrichtigen Sie, wenn es älter als sechs Monate ist.",
    );
  }
  pdf.signatureLine("Ort, Datum");
  pdf.signatureLine("Unterschrift");
  return pdf;
}

export const SAMPLE_LETTER: LetterPdfInput = {
  content: {
    text: "Liebe Grete,\n\nwenn Du diesen Brief liest, bin ich nicht mehr da. Ich möchte Dir danken für all die schönen Jahre, für die Spaziergänge am Rhein, für Deine Geduld und Dein Lachen.\n\nBitte sei nicht zu traurig. Grüße die Kinder von mir und vergiss nicht, die Rosen im Frühling zu schneiden – Du weißt, wie sehr ich sie mochte.\n\nIn Liebe\nDein Jürgen",
    styles: { color: "navy", fontSize: 24, fontFamily: "dancing-script" },
  },
  recipient: {
    salutation: "madame",
    firstname: "Grete",
    lastname: "Größmann",
    street: "Lindenstraße 7",
    postalcode: "50667",
    city: "Köln",
  },
};

/** Whether poppler's pdftotext is installed (apt: poppler-utils); text assertions skip without it. */
export const HAS_PDFTOTEXT = spawnSync("pdftotext", ["-v"]).status === 0;

/** The PDF's text as poppler extracts it (optionally of one page; `layout` keeps table rows on one line). */
export function extractText(pdf: Uint8Array, page?: number, { layout = false } = {}): string {
  const range = page === undefined ? [] : ["-f", String(page), "-l", String(page)];
  const args = [...range, ...(layout ? ["-layout"] : []), "-enc", "UTF-8", "-", "-"];
  return execFileSync("pdftotext", args, { input: pdf }).toString("utf8");
}

/** The PDF's page content streams, inflated, as text: lets a test see drawing operators such as colours. */
export function contentStreams(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const streams: string[] = [];
  for (const match of source.matchAll(/\/Filter \/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf("endstream", start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString("latin1"));
    } catch {
      // a font or image stream that is not complete zlib data after trimming: not a page
    }
  }
  return streams.join("\n");
}

/** One line of text as pdfkit writes it: its origin (points from the page's bottom left) and its font size. */
export interface TextRun {
  x: number;
  y: number;
  size: number;
}

/** Every line of text in the content streams (`x y Tm` then `/F size Tf`), in the order drawn. */
export function textRuns(pdf: Buffer): TextRun[] {
  const runs: TextRun[] = [];
  for (const match of contentStreams(pdf).matchAll(/1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm\s*\/F\d+ ([\d.]+) Tf/g))
    runs.push({ x: Number(match[1]), y: Number(match[2]), size: Number(match[3]) });
  return runs;
}

/** The fill colours (`r g b rg` or `scn`) the content streams set, each once, as written. */
export function fillColours(pdf: Buffer): string[] {
  const set = contentStreams(pdf).matchAll(/([\d.]+ [\d.]+ [\d.]+) (?:rg|scn)/g);
  return [...new Set([...set].map((match) => match[1]!))];
}

/** The number of pages in the PDF's page tree. */
export function pageCount(pdf: Buffer): number {
  return Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString("latin1"))?.[1] ?? 0);
}
