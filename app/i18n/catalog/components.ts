/** Texts of the interface kit (app/components): fields, error summary, stepper, tiles, dialog, toasts, layout. */
export const components = {
  "components.field.required": "Pflichtfeld",
  "wizard.outOfOrder":
    "Bitte beantworten Sie zuerst die vorherigen Schritte. Ihre Eingabe wurde nicht gespeichert.",
  "components.field.errorPrefix": "Fehler:",
  "components.select.placeholder": "Bitte auswählen",
  "components.password.show": "Passwort anzeigen",
  "components.password.hide": "Passwort verbergen",
  "components.password.shown": "Ihr Passwort ist jetzt sichtbar.",
  "components.password.hidden": "Ihr Passwort ist verborgen.",
  "components.address.street": "Straße und Hausnummer",
  "components.address.postalCode": "Postleitzahl",
  "components.address.city": "Ort",
  "components.address.savedHint":
    "Wir speichern diese Anschrift in Ihrem Profil. So müssen Sie sie nur einmal eingeben und können sie dort jederzeit ändern.",
  "components.address.billingHint":
    "Ist es Ihre eigene Anschrift, speichern wir sie in Ihrem Profil. Zahlt jemand anderes für Sie, tragen Sie oben seinen Namen ein: Dann bleibt Ihre Anschrift im Profil, wie sie ist.",
  "components.birthDate.hint": "Im Format TT.MM.JJJJ, zum Beispiel 24.12.1950.",
  "components.textArea.counterInfo": "Sie können bis zu {max, number} Zeichen eingeben.",
  "components.textArea.counterRemaining":
    "{count, plural, one {Noch # Zeichen möglich} other {Noch # Zeichen möglich}}",
  "components.textArea.counterOver": "{count, plural, one {# Zeichen zu viel} other {# Zeichen zu viel}}",
  "components.radioCard.current": "Ihre bisherige Auswahl",
  "components.radioCard.unavailable": "Nicht wählbar:",

  "components.errorSummary.title": "Bitte korrigieren Sie folgende Angaben:",

  "components.stepper.counter": "Schritt {current} von {total}",

  "components.pager.label": "Seiten",
  "components.pager.previous": "Vorherige Seite",
  "components.pager.next": "Nächste Seite",
  "components.pager.position": "Seite {page} von {pages}",
  "components.pager.at": "Seite {page}",

  "components.tone.info": "Hinweis:",
  "components.tone.warning": "Achtung:",
  "components.tone.success": "Erledigt:",
  "components.tone.error": "Fehler:",

  "components.tile.open": "Öffnen",
  "components.tile.moreInfo": "Mehr erfahren",
  "components.tile.status.completed": "Erledigt",
  "components.tile.status.inProgress": "In Bearbeitung",
  "components.tile.status.comingSoon": "Demnächst verfügbar",
  "components.tile.status.important": "Wichtig",
  // A completed tile on a read-only page (decision 0063): what is stored, not a task that was done.
  "components.tile.status.stored": "Angaben gespeichert",

  "components.dialog.close": "Schließen",
  "components.toast.dismiss": "Meldung schließen",
  "components.spinner.loading": "Wird geladen …",
  "components.externalLink.newWindow": "(öffnet neues Fenster)",

  "components.header.home": "zur Startseite",
  "components.header.navLabel": "Hauptnavigation",
  "components.header.overview": "Meine Vorsorge",
  "components.header.documents": "Dokumente",
  "components.header.userMenu": "Benutzermenü:",
  "components.header.profile": "Mein Profil",
  "components.header.menu.overview": "Übersicht",
  "components.duration": "Dauer: etwa {minutes} Minuten",
  "components.header.menu.wishes": "Wünsche",
  "components.header.menu.finance": "Finanzen",
  "components.header.menu.family": "Familie und Vertrauensperson",
  "components.header.menu.activate": "Vorsorgeplan",
  "components.header.menu.contact": "Kontakt",
  "components.header.customerCare": "Kundenservice",
  "components.header.backOffice": "Verwaltung",
  "components.cookieBanner.more": "Mehr erfahren",
  "components.header.heldCustomer": "Vorsorge von {name}",
  "components.header.logout": "Abmelden",
  "components.header.login": "Anmelden",

  "components.footer.contactTitle": "Wir sind für Sie da",
  "components.hotlineHelp.title": "Fragen? Wir helfen gern",
  "components.hotlineHelp.call": "Rufen Sie uns kostenfrei an:",
  "components.footer.hotline": "Kostenfreie Hotline:",
  "components.footer.legalLabel": "Rechtliche Hinweise",
  "components.footer.imprint": "Impressum",
  "components.footer.privacy": "Datenschutz",
  "components.footer.terms": "AGB",
  "components.footer.cookieSettings": "Cookie-Einstellungen",

  "components.saveButton.unchangedHint": "Ändern Sie zuerst etwas; dann können Sie speichern.",
  // The name of a form shown read-only (staff on a frozen provision, decision 0063), for screen readers.
  "components.readOnly.legend": "Gespeicherte Angaben, nur zum Ansehen",

  "components.adminBanner.label": "Hinweis für Mitarbeitende",
  "components.adminBanner.prefix": "Kundenansicht:",
  "components.adminBanner.text": "Sie sehen die Vorsorge von {name}. Ihre Änderungen werden protokolliert.",
  "components.adminBanner.textWithNumber":
    "Sie sehen die Vorsorge von {name} (Vertragsnummer {number}). Ihre Änderungen werden protokolliert.",
  "components.adminBanner.disconnect": "Verbindung trennen",
} as const;
