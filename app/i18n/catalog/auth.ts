/** Texts of sign-in, sign-out, password reset, account activation and the intro screens. */
export const auth = {
  "auth.login.title": "Anmelden",
  "auth.login.description":
    "Melden Sie sich im Vorsorgeportal an und planen Sie Ihre Bestattungsvorsorge weiter.",
  "auth.login.lead": "Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.",
  "auth.login.username": "E-Mail-Adresse",
  "auth.login.password": "Passwort",
  "auth.login.submit": "Anmelden",
  "auth.login.forgot": "Passwort vergessen?",
  "auth.login.register": "Noch kein Konto? Jetzt Vorsorge beginnen",
  "auth.login.staff": "Anmeldung für Mitarbeitende",
  "auth.login.wrongCredentials": "E-Mail-Adresse oder Passwort ist falsch.",
  "auth.passkey.title": "Mit Passkey anmelden",
  "auth.passkey.text":
    "Haben Sie in Ihrem Profil einen Passkey hinzugefügt, können Sie sich ohne Passwort anmelden: mit Fingerabdruck, Gesicht oder der PIN Ihres Geräts.",
  "auth.passkey.submit": "Mit Passkey anmelden",
  "auth.passkey.needsScript":
    "Dafür braucht Ihr Browser JavaScript. Ohne JavaScript melden Sie sich oben mit E-Mail-Adresse und Passwort an.",
  "auth.passkey.unsupported":
    "Ihr Browser unterstützt keine Passkeys. Bitte melden Sie sich oben mit E-Mail-Adresse und Passwort an.",
  "auth.passkey.cancelled":
    "Der Vorgang wurde abgebrochen oder hat zu lange gedauert. Bitte versuchen Sie es noch einmal.",
  "auth.passkey.failed":
    "Das hat leider nicht geklappt. Bitte versuchen Sie es noch einmal oder melden Sie sich mit Ihrem Passwort an.",
  "auth.passkey.offline": "Keine Verbindung zum Vorsorgeportal. Bitte prüfen Sie Ihre Internetverbindung.",
  "auth.passkey.checkFields": "Bitte prüfen Sie Ihre Angaben.",
  "auth.login.promo.cta": "Vorsorge jetzt beginnen",
  "auth.login.ratings.title": "So bewerten uns unsere Kundinnen und Kunden",
  "auth.login.ratings.score": "{rating} von {max}",
  "auth.honeypot": "Bitte leer lassen",
  "auth.logout.done": "Sie wurden abgemeldet.",
  "auth.postLogin.failed":
    "Ihre Anmeldung konnte nicht abgeschlossen werden. Bitte melden Sie sich erneut an.",

  "auth.forgot.title": "Passwort vergessen",
  "auth.forgot.lead":
    "Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.",
  "auth.forgot.submit": "Link anfordern",
  "auth.forgot.sentTitle": "E-Mail ist unterwegs",
  "auth.forgot.sent":
    "Wir haben einen Link an {email} gesendet. Er ist eine Stunde gültig. Bitte sehen Sie auch im Spam-Ordner nach.",
  "auth.forgot.backToLogin": "Zur Anmeldung",

  "auth.reset.title": "Neues Passwort festlegen",
  "auth.reset.lead":
    "Neues Passwort für {email}. Es muss mindestens 6 Zeichen lang sein und mindestens einen Kleinbuchstaben enthalten.",
  "auth.reset.password": "Neues Passwort",
  "auth.reset.submit": "Passwort speichern",
  "auth.reset.invalidTitle": "Dieser Link ist nicht mehr gültig",
  "auth.reset.invalid":
    "Der Link ist abgelaufen oder wurde schon benutzt. Bitte fordern Sie einen neuen Link an.",
  "auth.reset.requestNew": "Neuen Link anfordern",
  "auth.reset.successTitle": "Ihr Passwort wurde geändert",
  "auth.reset.success": "Sie können sich jetzt mit Ihrem neuen Passwort anmelden.",
  "auth.reset.passkeysRemoved":
    "Ihre Passkeys haben wir dabei entfernt; im Profil können Sie neue hinzufügen.",
  "auth.reset.passkeysTitle": "Ihre Passkeys werden entfernt",
  "auth.reset.passkeysWillGo":
    "{count, plural, one {Ihr Konto hat einen Passkey.} other {Ihr Konto hat # Passkeys.}} Mit dem neuen Passwort entfernen wir alle Passkeys, damit niemand, der Ihr Konto benutzt hat, weiter Zugang hat. Danach können Sie im Profil neue hinzufügen.",

  "auth.activate.successTitle": "Ihr Konto ist bestätigt",
  "auth.activate.success": "Vielen Dank. Ihre E-Mail-Adresse ist bestätigt.",
  "auth.activate.toLogin": "Zur Anmeldung",
  "auth.activate.toOverview": "Zur Übersicht",
  "auth.activate.invalidTitle": "Dieser Bestätigungslink ist ungültig",
  "auth.activate.resendLead": "Sie können sich einen neuen Bestätigungslink senden lassen.",
  "auth.activate.resend": "Neuen Bestätigungslink senden",
  "auth.activate.resentTitle": "Neuer Link ist unterwegs",
  "auth.activate.resent": "Wir haben einen neuen Bestätigungslink an {email} gesendet.",

  "auth.intro.skip": "Überspringen",
  "auth.intro.next": "Weiter",
  "auth.intro.counter": "Hinweis {current} von {total}",
  "auth.intro.confirm.title": "Bitte bestätigen Sie Ihr Konto",
  "auth.intro.confirm.text":
    "Wir haben Ihnen eine E-Mail an {email} geschickt. Bitte klicken Sie auf den Link darin, um Ihr Konto zu bestätigen. Bis dahin sind einige Funktionen eingeschränkt.",
  "auth.intro.confirm.resend": "Bestätigungs-E-Mail erneut senden",
  "auth.intro.confirm.resent": "Wir haben die Bestätigungs-E-Mail erneut an {email} gesendet.",
  "auth.intro.welcome.title":
    "{salutation, select, sir {Willkommen, Herr {lastname}} madame {Willkommen, Frau {lastname}} other {Willkommen}}",
  "auth.intro.welcome.text":
    "Schön, dass Sie da sind. Hier ordnen Sie Schritt für Schritt Ihre Bestattungsvorsorge – in Ihrem Tempo.",
  "auth.intro.documents.title": "Ihre Unterlagen",
  "auth.intro.documents.text":
    "Ihre Vorsorge ist aktiv. Fordern Sie jetzt Ihre Vorsorgeunterlagen an – im Profil mit einem Klick.",
  "auth.intro.documents.button": "Zum Profil",
} as const;
