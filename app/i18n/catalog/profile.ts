/** Texts of profile, documents, data export, care log and partner pages (spec 000 §2). */
export const profile = {
  // /profile
  "profile.title": "Mein Profil",
  "profile.description": "Ihre persönlichen Daten, Unterlagen, Datenauskunft und Kontolöschung.",
  "profile.lead": "Hier verwalten Sie Ihre persönlichen Daten und Ihr Konto.",
  "profile.master.title": "Persönliche Daten",
  "profile.master.salutation": "Anrede",
  "profile.master.sir": "Herr",
  "profile.master.madame": "Frau",
  "profile.master.firstname": "Vorname",
  "profile.master.lastname": "Nachname",
  "profile.master.email": "E-Mail-Adresse für Nachrichten",
  "profile.master.emailHint":
    "An diese Adresse schreiben wir Ihnen. Sie kann von Ihrer Anmelde-E-Mail abweichen.",
  "profile.master.loginEmail": "Anmelde-E-Mail",
  "profile.master.loginEmailHint":
    "Mit dieser Adresse melden Sie sich an. Sie kann hier nicht geändert werden; wenden Sie sich dafür bitte an unseren Kundenservice.",
  "profile.master.birthDate": "Geburtsdatum",
  "profile.master.birthDateHint": "Im Format TT.MM.JJJJ, zum Beispiel 24.12.1950.",
  "profile.master.street": "Straße und Hausnummer",
  "profile.master.postalCode": "Postleitzahl",
  "profile.master.city": "Ort",
  "profile.master.phone": "Telefonnummer",
  "profile.master.phoneHint": "Zum Beispiel 0431 1234567 oder +49 431 1234567.",
  "profile.master.submit": "Daten speichern",
  "profile.master.cancel": "Abbrechen",
  "profile.master.saved": "Ihre Daten wurden gespeichert.",
  "profile.master.savedConfirm":
    "Ihre Daten wurden gespeichert. Bitte bestätigen Sie die neue E-Mail-Adresse {email} über den Link, den wir Ihnen gerade dorthin geschickt haben.",
  "profile.master.pendingTitle": "Neue E-Mail-Adresse noch nicht bestätigt",
  "profile.master.pending":
    "Wir haben einen Bestätigungslink an {pending} geschickt. Bis Sie ihn öffnen, schreiben wir Ihnen weiter an {confirmed}.",

  "profile.password.title": "Passwort ändern",
  "profile.password.text":
    "Geben Sie Ihr aktuelles Passwort und zweimal Ihr neues Passwort ein. Danach sind Sie auf allen anderen Geräten abgemeldet.",
  "profile.password.current": "Aktuelles Passwort",
  "profile.password.new": "Neues Passwort",
  "profile.password.newHint": "Mindestens 6 Zeichen, ohne Leerzeichen am Anfang oder Ende.",
  "profile.password.repeat": "Neues Passwort wiederholen",
  "profile.password.submit": "Passwort ändern",
  "profile.password.done":
    "Ihr Passwort wurde geändert. Auf allen anderen Geräten sind Sie jetzt abgemeldet; eine Bestätigung ist per E-Mail unterwegs.",

  "profile.contact.confirmedTitle": "E-Mail-Adresse bestätigt",
  "profile.contact.confirmed": "Vielen Dank. Wir schreiben Ihnen ab jetzt an {email}.",
  "profile.contact.invalidTitle": "Link ungültig",
  "profile.contact.invalid":
    "Dieser Bestätigungslink ist abgelaufen, wurde schon verwendet oder durch einen neueren ersetzt. Tragen Sie die Adresse in Ihrem Profil bitte noch einmal ein, dann schicken wir einen neuen Link.",
  "profile.contact.toProfile": "Zu meinem Profil",

  "profile.documents.title": "Ihre Unterlagen",
  "profile.documents.offer":
    "Ihre Vorsorge ist aktiv. Fordern Sie jetzt Ihre Vorsorgeunterlagen an: Wir schicken sie Ihnen per Post.",
  "profile.documents.submit": "Unterlagen anfordern",
  "profile.documents.requested":
    "Sie haben Ihre Unterlagen am {date} angefordert. Wir schicken sie Ihnen per Post.",
  "profile.documents.notPaid":
    "Sobald Ihre Vorsorge aktiviert ist, können Sie hier Ihre Vorsorgeunterlagen anfordern.",
  "profile.documents.unconfirmed":
    "Sobald Sie Ihre E-Mail-Adresse bestätigt haben, können Sie hier Ihre Vorsorgeunterlagen anfordern.",
  "profile.documents.done":
    "Vielen Dank. Ihre Unterlagen sind angefordert; eine Bestätigung ist per E-Mail unterwegs.",
  "profile.documents.notAllowed":
    "Unterlagen können erst nach der Aktivierung und nur einmal angefordert werden.",
  "profile.set.title": "Kostenlose Vorsorgemappe per Post",
  "profile.set.text":
    "Möchten Sie Ihre Vorsorge auch auf Papier? Wir schicken Ihnen die Vorsorgemappe kostenlos an Ihre Anschrift.",
  "profile.set.submit": "Vorsorgemappe kostenlos bestellen",
  "profile.set.ordered": "Sie haben die Vorsorgemappe am {date} bestellt.",
  "profile.set.done":
    "Vielen Dank. Die Vorsorgemappe ist bestellt; eine Bestätigung ist per E-Mail unterwegs.",
  "profile.set.alreadyOrdered": "Sie haben die Vorsorgemappe bereits bestellt.",
  "profile.set.addressMissing":
    "Bitte tragen Sie zuerst Straße, Postleitzahl und Ort ein, damit wir die Vorsorgemappe schicken können.",

  "profile.export.title": "Meine Daten herunterladen",
  "profile.export.text":
    "Sie erhalten alle Daten, die wir über Sie gespeichert haben, als Datei im JSON-Format (Auskunft und Datenübertragbarkeit nach Art. 15 und 20 DSGVO). Passwörter und Zugangsschlüssel sind nicht enthalten, die IBAN nur gekürzt.",
  "profile.export.link": "Daten herunterladen (JSON)",
  "profile.export.fileName": "Vorsorgeportal-Daten",

  "profile.careLog.title": "Betreuungsprotokoll",
  "profile.careLog.text":
    "Hier sehen Sie, wann unser Kundenservice Ihre Vorsorge angesehen oder geändert hat und wann Ihre Vertrauensperson den Lesezugang genutzt hat.",
  "profile.careLog.empty": "Bisher hat niemand außer Ihnen Ihre Vorsorge angesehen oder geändert.",
  "profile.careLog.caption": "Zugriffe auf Ihre Vorsorge, neueste zuerst",
  "profile.careLog.date": "Datum",
  "profile.careLog.who": "Wer",
  "profile.careLog.what": "Was",
  "profile.careLog.staff": "Kundenservice ({email})",
  "profile.careLog.staffRemoved": "Kundenservice",
  "profile.careLog.trustedPerson": "Vertrauensperson ({email})",
  "profile.careLog.trustedPersonUnknown": "Vertrauensperson",
  "profile.careLog.kind.read": "Vorsorge angesehen",
  "profile.careLog.kind.open": "Vorsorge geöffnet oder geschlossen",
  "profile.careLog.kind.readAccess": "Lesezugang genutzt",
  "profile.careLog.kind.change": "Vorsorge geändert",

  "profile.delete.title": "Konto löschen",
  "profile.delete.text":
    "Wenn Sie Ihr Konto löschen, werden Ihre Vorsorge, Ihre Briefe, Ihre Gästeliste und alle Angaben zu Ihrer Person gelöscht.",
  "profile.delete.open": "Konto löschen",
  "profile.delete.dialogTitle": "Konto wirklich löschen?",
  "profile.delete.warning":
    "Das Löschen kann nicht rückgängig gemacht werden. Ihre Vorsorge, Ihre Briefe, Ihre Gästeliste und Ihre persönlichen Daten werden endgültig gelöscht, und Sie werden abgemeldet.",
  "profile.delete.confirm": "Konto endgültig löschen",
  "profile.delete.password": "Ihr aktuelles Passwort",
  "profile.delete.passwordHint": "Zur Sicherheit fragen wir Ihr Passwort noch einmal ab.",
  "profile.delete.cancel": "Abbrechen",
  "profile.delete.done": "Ihr Konto wurde gelöscht. Wir bedanken uns für Ihr Vertrauen.",
  "profile.staffOnly":
    "Datenauskunft und Kontolöschung kann nur die Kundin oder der Kunde selbst veranlassen.",

  "profile.mail.customer": "Kunde: {name}\nVertragsnummer: {number}\nE-Mail: {email}\nAnschrift: {address}",
  "profile.mail.noAddress": "keine Anschrift hinterlegt",
  "profile.mail.documentsConfirmation.subject": "Ihre Vorsorgeunterlagen sind angefordert",
  "profile.mail.documentsConfirmation.text":
    "vielen Dank für Ihre Anforderung. Wir stellen Ihre Vorsorgeunterlagen zusammen und schicken sie Ihnen in den nächsten Tagen per Post.",
  "profile.mail.documentsRequest.subject": "Unterlagen angefordert – Vorsorge {number}",
  "profile.mail.documentsRequest.text":
    "Eine Kundin oder ein Kunde hat im Vorsorgeportal die Vorsorgeunterlagen angefordert. Bitte per Post versenden.",
  "profile.mail.setConfirmation.subject": "Ihre kostenlose Vorsorgemappe ist bestellt",
  "profile.mail.setConfirmation.text":
    "vielen Dank für Ihre Bestellung. Wir schicken Ihnen die Vorsorgemappe in den nächsten Tagen kostenlos per Post.",
  "profile.mail.setRequest.subject": "Vorsorgemappe bestellt – Vorsorge {number}",
  "profile.mail.setRequest.text":
    "Eine Kundin oder ein Kunde hat im Vorsorgeportal die kostenlose Vorsorgemappe bestellt. Bitte per Post an diese Anschrift versenden.",

  // /documents
  "documents.title": "Dokumente",
  "documents.description": "Ihre Vorsorge als PDF: Zusammenfassung und Bestattungsverfügung.",
  "documents.lead": "Hier laden Sie Ihre Vorsorge als PDF herunter, zum Lesen, Ausdrucken und Weitergeben.",
  "documents.unconfirmed.title": "Bitte bestätigen Sie zuerst Ihr Konto",
  "documents.summary.title": "Zusammenfassung Ihrer Vorsorge",
  "documents.summary.text":
    "Alle Angaben Ihrer Vorsorge auf einen Blick: Angebot, Friedhof, Produkte und Leistungen, Wünsche, Gäste, Vertrauensperson und Finanzierung.",
  "documents.summary.link": "Zusammenfassung öffnen (PDF)",
  "documents.summary.pdfTitle": "Meine Vorsorge – {name}",
  "documents.summary.pdfSubject": "Zusammenfassung der Bestattungsvorsorge",
  "documents.summary.pdfLead":
    "Diese Zusammenfassung zeigt den Stand Ihrer Vorsorge im Vorsorgeportal am Tag der Erstellung. Preise sind Bruttopreise nach heutigem Stand.",
  "documents.summary.filePrefix": "Vorsorge",
  "documents.disposition.title": "Bestattungsverfügung",
  "documents.disposition.text":
    "Ihre Wünsche und die gewählte Bestattung als Verfügung zum Ausdrucken: Ort und Datum eintragen, unterschreiben und bei Ihren Unterlagen aufbewahren.",
  "documents.disposition.link": "Bestattungsverfügung öffnen (PDF)",
  "documents.disposition.pdfTitle": "Bestattungsverfügung",
  "documents.disposition.pdfSubject": "Bestattungsverfügung von {name}",
  "documents.disposition.filePrefix": "Bestattungsverfuegung",
  "documents.disposition.declaration":
    "Ich, {name}, verfüge hiermit für den Fall meines Todes über meine Bestattung wie folgt. Ich bitte meine Angehörigen und alle, die meine Bestattung veranlassen, diese Wünsche zu achten.",
  "documents.disposition.organiser": "Mit der Bestattung beauftragt",
  "documents.disposition.organiserText":
    "Mit der Durchführung meiner Bestattung soll {organiser} beauftragt werden, wie in meiner Vorsorge im Vorsorgeportal vereinbart.",
  "documents.disposition.organiserPortal":
    "Die Durchführung meiner Bestattung ist in meiner Vorsorge im Vorsorgeportal vereinbart.",
  "documents.disposition.trustedPerson": "Vertrauensperson",
  "documents.disposition.trustedPersonText":
    "Folgende Person kennt meine Wünsche und soll benachrichtigt werden:",
  "documents.disposition.closing": "Unterschrift",
  "documents.disposition.closingText":
    "Diese Verfügung gibt meinen freien Willen wieder. Sie gilt, bis ich sie schriftlich widerrufe.",
  "documents.disposition.place": "Ort",
  "documents.disposition.date": "Datum",
  "documents.disposition.signature": "Unterschrift ({name})",

  "documents.pdf.yes": "ja",
  "documents.pdf.no": "nein",
  "documents.pdf.name": "Name",
  "documents.pdf.birthDate": "Geburtsdatum",
  "documents.pdf.address": "Anschrift",
  "documents.pdf.email": "E-Mail",
  "documents.pdf.phone": "Telefon",
  "documents.pdf.number": "Vertragsnummer",
  "documents.pdf.relationship": "Beziehung",
  "documents.pdf.funeralType": "Bestattungsart",
  "documents.pdf.plan": "Paket",
  "documents.pdf.graveType": "Grabart",
  "documents.pdf.graveTypeNote": "Hinweis zur Grabart",
  "documents.pdf.site": "Friedhof",
  "documents.pdf.products": "Produkte",
  "documents.pdf.services": "Leistungen",
  "documents.pdf.extras": "Zusatzleistungen",
  "documents.pdf.item": "Bezeichnung",
  "documents.pdf.quantity": "Anzahl",
  "documents.pdf.price": "Preis (brutto)",
  "documents.pdf.total": "Gesamtpreis (brutto)",
  "documents.pdf.totalNote":
    "Der Gesamtpreis enthält Paket, Produkte, Leistungen, Zusatzleistungen und die Friedhofsgebühren, soweit bekannt.",
  "documents.pdf.section.person": "Persönliche Angaben",
  "documents.pdf.section.funeral": "Bestattung",
  "documents.pdf.section.offer": "Angebot",
  "documents.pdf.section.wishes": "Wünsche",
  "documents.pdf.section.guests": "Gäste",
  "documents.pdf.section.trustedPerson": "Vertrauensperson",
  "documents.pdf.section.finance": "Finanzierung",
  "documents.pdf.wish.music": "Musik",
  "documents.pdf.wish.quote": "Spruch",
  "documents.pdf.wish.notification": "Persönliche Nachricht",
  "documents.pdf.wishLeft": "Diese Entscheidung überlasse ich meinen Hinterbliebenen.",
  "documents.pdf.wishOpen": "Noch nicht festgelegt.",
  "documents.pdf.noGuests": "Es sind keine Gäste eingetragen.",
  "documents.pdf.guest.name": "Name",
  "documents.pdf.guest.relation": "Beziehung",
  "documents.pdf.guest.contact": "Anschrift, E-Mail",
  "documents.pdf.guest.invite": "Einladen",
  "documents.pdf.guest.notify": "Benachrichtigen",
  "documents.pdf.noTrustedPerson": "Es ist keine Vertrauensperson eingetragen.",
  "documents.pdf.financeType": "Art der Finanzierung",
  "documents.pdf.financeType.ALREADY_PAID": "Bereits bezahlt",
  "documents.pdf.financeType.PAY_BY_MYSELF": "Ich zahle selbst",
  "documents.pdf.financeType.PAY_BY_MYSELF_ONE_TIME": "Ich zahle selbst, einmalig",
  "documents.pdf.financeType.PAY_BY_MYSELF_MONTHLY": "Ich zahle selbst, monatlich",
  "documents.pdf.financeType.PAY_BY_FAMILY": "Meine Familie zahlt",
  "documents.pdf.notStated": "Keine Angabe",
  "documents.pdf.financeNote": "Notiz",
  "documents.pdf.insurance": "Bestehende Versicherung",
  "documents.pdf.siteEstimate": "Geschätzte Friedhofskosten",
  "documents.pdf.category.coffin": "Sarg",
  "documents.pdf.category.urn": "Urne",
  "documents.pdf.category.flower": "Blumen",
  "documents.pdf.category.card": "Trauerkarte",
  "documents.pdf.category.notice": "Traueranzeige",
  "documents.pdf.category.grave_goods": "Grabbeigabe",

  // Partner hand-off pages
  "partner.livingWill.title": "Patientenverfügung",
  "partner.livingWill.description": "Patientenverfügung bei unserem Partner erstellen.",
  "partner.livingWill.text":
    "Mit einer Patientenverfügung legen Sie fest, welche medizinischen Behandlungen Sie wünschen, wenn Sie selbst nicht mehr entscheiden können. Unser Partner führt Sie Schritt für Schritt dorthin. Ihr Name und Ihre E-Mail-Adresse werden dabei an den Partner übergeben, damit Sie sich nicht neu eintragen müssen.",
  "partner.livingWill.link": "Weiter zur Patientenverfügung",
  "partner.digitalEstate.title": "Digitaler Nachlass",
  "partner.digitalEstate.description": "Digitalen Nachlass bei unserem Partner regeln.",
  "partner.digitalEstate.text":
    "Konten bei E-Mail-Anbietern, sozialen Netzwerken und Online-Diensten bleiben nach dem Tod bestehen. Unser Partner hilft Ihnen, festzulegen, was mit Ihren digitalen Konten geschehen soll.",
  "partner.digitalEstate.link": "Weiter zum digitalen Nachlass",
  "partner.leaving":
    "Sie verlassen damit das Vorsorgeportal. Für die Seiten des Partners ist dieser verantwortlich.",
  "partner.cancel": "Abbrechen",
} as const;
