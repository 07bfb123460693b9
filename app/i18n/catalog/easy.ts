/**
 * The pages in Leichte Sprache (decision 0106): one sentence per line ("\n"), one statement per sentence, no
 * comma, no abbreviation, no passive, numbers as figures, long words split by a hyphen ("Vertrauens-Person").
 * `app/domain/easy-language/rules.ts` checks every message here (easy.test.ts); hard words are explained beside
 * the sentence that uses them (`easy.word.*`).
 */
export const easy = {
  "easy.switch": "Leichte Sprache",
  "easy.kicker": "Leichte Sprache",
  "easy.back": "Zurück zur Übersicht in Leichter Sprache",
  "easy.toPortal": "Zurück zum Portal",
  "easy.wordLabel": "Wort-Erklärung: {word}",

  // The start page: what the portal is and does.
  "easy.start.title": "Das Vorsorge-Portal in Leichter Sprache",
  "easy.start.what.heading": "Was ist das Vorsorge-Portal?",
  "easy.start.what.text":
    "Das Vorsorge-Portal ist eine Seite im Internet.\nHier planen Sie Ihre eigene Bestattung.\nDie Bestattung ist erst nach Ihrem Tod.\nAber Sie planen sie schon heute.\nSo weiß Ihre Familie später Bescheid.\nUnd Ihre Familie hat weniger Arbeit.",
  "easy.start.do.heading": "Das können Sie im Portal machen",
  "easy.start.do.text":
    "Sie wählen die Art der Bestattung.\nSie wählen einen Ort für das Grab.\nSie schreiben Ihre Wünsche für die Trauer-Feier auf.\nSie bestimmen eine Vertrauens-Person.\nSie planen das Geld für die Bestattung.\nSie schreiben Abschieds-Briefe an Ihre Liebsten.",
  "easy.start.help.heading": "Hilfe am Telefon",
  "easy.start.help.text": "Haben Sie Fragen?\nDann rufen Sie uns an.\nUnsere Telefon-Nummer ist:",
  "easy.start.pages.heading": "Diese Seiten gibt es in Leichter Sprache",
  "easy.start.own.text": "Sie sind angemeldet?\nDann lesen Sie hier Ihre eigene Vorsorge:",
  "easy.start.signIn.text": "Melden Sie sich im Portal an.\nDann lesen Sie hier auch Ihre eigene Vorsorge.",

  // The topics: their link text on the start page is their title.
  "easy.provision.title": "Was ist Bestattungs-Vorsorge?",
  "easy.provision.why.heading": "Warum Vorsorge?",
  "easy.provision.why.text":
    "Jeder Mensch stirbt einmal.\nDann muss die Familie viel entscheiden.\nDie Familie ist dann traurig.\nUnd sie hat wenig Zeit.\nMit einer Bestattungs-Vorsorge entscheiden Sie selbst.\nSie legen schon heute fest: So soll meine Bestattung sein.",
  "easy.provision.kinds.heading": "Die Art der Bestattung",
  "easy.provision.kinds.text":
    "Es gibt 4 Arten von Bestattung.\nErd-Bestattung: Der Sarg kommt in ein Grab.\nFeuer-Bestattung: Die Urne kommt in ein Grab.\nSee-Bestattung: Die Urne kommt ins Meer.\nBaum-Bestattung: Die Urne kommt in die Erde unter einem Baum.",
  "easy.provision.package.heading": "Das Paket",
  "easy.provision.package.text":
    "Sie wählen ein Paket: Basis oder Komfort oder Premium.\nIm Paket sind Dinge und Leistungen für die Bestattung.\nZum Beispiel: ein Sarg oder eine Urne.\nBasis ist das günstigste Paket.\nPremium hat die meisten Leistungen.\nSie können das Paket im Portal später ändern.\nDas geht bis zur Buchung vom Vorsorge-Plan.\nDanach hilft Ihnen unser Kundenservice dabei.",
  "easy.provision.offer.heading": "Das Angebot",
  "easy.provision.offer.text":
    "Aus Ihrer Wahl machen wir ein Angebot.\nIm Angebot steht der Preis für Ihre Bestattung.\nDas ist der Preis von heute.\nDie Bestattung ist aber erst später.\nDann sind die Preise vielleicht höher.",
  "easy.provision.money.heading": "Das Geld für die Bestattung",
  "easy.provision.money.text":
    "Die Rechnung für die Bestattung kommt erst nach Ihrem Tod.\nAber Sie können schon heute Geld dafür zurück-legen.\nDas geht zum Beispiel mit einer Sterbegeld-Versicherung.\nOder Sie legen Geld auf ein Treuhand-Konto.",

  "easy.costs.title": "Was kostet das Portal?",
  "easy.costs.trial.heading": "Die Test-Zeit",
  "easy.costs.trial.text":
    "Am Anfang testen Sie das Portal kostenlos.\nDie Test-Zeit dauert {weeks} Wochen.\nIn dieser Zeit zahlen Sie nichts.\nNach der Test-Zeit nutzen Sie das Portal weiter kostenlos.\nDann haben Sie aber weniger Möglichkeiten.",
  "easy.costs.plan.heading": "Der Vorsorge-Plan",
  "easy.costs.plan.text":
    "Sie können den Vorsorge-Plan buchen.\nDer Vorsorge-Plan kostet {price} im Jahr.\nSie zahlen immer im Voraus für 1 Jahr.\nMit der Buchung endet die Test-Zeit.\nSie zahlen mit einer Abbuchung von Ihrem Konto.\nOder Sie zahlen mit PayPal.",
  "easy.costs.debit.heading": "Wann Sie zahlen",
  "easy.costs.debit.text":
    "Zahlen Sie mit PayPal?\nDann zahlen Sie am Tag der Buchung.\nZahlen Sie von Ihrem Konto?\nDann buchen wir das Geld {days} Tage nach der Buchung ab.\nVor jeder Abbuchung schicken wir Ihnen eine E-Mail.\nDanach zahlen Sie jedes Jahr wieder.\nDer Tag ist dann immer der Tag Ihrer Buchung.",
  "easy.costs.guarantee.heading": "Die Preis-Garantie",
  "easy.costs.guarantee.text":
    "Sie können auch eine Preis-Garantie buchen.\nDie Preis-Garantie kostet {price} mehr im Jahr.\nSie entscheiden selbst.\nDie Preis-Garantie ist nicht vorher ausgewählt.",
  "easy.costs.cancel.heading": "Kündigen",
  "easy.costs.cancel.text":
    "Sie können den Vorsorge-Plan jederzeit kündigen.\nIm 1. Jahr endet der Vertrag am Ende vom 1. Jahr.\nDanach endet der Vertrag 1 Monat nach Ihrer Kündigung.\nHaben Sie für später schon bezahlt?\nDann bekommen Sie dieses Geld zurück.\nZum Kündigen gibt es unten auf jeder Seite einen Link.\nDer Link heißt: Verträge hier kündigen.",
  "easy.costs.withdraw.heading": "Widerrufen",
  "easy.costs.withdraw.text":
    "Sie haben gebucht und sich dann anders entschieden?\nDann können Sie die Buchung widerrufen.\nDas geht {days} Tage lang nach der Buchung.",
  "easy.costs.letters.heading": "Abschieds-Briefe",
  "easy.costs.letters.text":
    "Ein Abschieds-Brief kostet {price}.\nSie zahlen jetzt nichts dafür.\nWir schicken den Brief erst nach Ihrem Tod.\nDann kommt der Betrag auf die Rechnung für die Bestattung.",

  "easy.death.title": "Was passiert nach meinem Tod?",
  "easy.death.report.heading": "Jemand sagt uns Bescheid",
  "easy.death.report.text":
    "Jemand aus Ihrer Familie ruft uns an.\nOder Ihre Vertrauens-Person ruft uns an.\nWir prüfen diese Nachricht sehr genau.\n2 Menschen aus unserem Team prüfen die Nachricht.\nErst dann gilt Ihre Vorsorge als abgeschlossen.",
  "easy.death.fixed.heading": "Ihre Vorsorge bleibt so",
  "easy.death.fixed.text":
    "Danach kann niemand mehr Ihre Vorsorge ändern.\nDie Preise bleiben dann gleich.\nEs gibt keine Abbuchungen mehr für das Portal.",
  "easy.death.person.heading": "Ihre Vertrauens-Person",
  "easy.death.person.text":
    "Wir schreiben Ihrer Vertrauens-Person eine E-Mail.\nDafür brauchen wir ihre E-Mail-Adresse.\nHaben Sie es erlaubt?\nDann darf Ihre Vertrauens-Person Ihre Vorsorge lesen.\nIn der E-Mail stehen keine Wünsche und keine Preise.",
  "easy.death.letters.heading": "Ihre Abschieds-Briefe",
  "easy.death.letters.text":
    "Wir schicken Ihre Abschieds-Briefe mit der Post.\nSie bestimmen vorher den Zeitpunkt.\nZum Beispiel: nach der Bestattung.\nOder 1 Jahr nach der Bestattung.",
  "easy.death.funeral.heading": "Die Bestattung",
  "easy.death.funeral.text":
    "Unser Kundenservice kümmert sich um die Bestattung.\nEr bespricht alles mit Ihrer Familie.\nDabei hilft ihm Ihre Vorsorge.",

  // Hard words, explained where they appear.
  "easy.word.bestattung": "Bestattung",
  "easy.word.bestattung.text":
    "Ein Mensch ist gestorben.\nDann bringt man den Menschen in ein Grab.\nOder man verbrennt den Körper.\nDann bringt man die Asche in ein Grab.\nDas nennt man Bestattung.",
  "easy.word.vertrauensPerson": "Vertrauens-Person",
  "easy.word.vertrauensPerson.text":
    "Eine Vertrauens-Person ist ein Mensch aus Ihrem Leben.\nSie vertrauen diesem Menschen.\nZum Beispiel: Ihre Tochter oder ein guter Freund.",
  "easy.word.urne": "Urne",
  "easy.word.urne.text": "Eine Urne ist ein Gefäß mit Deckel.\nIn der Urne ist die Asche von einem Menschen.",
  "easy.word.angebot": "Angebot",
  "easy.word.angebot.text": "In einem Angebot steht: Das bekommen Sie.\nUnd: Das kostet es.",
  "easy.word.sterbegeld": "Sterbegeld-Versicherung",
  "easy.word.sterbegeld.text":
    "Sie zahlen Geld an eine Versicherung.\nNach Ihrem Tod zahlt die Versicherung einen festen Betrag aus.\nMit diesem Geld bezahlt man die Bestattung.",
  "easy.word.treuhand": "Treuhand-Konto",
  "easy.word.treuhand.text":
    "Ein Treuhand-Konto ist ein besonderes Konto.\nDas Geld darauf ist nur für Ihre Bestattung da.",
  "easy.word.imVoraus": "im Voraus",
  "easy.word.imVoraus.text": "Sie zahlen am Anfang vom Jahr.\nSie zahlen nicht erst am Ende.",
  "easy.word.abbuchung": "Abbuchung",
  "easy.word.abbuchung.text":
    "Wir holen das Geld von Ihrem Konto bei der Bank.\nDas nennt man Abbuchung.\nSie müssen dafür nichts tun.",
  "easy.word.preisGarantie": "Preis-Garantie",
  "easy.word.preisGarantie.text":
    "Die Preise für Bestattungen steigen jedes Jahr.\nMit der Preis-Garantie gelten die Preise aus Ihrem Angebot auch später.",
  "easy.word.widerrufen": "widerrufen",
  "easy.word.widerrufen.text": "Sie nehmen die Buchung zurück.\nSie müssen dafür keinen Grund nennen.",

  // The personal summary.
  "easy.mine.title": "Meine Vorsorge in Leichter Sprache",
  "easy.mine.lead": "Hier steht Ihre Vorsorge in Leichter Sprache.\nAlle Angaben kommen aus Ihrem Portal.",
  "easy.mine.decided.heading": "Das haben Sie schon festgelegt",
  "easy.mine.open.heading": "Das ist noch offen",
  "easy.mine.open.none": "Es ist nichts mehr offen.",
  "easy.mine.open.link": "Zur Seite: {page}",
  "easy.mine.costs.heading": "Das kostet Ihre Vorsorge",
  "easy.mine.plan.heading": "Das kostet das Portal",

  "easy.mine.fact.type":
    "Sie wünschen sich eine {type, select, burial {Erd-Bestattung} cremation {Feuer-Bestattung} sea {See-Bestattung} tree {Baum-Bestattung} other {Bestattung}}.",
  "easy.mine.fact.package":
    "Sie haben das Paket {plan, select, basic {Basis} high {Komfort} premium {Premium} other {Basis}} gewählt.",
  "easy.mine.fact.site": "Der Ort für Ihr Grab ist: {site}.",
  "easy.mine.fact.wishes": "Sie haben Wünsche für die Trauer-Feier aufgeschrieben.",
  "easy.mine.fact.person": "Ihre Vertrauens-Person ist {name}.",
  "easy.mine.fact.funded": "Sie haben genug Geld für die Bestattung zurückgelegt.",
  "easy.mine.fact.letters":
    "{count, plural, one {Sie haben # Abschieds-Brief fertig geschrieben.} other {Sie haben # Abschieds-Briefe fertig geschrieben.}}",
  "easy.mine.fact.plan": "Sie haben den Vorsorge-Plan gebucht.",
  "easy.mine.fact.guarantee": "Sie haben die Preis-Garantie gebucht.",

  "easy.mine.open.site": "Sie haben noch keinen Ort für Ihr Grab gewählt.",
  "easy.mine.open.wishes": "Sie haben noch keine Wünsche für die Trauer-Feier aufgeschrieben.",
  "easy.mine.open.person": "Sie haben noch keine Vertrauens-Person bestimmt.",
  "easy.mine.open.funded": "Das Geld für die Bestattung reicht noch nicht.",
  "easy.mine.open.letters": "Sie haben noch keinen Abschieds-Brief fertig geschrieben.",
  "easy.mine.open.draftLetters":
    "{count, plural, one {# Abschieds-Brief ist noch nicht fertig.} other {# Abschieds-Briefe sind noch nicht fertig.}}",
  "easy.mine.open.plan": "Sie haben den Vorsorge-Plan noch nicht gebucht.",

  "easy.mine.page.offer": "Ihr Angebot",
  "easy.mine.page.site": "Ort für das Grab",
  "easy.mine.page.wishes": "Wünsche",
  "easy.mine.page.person": "Vertrauens-Person",
  "easy.mine.page.finance": "Finanzierung",
  "easy.mine.page.letters": "Abschieds-Briefe",
  "easy.mine.page.plan": "Vorsorge-Plan",

  "easy.mine.cost.offer": "Ihr Angebot kostet heute {amount}.",
  "easy.mine.cost.extra": "Dazu kommen weitere Kosten von {amount}.",
  "easy.mine.cost.today": "Zusammen kostet Ihre Bestattung heute {amount}.",
  "easy.mine.cost.future": "Wir schätzen: In {years} Jahren kostet Ihre Bestattung {amount}.",
  "easy.mine.cost.saved": "Dafür haben Sie schon {amount} zurückgelegt.",
  "easy.mine.cost.gap": "Für die Kosten von heute fehlen noch {amount}.",
  "easy.mine.cost.enough": "Das Geld reicht für die Kosten von heute.",
  "easy.mine.cost.invoice": "Die Rechnung für die Bestattung kommt erst nach Ihrem Tod.",

  "easy.mine.plan.trial": "Sie testen das Portal noch kostenlos.\nDie Test-Zeit endet am {date}.",
  "easy.mine.plan.free":
    "Ihre Test-Zeit ist vorbei.\nSie nutzen das Portal kostenlos mit weniger Möglichkeiten.",
  "easy.mine.plan.paid": "Für das Portal zahlen Sie {amount} im Jahr.",
  "easy.mine.plan.next": "Die nächste Abbuchung ist am {date}.",
  "easy.mine.plan.cancelled": "Sie haben gekündigt.\nWir haben Ihre Kündigung am {date} bekommen.",
} as const;
