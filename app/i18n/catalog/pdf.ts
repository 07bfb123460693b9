/** Texts printed in PDF documents (app/.server/pdf): page furniture and the letter's address block. */
export const pdf = {
  "pdf.author": "Vorsorgeportal",
  "pdf.footer.created": "Erstellt am {date}",
  "pdf.footer.page": "Seite {page, number} von {pages, number}",
  "pdf.letter.title": "Brief an {name}",
  "pdf.letter.subject": "Abschiedsbrief",
  "pdf.letter.addressee": "{salutation, select, sir {Herrn} madame {Frau} other {}}",
} as const;
