/** Texts of the overview (tiles, banners and the modal). */
export const overview = {
  "overview.title": "Meine Vorsorge",
  "overview.description": "Alle Bereiche Ihrer Bestattungsvorsorge auf einen Blick.",
  "overview.greeting": "Hallo {name}, schön, dass Sie da sind.",
  "overview.upper.title": "Wichtige Bereiche",
  "overview.upper.count": "{done, number} von {total, number} erledigt",
  "overview.lower.title": "Weitere Angebote",
  // A frozen provision (decision 0063): the lower tiles left are areas with stored data, no offers.
  "overview.lower.titleClosed": "Weitere Bereiche",
  "overview.banner.notConfirmed.title": "Bitte bestätigen Sie Ihr Konto",
  "overview.banner.notConfirmed.text":
    "Wir haben Ihnen eine E-Mail mit einem Bestätigungslink geschickt. Erst nach der Bestätigung stehen alle Funktionen bereit.",
  "overview.banner.notConfirmed.resend": "Bestätigungs-E-Mail erneut senden",
  "overview.banner.birthDateMissing.title": "Ihr Geburtsdatum fehlt",
  "overview.banner.birthDateMissing.text":
    "Wir brauchen Ihr Geburtsdatum, um Kosten und Tarife zu berechnen.",
  "overview.banner.birthDateMissing.action": "Geburtsdatum ergänzen",
  "overview.banner.importantAreas.title": "Noch nicht alles erledigt",
  "overview.banner.importantAreas.text":
    "Bitte füllen Sie alle wichtigen Bereiche aus, damit Ihre Vorsorge vollständig ist.",
  "overview.activated.title": "Willkommen – Ihr Konto ist bestätigt",
  "overview.activated.text":
    "Schön, dass Sie dabei sind. Prüfen Sie am besten zuerst Ihre persönlichen Daten im Profil.",
  "overview.activated.profile": "Zum Profil",
  "overview.activated.close": "Später",
  "overview.noProvision": "Für dieses Konto gibt es keine Vorsorge.",
} as const;
