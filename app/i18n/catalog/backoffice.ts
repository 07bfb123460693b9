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
  "backoffice.section.maintenance": "Wartungsmodus",
  "backoffice.section.maintenance.lead":
    "Das Portal für Kundinnen und Kunden vorübergehend schließen, etwa für ein Update.",
  "backoffice.maintenance.banner":
    "Der Wartungsmodus ist eingeschaltet: Kundinnen und Kunden sehen nur die Wartungsseite mit der Hotline.",
  "backoffice.maintenance.lead":
    "Im Wartungsmodus sehen Kundinnen und Kunden statt ihrer Seiten eine Wartungsseite mit der Hotline; ihre Angaben bleiben gespeichert. Mitarbeitende arbeiten wie gewohnt weiter, die Partner-Schnittstelle antwortet mit „503“ und bittet, es später noch einmal zu versuchen.",
  "backoffice.maintenance.state": "{on, select, true {Eingeschaltet} other {Ausgeschaltet}}",
  "backoffice.maintenance.stateLabel": "Zustand",
  "backoffice.maintenance.since": "seit {since}",
  "backoffice.maintenance.environment":
    "Der Wartungsmodus ist über die Umgebung des Servers eingeschaltet (MAINTENANCE=1). Ausschalten lässt er sich nur dort.",
  "backoffice.maintenance.switchOn": "Wartungsmodus einschalten",
  "backoffice.maintenance.switchOff": "Wartungsmodus ausschalten",
  "backoffice.maintenance.switchedOn": "Der Wartungsmodus ist eingeschaltet.",
  "backoffice.maintenance.switchedOff":
    "Der Wartungsmodus ist ausgeschaltet. Das Portal ist wieder für alle da.",
  "backoffice.maintenance.unchanged": "Der Wartungsmodus war schon so eingestellt.",
  "backoffice.demo": "Demo",
  "backoffice.demo.long": "Demo-Daten",
  "backoffice.demo.notice":
    "Diese Seite zeigt Demo-Daten (mit „Demo“ markiert). Sie sind für das Ausprobieren gedacht und keine echten Preise, Friedhöfe oder Gutscheine.",
} as const;
