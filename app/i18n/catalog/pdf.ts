/** Texts printed in PDF documents (app/.server/pdf): page furniture and the letter's address block. */
export const pdf = {
  "pdf.author": "Vorsorgeportal",
  "pdf.footer.created": "Erstellt am {date}",
  "pdf.footer.page": "Seite {page, number} von {pages, number}",
  "pdf.letter.title": "Brief an {name}",
  "pdf.letter.subject": "Abschiedsbrief",
  // Large print (decision 0107): the file name's ending and the answer to an unknown `?druck=` value.
  "pdf.largePrint.fileSuffix": "Grossdruck",
  "pdf.largePrint.invalid":
    "Diese Schriftgröße gibt es nicht. Öffnen Sie das Dokument über die Seite „Dokumente“: dort steht neben jedem Dokument der Link zur großen Schrift.",
  "pdf.letter.addressee": "{salutation, select, sir {Herrn} madame {Frau} other {}}",
  // Wallet card (Vorsorgeausweis, decision 0061): the PDF and its section on /documents.
  "pdf.walletCard.title": "Vorsorgeausweis",
  "pdf.walletCard.subject": "Vorsorgeausweis von {name}",
  "pdf.walletCard.kicker": "Vorsorgeausweis",
  "pdf.walletCard.headline": "Ich habe vorgesorgt",
  "pdf.walletCard.contractNumber": "Vertragsnummer {number}",
  "pdf.walletCard.call": "Im Todesfall bitte anrufen:",
  "pdf.walletCard.callWriteIn": "Im Todesfall bitte anrufen (Rufnummer):",
  "pdf.walletCard.qrAlt": "QR-Code: ruft die Nummer {number} an",
  "pdf.walletCard.trustedPerson": "Meine Vertrauensperson",
  "pdf.walletCard.phone": "Telefon {phone}",
  "pdf.walletCard.nameWriteIn": "Name",
  "pdf.walletCard.phoneWriteIn": "Telefon",
  "pdf.walletCard.wishes":
    "Meine Wünsche für die Bestattung sind beim Vorsorgeportal hinterlegt. Bitte rufen Sie die Nummer auf der Vorderseite an und nennen Sie die Vertragsnummer.",
  "pdf.walletCard.lead":
    "Tragen Sie diesen Ausweis bei sich, zum Beispiel im Portemonnaie neben Ihrem Personalausweis. So wissen Ihre Angehörigen im Ernstfall, dass Sie vorgesorgt haben und wen sie anrufen können.",
  "pdf.walletCard.step.print":
    "Drucken Sie diese Seite in Originalgröße aus (100 %, nicht „An Seite anpassen“), am besten auf festem Papier.",
  "pdf.walletCard.step.cut": "Schneiden Sie den Ausweis entlang der Schnittmarken in den Ecken aus.",
  "pdf.walletCard.step.fold":
    "Falten Sie ihn an den gestrichelten Marken in der Mitte, die bedruckten Seiten nach außen, und kleben Sie die Hälften aufeinander.",
  "pdf.walletCard.step.keep":
    "Wer möchte, lässt den Ausweis laminieren. Ändern sich Ihre Angaben, drucken Sie einfach einen neuen aus.",
  "pdf.walletCard.labels": "Links die Vorderseite, rechts die Rückseite",
  "pdf.walletCard.fileSheet": "Vorsorgeausweis",
  "pdf.walletCard.fileCard": "Vorsorgeausweis-Karte",
  "documents.walletCard.title": "Vorsorgeausweis für Ihr Portemonnaie",
  "documents.walletCard.text":
    "Eine Karte im Format einer Bankkarte: „Ich habe vorgesorgt“, Ihr Name, Ihre Vertragsnummer, unsere Rufnummer mit QR-Code und Ihre Vertrauensperson. So wissen Ihre Angehörigen, wen sie anrufen können.",
  "documents.walletCard.link": "Vorsorgeausweis herunterladen (PDF)",
  "documents.walletCard.linkHint": "– eine DIN-A4-Seite zum Ausschneiden und Falten",
  "documents.walletCard.cardLink": "Vorsorgeausweis im Kartenformat herunterladen (PDF)",
  "documents.walletCard.cardLinkHint":
    "– zwei Seiten in Kartengröße, für den Druck auf eine Plastikkarte, etwa im Copyshop",
} as const;
