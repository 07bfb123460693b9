/** Texts of the back office's section "Sterbefälle" (/backoffice/deaths, decision 0062). Calm and plain. */
export const backofficeDeaths = {
  "backoffice.section.deaths": "Sterbefälle",
  "backoffice.section.deaths.lead":
    "Gemeldete Sterbefälle erfassen, von einer zweiten Person bestätigen lassen und das Beisetzungsdatum eintragen.",

  // The list.
  "backoffice.deaths.title": "Sterbefälle",
  "backoffice.deaths.lead":
    "Ein gemeldeter Sterbefall wird erst wirksam, wenn eine zweite Person mit Administratorrechten ihn bestätigt. Bis dahin kann die Meldung zurückgezogen werden.",
  "backoffice.deaths.report": "Sterbefall melden",
  "backoffice.deaths.back": "Zurück zu den Sterbefällen",
  "backoffice.deaths.group.awaiting": "Warten auf Bestätigung",
  "backoffice.deaths.group.confirmedOpen": "Bestätigt, ohne Beisetzungsdatum",
  "backoffice.deaths.group.confirmedDated": "Bestätigt, mit Beisetzungsdatum",
  "backoffice.deaths.group.withdrawn": "Zurückgezogen (die letzten {count, number})",
  "backoffice.deaths.group.empty": "Keine Meldungen.",
  "backoffice.deaths.column.customer": "Kundin oder Kunde",
  "backoffice.deaths.column.number": "Vertragsnummer",
  "backoffice.deaths.column.dateOfDeath": "Sterbedatum",
  "backoffice.deaths.column.funeralDate": "Beisetzung",
  "backoffice.deaths.column.status": "Stand",
  "backoffice.deaths.column.reportedBy": "Gemeldet von",
  "backoffice.deaths.openNamed": "{name}: Meldung öffnen",
  "backoffice.deaths.table.region": "{group}, seitlich verschiebbar",
  "backoffice.deaths.status.reported": "Gemeldet",
  "backoffice.deaths.status.confirmed": "Bestätigt",
  "backoffice.deaths.status.withdrawn": "Zurückgezogen",
  "backoffice.deaths.none": "–",

  // Reporting.
  "backoffice.deaths.report.title": "Sterbefall melden",
  "backoffice.deaths.report.lead":
    "Bitte erfassen Sie, wer uns den Tod mitgeteilt hat, und die Sterbeurkunde, die Sie gesehen haben. Die Vorsorge bleibt unverändert, bis eine zweite Person mit Administratorrechten die Meldung bestätigt.",
  "backoffice.deaths.report.for": "Vorsorge von {name}, Vertragsnummer {number}",
  "backoffice.deaths.report.noProvision":
    "Sie haben gerade keine Vorsorge geöffnet. Bitte suchen Sie zuerst die Kundin oder den Kunden und öffnen Sie die Vorsorge.",
  "backoffice.deaths.report.search": "Kundinnen und Kunden suchen",
  "backoffice.deaths.report.existing": "Für diese Vorsorge gibt es schon eine Meldung.",
  "backoffice.deaths.report.existingLink": "Bestehende Meldung ansehen",
  "backoffice.deaths.report.frozen":
    "Diese Vorsorge ist abgeschlossen; ein weiterer Sterbefall kann nicht gemeldet werden.",
  "backoffice.deaths.field.reporterName": "Name der meldenden Person",
  "backoffice.deaths.field.reporterRelation": "Beziehung zur verstorbenen Person",
  "backoffice.deaths.field.reporterRelation.hint":
    "Zum Beispiel Tochter, Ehemann, Nachbarin oder Bestattungshaus.",
  "backoffice.deaths.field.reporterContact": "Telefonnummer oder E-Mail-Adresse der meldenden Person",
  "backoffice.deaths.field.dateOfDeath": "Sterbedatum",
  "backoffice.deaths.field.date.hint": "Im Format TT.MM.JJJJ, zum Beispiel 03.11.2026.",
  "backoffice.deaths.field.certificateReference": "Angabe zur Sterbeurkunde",
  "backoffice.deaths.field.certificateReference.hint":
    "Das Standesamt und die Registernummer der Sterbeurkunde, die Sie gesehen haben.",
  "backoffice.deaths.error.contact": "Bitte geben Sie eine Telefonnummer oder eine E-Mail-Adresse ein.",
  "backoffice.deaths.reported":
    "Der Sterbefall ist gemeldet. Eine zweite Person mit Administratorrechten muss ihn jetzt bestätigen.",

  // One report.
  "backoffice.deaths.detail.title": "Sterbefall: {name}",
  "backoffice.deaths.detail.facts": "Angaben",
  "backoffice.deaths.detail.customer": "Kundin oder Kunde",
  "backoffice.deaths.detail.number": "Vertragsnummer",
  "backoffice.deaths.detail.status": "Stand",
  "backoffice.deaths.detail.reporter": "Gemeldet durch",
  "backoffice.deaths.detail.reporterValue": "{name} ({relation}), erreichbar unter {contact}",
  "backoffice.deaths.detail.dateOfDeath": "Sterbedatum",
  "backoffice.deaths.detail.certificate": "Sterbeurkunde",
  "backoffice.deaths.detail.funeralDate": "Beisetzung",
  "backoffice.deaths.detail.funeralDate.none": "Noch nicht eingetragen",
  "backoffice.deaths.detail.letters": "Abschiedsbriefe",
  "backoffice.deaths.detail.lettersValue":
    "{scheduled, plural, =0 {Kein Brief geplant} one {# Brief geplant} other {# Briefe geplant}}, {sent, plural, =0 {noch keiner versendet} one {# versendet} other {# versendet}}",
  "backoffice.deaths.detail.trustedPerson": "Vertrauensperson",
  "backoffice.deaths.detail.trustedPersonValue": "{name}, Telefon {phone}",
  "backoffice.deaths.detail.trustedPerson.none": "Keine eingetragen",
  "backoffice.deaths.detail.trustedPerson.mailed": "per E-Mail benachrichtigt am {at}",
  "backoffice.deaths.detail.trustedPerson.call": "hat keine E-Mail-Adresse: bitte anrufen",
  "backoffice.deaths.detail.history": "Verlauf",
  "backoffice.deaths.detail.step.reported": "Gemeldet am {at} von {by}",
  "backoffice.deaths.detail.step.confirmed": "Bestätigt am {at} von {by}",
  "backoffice.deaths.detail.step.withdrawn": "Zurückgezogen am {at} von {by}. Grund: {reason}",
  "backoffice.deaths.detail.step.funeralDate": "Beisetzungsdatum eingetragen am {at} von {by}",
  "backoffice.deaths.detail.unknownStaff": "einem nicht mehr vorhandenen Zugang",
  "backoffice.deaths.detail.awaiting":
    "Diese Meldung wartet auf die Bestätigung durch eine zweite Person mit Administratorrechten.",
  "backoffice.deaths.detail.ownReport":
    "Sie haben diesen Sterbefall selbst gemeldet. Bestätigen muss ihn eine zweite Person mit Administratorrechten.",

  // The steps.
  "backoffice.deaths.confirm.title": "Sterbefall bestätigen",
  "backoffice.deaths.confirm.text":
    "Mit der Bestätigung wird die Vorsorge abgeschlossen: Sie kann nicht mehr geändert werden, Zahlungen enden und die Vertrauensperson wird benachrichtigt. Bitte nehmen Sie die Sterbeurkunde zur Hand und tragen Sie ihre Angaben ein; sie müssen zur Meldung passen. Eine irrtümliche Bestätigung können nur zwei Personen mit Administratorrechten zurücknehmen.",
  "backoffice.deaths.confirm.submit": "Sterbefall bestätigen",
  "backoffice.deaths.field.registryOffice": "Standesamt laut Sterbeurkunde",
  "backoffice.deaths.field.registryOffice.hint": "Zum Beispiel: Standesamt Kiel.",
  "backoffice.deaths.field.registerNumber": "Registernummer laut Sterbeurkunde",
  "backoffice.deaths.field.registerNumber.hint":
    "So, wie sie auf der Urkunde steht; Leerzeichen und Groß- oder Kleinschreibung spielen keine Rolle.",
  "backoffice.deaths.field.certificateDate": "Sterbedatum laut Sterbeurkunde",
  "backoffice.deaths.field.seen":
    "Ich habe die Sterbeurkunde selbst gesehen und die Angaben von ihr abgeschrieben.",
  "backoffice.deaths.field.seen.short": "Sterbeurkunde gesehen",
  "backoffice.deaths.error.seen": "Bitte bestätigen Sie, dass Sie die Sterbeurkunde selbst gesehen haben.",
  "backoffice.deaths.detail.registryOffice": "Standesamt",
  "backoffice.deaths.revokeRequest.title": "Bestätigung zurücknehmen",
  "backoffice.deaths.revokeRequest.text":
    "War die Bestätigung ein Irrtum, beantragen Sie hier die Rücknahme mit einem Grund. Eine zweite, unabhängige Person mit Administratorrechten nimmt sie dann zurück: Die Vorsorge gilt wieder, geplante Briefe werden nicht versendet und die Vertrauensperson erhält eine Korrektur.",
  "backoffice.deaths.revokeRequest.submit": "Rücknahme beantragen",
  "backoffice.deaths.revokeRequested":
    "Die Rücknahme ist beantragt. Eine zweite Person mit Administratorrechten muss sie bestätigen.",
  "backoffice.deaths.revoke.title": "Rücknahme bestätigen",
  "backoffice.deaths.revoke.text":
    "Mit Ihrer Bestätigung gilt die Vorsorge wieder; geplante Briefe werden nicht versendet und die Vertrauensperson erhält eine Korrektur. {by} hat am {at} beantragt, die Bestätigung zurückzunehmen. Grund: {reason}",
  "backoffice.deaths.revoke.submit": "Bestätigung zurücknehmen",
  "backoffice.deaths.revoke.waiting":
    "Zurücknehmen muss eine zweite, unabhängige Person mit Administratorrechten. {by} hat am {at} beantragt, die Bestätigung zurückzunehmen. Grund: {reason}",
  "backoffice.deaths.funeral.revocationPending":
    "Solange die Rücknahme der Bestätigung beantragt ist, lässt sich das Beisetzungsdatum nicht eintragen.",
  "backoffice.deaths.revoked": "Die Bestätigung ist zurückgenommen. Die Vorsorge gilt wieder.",
  "backoffice.deaths.revoked.mailed": "Die Vertrauensperson erhält eine Korrektur per E-Mail.",
  "backoffice.deaths.revoked.paypal":
    "{count, plural, one {Ein PayPal-Abonnement} other {# PayPal-Abonnements}} hatte PayPal schon beendet: Bitte rufen Sie die Kundin oder den Kunden an, damit der Tarif neu gebucht wird.",
  "backoffice.deaths.detail.step.revocationRequested":
    "Rücknahme der Bestätigung beantragt am {at} von {by}. Grund: {reason}",
  "backoffice.deaths.confirmed": "Der Sterbefall ist bestätigt. Die Vorsorge ist abgeschlossen.",
  "backoffice.deaths.confirmed.mailed": "{name} wurde per E-Mail benachrichtigt.",
  "backoffice.deaths.confirmed.call": "{name} hat keine E-Mail-Adresse. Bitte rufen Sie unter {phone} an.",
  "backoffice.deaths.confirmed.noTrustedPerson": "Es ist keine Vertrauensperson eingetragen.",
  "backoffice.deaths.withdraw.title": "Meldung zurückziehen",
  "backoffice.deaths.withdraw.text":
    "Wenn sich die Meldung als Irrtum herausstellt, ziehen Sie sie bitte mit einer kurzen Begründung zurück. Die Vorsorge bleibt unverändert.",
  "backoffice.deaths.field.reason": "Grund",
  "backoffice.deaths.withdraw.submit": "Meldung zurückziehen",
  "backoffice.deaths.withdrawn": "Die Meldung ist zurückgezogen. Die Vorsorge bleibt unverändert.",
  "backoffice.deaths.funeral.title": "Beisetzungsdatum",
  "backoffice.deaths.funeral.text":
    "Nach dem Beisetzungsdatum richten sich die Versanddaten der Abschiedsbriefe. Sie können es korrigieren, solange noch kein Brief versendet wurde.",
  "backoffice.deaths.funeral.locked":
    "Es wurde schon ein Brief versendet. Das Beisetzungsdatum lässt sich deshalb nicht mehr ändern.",
  "backoffice.deaths.field.funeralDate": "Datum der Beisetzung",
  "backoffice.deaths.funeral.submit": "Beisetzungsdatum speichern",
  "backoffice.deaths.funeral.saved":
    "Das Beisetzungsdatum ist gespeichert. {scheduled, plural, =0 {Es ist kein Brief zu versenden.} one {# Brief ist jetzt zum Versand geplant.} other {# Briefe sind jetzt zum Versand geplant.}}",
  "backoffice.deaths.undertaker.title": "Unterlagen für das Bestattungshaus",
  "backoffice.deaths.undertaker.summary": "Vorsorgeübersicht (PDF)",
  "backoffice.deaths.undertaker.disposition": "Bestattungsverfügung (PDF)",
  "backoffice.deaths.undertaker.open":
    "Um die Unterlagen herunterzuladen, öffnen Sie bitte zuerst die Vorsorge dieser Kundin oder dieses Kunden.",
  "backoffice.deaths.undertaker.openLink": "Vorsorge öffnen",

  // The overview a staff member sees.
  "backoffice.deaths.overview.report": "Sterbefall melden",
  "backoffice.deaths.overview.view": "Sterbefall ansehen",
} as const;
