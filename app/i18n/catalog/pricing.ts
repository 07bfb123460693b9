/** Texts of pricing and payment (plans, payment, price guarantee, messages). */
export const pricing = {
  "pricing.kicker": "Vorsorgeplan und Preisgarantie",
  "pricing.back": "Zurück",
  "pricing.next": "Weiter",
  "pricing.stepNames": "Rechnungsadresse|Zahlungsart|Zusammenfassung",
  "pricing.perPeriod": "{amount} pro {period, select, month {Monat} other {Jahr}}",

  // Price-guarantee page (/overview/pricing).
  "pricing.guarantee.title": "Preisgarantie",
  "pricing.guarantee.lead":
    "Bestattungskosten steigen jedes Jahr. Mit der Preisgarantie gelten die Preise Ihres Angebots auch in Zukunft.",
  "pricing.guarantee.booked.title": "Ihre Preisgarantie ist abgeschlossen",
  "pricing.guarantee.booked.text":
    "Preisgarantie gebucht am {date}{discount, select, 0 {.} other { – mit {discount} % Nachlass.}} Sie gilt ab diesem Tag.",
  "pricing.guarantee.discount.title": "Für Sie gilt ein Nachlass",
  "pricing.guarantee.discount.coupon":
    "Ihr Gutschein {code} gibt Ihnen {percent} % Rabatt auf den Jahresbeitrag Ihres Vorsorgeplans. Sichern Sie sich jetzt die Preisgarantie.",
  "pricing.guarantee.discount.step":
    "{source, select, staff {Unser Kundenservice hat Ihnen} coupon {Ihr Gutschein {code} gibt Ihnen} partner {Als Kundin oder Kunde unseres Finanzpartners erhalten Sie} other {Für Sie gelten}} {percent} % Nachlass auf die Preisgarantie{source, select, staff { gewährt} other {}}.",
  "pricing.guarantee.bookable.title": "Preisgarantie buchbar",
  "pricing.guarantee.bookable.text":
    "Der Vorsorgeplan kostet {plan} pro Jahr, mit Preisgarantie zusätzlich {guarantee} pro Jahr – jährlich im Voraus. Bis zur Buchung, längstens 4 Wochen, nutzen Sie das Vorsorgeportal kostenlos; mit der Buchung beginnt das bezahlte Vertragsjahr.",
  "pricing.guarantee.book": "Vorsorgeplan und Preisgarantie wählen",
  // The guarantee booked after the plan (decision 0079).
  "pricing.guarantee.later.title": "Preisgarantie nachträglich buchen",
  "pricing.guarantee.later.paidWithout": "Sie haben Ihren Vorsorgeplan ohne Preisgarantie gebucht.",
  "pricing.guarantee.later.bookable":
    "Sie können die Preisgarantie hier dazubuchen. Sie gilt ab dem Tag der Buchung.",
  "pricing.guarantee.later.price":
    "Die Preisgarantie kostet Sie {amount} pro Jahr{discount, select, 0 {} other { (darin {discount} % Nachlass)}}, inklusive Umsatzsteuer, jährlich im Voraus zusammen mit Ihrem Vorsorgeplan.",
  "pricing.guarantee.later.paypal":
    "Sie zahlen mit PayPal. Ein PayPal-Abonnement bucht jedes Jahr genau denselben Betrag ab, deshalb können wir die Preisgarantie hier nicht dazubuchen. Rufen Sie bitte unseren Kundenservice an: {number} ({hours}). Er bucht die Preisgarantie mit Ihnen und stellt Ihre Zahlung dafür auf SEPA-Lastschrift um.",
  "pricing.guarantee.later.summary": "Ihre Buchung im Überblick",
  "pricing.guarantee.later.paidYearly": "Jahresbeitrag bisher",
  "pricing.guarantee.later.added": "Preisgarantie pro Jahr zusätzlich",
  "pricing.guarantee.later.total": "Neuer Jahresbeitrag",
  "pricing.guarantee.later.firstCharge": "Zum ersten Mal abgebucht",
  "pricing.guarantee.later.firstChargeValue":
    "{amount} am {date} von Ihrem Konto, mit der nächsten jährlichen Abbuchung. Heute wird nichts abgebucht.",
  "pricing.guarantee.later.fromToday":
    "Danach wird jedes Jahr der neue Jahresbeitrag im Voraus abgebucht. Wir kündigen jede Abbuchung vorher per E-Mail an.",
  "pricing.guarantee.later.book": "Preisgarantie zahlungspflichtig buchen",
  "pricing.guarantee.later.charged":
    "Ihr neuer Jahresbeitrag mit Preisgarantie beträgt {amount}. Er wird zum ersten Mal am {date} abgebucht.",
  "pricing.guarantee.later.done":
    "Ihre Preisgarantie ist gebucht. Die Bestätigung haben wir Ihnen per E-Mail geschickt.",
  "pricing.guarantee.showConfirmation": "Buchungsbestätigung ansehen",

  // Customer care grants a discount step (decision 0035).
  "pricing.grant.title": "Nachlassstufe gewähren",
  "pricing.grant.text":
    "Nur für den Kundenservice sichtbar. Die Stufe gilt für die Preisgarantie der nächsten Buchung; die Kundin oder der Kunde kann sie nicht selbst wählen. Der Grund steht im Betreuungsprotokoll.",
  "pricing.grant.current":
    "{step, select, none {Bisher ist keine Nachlassstufe gewährt.} other {Gewährt ist die Stufe {step} %.}}",
  "pricing.grant.step": "Nachlassstufe",
  "pricing.grant.option":
    "{step, select, 0 {Kein Nachlass (0 %)} other {{step} % Nachlass auf die Preisgarantie}}",
  "pricing.grant.reason": "Grund",
  "pricing.grant.submit": "Nachlassstufe gewähren",
  "pricing.grant.done": "Die Nachlassstufe {step} % ist gewährt.",

  // Plans.
  "pricing.plans.title": "Vorsorgeplan wählen",
  "pricing.plans.lead":
    "Wählen Sie Ihren Vorsorgeplan und ob Sie die Preisgarantie dazu buchen möchten. Alle Preise enthalten die gesetzliche Umsatzsteuer.",
  "pricing.plans.trialEnds":
    "Mit der Buchung endet Ihr kostenloser Testzeitraum (sonst bis einschließlich {deadline}), und Ihr bezahltes Vertragsjahr beginnt am Tag der Buchung. Wann wir zum ersten Mal abbuchen, sehen Sie vor der Bestellung in der Zusammenfassung.",
  "pricing.plans.plan": "Vorsorgeplan",
  "pricing.plans.planOption": "{name}: {price}",
  "pricing.plans.guarantee": "Preisgarantie",
  "pricing.plans.guaranteeHint":
    "Mit der Preisgarantie gelten die Preise Ihres Angebots auch in Zukunft. Sie kostet {price} pro Jahr zusätzlich zum Vorsorgeplan.",
  "pricing.plans.withGuarantee":
    "Mit Preisgarantie{percent, select, 0 {} other { ({percent} % Nachlass{source, select, partner { für Kundinnen und Kunden unseres Finanzpartners} staff {, von unserem Kundenservice gewährt} coupon { durch Ihren Gutschein} other {}})}}",
  "pricing.plans.withoutGuarantee": "Ohne Preisgarantie",
  "pricing.plans.total": "Zusammen {total} pro Jahr",
  "pricing.plans.totalCoupon": "Zusammen {total} pro Jahr (statt {subtotal}, mit Gutschein)",
  "pricing.plans.submit": "Vorsorgeplan wählen und weiter",
  "pricing.plans.notYours":
    "Nachlässe und Preise können Sie hier nicht selbst wählen. Bitte wählen Sie einen Vorsorgeplan und, ob Sie die Preisgarantie buchen möchten.",
  "pricing.plans.unknownPlan":
    "Diesen Vorsorgeplan gibt es nicht. Bitte wählen Sie einen der angebotenen Vorsorgepläne.",
  "pricing.coupon.title": "Gutschein",
  "pricing.coupon.code": "Gutscheincode",
  "pricing.coupon.hint":
    "Haben Sie einen Gutscheincode? Nach dem Einlösen steht hier, was er ermäßigt: den Jahresbeitrag Ihres Vorsorgeplans oder Ihr Bestattungsangebot.",
  "pricing.coupon.current":
    "Eingelöst: Gutschein {code} – {kind, select, offer {{percent} % Rabatt auf Ihr Bestattungsangebot, nicht auf die Gebühr des Bestattungsorts. Ihr Jahresbeitrag bleibt unverändert.} other {{percent, select, 0 {} other {{percent} % Rabatt auf den Jahresbeitrag Ihres Vorsorgeplans}}{step, select, 0 {} other {{percent, select, 0 {} other { und }}{step} % Nachlass auf die Preisgarantie}}. Ihr Bestattungsangebot bleibt unverändert.}}",
  "pricing.coupon.unusable.title": "Der Gutschein {code} gilt nicht mehr",
  "pricing.coupon.unusable.text":
    "{refusal, select, expired {Er ist abgelaufen.} usedUp {Er ist aufgebraucht.} alreadyUsed {Sie haben ihn bei einer früheren Buchung schon eingelöst.} notYetValid {Er gilt noch nicht.} other {Er ist nicht mehr gültig.}} Er wird nicht angerechnet: Die Preise auf dieser Seite gelten ohne ihn. Sie können ohne ihn buchen oder ihn entfernen.",
  "pricing.coupon.remove": "Gutschein entfernen",
  "pricing.coupon.removed": "Der Gutschein {code} ist entfernt.",
  "pricing.coupon.submit": "Gutschein einlösen",
  "pricing.coupon.tooMany":
    "Zu viele Versuche mit Gutscheincodes. Bitte warten Sie eine Stunde und versuchen Sie es dann erneut.",
  "pricing.coupon.applied":
    "Der Gutschein {code} ist eingelöst: {kind, select, offer {{percent} % Rabatt auf Ihr Bestattungsangebot, nicht auf die Gebühr des Bestattungsorts} other {{percent, select, 0 {} other {{percent} % Rabatt auf den Jahresbeitrag Ihres Vorsorgeplans}}{step, select, 0 {} other {{percent, select, 0 {} other {, }}{step} % Nachlass auf die Preisgarantie}}}}.",

  // Address.
  "pricing.address.title": "Rechnungsadresse",
  "pricing.address.firstname": "Vorname",
  "pricing.address.lastname": "Nachname",

  // Payment.
  "pricing.payment.title": "Zahlungsart",
  "pricing.payment.method": "Wie möchten Sie bezahlen?",
  "pricing.payment.sepa": "SEPA-Lastschrift",
  "pricing.payment.paypal": "PayPal",
  "pricing.payment.paypalHint":
    "Die Zahlung mit PayPal bestätigen Sie im PayPal-Fenster; dafür wird JavaScript benötigt. Ohne JavaScript wählen Sie bitte die SEPA-Lastschrift.",
  "pricing.payment.paypalUnavailable":
    "Die Zahlung mit PayPal ist derzeit nicht verfügbar. Bitte wählen Sie die SEPA-Lastschrift.",
  "pricing.payment.paypalNoPlan":
    "Für diesen Preis ist die Zahlung mit PayPal nicht eingerichtet. Bitte wählen Sie die SEPA-Lastschrift.",
  "pricing.payment.paypalUseButton":
    "Bitte bestätigen Sie die Zahlung mit der PayPal-Schaltfläche. Ohne JavaScript ist nur die SEPA-Lastschrift möglich.",
  "pricing.payment.paypalTitle": "Mit PayPal bezahlen",
  "pricing.payment.paypalLead":
    "Mit der Schaltfläche schließen Sie bei PayPal ein Jahresabonnement über {amount} ab (auch mit Karte). Danach sehen Sie die Zusammenfassung.",
  "pricing.payment.paypalLoading": "PayPal wird geladen …",
  "pricing.payment.bankDetails": "Bankverbindung",
  "pricing.payment.iban": "IBAN",
  "pricing.payment.ibanHint": "Zum Beispiel DE89 3704 0044 0532 0130 00 (Leerzeichen sind erlaubt).",
  "pricing.payment.ibanKeep":
    "Gespeichert ist {masked}. Lassen Sie das Feld leer, um diese IBAN zu behalten.",
  "pricing.payment.bank": "Name der Bank",
  "pricing.payment.bic": "BIC",
  "pricing.payment.bankField": "Name der Bank (freiwillig)",
  "pricing.payment.bankHint": "Bei vielen deutschen Konten erkennen wir die Bank an der IBAN.",
  "pricing.payment.bicField": "BIC (freiwillig)",
  "pricing.payment.bicHint":
    "Nur nötig für ein Konto außerhalb des Europäischen Wirtschaftsraums, zum Beispiel in der Schweiz: 8 oder 11 Zeichen, etwa COBADEFFXXX.",
  "pricing.payment.derivedBank": "Ihre Bank: {bank} (aus der IBAN erkannt)",
  "pricing.payment.mandateTitle": "SEPA-Lastschriftmandat",
  "pricing.payment.mandate":
    "Ich ermächtige {creditor} (Gläubiger-Identifikationsnummer {creditorId}), Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von {creditor} auf mein Konto gezogenen Lastschriften einzulösen. Mandatsreferenz: {reference}.",
  "pricing.payment.refund":
    "Hinweis: Ich kann innerhalb von {weeks} Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.",
  "pricing.payment.mandateGiven": "Das Mandat erteilen Sie mit der Bestellung in der Zusammenfassung.",
  "pricing.payment.submit": "Bankverbindung speichern und weiter",

  // Summary.
  "pricing.summary.title": "Zusammenfassung",
  "pricing.summary.lead": "Bitte prüfen Sie Ihre Angaben. Sie können jeden Schritt noch ändern.",
  "pricing.summary.plan": "Vorsorgeplan",
  "pricing.summary.guarantee":
    "Preisgarantie ({percent, select, 0 {ohne Nachlass} other {{percent} % Nachlass}})",
  "pricing.summary.guaranteeNone": "nicht gebucht",
  "pricing.summary.mandateAmount":
    "Eingezogen werden jährlich im Voraus {amount} für den Vorsorgeplan {guarantee, select, true {mit Preisgarantie} other {ohne Preisgarantie}}.",
  "pricing.summary.subtotal": "Zwischensumme",
  "pricing.summary.coupon": "Gutschein {code} ({percent} % auf den Jahresbeitrag)",
  "pricing.summary.total": "Gesamt pro Jahr",
  "pricing.summary.prices": "Preise pro Jahr, jährlich im Voraus, inklusive Umsatzsteuer",
  "pricing.summary.address": "Rechnungsadresse",
  "pricing.summary.payment": "Zahlung",
  "pricing.summary.paypalSubscription": "PayPal-Abonnement {id}",
  "pricing.summary.change": "Ändern",
  "pricing.summary.changeWhat": "Ändern: {what}",
  "pricing.summary.termTitle": "Laufzeit, Kündigung und erste Abbuchung",
  "pricing.summary.term":
    "Ihr Vertrag beginnt mit der Bestellung am {orderedOn} und läuft zunächst ein Jahr, bis einschließlich {firstYearEnds}. Kündigen Sie nicht bis dahin, läuft er auf unbestimmte Zeit weiter; dann können Sie jederzeit mit einer Frist von einem Monat kündigen, und für die Zeit nach dem Vertragsende bereits gezahlte Beträge erstatten wir anteilig.",
  "pricing.summary.cancel":
    "Kündigen können Sie über den Link „Verträge hier kündigen“ unten auf jeder Seite, per E-Mail oder per Brief.",
  "pricing.summary.trialEnds":
    "Mit der Bestellung endet Ihr kostenloser Testzeitraum, der sonst bis einschließlich {deadline} gelaufen wäre.",
  "pricing.summary.firstDebit": "Erste Abbuchung",
  "pricing.summary.firstDebitValue":
    "{amount} am {date}{type, select, sepa { von Ihrem Konto} other { durch PayPal}}",
  "pricing.summary.nextDebit": "Danach",
  "pricing.summary.nextDebitValue": "jedes Jahr im Voraus, zuerst wieder am {date}",
  "pricing.summary.withdrawalTitle": "Widerrufsrecht",
  "pricing.summary.withdrawal":
    "Sie können Ihre Bestellung innerhalb von {days} Tagen ohne Angabe von Gründen widerrufen. Die Frist beginnt mit dem Vertragsschluss. Für den Widerruf genügt eine eindeutige Erklärung an uns, zum Beispiel per E-Mail.",
  "pricing.summary.terms": "Es gelten unsere Allgemeinen Geschäftsbedingungen (AGB).",
  "pricing.summary.termsLink": "AGB lesen",
  "pricing.summary.order": "zahlungspflichtig bestellen",
  "pricing.summary.failed": "Die Buchung ist fehlgeschlagen: {message}",

  // Confirmation.
  "pricing.confirmation.title": "Vielen Dank für Ihre Buchung",
  "pricing.confirmation.lead":
    "Ihr Vorsorgeplan ist seit dem {date} aktiv. {guarantee, select, true {Die Preisgarantie ist abgeschlossen.} other {Sie haben den Vorsorgeplan ohne Preisgarantie gebucht.}}",
  "pricing.confirmation.amount": "Betrag pro Jahr",
  "pricing.confirmation.method": "Zahlungsart",
  "pricing.confirmation.iban": "IBAN",
  "pricing.confirmation.mandateReference": "Mandatsreferenz",
  "pricing.confirmation.creditorId": "Gläubiger-Identifikationsnummer",
  "pricing.confirmation.toOverview": "Zur Übersicht",
  "pricing.confirmation.firstDebit": "Erste Abbuchung",
  "pricing.confirmation.contractNumber": "Vertragsnummer",
  "pricing.confirmation.whenTaken":
    "{type, select, sepa {Wir buchen den Jahresbetrag erstmals am {date} von Ihrem Konto ab, danach jedes Jahr im Voraus, zuerst wieder am {next}.} other {PayPal bucht den Jahresbetrag erstmals am {date} ab, danach jedes Jahr im Voraus, zuerst wieder am {next}.}}",
  "pricing.confirmation.mailed":
    "Die Bestätigung Ihres Vertrags mit der Widerrufsbelehrung und dem Muster-Widerrufsformular haben wir an {email} geschickt.",
  "pricing.confirmation.alreadyActive": "Ihr Vorsorgeplan ist bereits aktiv. Es wurde nichts erneut gebucht.",
  "pricing.activated": "Ihr Vorsorgeplan ist gebucht. Vielen Dank!",
} as const;
