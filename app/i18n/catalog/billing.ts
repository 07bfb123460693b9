/** Texts of the trial, recurring mails and the cancellation page (§ 312k BGB). */
export const billing = {
  // Trial notice (overview and pricing pages).
  "billing.trial.active.title":
    "{days, plural, =0 {Ihre kostenlose Testphase endet heute} one {Noch # Tag kostenlos testen} other {Noch # Tage kostenlos testen}}",
  "billing.trial.active.text":
    "Sie können das Vorsorgeportal 4 Wochen lang kostenlos nutzen, bis einschließlich {deadline}. Danach bleibt Ihr Konto kostenlos erhalten, mit eingeschränkten Funktionen.",
  "billing.trial.expired.title": "Ihre kostenlose Testphase ist abgelaufen",
  "billing.trial.expired.text":
    "Die Testphase endete mit dem {deadline}. Ihr Konto und alle Angaben bleiben erhalten. Ihre Unterlagen als PDF können Sie weiter herunterladen. Ohne Vorsorgeplan nicht enthalten sind: die Anforderung Ihrer Vorsorgedokumente und Lesezugänge für Angehörige.",
  "billing.trial.cancelled.title": "Ihr Vertrag ist gekündigt",
  "billing.trial.cancelled.text":
    "Ihre Kündigung ist am {date} bei uns eingegangen. Die Bestätigung haben wir Ihnen per E-Mail geschickt.",
  "billing.trial.action": "Vorsorgeplan wählen",
  "billing.trial.contract": "Ihre Vertragsnummer: {number}",
  "billing.freePlan.refused":
    "Diese Funktion gehört zum Vorsorgeplan. Bitte wählen Sie einen Vorsorgeplan, um sie zu nutzen.",

  // Cancellation (§ 312k BGB).
  "billing.cancel.footerLink": "Verträge hier kündigen",
  "billing.cancel.title": "Verträge hier kündigen",
  "billing.cancel.description":
    "Kündigen Sie Ihren Vertrag über das Vorsorgeportal online, ohne sich anzumelden.",
  "billing.cancel.lead":
    "Hier kündigen Sie Ihren Vertrag über das Vorsorgeportal, ohne sich anzumelden. Die Eingangsbestätigung schicken wir an die E-Mail-Adresse, die Sie angeben.",
  "billing.cancel.name": "Vor- und Nachname",
  "billing.cancel.email": "E-Mail-Adresse Ihres Kontos",
  "billing.cancel.contractNumber": "Vertragsnummer",
  "billing.cancel.contractNumber.hint":
    "Die sechsstellige Nummer steht in Ihrer Übersicht im Vorsorgeportal, zum Beispiel 100123.",
  "billing.cancel.kind": "Art der Kündigung",
  "billing.cancel.kind.ordinary": "Ordentliche Kündigung",
  "billing.cancel.kind.extraordinary": "Außerordentliche Kündigung aus wichtigem Grund (fristlos)",
  "billing.cancel.requestedEnd": "Gewünschtes Vertragsende",
  "billing.cancel.requestedEnd.hint":
    "Freiwillig: der letzte Tag, an dem Ihr Vertrag laufen soll, im Format TT.MM.JJJJ. Leer gelassen endet eine ordentliche Kündigung zum nächstmöglichen Zeitpunkt, eine außerordentliche sofort. Liegt der Tag vor dem frühestmöglichen Vertragsende, endet der Vertrag zum frühestmöglichen Zeitpunkt.",
  "billing.cancel.requestedEnd.none":
    "{kind, select, extraordinary {keine Angabe (sofort)} other {keine Angabe (nächstmöglicher Zeitpunkt)}}",
  "billing.cancel.confirm.requestedEnd":
    "Sie haben sich den {date} als letzten Vertragstag gewünscht. Frühestmöglich endet ein bezahlter Vorsorgeplan im ersten Vertragsjahr mit dessen Ablauf, danach einen Monat nach Eingang der Kündigung; ein Vertrag ohne bezahlten Vorsorgeplan endet mit Eingang der Kündigung. Liegt Ihr Wunschtermin davor, endet der Vertrag zum frühestmöglichen Zeitpunkt. Das Vertragsende nennen wir Ihnen in der Eingangsbestätigung per E-Mail, bei einem zu frühen Wunschtermin mit beiden Daten.",
  "billing.cancel.reason": "Kündigungsgrund",
  "billing.cancel.reason.hint":
    "Freiwillig. Bei einer außerordentlichen Kündigung nennen Sie hier bitte den wichtigen Grund.",
  "billing.cancel.review": "Weiter zur Bestätigung",
  "billing.cancel.confirm.title": "Kündigung bestätigen",
  "billing.cancel.confirm.lead":
    "Bitte prüfen Sie Ihre Angaben. Mit „jetzt kündigen“ geben Sie die Kündigung ab.",
  "billing.cancel.confirm.submit": "jetzt kündigen",
  "billing.cancel.confirm.change": "Angaben ändern",
  "billing.cancel.summary": "Ihre Angaben",
  "billing.cancel.noReason": "keine Angabe",
  "billing.cancel.done.title": "Ihre Kündigung ist eingegangen",
  "billing.cancel.done.text":
    "Wir haben Ihre Kündigung am {date} um {time} Uhr erhalten. Die Bestätigung mit dem Inhalt Ihrer Kündigung sowie Datum und Uhrzeit des Eingangs schicken wir an {email}.",
  "billing.cancel.done.save":
    "Sie können diese Seite speichern oder ausdrucken, um die Abgabe Ihrer Kündigung zu belegen.",
  "billing.cancel.done.home": "Zur Startseite",
  "billing.cancel.tooMany":
    "Zu viele Kündigungen von diesem Anschluss in kurzer Zeit. Bitte versuchen Sie es später noch einmal oder rufen Sie uns an.",

  // Validation of the cancellation form.
  "billing.cancel.error.contractNumber": "Bitte geben Sie Ihre sechsstellige Vertragsnummer an.",
  "billing.cancel.error.requestedEndPast":
    "Das Vertragsende kann nicht in der Vergangenheit liegen. Bitte wählen Sie heute oder einen späteren Tag, oder lassen Sie das Feld leer.",
  "billing.cancel.error.requestedEndTooLate": "Bitte wählen Sie ein Vertragsende bis spätestens {max}.",

  // Mails.
  "billing.mail.cancel.subject": "Eingangsbestätigung Ihrer Kündigung",
  "billing.mail.cancel.intro":
    "wir haben Ihre Kündigung am {date} um {time} Uhr über unsere Kündigungsseite erhalten. Ihre Angaben:",
  "billing.mail.cancel.matched.ordinary":
    "Ihr Vertrag Nr. {number} endet mit Ablauf des {date}. Bis dahin können Sie das Vorsorgeportal wie gewohnt nutzen; danach buchen wir nichts mehr ab.",
  "billing.mail.cancel.matched.immediate":
    "Ihr Vertrag Nr. {number} endet mit dem Eingang Ihrer Kündigung. Wir buchen nichts mehr ab.",
  "billing.mail.cancel.requestedTooEarly":
    "Sie haben sich den {requested} als letzten Vertragstag gewünscht. Zu diesem Tag ist eine Kündigung nicht möglich: Frühestmöglich endet Ihr Vertrag {earliest, select, now {mit dem Eingang Ihrer Kündigung} other {mit Ablauf des {earliest}}}. Zu diesem Zeitpunkt endet er deshalb.",
  "billing.mail.cancel.unmatched":
    "Wir prüfen Ihre Angaben und ordnen die Kündigung Ihrem Vertrag zu. Falls wir dazu Rückfragen haben, melden wir uns unter dieser E-Mail-Adresse oder Sie rufen uns an.",
  "billing.mail.cancel.notMine":
    "Falls Sie diese Kündigung nicht abgegeben haben, rufen Sie uns bitte umgehend an.",
  "billing.mail.field.name": "Name",
  "billing.mail.field.email": "E-Mail-Adresse",
  "billing.mail.field.contractNumber": "Vertragsnummer",
  "billing.mail.field.kind": "Art der Kündigung",
  "billing.mail.field.reason": "Kündigungsgrund",
  "billing.mail.field.requestedEnd": "Gewünschtes Vertragsende",
  "billing.mail.field.receivedAt": "Eingang",
  "billing.mail.receivedAt": "{date} um {time} Uhr",

  "billing.mail.prenotification.subject": "Vorabinformation zur SEPA-Lastschrift",
  "billing.mail.prenotification.intro":
    "für Ihren Jahresbeitrag im Vorsorgeportal ziehen wir den folgenden Betrag per SEPA-Lastschrift von Ihrem Konto ein:",
  "billing.mail.prenotification.outro":
    "Bitte sorgen Sie für ausreichende Deckung Ihres Kontos. Sie können innerhalb von 8 Wochen ab dem Belastungsdatum die Erstattung des belasteten Betrages verlangen; es gelten dabei die mit Ihrer Bank vereinbarten Bedingungen.",
  "billing.mail.field.amount": "Betrag",
  "billing.mail.field.plan": "Wofür",
  "billing.mail.plan":
    "Vorsorgeplan {guarantee, select, true {mit Preisgarantie} other {ohne Preisgarantie}} für ein Jahr im Voraus",
  "billing.mail.field.debitDate": "Fälligkeitstag",

  // Order confirmation (§ 312f BGB, decision 0035).
  "billing.mail.order.subject": "Bestätigung Ihrer Bestellung",
  "billing.mail.order.intro":
    "vielen Dank für Ihre Bestellung im Vorsorgeportal. Hiermit bestätigen wir Ihren Vertrag. Bitte bewahren Sie diese E-Mail auf.",
  "billing.mail.order.field.orderedOn": "Bestellt am",
  "billing.mail.order.field.price": "Preis",
  "billing.mail.order.price":
    "{amount} pro Jahr, jährlich im Voraus, inklusive Umsatzsteuer{discount, select, 0 {} other { (darin {discount} % Nachlass auf die Preisgarantie)}}",
  "billing.mail.order.field.plan": "Vorsorgeplan",
  "billing.mail.order.plan":
    "{name}, {guarantee, select, true {mit Preisgarantie} other {ohne Preisgarantie}}",
  "billing.mail.order.field.term": "Laufzeit",
  "billing.mail.order.term":
    "Ein Jahr ab dem {start}. Kündigen Sie nicht bis zum Ende dieses Jahres, läuft der Vertrag weiter und ist dann jederzeit mit einer Frist von einem Monat kündbar.",
  "billing.mail.order.field.method": "Zahlungsart",
  "billing.mail.order.method": "{type, select, sepa {SEPA-Lastschrift} other {PayPal}}",
  "billing.mail.order.field.firstDebit": "Erste Abbuchung",
  "billing.mail.order.firstDebitPaypal": "{date}, durch PayPal",
  "billing.mail.order.mandate":
    "SEPA-Lastschriftmandat: Sie haben {creditor} (Gläubiger-Identifikationsnummer {creditorId}) ermächtigt, Zahlungen von Ihrem Konto mittels Lastschrift einzuziehen. Mandatsreferenz: {reference}. Diese E-Mail kündigt die erste Abbuchung am {date} an. Sie können innerhalb von {weeks} Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrags verlangen.",
  "billing.mail.order.cancel":
    "Kündigen können Sie jederzeit über den Link „Verträge hier kündigen“ unten auf jeder Seite des Vorsorgeportals. Dafür brauchen Sie Ihre Vertragsnummer {number}; sie steht auch in Ihrer Übersicht.",
  "billing.mail.order.withdrawalTitle": "Widerrufsbelehrung",
  "billing.mail.order.withdrawal":
    "Widerrufsrecht\n\nSie haben das Recht, binnen {days} Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt {days} Tage ab dem Tag des Vertragsabschlusses.\n\nUm Ihr Widerrufsrecht auszuüben, müssen Sie uns ({operator}, {address}, Telefon: {phone}, E-Mail: {email}) mittels einer eindeutigen Erklärung (zum Beispiel ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.\n\nZur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.\n\nFolgen des Widerrufs\n\nWenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen {days} Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.\n\nHaben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.\n\nEnde der Widerrufsbelehrung",
  "billing.mail.order.formTitle": "Muster-Widerrufsformular",
  "billing.mail.order.form":
    "(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)\n\nAn {operator}, {address}, E-Mail: {email}:\n\nHiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung (*): Vorsorgeportal, Vertragsnummer {number}\n\n– Bestellt am (*): {orderedOn}\n– Name des/der Verbraucher(s)\n– Anschrift des/der Verbraucher(s)\n– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)\n– Datum\n\n(*) Unzutreffendes streichen.",
  // The price guarantee booked after the plan (decision 0079).
  "billing.mail.guarantee.subject": "Bestätigung Ihrer Preisgarantie",
  "billing.mail.guarantee.intro":
    "vielen Dank: Sie haben zu Ihrem Vorsorgeplan die Preisgarantie gebucht. Sie gilt ab heute. Bitte bewahren Sie diese E-Mail auf.",
  "billing.mail.guarantee.field.added": "Preisgarantie",
  "billing.mail.guarantee.added":
    "{amount} pro Jahr zusätzlich, inklusive Umsatzsteuer{discount, select, 0 {} other { (darin {discount} % Nachlass auf die Preisgarantie)}}",
  "billing.mail.guarantee.field.total": "Neuer Jahresbeitrag",
  "billing.mail.guarantee.total": "{amount} pro Jahr (Vorsorgeplan mit Preisgarantie), jährlich im Voraus",
  "billing.mail.guarantee.field.firstCharge": "Zum ersten Mal abgebucht am",
  "billing.mail.guarantee.charge":
    "Heute wird nichts abgebucht. Der höhere Jahresbeitrag wird zum ersten Mal am {date} mit der nächsten jährlichen Abbuchung Ihres Vorsorgeplans per SEPA-Lastschrift eingezogen; wir kündigen ihn vorher wie gewohnt an.",
  "billing.mail.field.mandateReference": "Mandatsreferenz",
  "billing.mail.field.creditorId": "Gläubiger-Identifikationsnummer",
  "billing.mail.field.account": "Konto",

  "billing.mail.reminder.subject": "Ihre Vorsorge: Sind Ihre Angaben noch aktuell?",
  "billing.mail.reminder.intro":
    "{years, plural, one {seit einem Jahr} other {seit # Jahren}} halten Sie Ihre Bestattungsvorsorge im Vorsorgeportal fest. Einmal im Jahr erinnern wir Sie daran, Ihre Angaben zu prüfen: Stimmen Ihre Wünsche, Ihre Vertrauensperson und Ihre Kontaktdaten noch?",
  "billing.mail.reminder.action": "Meine Vorsorge ansehen",

  "billing.mail.trialEnd.subject": "Ihre kostenlose Testphase ist beendet",
  "billing.mail.trialEnd.intro":
    "Ihre 4-wöchige kostenlose Testphase im Vorsorgeportal endete mit dem {deadline}. Ihr Konto und alle Angaben bleiben kostenlos erhalten, Ihre Unterlagen als PDF können Sie weiter herunterladen. Die Anforderung Ihrer Vorsorgedokumente und Lesezugänge für Angehörige sind darin nicht enthalten.",
  "billing.mail.trialEnd.action": "Vorsorgeplan wählen",

  "billing.mail.paypalEnded.subject": "Ihr Vorsorgeplan ist nicht mehr bezahlt",
  "billing.mail.paypalEnded.intro":
    "PayPal hat uns mitgeteilt, dass Ihr Abonnement für das Vorsorgeportal {status, select, CANCELLED {gekündigt} SUSPENDED {ausgesetzt} other {beendet}} wurde. Deshalb ist Ihr Vorsorgeplan mit Preisgarantie ab heute nicht mehr aktiv. Ihr Konto und alle Angaben bleiben kostenlos erhalten.",
  "billing.mail.paypalEnded.next":
    "Wenn Sie das nicht beabsichtigt haben, können Sie Ihren Vorsorgeplan jederzeit neu buchen, mit PayPal oder per Lastschrift.",
  "billing.mail.paypalEnded.action": "Vorsorgeplan neu buchen",
} as const;
