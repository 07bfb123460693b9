/** Sample documents for the PDF tests and bench/pdf.ts. */
import { formatCents } from "~/i18n/format";
import { createDocument, type PdfDocumentBuilder } from "./document";
import type { LetterPdfInput } from "./letter";

export const SAMPLE_CREATED_AT = new Date("2026-12-24T10:00:00+01:00");

export const GERMAN_TEXT =
  "Grüße aus Köln: Müller, Jäger & Söhne – Straße, Maß, Größe, 1.234,56 € „Vorsorge“";

/** A provision summary with `sections` repetitions of personal data, a cost table and text. */
export function sampleDocument(sections = 1, rowsPerTable = 12): PdfDocumentBuilder {
  const pdf = createDocument({
    title: "Meine Vorsorge – Zusammenfassung",
    subject: "Zusammenfassung der Bestattungsvorsorge",
    createdAt: SAMPLE_CREATED_AT,
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
