/** Texts of the second factor (decision 0093): the code step at sign-in, the enrolment and the profile page. */
export const secondFactor = {
  "secondFactor.refused.wrongCode":
    "Der Code ist falsch oder abgelaufen. Bitte geben Sie den Code ein, den Ihre App gerade anzeigt, oder einen Ihrer Notfall-Codes.",
  "secondFactor.refused.codeUsed":
    "Dieser Code wurde bereits verwendet. Bitte warten Sie, bis Ihre App einen neuen Code anzeigt.",
  "secondFactor.refused.signInExpired":
    "Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut mit E-Mail-Adresse und Passwort an.",
  "secondFactor.refused.alreadyOn": "Die Anmeldung mit Bestätigungscode ist bereits eingeschaltet.",
  "secondFactor.refused.notOn": "Die Anmeldung mit Bestätigungscode ist nicht eingeschaltet.",
  "secondFactor.refused.notStarted":
    "Die Einrichtung wurde noch nicht begonnen oder ist abgelaufen. Bitte beginnen Sie sie erneut.",
  "secondFactor.code.label": "Bestätigungscode",
  "secondFactor.code.hint":
    "Die 6 Ziffern aus Ihrer Authenticator-App, oder einer Ihrer Notfall-Codes (zum Beispiel abcde-fghjk).",
  "secondFactor.code.invalid":
    "Bitte geben Sie die 6 Ziffern aus Ihrer App ein, oder einen Notfall-Code aus 10 Zeichen.",
  "secondFactor.verify.title": "Anmeldung bestätigen",
  "secondFactor.verify.lead":
    "Ihr Passwort ist richtig. Bitte öffnen Sie Ihre Authenticator-App und geben Sie den Code ein, den sie für das Vorsorgeportal anzeigt.",
  "secondFactor.verify.submit": "Code bestätigen",
  "secondFactor.verify.restart": "Abbrechen und neu anmelden",
  "secondFactor.verify.lost":
    "Kein Zugriff auf Ihre App und keine Notfall-Codes mehr? Rufen Sie uns an: Wir helfen Ihnen weiter.",
  "secondFactor.enrol.title": "Anmeldung mit Bestätigungscode einrichten",
  "secondFactor.enrol.staffLead":
    "Zugänge für Mitarbeitende sind mit einem zweiten Schritt geschützt: Nach dem Passwort fragt das Portal nach einem Code aus einer Authenticator-App auf Ihrem Telefon. Richten Sie das jetzt einmal ein.",
  "secondFactor.enrol.customerLead":
    "Schützen Sie Ihr Konto zusätzlich: Nach dem Passwort fragt das Portal dann nach einem Code aus einer Authenticator-App auf Ihrem Telefon.",
  "secondFactor.enrol.step1":
    "Öffnen Sie eine Authenticator-App (zum Beispiel die Ihres Telefonherstellers, Google Authenticator, Microsoft Authenticator oder FreeOTP).",
  "secondFactor.enrol.step2": "Scannen Sie mit der App diesen QR-Code:",
  "secondFactor.enrol.qrAlt": "QR-Code zum Einrichten der Authenticator-App",
  "secondFactor.enrol.step3": "Oder geben Sie diesen Schlüssel in der App von Hand ein:",
  "secondFactor.enrol.secretLabel": "Schlüssel",
  "secondFactor.enrol.accountLabel": "Konto",
  "secondFactor.enrol.step4": "Geben Sie zur Bestätigung den Code ein, den die App jetzt anzeigt.",
  "secondFactor.enrol.codeLabel": "Code aus der App",
  "secondFactor.enrol.codeHint": "6 Ziffern, zum Beispiel 123456.",
  "secondFactor.enrol.codeInvalid": "Bitte geben Sie die 6 Ziffern ein, die Ihre App anzeigt.",
  "secondFactor.enrol.submit": "Einrichtung bestätigen",
  "secondFactor.recovery.title": "Ihre Codes für den Notfall",
  "secondFactor.recovery.lead":
    "Die Einrichtung ist abgeschlossen. Wenn Sie Ihr Telefon einmal nicht zur Hand haben, melden Sie sich mit einem dieser Codes an. Jeder Code gilt nur einmal. Schreiben Sie die Codes jetzt ab oder drucken Sie diese Seite aus und bewahren Sie sie sicher auf: Sie werden nur dieses eine Mal angezeigt.",
  "secondFactor.recovery.listLabel": "Notfall-Codes",
  "secondFactor.recovery.continue": "Codes notiert, weiter",
  "secondFactor.recovery.toProfile": "Zurück zum Profil",
  "secondFactor.profile.title": "Anmeldung mit Bestätigungscode",
  "secondFactor.profile.on":
    "Eingeschaltet: Nach dem Passwort fragt das Portal nach dem Code aus Ihrer Authenticator-App.",
  "secondFactor.profile.onSince": "Eingeschaltet seit {date}.",
  "secondFactor.profile.recoveryLeft":
    "{count, plural, =0 {Sie haben keinen Notfall-Code mehr.} one {Sie haben noch # Notfall-Code.} other {Sie haben noch # Notfall-Codes.}}",
  "secondFactor.profile.off":
    "Ausgeschaltet: Sie melden sich mit E-Mail-Adresse und Passwort an. Mit einem Bestätigungscode aus einer App auf Ihrem Telefon ist Ihr Konto zusätzlich geschützt.",
  "secondFactor.profile.staff":
    "Ihr Zugang für Mitarbeitende ist immer mit einem Bestätigungscode geschützt. Wenn Sie Ihr Telefon verloren haben, kann eine Administratorin oder ein Administrator die Einrichtung zurücksetzen.",
  "secondFactor.profile.start": "Bestätigungscode einrichten",
  "secondFactor.profile.link": "Bestätigungscode ein- oder ausschalten",
  "secondFactor.profile.sectionText":
    "Schützen Sie Ihr Konto zusätzlich mit einem Code aus einer Authenticator-App auf Ihrem Telefon, den das Portal nach dem Passwort abfragt.",
  "secondFactor.profile.offTitle": "Bestätigungscode ausschalten",
  "secondFactor.profile.offLead":
    "Zum Ausschalten brauchen wir Ihr Passwort und einen aktuellen Code aus Ihrer App (oder einen Notfall-Code).",
  "secondFactor.profile.password": "Aktuelles Passwort",
  "secondFactor.profile.turnOff": "Bestätigungscode ausschalten",
  "secondFactor.profile.turnedOn": "Die Anmeldung mit Bestätigungscode ist eingeschaltet.",
  "secondFactor.profile.turnedOff": "Die Anmeldung mit Bestätigungscode ist ausgeschaltet.",
  "secondFactor.profile.cancel": "Einrichtung abbrechen",
  "secondFactor.profile.cancelled": "Die Einrichtung wurde abgebrochen.",
  "staff.oidc.noMfa":
    "Ihr Firmenkonto hat bei dieser Anmeldung keinen zweiten Faktor bestätigt. Bitte melden Sie sich beim Anmeldedienst Ihrer Firma mit einem zweiten Faktor an (zum Beispiel einer App oder einem Sicherheitsschlüssel) und versuchen Sie es dann erneut.",
} as const;
