/** Texts of wishes, guest list and trusted person. */
export const wishes = {
  // Wishes page ---------------------------------------------------------------------------------------------
  "wishes.title": "Ihre Wünsche",
  "wishes.description": "Musik, Spruch und persönliche Benachrichtigung für Ihren Abschied.",
  "wishes.lead":
    "Halten Sie fest, was Ihnen für den Abschied wichtig ist. Sie können jeden Wunsch jederzeit ändern – oder bewusst Ihren Hinterbliebenen überlassen.",
  "wishes.kicker": "Wünsche",
  "wishes.card.music": "Musik",
  "wishes.card.quote": "Spruch oder Motto",
  "wishes.card.personalNotification": "Persönliche Benachrichtigung",
  "wishes.card.completed": "Ausgefüllt",
  "wishes.card.incompleted": "Noch nicht ausgefüllt",
  "wishes.card.statusLeft": "Den Hinterbliebenen überlassen",
  "wishes.card.empty": "Sie haben hierzu noch nichts festgehalten.",
  "wishes.card.leftToSurvivors": "Diese Entscheidung überlassen Sie Ihren Hinterbliebenen.",
  "wishes.card.edit": "{card} bearbeiten",
  "wishes.create.start": "Wünsche festhalten",
  "wishes.guests.link": "Zur Gästeliste",
  "wishes.consent.sectionTitle": "Ihre Einwilligung",
  "wishes.consent.onRecord": "Ihre Einwilligung zur Speicherung Ihrer Wünsche liegt seit dem {date} vor.",
  "wishes.consent.withdraw": "Einwilligung widerrufen und Wünsche löschen",
  "wishes.consent.withdrawHint":
    "Wenn Sie Ihre Einwilligung widerrufen, löschen wir Ihre Musik-, Spruch- und Benachrichtigungswünsche.",
  "wishes.consent.withdrawn": "Ihre Einwilligung ist widerrufen; Ihre Wünsche wurden gelöscht.",
  "wishes.saved": "Ihre Wünsche wurden gespeichert.",
  "wishes.wishSaved": "Ihr Wunsch wurde gespeichert.",
  // Consent (GDPR Art. 9) --------------------------------------------------------------------------------
  "wishes.consent.title": "Bevor Sie Ihre Wünsche festhalten",
  "wishes.consent.why":
    "Musik, ein Spruch oder eine Benachrichtigung können etwas über Ihren Glauben oder Ihre Weltanschauung verraten – etwa ein Kirchenlied oder ein Bibelvers. Solche Angaben sind besonders geschützt (Art. 9 DSGVO). Wir speichern sie nur, wenn Sie ausdrücklich einwilligen.",
  "wishes.consent.use":
    "Wir verwenden Ihre Wünsche nur für Ihre Vorsorge: Sie sehen sie hier, sie stehen in Ihren Vorsorgeunterlagen, und Ihre Vertrauensperson sieht sie, wenn Sie ihr einen Lesezugang geben.",
  "wishes.consent.revocable":
    "Sie können die Einwilligung jederzeit auf der Seite „Ihre Wünsche“ widerrufen; dann löschen wir Ihre Wünsche.",
  "wishes.consent.label":
    "Ich willige ein, dass meine Wünsche gespeichert werden, auch wenn sie meine religiöse oder weltanschauliche Überzeugung erkennen lassen.",
  "wishes.consent.required": "Bitte willigen Sie ein, damit wir Ihre Wünsche speichern dürfen.",
  "wishes.consent.given": "Ihre Einwilligung liegt vor. Sie können direkt weitermachen.",
  // Funnel -----------------------------------------------------------------------------------------------
  "wishes.step.intro": "Einführung",
  "wishes.step.music": "Musik",
  "wishes.step.quote": "Spruch",
  "wishes.step.notification": "Benachrichtigung",
  "wishes.back": "Zurück",
  "wishes.next": "Weiter",
  "wishes.skip": "Überspringen",
  "wishes.finish": "Wünsche speichern",
  "wishes.question.music": "Welche Musik soll bei Ihrem Abschied erklingen?",
  "wishes.question.quote": "Welcher Spruch oder welches Motto soll Sie begleiten?",
  "wishes.question.personalNotification": "Wen möchten Sie persönlich benachrichtigen lassen – und wie?",
  "wishes.hint.music": "Zum Beispiel ein Lied, ein Musikstück oder eine Stilrichtung.",
  "wishes.hint.quote": "Zum Beispiel für die Traueranzeige, die Trauerkarte oder den Grabstein.",
  "wishes.hint.personalNotification":
    "Zum Beispiel Freunde, frühere Kolleginnen und Kollegen oder ein Verein, mit einer persönlichen Nachricht.",
  "wishes.field.leftToSurvivors": "Das überlasse ich meinen Hinterbliebenen.",
  "wishes.field.leftToSurvivorsHint": "Ihre Angehörigen wissen dann, dass sie hier frei entscheiden dürfen.",
  "wishes.field.bothAnswers":
    "Bitte schreiben Sie Ihren Wunsch auf oder überlassen Sie die Entscheidung Ihren Hinterbliebenen – nicht beides.",
  "wishes.edit.title": "{card} bearbeiten",
  "wishes.edit.save": "Wunsch speichern",
  "wishes.edit.cancel": "Abbrechen",
  "wishes.intro.title": "Ihre Wünsche in drei kurzen Fragen",
  "wishes.intro.lead":
    "Wir fragen Sie nach Musik, einem Spruch und einer persönlichen Benachrichtigung. Jede Frage können Sie überspringen und später ergänzen.",
  // Guest list -------------------------------------------------------------------------------------------
  "guests.title": "Gästeliste",
  "guests.description": "Wer zu Ihrer Trauerfeier eingeladen oder über Ihren Tod benachrichtigt werden soll.",
  "guests.lead":
    "Tragen Sie die Menschen ein, die zu Ihrer Trauerfeier eingeladen oder über Ihren Tod benachrichtigt werden sollen.",
  "guests.empty": "Ihre Gästeliste ist noch leer.",
  "guests.count": "{count, plural, one {# Person} other {# Personen}} auf Ihrer Gästeliste",
  "guests.table.caption": "Ihre Gästeliste",
  "guests.col.name": "Name",
  "guests.col.relation": "Beziehung",
  "guests.col.contact": "Adresse oder E-Mail",
  "guests.col.wish": "Einladen / Benachrichtigen",
  "guests.col.note": "Notiz",
  "guests.col.actions": "Aktionen",
  "guests.invite": "einladen",
  "guests.notify": "benachrichtigen",
  "guests.neither": "–",
  "guests.add": "Person hinzufügen",
  "guests.edit": "{name} bearbeiten",
  "guests.print": "Druckansicht öffnen",
  "guests.printNow": "Drucken",
  "guests.printTitle": "Gästeliste von {name}",
  "guests.printLead": "Stand: {date}",
  "guests.backToList": "Zurück zur Gästeliste",
  "guests.form.newTitle": "Person hinzufügen",
  "guests.form.editTitle": "Person bearbeiten",
  "guests.field.name": "Name",
  "guests.field.relation": "Beziehung zu Ihnen",
  "guests.field.relationHint": "Zum Beispiel Schwester, Nachbar, Freundin aus dem Chor.",
  "guests.field.address": "Adresse",
  "guests.field.email": "E-Mail-Adresse",
  "guests.field.contactHint": "Eine Adresse oder eine E-Mail-Adresse genügt.",
  "guests.field.note": "Notiz",
  "guests.field.invite": "Zur Trauerfeier einladen",
  "guests.field.notify": "Über meinen Tod benachrichtigen",
  "guests.save": "Person speichern",
  "guests.remove": "Person entfernen",
  "guests.added": "{name} steht jetzt auf Ihrer Gästeliste.",
  "guests.updated": "Die Angaben zu {name} wurden gespeichert.",
  "guests.removed": "{name} wurde von Ihrer Gästeliste entfernt.",
  // Trusted person -----------------------------------------------------------------------------------------
  "trustedPerson.title": "Vertrauensperson",
  "trustedPerson.description": "Ihre Vertrauensperson, ihre Benachrichtigung und ihr Lesezugang.",
  "trustedPerson.lead":
    "Ihre Vertrauensperson weiß im Ernstfall, wo Ihre Vorsorge zu finden ist. Wir benachrichtigen sie nur, wenn Sie es möchten.",
  "trustedPerson.none": "Sie haben noch keine Vertrauensperson benannt.",
  "trustedPerson.name": "Vertrauensperson benennen",
  "trustedPerson.change": "Vertrauensperson ändern",
  "trustedPerson.card.title": "Ihre Vertrauensperson",
  "trustedPerson.card.name": "Name",
  "trustedPerson.card.relationship": "Beziehung",
  "trustedPerson.card.address": "Adresse",
  "trustedPerson.card.email": "E-Mail-Adresse",
  "trustedPerson.card.phone": "Telefon",
  "trustedPerson.card.note": "Notiz",
  "trustedPerson.notified": "Benachrichtigt am {date}",
  "trustedPerson.notNotified": "Noch nicht benachrichtigt",
  "trustedPerson.notify": "Vertrauensperson benachrichtigen",
  "trustedPerson.notifyAgain": "Erneut benachrichtigen",
  "trustedPerson.notifyHint":
    "Wir schicken Ihrer Vertrauensperson eine E-Mail: dass Sie sie benannt haben und dass es Ihre Vorsorge bei uns gibt. Inhalte Ihrer Vorsorge stehen nicht darin.",
  "trustedPerson.notifySent": "Wir haben {name} per E-Mail benachrichtigt und um Einverständnis gebeten.",
  "trustedPerson.noEmail": "Keine E-Mail-Adresse eingetragen",
  "trustedPerson.tellThemYourself":
    "Wir schicken Ihrer Vertrauensperson deshalb nichts. Bitte sagen Sie ihr selbst, dass Sie sie benannt haben und dass es Ihre Vorsorge bei uns gibt.",
  "trustedPerson.offer.title": "Vertrauensperson jetzt benachrichtigen?",
  "trustedPerson.offer.later": "Später",
  "trustedPerson.saved": "Ihre Vertrauensperson wurde gespeichert.",
  "trustedPerson.savedNoEmail":
    "Ihre Vertrauensperson wurde gespeichert. Ohne E-Mail-Adresse schicken wir ihr nichts: Bitte sagen Sie ihr selbst Bescheid.",
  "trustedPerson.salutation.sir": "Herr",
  "trustedPerson.salutation.madame": "Frau",
  "trustedPerson.edit.title": "Vertrauensperson bearbeiten",
  "trustedPerson.edit.save": "Vertrauensperson speichern",
  "trustedPerson.edit.cancel": "Abbrechen",
  "trustedPerson.field.salutation": "Anrede",
  "trustedPerson.field.firstname": "Vorname",
  "trustedPerson.field.lastname": "Nachname",
  "trustedPerson.field.relationship": "Beziehung zu Ihnen",
  "trustedPerson.field.street": "Straße und Hausnummer",
  "trustedPerson.field.postalCode": "Postleitzahl",
  "trustedPerson.field.city": "Ort",
  "trustedPerson.field.email": "E-Mail-Adresse",
  "trustedPerson.field.emailHint":
    "Freiwillig. Mit E-Mail-Adresse können Sie Ihre Vertrauensperson von hier aus benachrichtigen. Ohne Adresse sagen Sie ihr bitte selbst Bescheid.",
  "trustedPerson.field.phone": "Telefonnummer",
  "trustedPerson.field.note": "Notiz",
  // Read access ----------------------------------------------------------------------------------------------
  "trustedPerson.access.title": "Lesezugang",
  "trustedPerson.access.lead":
    "Geben Sie Ihrer Vertrauensperson einen Link zu einer druckbaren Zusammenfassung: Ihre Wünsche, Ihre Bestattungsart und Ihre Gästeliste. Finanzielle Angaben und Bankdaten stehen nicht darin. Der Link läuft ab, und Sie können ihn jederzeit widerrufen. Jeder Aufruf erscheint in Ihrem Protokoll.",
  "trustedPerson.access.needsPerson": "Benennen Sie zuerst eine Vertrauensperson.",
  "trustedPerson.access.needsEmail":
    "Den Link schicken wir per E-Mail. Tragen Sie dafür bitte zuerst die E-Mail-Adresse Ihrer Vertrauensperson ein.",
  "trustedPerson.access.refused.confirmEmail":
    "Lesezugänge können Sie vergeben, sobald Sie Ihre E-Mail-Adresse bestätigt haben.",
  "trustedPerson.access.refused.choosePlan":
    "Lesezugänge für Angehörige gehören zum Vorsorgeplan. Wählen Sie einen Vorsorgeplan, um wieder Lesezugänge zu vergeben.",
  "trustedPerson.notifyRefused":
    "Benachrichtigen können Sie Ihre Vertrauensperson, sobald Sie Ihre E-Mail-Adresse bestätigt haben.",
  "trustedPerson.access.days": "Gültigkeit des Links",
  "trustedPerson.access.daysOption": "{days, number} Tage",
  "trustedPerson.access.grant": "Lesezugang geben",
  "trustedPerson.access.granted":
    "Wir haben {name} einen Link zur Zusammenfassung geschickt. Er ist bis zum {date} gültig.",
  "trustedPerson.access.tooMany":
    "Es sind schon {max, number} Links gültig. Bitte widerrufen Sie zuerst einen.",
  "trustedPerson.access.tableCaption": "Ihre Links für den Lesezugang",
  "trustedPerson.access.col.sentTo": "Gesendet an",
  "trustedPerson.access.col.created": "Erstellt",
  "trustedPerson.access.col.validUntil": "Gültig bis",
  "trustedPerson.access.col.lastUsed": "Zuletzt geöffnet",
  "trustedPerson.access.col.state": "Status",
  "trustedPerson.access.col.actions": "Aktion",
  "trustedPerson.access.state.active": "Gültig",
  "trustedPerson.access.state.expired": "Abgelaufen",
  "trustedPerson.access.state.revoked": "Widerrufen",
  "trustedPerson.access.never": "Noch nie",
  "trustedPerson.access.revoke": "Link widerrufen",
  "trustedPerson.access.revoked": "Der Link wurde widerrufen und funktioniert nicht mehr.",
  // Read-access page -----------------------------------------------------------------------------------------
  "trustedPerson.view.title": "Vorsorge von {name}",
  "trustedPerson.view.lead":
    "{name} hat Ihnen einen Lesezugang zu dieser Zusammenfassung gegeben. Der Zugriff ist bis zum {date} möglich.",
  "trustedPerson.view.print": "Zusammenfassung drucken",
  "trustedPerson.view.funeral": "Bestattung",
  "trustedPerson.view.funeralType": "Bestattungsart",
  "trustedPerson.view.plan": "Paket",
  "trustedPerson.view.graveType": "Grabart",
  "trustedPerson.view.site": "Bestattungsort",
  "trustedPerson.view.siteOpen": "{name} hat noch keinen Bestattungsort gewählt.",
  "trustedPerson.view.leftToSurvivors": "{name} überlässt diese Entscheidung den Hinterbliebenen.",
  "trustedPerson.view.letters": "Abschiedsbriefe",
  "trustedPerson.view.noLetters": "{name} hat keine Abschiedsbriefe hinterlegt.",
  "trustedPerson.view.lettersLead":
    "{name} hat {count, plural, one {einen Abschiedsbrief} other {# Abschiedsbriefe}} hinterlegt. Wenn uns der Tod gemeldet und bestätigt ist, bringen wir {count, plural, one {ihn} other {sie}} an dem Tag zur Post, den {name} gewählt hat: „Kurz nach der Bestattung“ heißt {days} Tage danach, „Ein Jahr nach der Bestattung“ am ersten Jahrestag. Was in den Briefen steht, lesen nur die Empfänger.",
  "trustedPerson.view.lettersLeadDied":
    "{name} hat {count, plural, one {einen Abschiedsbrief} other {# Abschiedsbriefe}} hinterlegt. Wir bringen {count, plural, one {ihn} other {sie}} an dem Tag zur Post, den {name} gewählt hat. Was in den Briefen steht, lesen nur die Empfänger.",
  "trustedPerson.view.lettersCharge":
    "{count, plural, one {Der Brief kostet einmalig {price}.} other {Jeder Brief kostet einmalig {price}, die # Briefe also zusammen {amount}.}} Fällig wird der Betrag erst, wenn wir den Brief zur Post bringen; wir rechnen ihn mit den übrigen Kosten der Bestattung ab.",
  "trustedPerson.view.letter": "An {recipient}: {when}",
  "trustedPerson.view.letterDue": "wird am {date} zur Post gebracht",
  "trustedPerson.view.letterSent": "bereits zur Post gebracht",
  "trustedPerson.view.died.title": "{name} ist verstorben",
  "trustedPerson.view.died.text":
    "Uns wurde mitgeteilt, dass {name} verstorben ist. Unser herzliches Beileid. Die Vorsorge ist damit abgeschlossen; was unten festgelegt ist, gilt.",
  "trustedPerson.view.next.title": "Was jetzt zu tun ist",
  "trustedPerson.view.next.call":
    "Rufen Sie uns an, wenn Sie so weit sind: {number} ({hours}). Nennen Sie dabei bitte die Vertragsnummer {contract}.",
  "trustedPerson.view.next.care":
    "Unser Kundenservice bespricht mit Ihnen, was {name} festgelegt hat, und kümmert sich um die Bestattung, wie sie hier beschrieben ist.",
  "trustedPerson.view.next.letters":
    "Die Abschiedsbriefe bringen wir an den genannten Tagen zur Post; Sie müssen dafür nichts tun.",
  "trustedPerson.view.wishes": "Wünsche",
  "trustedPerson.view.noWishes": "Es wurden noch keine Wünsche festgehalten.",
  "trustedPerson.view.trustedPerson": "Vertrauensperson",
  "trustedPerson.view.guests": "Gästeliste",
  "trustedPerson.view.noGuests": "Es ist niemand auf der Gästeliste eingetragen.",
  "trustedPerson.view.contact": "Fragen? Unser Kundenservice ist für Sie da: {number} ({hours}).",
  "trustedPerson.view.invalid.title": "Dieser Link ist ungültig",
  "trustedPerson.view.invalid.text":
    "Bitte prüfen Sie, ob Sie den Link vollständig aus der E-Mail übernommen haben.",
  "trustedPerson.view.expired.title": "Dieser Link ist abgelaufen",
  "trustedPerson.view.expired.text":
    "Der Lesezugang war nur für eine begrenzte Zeit gültig. Bitte bitten Sie die Person, die Ihnen den Link geschickt hat, um einen neuen.",
  "trustedPerson.view.revoked.title": "Dieser Link wurde widerrufen",
  "trustedPerson.view.revoked.text":
    "Der Lesezugang wurde beendet. Wenden Sie sich bei Fragen an die Person, die Ihnen den Link geschickt hat.",
  "trustedPerson.view.limited":
    "Zu viele Aufrufe in kurzer Zeit. Bitte versuchen Sie es in einer Viertelstunde erneut.",
  // Mails ------------------------------------------------------------------------------------------------------
  "trustedPerson.mail.greeting": "Guten Tag {name},",
  "trustedPerson.mail.permission.meaning":
    "Eine Vertrauensperson weiß im Ernstfall, dass es diese Vorsorge gibt und wo sie zu finden ist. Sie gehen damit keine Verpflichtung ein.",
  "trustedPerson.mail.permission.decline":
    "Wenn Sie nicht einverstanden sind, sagen Sie es bitte {customer} oder rufen Sie uns an; dann löschen wir Ihre Angaben.",
  "trustedPerson.mail.notification.subject": "{customer} hat Sie als Vertrauensperson benannt",
  "trustedPerson.mail.notification.intro":
    "{customer} hat im Vorsorgeportal eine Bestattungsvorsorge angelegt und Sie als Vertrauensperson benannt.",
  "trustedPerson.mail.notification.what":
    "Im Ernstfall wenden Sie sich bitte an unseren Kundenservice. Wir haben alle Wünsche und Unterlagen für Sie bereit.",
  "trustedPerson.mail.readAccess.subject": "{customer} gibt Ihnen Einblick in die Bestattungsvorsorge",
  "trustedPerson.mail.readAccess.intro":
    "{customer} gibt Ihnen einen Lesezugang zu einer druckbaren Zusammenfassung der Bestattungsvorsorge.",
  "trustedPerson.mail.readAccess.validity": "Der Link ist bis zum {date} gültig.",
  "trustedPerson.mail.readAccess.private":
    "Bitte geben Sie den Link nicht weiter: Jeder, der ihn hat, kann die Zusammenfassung lesen. Jeder Aufruf wird für {customer} protokolliert.",
  "trustedPerson.mail.readAccess.action": "Zusammenfassung ansehen",
} as const;
