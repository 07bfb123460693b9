/** Texts of the sign-up wizard (/register/…) and its processing screen (/register/prepare). */
export const register = {
  "register.kicker": "Ihre Vorsorge in 5 Schritten",
  "register.back": "Zurück",
  "register.next": "Weiter",
  "register.step.type": "Bestattungsart",
  "register.step.character": "Umfang",
  "register.step.place": "Ort",
  "register.step.birthdate": "Geburtsdatum",
  "register.step.data": "Kontaktdaten",

  "register.type.title": "Welche Bestattungsart wünschen Sie sich?",
  "register.type.lead": "Wählen Sie eine Bestattungsart. Sie können Ihre Wahl später jederzeit ändern.",
  "register.type.legend": "Bestattungsart",
  "register.type.burial": "Erdbestattung",
  "register.type.burial.description": "Beisetzung im Sarg in einem Grab auf dem Friedhof.",
  "register.type.cremation": "Feuerbestattung",
  "register.type.cremation.description": "Einäscherung und Beisetzung der Urne auf dem Friedhof.",
  "register.type.sea": "Seebestattung",
  "register.type.sea.description": "Einäscherung und Beisetzung der Urne auf See.",
  "register.type.tree": "Baumbestattung",
  "register.type.tree.description": "Einäscherung und Beisetzung der Urne an den Wurzeln eines Baumes.",

  "register.character.title": "Welcher Umfang passt zu Ihnen?",
  "register.character.lead":
    "Alle Pakete enthalten die notwendigen Leistungen. Später können Sie in Ihrem Angebot Bestattungsart, Bestattungsort, Ausstattung und zusätzliche Leistungen selbst ändern – und auch das Paket, solange Sie Ihren Vorsorgeplan noch nicht gebucht haben. Danach stellt unser Kundenservice das Paket für Sie um.",
  // Decision 0109: what the "ab" price of each package holds and what comes on top.
  "register.character.from": "ab {price}",
  "register.character.fromNote":
    "„ab“ heißt: der Grundpreis des Pakets, die notwendigen Leistungen und die günstigste Ausstattung des Pakets für die gewählte Bestattungsart, mit Umsatzsteuer. Dazu kommen die Gebühr des Bestattungsorts (Friedhof, Wald oder Reederei) und alles, was Sie zusätzlich buchen.",
  "register.character.fromCoupon":
    "Ihr Angebotsgutschein ({percent} %) ist in diesen Preisen schon abgezogen.",
  "register.character.legend": "Umfang der Bestattung",

  "register.place.title": "Wo soll die Bestattung stattfinden?",
  "register.place.lead":
    "Geben Sie die Postleitzahl oder den Ort ein und wählen Sie dann den passenden Ort aus.",
  "register.place.query": "Postleitzahl oder Ort",
  "register.place.queryHint": "Zum Beispiel 24103 oder Kiel",
  "register.place.search": "Ort suchen",
  "register.place.choose": "Bitte wählen Sie den Ort",
  "register.place.chosen": "Gewählter Ort: {code} {city}",
  "register.place.none": "Zu „{query}“ haben wir keinen Ort gefunden. Bitte prüfen Sie Ihre Eingabe.",
  "register.place.tooMany":
    "Sie haben in kurzer Zeit sehr viele Orte gesucht. Bitte warten Sie eine Minute und suchen Sie dann erneut.",
  "register.place.tooShort": "Bitte geben Sie mindestens 2 Zeichen oder Ziffern ein.",
  "register.place.unknown":
    "Diesen Ort kennen wir nicht. Bitte suchen Sie den Ort und wählen Sie ihn aus der Liste.",
  "register.place.comboHint":
    "Geben Sie mindestens 2 Zeichen ein. Wählen Sie einen Vorschlag mit den Pfeiltasten und der Eingabetaste.",
  "register.place.results":
    "{count, plural, =0 {Keine Orte gefunden.} one {Ein Ort gefunden.} other {# Orte gefunden.}}",
  "register.place.listLabel": "Vorschläge",

  "register.birthdate.title": "Wann sind Sie geboren?",
  "register.birthdate.lead": "Ihr Geburtsdatum brauchen wir, um Ihre Vorsorge richtig zu berechnen.",
  "register.birthdate.label": "Geburtsdatum",

  "register.data.title": "Ihre Kontaktdaten",
  "register.data.lead":
    "Mit diesen Angaben legen wir Ihr persönliches Konto an. Wir senden Ihnen danach eine E-Mail, mit der Sie Ihre Adresse bestätigen.",
  "register.data.salutation": "Anrede",
  "register.data.sir": "Herr",
  "register.data.madame": "Frau",
  "register.data.firstname": "Vorname",
  "register.data.lastname": "Nachname",
  "register.data.phone": "Telefonnummer",
  "register.data.phoneHint": "Für Rückfragen, zum Beispiel 030 1234567",
  "register.data.email": "E-Mail-Adresse",
  "register.data.emailHint": "Mit dieser Adresse melden Sie sich später an.",
  "register.data.password": "Passwort",
  "register.data.passwordHint":
    "Mindestens 6 Zeichen, darunter mindestens ein Kleinbuchstabe, ohne Leerzeichen am Anfang oder Ende.",
  "register.data.termsBefore": "Ich habe die",
  "register.data.termsLink": "Allgemeinen Geschäftsbedingungen",
  // The consent box's name where it stands alone (error summary): nominative.
  "register.data.termsLabel": "Allgemeine Geschäftsbedingungen und Datenschutzhinweise",
  "register.data.termsMiddle": "und die",
  "register.data.privacyLink": "Datenschutzhinweise",
  "register.data.termsAfter": "gelesen und stimme ihnen zu.",
  "register.data.submit": "Weiter",
  "register.data.tooSoon":
    "Für diese E-Mail-Adresse wurde gerade eben ein Angebot erstellt. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.",
  "register.data.stale":
    "Dieses Formular ist nicht mehr aktuell. Bitte prüfen Sie Ihre Angaben und senden Sie es erneut.",

  "register.prepare.title": "Ihre Vorsorge wird vorbereitet",
  "register.prepare.text": "Wir stellen Ihr persönliches Angebot zusammen. Das dauert nur einen Moment.",
  "register.prepare.continue": "Weiter zur Übersicht",
  "register.prepare.failedTitle": "Das hat leider nicht geklappt",
  "register.prepare.retry": "Erneut versuchen",
  "register.prepare.failedToast":
    "Ihre Registrierung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.",
} as const;
