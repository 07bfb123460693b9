/** Texts of the back office's section "letters" (/backoffice/letters, decision 0064) and its mails. */
export const backofficeLetters = {
  "backoffice.section.letters": "Briefversand",
  "backoffice.section.letters.lead":
    "Abschiedsbriefe verstorbener Kundinnen und Kunden drucken, zur Post geben und als versendet markieren.",

  // The list.
  "backoffice.letters.title": "Briefversand",
  "backoffice.letters.lead":
    "Hier stehen die Abschiedsbriefe von Kundinnen und Kunden, deren Tod bestätigt und deren Beisetzungsdatum erfasst ist. Drucken Sie jeden Brief mit seinem Adressblatt für einen Fensterumschlag DIN lang, geben Sie ihn zur Post und markieren Sie ihn dann als versendet.",
  "backoffice.letters.today": "Heute ist {date}.",
  "backoffice.letters.group.overdue": "Überfällig",
  "backoffice.letters.group.overdue.lead":
    "Das Versanddatum ist verstrichen. Bitte versenden Sie diese Briefe so bald wie möglich.",
  "backoffice.letters.group.dueToday": "Heute zu versenden",
  "backoffice.letters.group.planned.7": "In den nächsten 7 Tagen zu versenden",
  "backoffice.letters.group.planned.30": "In den nächsten 30 Tagen zu versenden",
  "backoffice.letters.group.planned.all": "Später zu versenden (alle geplanten Briefe)",
  "backoffice.letters.group.planned.lead":
    "Ein Brief zu einem Geburtstag oder Jahrestag darf ein, zwei Tage früher zur Post, damit er pünktlich ankommt.",
  // The period of the planned letters (decision 0096).
  "backoffice.letters.period.filter": "Zeitraum der geplanten Briefe",
  "backoffice.letters.period": "Geplante Briefe zeigen",
  "backoffice.letters.period.7": "in den nächsten 7 Tagen",
  "backoffice.letters.period.30": "in den nächsten 30 Tagen",
  "backoffice.letters.period.all": "alle geplanten Briefe",
  "backoffice.letters.period.apply": "Zeitraum anzeigen",
  "backoffice.letters.period.bad": "Bitte wählen Sie einen Zeitraum aus der Liste.",
  "backoffice.letters.group.recentlySent": "Zuletzt versendet",
  "backoffice.letters.group.count": "{count, plural, =0 {keine Briefe} one {# Brief} other {# Briefe}}",
  "backoffice.letters.group.empty": "Keine Briefe.",
  "backoffice.letters.group.more":
    "Es werden die ersten {shown} von {count} Briefen gezeigt, die ältesten zuerst.",
  "backoffice.letters.table.region": "{group}: Tabelle, seitlich verschiebbar",
  "backoffice.letters.column.recipient": "Empfängerin oder Empfänger",
  "backoffice.letters.column.customer": "Verfasst von",
  "backoffice.letters.column.dueOn": "Versanddatum",
  "backoffice.letters.column.rule": "Regel",
  "backoffice.letters.column.sentOn": "Versendet am",
  "backoffice.letters.column.status": "Stand",
  "backoffice.letters.status.sent": "versendet",
  "backoffice.letters.status.returned": "Rücklauf am {date}: {reason}",
  "backoffice.letters.column.actions": "Aktionen",
  "backoffice.letters.customer": "{name}, Vertragsnummer {number}",
  "backoffice.letters.noName": "(ohne Namen)",
  "backoffice.letters.print": "PDF drucken",
  "backoffice.letters.printNamed": "Brief an {name} als PDF drucken",
  "backoffice.letters.open": "Versand erfassen",
  "backoffice.letters.openNamed": "Versand erfassen: Brief an {name}",
  "backoffice.letters.openReturn": "Rücklauf erfassen",
  "backoffice.letters.openReturnNamed": "Rücklauf erfassen: Brief an {name}",

  // What to invoice (decision 0080).
  "backoffice.letters.charges.title": "Briefgebühren für die Abrechnung",
  "backoffice.letters.charges.lead":
    "Jeder Brief kostet einmalig {price}. Fällig ist der Betrag, sobald der Brief zur Post gegeben ist: Stellen Sie ihn mit den übrigen Kosten der Bestattung in Rechnung. Briefe, die noch nicht versendet sind, kosten nichts.",
  "backoffice.letters.charges.empty": "Keine Briefe.",
  "backoffice.letters.charges.more":
    "Es werden {shown} von {count} Vorsorgen gezeigt, die mit dem zuletzt versendeten Brief zuerst.",
  "backoffice.letters.charges.customer": "Kundin oder Kunde",
  "backoffice.letters.charges.sent": "Versendet",
  "backoffice.letters.charges.open": "Noch zu versenden",
  "backoffice.letters.charges.amount": "Zu berechnen",

  // The rule that gave the date.
  "backoffice.letters.rule.afterFuneral": "{days} Tage nach der Beisetzung",
  "backoffice.letters.rule.yearAfterFuneral": "ein Jahr nach der Beisetzung",
  "backoffice.letters.rule.nextOccurrence": "am {day}, dem nächsten nach der Beisetzung",
  "backoffice.letters.rule.exactYear": "am {date}",
  "backoffice.letters.rule.exactDatePassed":
    "{days} Tage nach der Beisetzung, weil der gewünschte Tag ({date}) nicht nach der Beisetzung lag",

  // One letter: "Als versendet markieren".
  "backoffice.letters.back": "Zurück zum Briefversand",
  "backoffice.letters.detail.title": "Brief an {name}",
  "backoffice.letters.detail.recipient": "Empfängerin oder Empfänger",
  "backoffice.letters.detail.customer": "Verfasst von",
  "backoffice.letters.detail.funeral": "Beisetzung",
  "backoffice.letters.detail.dueOn": "Versanddatum",
  "backoffice.letters.detail.rule": "Regel",
  "backoffice.letters.detail.sentOn": "Versendet am",
  "backoffice.letters.detail.unknown": "nicht erfasst",
  "backoffice.letters.detail.print":
    "Drucken Sie das PDF auf A4 in Originalgröße (100 %). Die erste Seite ist das Adressblatt: Sie kommt nach vorn, damit die Anschrift im Fenster des Umschlags steht.",
  "backoffice.letters.detail.sent": "Dieser Brief ist am {date} als versendet markiert worden.",
  "backoffice.letters.mark.heading": "Versand erfassen",
  "backoffice.letters.field.sentOn": "Zur Post gegeben am",
  "backoffice.letters.field.sentOn.hint":
    "Datum im Format TT.MM.JJJJ. Nicht in der Zukunft und nicht vor der Beisetzung.",
  "backoffice.letters.field.notifyRecipient": "Empfänger per E-Mail benachrichtigen",
  "backoffice.letters.field.notifyRecipient.hint":
    "Eine kurze Nachricht an {email}, dass ein Brief von {customer} mit der Post unterwegs ist. Der Text des Briefes steht nicht darin.",
  "backoffice.letters.mark": "Als versendet markieren",
  "backoffice.letters.marked": "Der Brief an {name} ist als versendet markiert.",
  "backoffice.letters.markedNotified":
    "Der Brief an {name} ist als versendet markiert; die Benachrichtigung per E-Mail ist unterwegs.",
  "backoffice.letters.error.sentOnFuture": "Das Versanddatum darf nicht in der Zukunft liegen.",
  "backoffice.letters.error.sentOnBeforeFuneral":
    "Das Versanddatum darf nicht vor der Beisetzung am {date} liegen.",

  // One letter: "Rücklauf erfassen" (decision 0096).
  "backoffice.letters.detail.returned": "Rücklauf",
  "backoffice.letters.return.heading": "Rücklauf erfassen",
  "backoffice.letters.return.lead":
    "Kam der Brief mit der Post zurück, erfassen Sie hier den Tag und den Grund. Der Brief bleibt als versendet abgerechnet. Klären Sie das Weitere mit den Angehörigen und vermerken Sie es im CRM.",
  "backoffice.letters.field.returnedOn": "Zurückgekommen am",
  "backoffice.letters.field.returnedOn.hint":
    "Datum im Format TT.MM.JJJJ. Nicht in der Zukunft und nicht vor dem Versand.",
  "backoffice.letters.field.reason": "Grund laut Post",
  "backoffice.letters.returnReason.unknown": "Empfängerin oder Empfänger unbekannt",
  "backoffice.letters.returnReason.address": "Anschrift unvollständig oder falsch",
  "backoffice.letters.returnReason.refused": "Annahme verweigert",
  "backoffice.letters.returnReason.other": "anderer Grund",
  "backoffice.letters.return": "Rücklauf erfassen",
  "backoffice.letters.returnedToast": "Der Rücklauf des Briefs an {name} ist erfasst.",
  "backoffice.letters.error.returnedOnFuture": "Der Tag des Rücklaufs darf nicht in der Zukunft liegen.",
  "backoffice.letters.error.returnedOnBeforeSent":
    "Der Tag des Rücklaufs darf nicht vor dem Versand am {date} liegen.",

  // Mails.
  "backoffice.letters.mail.notice.someone": "einem Ihnen nahestehenden Menschen",
  "backoffice.letters.mail.notice.subject": "Ein Brief von {customer} ist unterwegs zu Ihnen",
  "backoffice.letters.mail.notice.intro":
    "{customer} hat zu Lebzeiten einen persönlichen Brief an Sie geschrieben und uns gebeten, ihn Ihnen zuzusenden. Wir haben ihn am {date} mit der Post an Sie abgeschickt.",
  "backoffice.letters.mail.notice.content":
    "Der Brief kommt nur mit der Post; diese E-Mail enthält seinen Text nicht.",
  "backoffice.letters.mail.notice.missing":
    "Sollte der Brief in den nächsten Tagen nicht ankommen, rufen Sie uns bitte an.",
  "backoffice.letters.mail.overdue.subject":
    "Briefversand: {count, plural, one {ein Brief ist} other {# Briefe sind}} überfällig",
  "backoffice.letters.mail.overdue.intro":
    "Auf der Versandliste {count, plural, one {ist heute ({today}) ein Abschiedsbrief} other {sind heute ({today}) # Abschiedsbriefe}} überfällig: Das Versanddatum ist verstrichen, und der Brief ist noch nicht als versendet markiert.",
  "backoffice.letters.mail.overdue.link": "Zur Versandliste: {link}",
} as const;
