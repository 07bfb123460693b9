/** Texts of the e-mails the portal sends and of the developer mailbox (/dev/mailbox). */
export const mail = {
  "mail.salutation":
    "{salutation, select, sir {Sehr geehrter Herr {lastname},} madame {Sehr geehrte Frau {lastname},} other {Guten Tag,}}",
  "mail.linkFallback":
    "Falls sich der Link nicht öffnen lässt, kopieren Sie bitte diese Adresse in die Adresszeile Ihres Browsers:",
  "mail.closing": "Mit freundlichen Grüßen",
  "mail.signature": "Ihr Team vom Vorsorgeportal",
  "mail.hotline": "Fragen? Rufen Sie uns kostenfrei an: {number} ({hours}).",
  "mail.automatic": "Diese E-Mail wurde automatisch versendet. Bitte antworten Sie nicht darauf.",

  "mail.confirmation.subject": "Bitte bestätigen Sie Ihre E-Mail-Adresse",
  "mail.confirmation.intro":
    "vielen Dank für Ihre Anmeldung im Vorsorgeportal. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Konto freischalten können.",
  "mail.confirmation.action": "E-Mail-Adresse bestätigen",
  "mail.confirmation.validity": "Der Link ist 24 Stunden gültig.",
  "mail.confirmation.ignore":
    "Falls Sie sich nicht im Vorsorgeportal angemeldet haben, können Sie diese E-Mail einfach ignorieren.",

  "mail.passwordReset.subject": "Ihr neues Passwort für das Vorsorgeportal",
  "mail.passwordReset.intro":
    "Sie haben ein neues Passwort für Ihr Konto im Vorsorgeportal angefordert. Über den folgenden Link können Sie ein neues Passwort festlegen.",
  "mail.passwordReset.action": "Neues Passwort festlegen",
  "mail.passwordReset.validity": "Der Link ist 1 Stunde gültig.",
  "mail.passwordReset.ignore":
    "Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail einfach ignorieren. Ihr bisheriges Passwort bleibt gültig.",

  "mail.passwordChanged.subject": "Ihr Passwort wurde geändert",
  "mail.passwordChanged.intro":
    "das Passwort Ihres Kontos im Vorsorgeportal wurde soeben geändert. Wenn Sie das selbst waren, ist alles in Ordnung.",
  "mail.passwordChanged.action": "Neues Passwort anfordern",
  "mail.passwordChanged.passkeysRemoved":
    "Mit dem neuen Passwort haben wir auch alle Passkeys Ihres Kontos entfernt. Wenn Sie sich wieder mit einem Passkey anmelden möchten, fügen Sie ihn bitte in Ihrem Profil neu hinzu.",
  "mail.passwordChanged.notYou":
    "Waren Sie das nicht? Dann fordern Sie bitte sofort über den Link oben ein neues Passwort an und rufen Sie uns an.",

  "mail.passkeyAdded.subject": "Ein Passkey wurde zu Ihrem Konto hinzugefügt",
  "mail.passkeyAdded.intro":
    "zu Ihrem Konto im Vorsorgeportal wurde soeben ein Passkey hinzugefügt. Mit ihm können Sie sich ohne Passwort anmelden. Wenn Sie das selbst waren, ist alles in Ordnung.",
  "mail.passkeyAdded.action": "Passkeys im Profil ansehen",
  "mail.passkeyAdded.notYou":
    "Waren Sie das nicht? Dann fordern Sie bitte sofort auf der Anmeldeseite über „Passwort vergessen?“ ein neues Passwort an – das entfernt alle Passkeys – und rufen Sie uns an.",

  "mail.contactEmail.subject": "Bitte bestätigen Sie Ihre neue Kontakt-E-Mail-Adresse",
  "mail.contactEmail.intro":
    "im Vorsorgeportal wurde diese E-Mail-Adresse als neue Kontaktadresse angegeben. Bitte bestätigen Sie, dass sie Ihnen gehört. Erst danach schicken wir Nachrichten an diese Adresse.",
  "mail.contactEmail.action": "Kontaktadresse bestätigen",
  "mail.contactEmail.validity": "Der Link ist 24 Stunden gültig und kann einmal verwendet werden.",
  "mail.contactEmail.ignore":
    "Falls Sie diese Adresse nicht angegeben haben, können Sie diese E-Mail einfach ignorieren. Die Adresse wird dann nicht verwendet.",

  "mail.dev.title": "Entwickler-Postfach",
  "mail.dev.lead":
    "Alle E-Mails, die das Portal verschickt hat oder verschicken will, neueste zuerst. Ohne SMTP-Server werden E-Mails nur hier angezeigt.",
  "mail.dev.filterLegend": "E-Mails filtern",
  "mail.dev.filterTo": "Empfänger (E-Mail-Adresse)",
  "mail.dev.filterSubmit": "Filtern",
  "mail.dev.filterReset": "Alle E-Mails anzeigen",
  "mail.dev.empty": "Es sind keine E-Mails vorhanden.",
  "mail.dev.count": "{count, plural, one {# E-Mail} other {# E-Mails}}",
  "mail.dev.tableCaption": "E-Mails, neueste zuerst",
  "mail.dev.colSubject": "Betreff",
  "mail.dev.colTo": "Empfänger",
  "mail.dev.colTime": "Zeit",
  "mail.dev.colStatus": "Status",
  "mail.dev.status":
    "{status, select, pending {wartet auf Versand} sent {versendet} failed {fehlgeschlagen} other {unbekannt}}",
  "mail.dev.back": "Zurück zum Postfach",
  "mail.dev.messageTitle": "{subject} – Entwickler-Postfach",
  "mail.dev.headers": "Kopfzeilen",
  "mail.dev.to": "An",
  "mail.dev.subject": "Betreff",
  "mail.dev.created": "Erstellt",
  "mail.dev.sent": "Versendet",
  "mail.dev.statusLabel": "Status",
  "mail.dev.attempts": "Versuche",
  "mail.dev.lastError": "Letzter Fehler",
  "mail.dev.template": "Vorlage",
  "mail.dev.textVersion": "Textfassung",
  "mail.dev.htmlVersion": "HTML-Fassung",
  "mail.dev.htmlFrameTitle": "HTML-Fassung der E-Mail „{subject}“",
  "mail.dev.noHtml": "Diese E-Mail hat keine HTML-Fassung.",
} as const;
