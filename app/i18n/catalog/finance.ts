/** Texts of the finance area (finance routes and wizards, messages). */
export const finance = {
  "finance.noProvision": "Für dieses Konto gibt es keine Vorsorge.",
  "finance.back": "Zurück",
  "finance.cancel": "Abbrechen",
  "finance.backToOverview": "Zur Finanzübersicht",
  "finance.start": "Los geht's",
  "finance.next": "Weiter",
  "finance.wholeEuros": "Ganze Euro, ohne Cent, z. B. 1500",
  "finance.unconfirmed":
    "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Erst danach können wir Ihre Anfrage weitergeben und Dokumente erstellen.",
  "finance.birthMissing": "Für einen Tarif brauchen wir Ihr Geburtsdatum.",
  "finance.birthMissingAction": "Geburtsdatum ergänzen",

  // Overview (three cards and the funding gap)
  "finance.overview.title": "Finanzierung Ihrer Vorsorge",
  "finance.overview.lead": "Hier sehen Sie, was Ihre Bestattung kosten wird und wie sie bezahlt werden soll.",
  "finance.overview.costs.title": "Kostenschätzung",
  "finance.overview.costs.start": "Kosten schätzen",
  "finance.overview.costs.edit": "Kosten bearbeiten",
  "finance.overview.products.title": "Tarife und Produktlösungen",
  "finance.overview.products.text":
    "Sichern Sie die Kosten ab, damit Ihre Angehörigen nichts vorstrecken müssen.",
  "finance.overview.products.tariff": "Sterbegeldversicherung berechnen",
  "finance.overview.products.partner": "Tarif unseres Partnerversicherers ansehen",
  "finance.overview.products.treuhand": "Treuhandkonto einrichten",
  "finance.overview.insurance.title": "Angaben zur Absicherung",
  "finance.overview.insurance.edit": "Angaben bearbeiten",
  "finance.gap.open": "Es fehlen noch {amount}",
  "finance.gap.closed": "Ihre Vorsorge ist finanziell abgesichert",
  "finance.gap.close": "Lücke schließen",
  "finance.gap.noCosts": "Noch keine Kosten erfasst: Wählen Sie ein Angebot oder schätzen Sie Ihre Kosten.",
  "finance.gap.insurance": "Versicherungssumme",
  "finance.gap.trust": "Einzahlung auf das Treuhandkonto",
  "finance.gap.paid": "Bereits bezahlt oder abgesichert",
  "finance.gap.funded": "Abgesichert insgesamt",
  "finance.gap.how":
    "Eine Sterbegeldversicherung oder eine Einzahlung von {amount} auf ein Treuhandkonto schließt diese Lücke.",
  "finance.gap.surplus": "Sie haben {amount} mehr abgesichert, als Ihre Vorsorge heute kostet.",

  "finance.gap.pending":
    "Beantragt, aber noch nicht abgeschlossen: Sterbegeldversicherung über {amount}. Sie zählt erst, wenn der Vertrag abgeschlossen ist.",
  "finance.application.title": "Ihre Sterbegeldversicherung",
  "finance.application.applied": "Beantragt — noch nicht abgeschlossen",
  "finance.application.appliedText":
    "Sie haben am {date} einen Antrag über eine Versicherungssumme von {sum} erstellt. Ein Antrag ist noch keine Versicherung: Erst wenn der Vertrag abgeschlossen ist, sind Sie versichert und die Summe zählt zu Ihrer Absicherung.",
  "finance.application.next": "So geht es weiter",
  "finance.application.next.sign": "Drucken Sie den Antrag aus und unterschreiben Sie ihn.",
  "finance.application.next.send":
    "Schicken Sie den unterschriebenen Antrag per Post an die Versicherung. Die Anschrift steht auf dem Antrag.",
  "finance.application.next.example":
    "Dieser Antrag ist eine Beispielrechnung des Vorsorgeportals und geht an keine Versicherung. Wenn Sie eine Sterbegeldversicherung abschließen möchten, rufen Sie uns an: Wir sagen Ihnen, an welche Versicherung Sie sich wenden können, und helfen beim Abschluss.",
  "finance.application.next.confirm":
    "Sobald Sie den Versicherungsschein erhalten haben, bestätigen Sie hier, dass der Vertrag abgeschlossen ist.",
  "finance.application.call": "Fragen zum Antrag? Unser Kundenservice hilft Ihnen gern: {number} ({hours}).",
  "finance.application.concludedQuestion":
    "Haben Sie den Versicherungsschein erhalten? Dann ist der Vertrag abgeschlossen.",
  "finance.application.confirm": "Vertragsabschluss bestätigen",
  "finance.application.confirmed": "Danke. Ihre Sterbegeldversicherung zählt jetzt zu Ihrer Absicherung.",
  "finance.application.concluded": "Vertrag abgeschlossen",
  "finance.application.concludedText":
    "Sie haben am {date} bestätigt, dass der Vertrag über eine Versicherungssumme von {sum} abgeschlossen ist. Die Summe zählt zu Ihrer Absicherung.",
  "finance.application.reopen": "Bestätigung zurücknehmen",
  "finance.application.reopened":
    "Ihre Bestätigung ist zurückgenommen. Die Versicherung gilt wieder als beantragt, noch nicht abgeschlossen.",
  "finance.tariffWizard.document.toOverview": "Weiter zur Finanzübersicht",

  // Provision types and insurance
  "finance.type.ALREADY_PAID": "Bereits abgesichert",
  "finance.type.ALREADY_PAID.description": "Ich habe schon eine Versicherung oder ein Treuhandkonto.",
  "finance.type.PAY_BY_MYSELF": "Ich sorge selbst vor",
  "finance.type.PAY_BY_MYSELF.description": "Ich möchte die Kosten schätzen und selbst absichern.",
  "finance.type.PAY_BY_MYSELF_ONE_TIME": "Ich sorge selbst vor (Einmalbeitrag)",
  "finance.type.PAY_BY_MYSELF_MONTHLY": "Ich sorge selbst vor (monatlich)",
  "finance.type.PAY_BY_FAMILY": "Meine Familie zahlt",
  // A frozen provision's page without a type of provision (decision 0063): staff see it, nobody chooses any more.
  "finance.type.none": "Nicht angegeben",
  "finance.type.PAY_BY_FAMILY.description": "Meine Angehörigen übernehmen die Kosten.",
  "finance.insuranceWizard.kicker": "Finanzierung",
  "finance.insuranceWizard.intro.title": "Wie soll Ihre Bestattung bezahlt werden?",
  "finance.insuranceWizard.intro.text":
    "In drei kurzen Schritten halten Sie fest, wie die Kosten Ihrer Bestattung getragen werden.",
  "finance.insuranceWizard.type.title": "Wer trägt die Kosten?",
  "finance.insuranceWizard.type.legend": "Art der Absicherung",
  "finance.insuranceWizard.details.title": "Ihre bestehende Absicherung",
  "finance.insuranceWizard.details.text":
    "Alle Angaben sind freiwillig. Sie helfen Ihren Angehörigen im Ernstfall.",
  "finance.insurance.title": "Angaben zur Absicherung",
  "finance.insurance.type": "Art der Absicherung",
  "finance.insurance.kind": "Art der bestehenden Vorsorge",
  "finance.insurance.kindNone": "Bitte wählen",
  "finance.insurance.company": "Versicherung oder Bank",
  "finance.insurance.contract": "Vertragsnummer der Versicherung",
  "finance.insurance.existingSum": "Abgesicherter Betrag in Euro",
  "finance.insurance.save": "Angaben speichern",
  "finance.insurance.saved": "Ihr Angaben wurden erfolgreich geändert",

  // Costs
  "finance.costWizard.kicker": "Kostenschätzung",
  "finance.costWizard.calculator.title": "Welche Kosten kommen hinzu?",
  "finance.costWizard.calculator.text":
    "Wir gehen vom Preis Ihres Angebots aus. Tragen Sie hier nur ein, was noch nicht darin enthalten ist.",
  "finance.costWizard.future.title": "So entwickeln sich die Kosten",
  "finance.costWizard.finish": "Kostenschätzung abschließen",
  "finance.costs.title": "Kosten",
  "finance.costs.offer.title": "Ihr Angebot",
  "finance.costs.offer.withSite":
    "Darin enthalten sind Paket, Ausstattung und Leistungen und die Gebühr des gewählten Bestattungsorts. Diese Kosten müssen Sie hier nicht noch einmal eintragen.",
  "finance.costs.offer.withoutSite":
    "Darin enthalten sind Paket, Ausstattung und Leistungen. Einen Bestattungsort haben Sie noch nicht gewählt: Seine Gebühr fehlt im Angebot und kann ein Drittel der Kosten ausmachen.",
  "finance.costs.site": "Geschätzte Gebühr des Bestattungsorts in Euro",
  "finance.costs.siteHint":
    "Zum Beispiel 1.500 oder 1.500,50. Wenn Sie die Gebühr nicht kennen, lassen Sie das Feld leer. Sobald Sie im Angebot einen Bestattungsort wählen, rechnen wir mit dessen Gebühr.",
  "finance.costs.amountHint": "Zum Beispiel 1.500 oder 1.500,50. Cent runden wir auf ganze Euro.",
  "finance.costs.additionalHint":
    "Kosten, die nicht in Ihrem Angebot stehen, zum Beispiel {examples}. Was schon im Angebot steht, tragen Sie bitte nicht noch einmal ein. Leere Zeilen werden nicht gespeichert.",
  "finance.costs.example.headstone": "Grabstein",
  "finance.costs.example.graveCare": "Grabpflege",
  "finance.costs.example.ceremony": "Trauerfeier",
  "finance.costs.example.reception": "Bewirtung der Gäste",
  "finance.costs.example.cemeteryFees": "Gebühren, die der Friedhof erst im Todesfall erhebt",
  "finance.costs.additionalName": "Bezeichnung {n, number}",
  "finance.costs.additionalPrice": "Geschätzter Preis {n, number} in Euro",
  "finance.costs.note": "Notiz zur Finanzierung",
  "finance.costs.save": "Kosten speichern",
  "finance.costs.saved": "Ihre Kosten wurden gespeichert.",
  "finance.costs.future.title": "Voraussichtliche Kosten",
  "finance.costs.future.explain":
    "Die Zeit bis zur Bestattung beruht auf der durchschnittlichen Lebenserwartung in Ihrem Alter (Sterbetafel 2022/24 des Statistischen Bundesamtes, Mittel aus den Werten für Frauen und Männer), aufgerundet auf volle fünf Jahre. Ohne Geburtsdatum nehmen wir 50 Jahre an.",

  // Burial-fund insurance wizard
  "finance.tariffWizard.kicker": "Sterbegeldversicherung",
  "finance.tariffWizard.intro.title": "Kosten absichern",
  "finance.tariffWizard.intro.text":
    "Sichern Sie diese Summe mit einer Sterbegeldversicherung oder einem Treuhandkonto ab.",
  "finance.tariffWizard.intro.insurance": "Sterbegeldversicherung berechnen",
  "finance.tariffWizard.intro.treuhand": "Treuhandkonto einrichten",
  "finance.tariffWizard.intro.insuranceText":
    "Eine Versicherung zahlt bei Ihrem Tod die vereinbarte Summe aus. Wir berechnen Ihnen den Beitrag.",
  "finance.tariffWizard.intro.treuhandText":
    "Sie zahlen das Geld auf ein Treuhandkonto ein, das nur für Ihre Bestattung verwendet wird. Es gibt keine Altersgrenze.",
  "finance.tariffWizard.payment.title": "Wie möchten Sie zahlen?",
  "finance.tariffWizard.payment.legend": "Zahlweise",
  "finance.tariffWizard.result.title": "Ihr Tarif",
  "finance.tariffWizard.result.apply": "Tarif beantragen",
  "finance.tariffWizard.contact.title": "Ihre Kontaktdaten für den Antrag",
  "finance.tariffWizard.document.title": "Ihr Antrag",
  "finance.tariffWizard.document.text": "Wir erstellen Ihren Antrag mit den Angaben der vorigen Schritte.",
  "finance.tariffWizard.document.ready":
    "Ihr Antrag ist fertig. Laden Sie ihn herunter; unten steht, wie es danach weitergeht.",
  "finance.tariffWizard.document.create": "Antrag erstellen",
  "finance.tariffWizard.document.download": "Antrag herunterladen (PDF)",
  "finance.paymentType.onetime": "Einmalbeitrag",
  "finance.paymentType.onetime.description": "Sie zahlen einmal, danach keine Beiträge mehr.",
  "finance.paymentType.monthly": "Monatlicher Beitrag",
  "finance.paymentType.monthly.description": "Sie zahlen 10 Jahre lang einen monatlichen Beitrag.",
  "finance.age.noBirthDate": "Dafür brauchen wir Ihr Geburtsdatum. Bitte ergänzen Sie es in Ihrem Profil.",
  "finance.age.tooYoung": "Eine Versicherung können Sie ab {min, number} Jahren abschließen.",
  "finance.age.monthlyUpTo":
    "Monatlich zahlen können Sie, wenn Sie bei Versicherungsbeginn höchstens {max, number} Jahre alt sind.",
  "finance.age.onetimeUpTo":
    "Einen Einmalbeitrag nehmen wir an, wenn Sie bei Versicherungsbeginn höchstens {max, number} Jahre alt sind.",
  "finance.age.consultingFrom":
    "Den Rückruf zur Beratung bieten wir ab {min, number} Jahren an. Anrufen können Sie uns jederzeit.",
  "finance.tariff.exampleNote":
    "Beispielrechnung: Diese Zahlen sind eine Näherung nach Sterbetafel und Rechnungszins, kein Angebot einer Versicherung.",
  "finance.tariff.name": "Tarif",
  "finance.tariff.paymentType": "Zahlweise",
  "finance.tariff.fee": "Beitrag",
  "finance.tariff.feeValue.onetime": "{amount} einmalig",
  "finance.tariff.feeValue.monthly": "{amount} monatlich",
  "finance.tariff.sum": "Versicherungssumme",
  "finance.tariff.payout": "Summe Ihrer Beiträge",
  "finance.tariff.start": "Versicherungsbeginn",
  "finance.tariff.age": "Eintrittsalter",
  "finance.tariff.sumLimits":
    "Warum die Summen verschieden sein können: Unsere Sterbegeldversicherung versichert höchstens {burial}, der Tarif unseres Partnerversicherers bis {partner}. Was über {burial} hinausgeht, können Sie mit dem Partnertarif oder einem Treuhandkonto absichern.",
  "finance.tariff.sumStatus.increased":
    "Die gewünschte Summe liegt unter der Mindestsumme. Wir rechnen mit der Mindestsumme von {amount}.",
  "finance.tariff.sumStatus.decreased":
    "Die gewünschte Summe liegt über der Höchstsumme. Wir rechnen mit der Höchstsumme von {amount}.",
  "finance.contact.salutation": "Anrede",
  "finance.contact.name": "Name",
  "finance.contact.firstname": "Vorname",
  "finance.contact.lastname": "Nachname",
  "finance.contact.birth": "Geburtsdatum",
  "finance.contact.address": "Anschrift",
  "finance.contact.email": "E-Mail-Adresse",
  "finance.contact.phone": "Telefonnummer",
  "finance.salutation.sir": "Herr",
  "finance.salutation.madame": "Frau",
  "finance.treuhand.title": "Treuhandkonto",
  "finance.treuhand.kicker": "Kosten absichern ohne Versicherung",
  "finance.treuhand.text":
    "Sie zahlen den Betrag auf ein Treuhandkonto ein, das nur für Ihre Bestattung verwendet wird. Einmalige Gebühr {fee}, keine Altersgrenze.",
  "finance.treuhand.deposit": "Einzahlung in Euro",
  "finance.treuhand.fee": "Einmalige Gebühr",
  "finance.treuhand.save": "Einzahlung speichern",
  "finance.treuhand.saved":
    "Ihre Einzahlung wurde gespeichert. Den Treuhandvertrag können Sie jetzt herunterladen.",
  "finance.treuhand.contract": "Treuhandvertrag herunterladen (PDF)",
  "finance.pdf.application.title": "Antrag auf eine Sterbegeldversicherung",
  "finance.pdf.application.subject": "Antrag aus dem Vorsorgeportal",
  "finance.pdf.application.example":
    "Beispielrechnung des Vorsorgeportals. Verbindlich sind allein die Bedingungen und der Tarif der Versicherung.",
  "finance.pdf.application.person": "Antragstellerin oder Antragsteller",
  "finance.pdf.application.tariff": "Tarif",
  "finance.pdf.placeDate": "Ort, Datum",
  "finance.pdf.signature": "Unterschrift",
  "finance.pdf.trust.title": "Treuhandvertrag",
  "finance.pdf.trust.subject": "Treuhandvertrag über Bestattungsvorsorge",
  "finance.pdf.trust.intro":
    "Die Treugeberin oder der Treugeber zahlt den unten genannten Betrag auf ein Treuhandkonto ein. Das Geld wird ausschließlich für die Bestattung verwendet.",
  "finance.pdf.trust.number": "Vertragsnummer",
  "finance.pdf.trust.date": "Datum",
  "finance.pdf.trust.terms":
    "Die einmalige Gebühr wird mit der Einzahlung fällig. Es gibt keine Altersgrenze. Nicht verbrauchtes Geld erhalten die Erben zurück.",

  // Partner tariff wizard
  "finance.partnerWizard.kicker": "Partnertarif",
  "finance.partnerWizard.partner.title": "Der Tarif unseres Partnerversicherers",
  "finance.partnerWizard.partner.text":
    "Unser Partnerversicherer berechnet Ihnen einen Tarif für Ihre voraussichtlichen Bestattungskosten. Mit Ihrer Einwilligung leiten wir Ihre Anfrage weiter.",
  "finance.partnerWizard.fallback.title": "Ihr Tarif zur Absicherung",
  "finance.partnerWizard.fallback.text":
    "Wir berechnen Ihnen einen Tarif für Ihre voraussichtlichen Bestattungskosten. Auf Wunsch meldet sich unsere Beratung bei Ihnen.",
  "finance.partnerWizard.payment.title": "Wie möchten Sie vorsorgen?",
  "finance.partnerWizard.payment.legend": "Zahlweise",
  "finance.partnerWizard.tariff.title": "Ihr Tarif",
  "finance.partnerWizard.consent.title": "Ihre Einwilligung",
  "finance.partnerWizard.consent.partner":
    "Ich willige ein, dass das Vorsorgeportal meine Angaben an den Partnerversicherer weitergibt, damit er mir ein Angebot macht.",
  "finance.partnerWizard.consent.fallback":
    "Ich willige ein, dass die Beratung des Vorsorgeportals meine Angaben nutzt, um mir ein Angebot zu machen.",
  "finance.partnerWizard.consent.data":
    "Weitergegeben werden: Anrede, Name, Geburtsdatum, E-Mail-Adresse, Telefonnummer, Ort, Vertragsnummer, Tarif und voraussichtliche Kosten.",
  "finance.partnerWizard.consent.send": "Einwilligen und Anfrage senden",
  "finance.partnerWizard.consulting.title": "Persönliche Beratung",
  "finance.partnerWizard.consulting.text": "Wann dürfen wir Sie anrufen?",
  "finance.partnerWizard.consulting.legend": "Rückrufzeit",
  "finance.partnerWizard.consulting.send": "Rückruf anfordern",
  "finance.partnerWizard.summary.title": "Ihre Anfrage ist unterwegs",
  "finance.partnerWizard.summary.partner":
    "Der Partnerversicherer meldet sich in den nächsten Tagen bei Ihnen.",
  "finance.partnerWizard.summary.fallback": "Unsere Beratung meldet sich in den nächsten Tagen bei Ihnen.",
  "finance.partnerWizard.summary.type": "Gewählt: {type}",
  "finance.partnerPayment.oneTime": "Einmalbeitrag",
  "finance.partnerPayment.oneTime.description": "Einmal zahlen, danach keine Beiträge mehr.",
  "finance.partnerPayment.monthly": "Monatlicher Beitrag",
  "finance.partnerPayment.monthly.description": "10 Jahre lang monatlich zahlen.",
  "finance.partnerPayment.consulting": "Persönliche Beratung",
  "finance.partnerPayment.consulting.description": "Wir rufen Sie an und beraten Sie.",
  "finance.partnerTariff.fee.oneTime": "{amount} einmalig",
  "finance.partnerTariff.fee.monthly": "{amount} monatlich über 10 Jahre",
  "finance.callback.asap": "So bald wie möglich",
  "finance.callback.morning": "Vormittags (8–11 Uhr)",
  "finance.callback.lunchtime": "Mittags (11–14 Uhr)",
  "finance.callback.afternoon": "Nachmittags (14–17 Uhr)",
  "finance.callback.evening": "Abends (17–18 Uhr)",
  "finance.partner.received":
    "Ihre Anfrage ist bei uns eingegangen. Wir leiten sie in den nächsten Minuten per E-Mail weiter.",
  "finance.mail.partner.subject": "Vorsorgeportal: Anfrage zum Partnertarif von {name}",
  "finance.mail.care.subject": "Vorsorgeportal: Finanzierungsanfrage von {name}",
  "finance.mail.intro": "Eine Kundin oder ein Kunde hat der Weitergabe folgender Angaben zugestimmt:",
} as const;
