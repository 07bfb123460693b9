/** Texts of the document shell: titles, not-found and error pages, cookie settings page. */
export const shell = {
  "app.name": "Vorsorgeportal",
  "shell.skipLink": "Zum Inhalt springen",
  "shell.description":
    "Das Vorsorgeportal: Ihre Bestattungsvorsorge online planen, festhalten und absichern – Schritt für Schritt.",
  "shell.title": "{page} – Vorsorgeportal",
  "shell.errorTitlePrefix": "Fehler: {title}",
  "shell.notFound.title": "Seite nicht gefunden",
  "shell.notFound.text":
    "Die Seite, die Sie aufrufen wollten, gibt es nicht (mehr). Vielleicht hat sich die Adresse geändert oder ein Link ist veraltet.",
  "shell.notFound.home": "Zur Startseite",
  "shell.error.title": "Ein Fehler ist aufgetreten",
  "shell.error.400.title": "Die Anfrage konnte nicht bearbeitet werden",
  "shell.error.403.title": "Kein Zugriff",
  "shell.error.404.title": "Nicht gefunden",
  "shell.error.409.title": "Die Daten wurden inzwischen geändert",
  "shell.error.429.title": "Zu viele Anfragen",
  "shell.error.home": "Zur Startseite",
  "shell.preparing.title": "Ihre Angebote werden gerade vorbereitet",
  "shell.preparing.text":
    "Wir stellen die Produkte, Leistungen und Preise für Ihr Vorsorgeangebot gerade zusammen. Ihre bisherigen Angaben gehen nicht verloren. Bitte schauen Sie in Kürze wieder vorbei.",
  "shell.maintenance.title": "Wir arbeiten gerade am Vorsorgeportal",
  "shell.maintenance.text":
    "Das Vorsorgeportal wird gerade gewartet und ist in wenigen Minuten wieder für Sie da. Ihre Angaben sind sicher gespeichert. Bitte versuchen Sie es später noch einmal.",
  "shell.preparing.hotline": "Sie möchten nicht warten? Wir beraten Sie gern persönlich am Telefon:",
  "shell.wayOut.confirmEmail.text":
    "Bitte klicken Sie auf den Link in der E-Mail, die wir Ihnen nach der Anmeldung geschickt haben. Keine E-Mail erhalten? Wir senden sie Ihnen gern noch einmal.",
  "shell.wayOut.confirmEmail.resend": "Bestätigungs-E-Mail erneut senden",
  "shell.wayOut.choosePlan": "Vorsorgeplan wählen",
  "shell.consent.title": "Cookie-Einstellungen",
  "shell.consent.current":
    "{consent, select, accept {Sie haben allen Cookies zugestimmt.} decline {Sie haben nur die notwendigen Cookies erlaubt.} other {Sie haben noch keine Auswahl getroffen.}}",
  "shell.consent.saved": "Ihre Cookie-Einstellungen wurden gespeichert.",
  "shell.consent.invalid": "Bitte wählen Sie eine der beiden Möglichkeiten.",
} as const;
