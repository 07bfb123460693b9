/** Texts of the customer-care area: look-up (/salesforce), holding a provision, staff sign-in. */
export const staff = {
  "staff.salesforce.title": "Kundenservice",
  "staff.salesforce.lead":
    "Suchen Sie ein Kundenkonto über die E-Mail-Adresse. Sie können die Anmelde- oder die Kontaktadresse verwenden.",
  "staff.salesforce.email": "E-Mail-Adresse der Kundin oder des Kunden",
  "staff.salesforce.submit": "Kundenkonto suchen",
  "staff.salesforce.notFound": "Zu {email} wurde kein Kundenkonto gefunden.",
  "staff.salesforce.partial.title": "„{text}“ ist keine vollständige E-Mail-Adresse.",
  "staff.salesforce.partial.body":
    "Das CRM findet ein Kundenkonto nur über die ganze Adresse. Namen, den Anfang einer E-Mail-Adresse, Postleitzahlen und Vertragsnummern finden Sie in der Kundensuche.",
  "staff.salesforce.partial.link": "In der Kundensuche nach „{text}“ suchen",
  "staff.salesforce.unavailable":
    "Die Kundendaten sind gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.",
  "staff.salesforce.account": "Kundenkonto von {name}",
  "staff.salesforce.name": "Name",
  "staff.salesforce.email.label": "E-Mail",
  "staff.salesforce.phone": "Telefon",
  "staff.salesforce.address": "Adresse",
  "staff.salesforce.missing": "nicht angegeben",
  "staff.salesforce.opportunities": "Verkaufschancen",
  "staff.salesforce.opportunity": "Verkaufschance {index}",
  "staff.salesforce.status": "Status",
  "staff.salesforce.emailStatus": "E-Mail-Adresse",
  "staff.salesforce.status.open": "Offen",
  "staff.salesforce.status.closedWon": "Abgeschlossen – Vorsorgeplan bezahlt",
  "staff.salesforce.status.closedLost": "Abgeschlossen – nicht zustande gekommen",
  "staff.salesforce.emailStatus.confirmed": "bestätigt",
  "staff.salesforce.emailStatus.notConfirmed": "nicht bestätigt",
  "staff.salesforce.open": "Vorsorge öffnen",
  "staff.salesforce.openContext": "von {name}, Verkaufschance {index}",
  "staff.salesforce.noProvision": "Zu dieser Verkaufschance gibt es noch keine Vorsorge im Portal.",

  "staff.provision.confirm":
    "Möchten Sie diese Vorsorge öffnen? Danach arbeiten Sie in der Vorsorge dieser Kundin oder dieses Kunden.",
  "staff.provision.confirmSwitch":
    "Die Vorsorge, in der Sie gerade arbeiten, wird dabei geschlossen. Angefangene, noch nicht gespeicherte Eingaben gehen verloren.",
  "staff.provision.opened": "Sie arbeiten jetzt in der Vorsorge von {name} (Nr. {number}).",
  "staff.provision.released": "Sie arbeiten nicht mehr in der Vorsorge von {name}.",
  "staff.provision.releasedUnknown":
    "Sie arbeiten nicht mehr in der Vorsorge einer Kundin oder eines Kunden.",

  "staff.forbidden.title": "Kein Zugriff",
  "staff.notFound.title": "Vorsorge nicht gefunden",
  "staff.notFound.text": "Zu dieser Adresse gibt es keine Vorsorge. Bitte suchen Sie das Kundenkonto erneut.",
  "staff.backToSearch": "Zur Kundensuche",
  "staff.home": "Zur Startseite",

  "staff.oidc.title": "Anmeldung für Mitarbeitende",
  "staff.oidc.noStaffGroup":
    "Ihr Konto beim Anmeldedienst gehört zu keiner Mitarbeitergruppe (admin oder customercare). Bitte wenden Sie sich an die Administration.",
  "staff.oidc.noEmail":
    "Der Anmeldedienst hat keine bestätigte E-Mail-Adresse für Ihr Konto übermittelt. Bitte wenden Sie sich an die Administration.",
  "staff.oidc.unconfirmedAccount":
    "Zu Ihrer E-Mail-Adresse gibt es bereits ein Kundenkonto, dessen E-Mail-Adresse nie bestätigt wurde. Aus Sicherheitsgründen wird es nicht mit Ihrer Anmeldung für Mitarbeitende verbunden. Bitte wenden Sie sich an die Administration.",
  "staff.oidc.disabledAccount":
    "Ihr Zugang für Mitarbeitende ist gesperrt. Bitte wenden Sie sich an die Administration.",
  "staff.oidc.denied": "Die Anmeldung wurde abgebrochen oder vom Anmeldedienst abgelehnt.",
  "staff.oidc.expired":
    "Die Anmeldung ist abgelaufen oder wurde schon abgeschlossen. Bitte starten Sie sie erneut.",
  "staff.oidc.invalid":
    "Die Antwort des Anmeldedienstes war ungültig. Bitte starten Sie die Anmeldung erneut.",
  "staff.oidc.unavailable":
    "Der Anmeldedienst ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.",
  "staff.oidc.retry": "Erneut anmelden",
  "staff.oidc.toLogin": "Zur Anmeldung",
} as const;
