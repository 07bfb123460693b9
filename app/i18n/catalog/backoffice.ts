/** Texts of the back office's shell (/backoffice): navigation, start page, demo labels. */
export const backoffice = {
  "backoffice.title": "Verwaltung",
  "backoffice.nav": "Bereiche der Verwaltung",
  "backoffice.lead.admin":
    "Hier pflegen Sie Katalog, Preise, Friedhöfe, Gutscheine, Mitarbeitende und Partner-Zugänge und arbeiten die Kundenlisten ab. Jede Änderung wird mit Ihrem Namen protokolliert.",
  "backoffice.lead.care":
    "Hier finden Sie Kundinnen und Kunden und arbeiten die Listen des Tages ab. Jede Einsicht wird mit Ihrem Namen protokolliert.",
  "backoffice.section.customers": "Kundinnen und Kunden",
  "backoffice.section.customers.lead":
    "Suchen nach Name, E-Mail, Vertragsnummer oder Postleitzahl; Listen für die tägliche Arbeit.",
  "backoffice.section.crm": "Kundenservice (CRM)",
  "backoffice.section.crm.lead": "Ein Kundenkonto im CRM über die E-Mail-Adresse nachschlagen.",
  "backoffice.section.catalogue": "Katalog und Preise",
  "backoffice.section.catalogue.lead":
    "Produkte, Leistungen, Pakete und Grabarten; Preise ändern und Produkte zurückziehen.",
  "backoffice.section.sites": "Friedhöfe",
  "backoffice.section.sites.lead":
    "Friedhöfe suchen, bearbeiten, zurückziehen und aus einer CSV-Datei einlesen.",
  "backoffice.section.coupons": "Gutscheine",
  "backoffice.section.coupons.lead": "Gutscheincodes anlegen, befristen, begrenzen und abschalten.",
  "backoffice.section.staff": "Mitarbeitende",
  "backoffice.section.staff.lead":
    "Kolleginnen und Kollegen einladen, ihre Rolle festlegen, Zugänge sperren; das Protokoll einsehen.",
  "backoffice.section.partners": "Partner-Schnittstelle",
  "backoffice.section.partners.lead": "API-Schlüssel für Partner anlegen und widerrufen.",
  "backoffice.demo": "Demo",
  "backoffice.demo.long": "Demo-Daten",
  "backoffice.demo.notice":
    "Diese Seite zeigt Demo-Daten (mit „Demo“ markiert). Sie sind für das Ausprobieren gedacht und keine echten Preise, Friedhöfe oder Gutscheine.",
} as const;
