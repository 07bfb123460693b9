/** Texts of the back office's section "coupons" (/backoffice/coupons). */
export const backofficeCoupons = {
  "backoffice.coupons.title": "Gutscheine",
  "backoffice.coupons.lead":
    "Ein Gutschein auf den Vorsorgeplan gibt einen Rabatt auf den Jahresbeitrag des Vorsorgeplans, eine Nachlassstufe auf die Preisgarantie oder beides; ein Angebotsgutschein ermäßigt die Preise des Bestattungsangebots (ohne die Gebühr des Bestattungsorts). Jede Kundin und jeder Kunde kann einen Code einmal einlösen; als eingelöst zählt ein Code mit der Buchung des Vorsorgeplans.",
  "backoffice.coupons.new": "Neuen Gutschein anlegen",
  "backoffice.coupons.back": "Zurück zu den Gutscheinen",
  "backoffice.coupons.empty": "Es gibt noch keine Gutscheine.",
  "backoffice.coupons.count": "{count, plural, one {# Gutschein} other {# Gutscheine}}",

  // The list.
  "backoffice.coupons.table.caption": "Gutscheine, sortiert nach {column} ({direction})",
  "backoffice.coupons.table.region": "Tabelle der Gutscheine, seitlich verschiebbar",
  "backoffice.coupons.direction.asc": "aufsteigend",
  "backoffice.coupons.direction.desc": "absteigend",
  "backoffice.coupons.sortBy": "{column}, sortieren {direction}",
  "backoffice.coupons.column.code": "Code",
  "backoffice.coupons.column.gives": "Vorteil",
  "backoffice.coupons.column.validFrom": "Gültig ab",
  "backoffice.coupons.column.validUntil": "Gültig bis",
  "backoffice.coupons.column.maxUses": "Höchstens",
  "backoffice.coupons.column.uses": "Eingelöst",
  "backoffice.coupons.column.active": "Status",
  "backoffice.coupons.column.actions": "Aktionen",
  "backoffice.coupons.gives.percent":
    "{kind, select, offer {Angebotsgutschein: {percent} % Rabatt auf das Bestattungsangebot (ohne Gebühr des Bestattungsorts)} other {{percent} % Rabatt auf den Jahresbeitrag des Vorsorgeplans}}",
  "backoffice.coupons.gives.step": "{step} % Nachlass auf die Preisgarantie",
  "backoffice.coupons.gives.both":
    "{percent} % Rabatt auf den Jahresbeitrag des Vorsorgeplans und {step} % Nachlass auf die Preisgarantie",
  "backoffice.coupons.field.kind": "Was der Rabatt ermäßigt",
  "backoffice.coupons.field.kind.hint":
    "Kann später nicht geändert werden. Die Gebühr des Bestattungsorts und Kosten Dritter werden nie ermäßigt.",
  "backoffice.coupons.field.kind.plan":
    "Den Jahresbeitrag des Vorsorgeplans (Vorsorgeplan und Preisgarantie)",
  "backoffice.coupons.field.kind.offer":
    "Das Bestattungsangebot (Angebotsgutschein; nicht den Jahresbeitrag, nicht die Gebühr des Bestattungsorts)",
  "backoffice.coupons.kind":
    "Art: {kind, select, offer {Angebotsgutschein – der Rabatt ermäßigt das Bestattungsangebot, nicht die Gebühr des Bestattungsorts} other {Gutschein auf den Vorsorgeplan – der Rabatt ermäßigt den Jahresbeitrag, nie das Bestattungsangebot}}.",
  "backoffice.coupons.window.open": "–",
  "backoffice.coupons.unlimited": "unbegrenzt",
  "backoffice.coupons.status.usable": "Aktiv",
  "backoffice.coupons.status.inactive": "Abgeschaltet",
  "backoffice.coupons.status.notYetValid": "Aktiv, gilt noch nicht",
  "backoffice.coupons.status.expired": "Aktiv, abgelaufen",
  "backoffice.coupons.status.usedUp": "Aktiv, aufgebraucht",
  "backoffice.coupons.edit": "{code} bearbeiten",
  "backoffice.coupons.deactivate": "Abschalten",
  "backoffice.coupons.activate": "Einschalten",
  "backoffice.coupons.deactivateNamed": "{code} abschalten",
  "backoffice.coupons.activateNamed": "{code} einschalten",

  // The forms.
  "backoffice.coupons.new.title": "Neuer Gutschein",
  "backoffice.coupons.edit.title": "Gutschein {code}",
  "backoffice.coupons.edit.uses":
    "{uses, plural, =0 {Noch nicht eingelöst.} one {Einmal eingelöst.} other {# Mal eingelöst.}}",
  "backoffice.coupons.field.code": "Code",
  "backoffice.coupons.field.code.hint":
    "4 bis 32 Zeichen: Buchstaben A–Z ohne Umlaute, Ziffern und Bindestriche. Kleinbuchstaben werden zu Großbuchstaben. Der Code kann später nicht geändert werden.",
  "backoffice.coupons.field.discountPercent": "Rabatt in Prozent",
  "backoffice.coupons.field.discountPercent.hint":
    "Eine ganze Zahl von 1 bis 100; er gilt nur für das, was oben unter „Was der Rabatt ermäßigt“ steht. Leer lassen, wenn der Gutschein nur eine Nachlassstufe gibt.",
  "backoffice.coupons.field.guaranteeStep": "Nachlassstufe auf die Preisgarantie",
  "backoffice.coupons.field.guaranteeStep.hint":
    "Gilt, wenn sie höher ist als die Stufe, die der Kundin oder dem Kunden ohnehin zusteht.",
  "backoffice.coupons.field.guaranteeStep.none": "Keine",
  "backoffice.coupons.field.guaranteeStep.option": "{step} %",
  "backoffice.coupons.field.validFrom": "Gültig ab (erster Tag)",
  "backoffice.coupons.field.validUntil": "Gültig bis (letzter Tag)",
  "backoffice.coupons.field.date.hint":
    "Datum im Format TT.MM.JJJJ, deutsche Zeit, der Tag zählt ganz mit. Leer lassen für: ohne Beginn bzw. ohne Ende.",
  "backoffice.coupons.field.maxUses": "Höchstens so oft einlösbar",
  "backoffice.coupons.field.maxUses.hint":
    "Wie viele Buchungen den Code insgesamt nutzen dürfen. Leer lassen für unbegrenzt. Jede Kundin und jeder Kunde kann ihn ohnehin nur einmal nutzen.",
  "backoffice.coupons.field.description": "Beschreibung (nur intern)",
  "backoffice.coupons.field.description.hint":
    "Wofür der Gutschein ist, z. B. die Aktion. Kundinnen und Kunden sehen sie nicht.",
  "backoffice.coupons.field.active": "Aktiv: der Code kann eingelöst werden",
  "backoffice.coupons.create": "Gutschein anlegen",
  "backoffice.coupons.save": "Änderungen speichern",

  // Messages.
  "backoffice.coupons.created": "Der Gutschein {code} ist angelegt.",
  "backoffice.coupons.saved": "Der Gutschein {code} ist gespeichert.",
  "backoffice.coupons.unchanged": "Am Gutschein {code} hat sich nichts geändert.",
  "backoffice.coupons.activated": "Der Gutschein {code} ist eingeschaltet.",
  "backoffice.coupons.deactivated":
    "Der Gutschein {code} ist abgeschaltet. Er kann nicht mehr eingelöst werden.",
  "backoffice.coupons.error.code":
    "Bitte 4 bis 32 Zeichen verwenden, nur Buchstaben A–Z ohne Umlaute, Ziffern und Bindestriche.",
  "backoffice.coupons.error.exists": "Diesen Gutscheincode gibt es schon. Bitte wählen Sie einen anderen.",
  "backoffice.coupons.error.percent":
    "Bitte eine ganze Zahl von 1 bis 100 eingeben oder das Feld leer lassen.",
  "backoffice.coupons.error.step": "Bitte eine der angebotenen Stufen wählen.",
  "backoffice.coupons.error.offerStep":
    "Ein Angebotsgutschein gibt keinen Nachlass auf die Preisgarantie. Bitte wählen Sie bei der Nachlassstufe „Keine“.",
  "backoffice.coupons.error.givesNothing":
    "Ein Gutschein muss etwas geben. Bitte geben Sie einen Rabatt ein oder wählen Sie eine Nachlassstufe.",
  "backoffice.coupons.error.window":
    "Der letzte Tag liegt vor dem ersten Tag. Bitte wählen Sie ein Ende am oder nach dem Beginn.",
  "backoffice.coupons.error.maxUses":
    "Bitte eine ganze Zahl von 1 bis {limit, number} eingeben oder das Feld leer lassen (unbegrenzt).",
} as const;
