/** Texts of the document shell: titles, not-found and error pages, cookie settings page. */
export const shell = {
  "app.name": "Vorsorgeportal",
  "shell.skipLink": "Zum Inhalt springen",
  "shell.title": "{page} – Vorsorgeportal",
  "shell.errorTitlePrefix": "Fehler: {title}",
  "shell.notFound.title": "Seite nicht gefunden",
  "shell.notFound.text":
    "Die Seite, die Sie aufrufen wollten, gibt es nicht (mehr). Vielleicht hat sich die Adresse geändert oder ein Link ist veraltet.",
  "shell.notFound.home": "Zur Startseite",
  "shell.error.title": "Ein Fehler ist aufgetreten",
  "shell.error.home": "Zur Startseite",
  "shell.refused.title": "Anfrage abgelehnt",
  "shell.error.phone": "Sie erreichen uns auch telefonisch unter {phone} (Mo–Fr 8:00–18:00 Uhr).",
  "shell.consent.title": "Cookie-Einstellungen",
  "shell.consent.current":
    "{consent, select, accept {Sie haben allen Cookies zugestimmt.} decline {Sie haben nur die notwendigen Cookies erlaubt.} other {Sie haben noch keine Auswahl getroffen.}}",
  "shell.consent.saved": "Ihre Cookie-Einstellungen wurden gespeichert.",
  "shell.consent.invalid": "Bitte wählen Sie eine der beiden Möglichkeiten.",
} as const;
