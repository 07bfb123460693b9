/** Texts of the back office's section "catalogue" (/backoffice/catalogue). */
export const backofficeCatalogue = {
  "backoffice.catalogue.lead":
    "Produkte, Leistungen, Extras, Pakete und Grabarten. Eine Preis- oder Namensänderung und ein Zurückziehen ändern bestehende Angebote nicht still: Sie werden als veraltet markiert, und die Kundin oder der Kunde aktualisiert sie. Angebote mit Preisgarantie behalten ihre Preise.",
  "backoffice.catalogue.back": "Zurück zu Katalog und Preise",
  "backoffice.catalogue.newProduct": "Neues Produkt anlegen",
  "backoffice.catalogue.products": "Produkte",
  "backoffice.catalogue.services": "Leistungen",
  "backoffice.catalogue.extras": "Extras",
  "backoffice.catalogue.plans": "Pakete",
  "backoffice.catalogue.graveTypes": "Grabarten",
  "backoffice.catalogue.table.scroll": "{caption} (seitlich scrollbar)",
  "backoffice.catalogue.caption.category": "Produkte der Kategorie {category}",
  "backoffice.catalogue.caption.services": "Leistungen",
  "backoffice.catalogue.caption.extras": "Extras",
  "backoffice.catalogue.caption.plans": "Pakete mit Gebühr und enthaltenen Kategorien",
  "backoffice.catalogue.caption.graveTypes": "Grabarten nach Bestattungsart",
  "backoffice.catalogue.col.name": "Name",
  "backoffice.catalogue.col.offerName": "Name im Angebot",
  "backoffice.catalogue.otherName.productPage": "Auf der Produktseite: {name}",
  "backoffice.catalogue.otherName.sea": "Bei Seebestattung: {name}",
  "backoffice.catalogue.col.articleNumber": "Artikelnummer",
  "backoffice.catalogue.col.net": "Netto",
  "backoffice.catalogue.col.gross": "Brutto",
  "backoffice.catalogue.col.vat": "USt.",
  "backoffice.catalogue.col.defaultFor": "Standard für",
  "backoffice.catalogue.col.funeralTypes": "Bestattungsarten",
  "backoffice.catalogue.col.status": "Status",
  "backoffice.catalogue.col.kind": "Art",
  "backoffice.catalogue.col.fee": "Gebühr netto",
  "backoffice.catalogue.col.feeGross": "Gebühr brutto",
  "backoffice.catalogue.col.included": "Enthaltene Kategorien",
  "backoffice.catalogue.col.funeralType": "Bestattungsart",
  "backoffice.catalogue.col.code": "Kürzel",
  "backoffice.catalogue.col.description": "Beschreibung",
  "backoffice.catalogue.col.action": "Aktion",
  "backoffice.catalogue.none": "–",
  "backoffice.catalogue.allTypes": "alle",
  "backoffice.catalogue.noProducts": "Keine Produkte in dieser Kategorie.",
  "backoffice.catalogue.status.available": "verfügbar",
  "backoffice.catalogue.status.withdrawn": "zurückgezogen",
  "backoffice.catalogue.service.basic": "im Paket",
  "backoffice.catalogue.service.optional": "zubuchbar",
  "backoffice.catalogue.vat": "{rate} %",
  "backoffice.catalogue.edit": "Bearbeiten",
  "backoffice.catalogue.editNamed": "{name} bearbeiten",
  "backoffice.catalogue.plan.basic": "Basis",
  "backoffice.catalogue.plan.high": "Komfort",
  "backoffice.catalogue.plan.premium": "Premium",

  "backoffice.catalogue.product.editTitle": "Produkt bearbeiten: {name}",
  "backoffice.catalogue.product.createTitle": "Neues Produkt",
  "backoffice.catalogue.product.articleNumber": "Artikelnummer",
  "backoffice.catalogue.product.articleNumber.hint":
    "Großbuchstaben, Ziffern und Bindestriche, z. B. SA-1007.",
  "backoffice.catalogue.product.articleNumber.fixed": "Artikelnummer: {number} (nicht änderbar)",
  "backoffice.catalogue.field.name": "Name",
  "backoffice.catalogue.field.shortName": "Kurzname (im Angebot)",
  "backoffice.catalogue.field.description": "Beschreibung",
  "backoffice.catalogue.field.pictureUrl": "Bild-Adresse",
  "backoffice.catalogue.field.pictureUrl.hint":
    "Ein Pfad wie /images/products/sarg.jpg oder eine https-Adresse.",
  "backoffice.catalogue.field.pictureAlt": "Bildbeschreibung (Alternativtext)",
  "backoffice.catalogue.field.pictureAlt.hint":
    "Was auf dem Bild zu sehen ist, für Menschen, die es nicht sehen.",
  "backoffice.catalogue.field.price": "Nettopreis in Euro",
  "backoffice.catalogue.field.price.hint": "Ohne Umsatzsteuer, z. B. 1.234,50.",
  "backoffice.catalogue.field.fee": "Gebühr netto in Euro",
  "backoffice.catalogue.field.vatRate": "Umsatzsteuer",
  "backoffice.catalogue.field.vatRate.hint":
    "7 % nur für Blumen (Schnittblumen und Pflanzen, § 12 Abs. 2 UStG); alle anderen Produkte 19 %.",
  "backoffice.catalogue.field.vatRate.19": "19 % (Regelsatz)",
  "backoffice.catalogue.field.vatRate.7": "7 % (ermäßigt, nur Blumen)",
  "backoffice.catalogue.field.category": "Kategorie",
  "backoffice.catalogue.field.funeralTypes": "Passt zu Bestattungsarten",
  "backoffice.catalogue.field.funeralTypes.hint": "Keine Auswahl: passt zu allen Bestattungsarten.",
  "backoffice.catalogue.field.defaultPlans": "Standardprodukt der Kategorie in den Paketen",
  "backoffice.catalogue.field.defaultPlans.hint":
    "Je Kategorie, Paket und Bestattungsart gibt es ein Standardprodukt: Wird dieses Produkt Standard, verliert das bisherige Standardprodukt diese Rolle (protokolliert). Ohne Auswahl ist es eine Alternative für alle Pakete.",
  "backoffice.catalogue.field.sort": "Reihenfolge",
  "backoffice.catalogue.field.sort.hint": "Kleinere Zahlen stehen weiter oben (0 bis 9999).",

  "backoffice.catalogue.preview": "Änderungen prüfen",
  "backoffice.catalogue.save": "Änderung speichern",
  "backoffice.catalogue.create": "Produkt anlegen",
  "backoffice.catalogue.cancel": "Abbrechen",
  "backoffice.catalogue.preview.title": "Auswirkung auf bestehende Angebote",
  "backoffice.catalogue.preview.outdated":
    "{count, plural, =0 {Kein bestehendes Angebot wird als veraltet markiert.} one {# Angebot wird als veraltet markiert; die Kundin oder der Kunde sieht den Hinweis und kann es aktualisieren.} other {# Angebote werden als veraltet markiert; die Kundinnen und Kunden sehen den Hinweis und können sie aktualisieren.}}",
  "backoffice.catalogue.preview.guaranteed":
    "{count, plural, =0 {Kein Angebot mit Preisgarantie ist betroffen.} one {# Angebot mit Preisgarantie behält seine Preise.} other {# Angebote mit Preisgarantie behalten ihre Preise.}}",
  "backoffice.catalogue.preview.notSaved":
    "Noch ist nichts gespeichert. Prüfen Sie die Angaben und speichern Sie.",
  "backoffice.catalogue.preview.plan":
    "{count, plural, =0 {Kein offenes Angebot nutzt dieses Paket.} one {# offenes Angebot nutzt dieses Paket und zeigt die neue Gebühr sofort.} other {# offene Angebote nutzen dieses Paket und zeigen die neue Gebühr sofort.}}",
  "backoffice.catalogue.preview.planGuaranteed":
    "{count, plural, =0 {Keines davon hat eine Preisgarantie.} one {Darunter # Angebot mit Preisgarantie: Die Paketgebühr ist im Angebot nicht festgeschrieben und ändert sich auch dort.} other {Darunter # Angebote mit Preisgarantie: Die Paketgebühr ist im Angebot nicht festgeschrieben und ändert sich auch dort.}}",

  "backoffice.catalogue.withdraw.title": "Zurückziehen",
  "backoffice.catalogue.withdraw.lead":
    "Ein zurückgezogener Eintrag wird nicht mehr angeboten. Angebote, die ihn enthalten, werden als veraltet markiert; beim Aktualisieren fällt er heraus (ein Standardprodukt wird durch das Standardprodukt des Pakets ersetzt).",
  "backoffice.catalogue.withdraw.preview": "Zurückziehen prüfen",
  "backoffice.catalogue.withdraw.confirm": "Jetzt zurückziehen",
  "backoffice.catalogue.withdrawn.notice": "Dieser Eintrag ist zurückgezogen und wird nicht angeboten.",
  "backoffice.catalogue.restore": "Wiederherstellen",
  "backoffice.catalogue.restore.lead": "Wiederhergestellt wird der Eintrag wieder angeboten.",

  "backoffice.catalogue.toast.saved": "„{name}“ ist gespeichert.",
  "backoffice.catalogue.toast.savedImpact":
    "„{name}“ ist gespeichert. {count, plural, =0 {Kein Angebot ist veraltet.} one {# Angebot ist jetzt veraltet.} other {# Angebote sind jetzt veraltet.}}",
  "backoffice.catalogue.toast.created": "Das Produkt „{name}“ ist angelegt.",
  "backoffice.catalogue.toast.withdrawn":
    "„{name}“ ist zurückgezogen. {count, plural, =0 {Kein Angebot ist betroffen.} one {# Angebot ist jetzt veraltet.} other {# Angebote sind jetzt veraltet.}}",
  "backoffice.catalogue.toast.restored": "„{name}“ wird wieder angeboten.",

  "backoffice.catalogue.service.editTitle": "Leistung bearbeiten: {name}",
  "backoffice.catalogue.extra.editTitle": "Extra bearbeiten: {name}",
  "backoffice.catalogue.plan.editTitle": "Paket bearbeiten: {name}",
  "backoffice.catalogue.plan.lead":
    "Die Gebühr des Pakets ohne Produkte (netto). Enthaltene Kategorien: {categories}.",
  "backoffice.catalogue.graveType.editTitle": "Grabart bearbeiten: {name}",
  "backoffice.catalogue.graveType.lead":
    "{funeralType}, Kürzel {code}. Name und Beschreibung sehen Kundinnen und Kunden im Angebot.",

  "backoffice.catalogue.error.price.empty": "Bitte geben Sie einen Nettopreis ein.",
  "backoffice.catalogue.error.price.negative": "Der Nettopreis darf nicht unter 0 € liegen.",
  "backoffice.catalogue.error.price.fraction":
    "Der Nettopreis darf höchstens zwei Nachkommastellen haben (ganze Cent), z. B. 12,35.",
  "backoffice.catalogue.error.price.notANumber":
    "Der Nettopreis ist kein Betrag. Bitte geben Sie ihn wie 1.234,50 ein.",
  "backoffice.catalogue.error.price.tooLarge": "Der Nettopreis darf höchstens 1.000.000,00 € betragen.",
  "backoffice.catalogue.error.name.empty": "Bitte geben Sie einen Namen ein.",
  "backoffice.catalogue.error.name.long": "Der Name darf höchstens {max} Zeichen lang sein.",
  "backoffice.catalogue.error.shortName.empty": "Bitte geben Sie einen Kurznamen ein.",
  "backoffice.catalogue.error.shortName.long": "Der Kurzname darf höchstens {max} Zeichen lang sein.",
  "backoffice.catalogue.error.description.long": "Die Beschreibung darf höchstens {max} Zeichen lang sein.",
  "backoffice.catalogue.error.pictureUrl.long": "Die Bild-Adresse darf höchstens {max} Zeichen lang sein.",
  "backoffice.catalogue.error.pictureUrl.wrong":
    "Die Bild-Adresse muss mit / oder https:// beginnen und darf keine Leerzeichen enthalten.",
  "backoffice.catalogue.error.pictureAlt.long":
    "Die Bildbeschreibung darf höchstens {max} Zeichen lang sein.",
  "backoffice.catalogue.error.vatRate.empty": "Bitte wählen Sie einen Umsatzsteuersatz.",
  "backoffice.catalogue.error.vatRate.unknown":
    "Diesen Umsatzsteuersatz gibt es nicht. Bitte wählen Sie 19 % oder 7 %.",
  "backoffice.catalogue.error.vatRate.category":
    "Der ermäßigte Umsatzsteuersatz von 7 % gilt nur für Blumen. Bitte wählen Sie 19 %.",
  "backoffice.catalogue.error.category.empty": "Bitte wählen Sie eine Kategorie.",
  "backoffice.catalogue.error.category.unknown":
    "Diese Kategorie gibt es nicht. Bitte wählen Sie eine Kategorie aus der Liste.",
  "backoffice.catalogue.error.funeralTypes.unknown": "Diese Bestattungsart gibt es nicht.",
  "backoffice.catalogue.error.defaultPlans.unknown": "Dieses Paket gibt es nicht.",
  "backoffice.catalogue.error.sort.wrong": "Die Reihenfolge muss eine ganze Zahl von 0 bis 9999 sein.",
  "backoffice.catalogue.error.articleNumber.empty": "Bitte geben Sie eine Artikelnummer ein.",
  "backoffice.catalogue.error.articleNumber.long":
    "Die Artikelnummer darf höchstens {max} Zeichen lang sein.",
  "backoffice.catalogue.error.articleNumber.wrong":
    "Die Artikelnummer darf nur Großbuchstaben, Ziffern und Bindestriche enthalten.",
  "backoffice.catalogue.error.articleNumber.taken": "Diese Artikelnummer ist schon vergeben.",
} as const;
