/** Texts of the back office's section "sites" (/backoffice/sites). */
export const backofficeSites = {
  // Fields
  "backoffice.sites.field.id": "Kennung",
  "backoffice.sites.field.id.hint":
    "Kleinbuchstaben, Ziffern und Bindestriche, z. B. „fs-friedhof-ohlsdorf“. Leer lassen: wird aus Name und Postleitzahl gebildet.",
  "backoffice.sites.field.title": "Name",
  "backoffice.sites.field.street": "Straße und Hausnummer",
  "backoffice.sites.field.plz": "Postleitzahl",
  "backoffice.sites.field.city": "Ort",
  "backoffice.sites.field.state": "Bundesland",
  "backoffice.sites.field.lat": "Breitengrad",
  "backoffice.sites.field.lon": "Längengrad",
  "backoffice.sites.field.coordinates.hint": "In Grad mit Punkt oder Komma, z. B. 53,5753 und 10,0153.",
  "backoffice.sites.field.organisationName": "Träger",
  "backoffice.sites.field.funeralTypes": "Bestattungsarten",
  "backoffice.sites.field.fees": "Gebühren",
  "backoffice.sites.field.active": "Status",
  "backoffice.sites.fees.legend": "Gebühren je Grabart (netto, in Euro)",
  "backoffice.sites.fees.hint":
    "Nur für die Grabarten der gewählten Bestattungsarten. Leer lassen, wenn der Friedhof die Grabart nicht anbietet.",
  "backoffice.sites.fee.label": "{name} (€)",
  // Record checks
  "backoffice.sites.required.title": "Bitte geben Sie den Namen des Friedhofs an.",
  "backoffice.sites.required.street": "Bitte geben Sie Straße und Hausnummer an.",
  "backoffice.sites.required.city": "Bitte geben Sie den Ort an.",
  "backoffice.sites.required.organisationName": "Bitte geben Sie den Träger an.",
  "backoffice.sites.tooLong": "{field}: höchstens {max} Zeichen.",
  "backoffice.sites.id.invalid":
    "Kennung: nur Kleinbuchstaben, Ziffern und Bindestriche (höchstens 100 Zeichen, beginnend mit einem Buchstaben oder einer Ziffer).",
  "backoffice.sites.plz.invalid": "Postleitzahl: bitte fünf Ziffern angeben.",
  "backoffice.sites.plz.unknown": "Postleitzahl: {plz} ist keine bekannte deutsche Postleitzahl.",
  "backoffice.sites.state.invalid": "Bundesland: bitte eines der 16 Bundesländer angeben.",
  "backoffice.sites.coordinates.abroad":
    "Koordinaten: Der Punkt liegt nicht in Deutschland (im Meer, im Bodensee oder im Ausland).",
  "backoffice.sites.coordinates.invalid": "{field}: bitte eine Zahl in Grad angeben, z. B. 53,5753.",
  "backoffice.sites.coordinates.farFromPlz":
    "Koordinaten: Der Punkt liegt {km} km vom Ort der Postleitzahl {plz} entfernt (höchstens {max} km).",
  "backoffice.sites.funeralTypes.required": "Bestattungsarten: bitte mindestens eine wählen.",
  "backoffice.sites.fee.notAmount":
    "Gebühr {name}: bitte einen Betrag in Euro angeben, z. B. 1.170,00 (höchstens zwei Nachkommastellen).",
  "backoffice.sites.fee.negative": "Gebühr {name}: Der Betrag darf nicht negativ sein.",
  "backoffice.sites.fee.tooHigh": "Gebühr {name}: höchstens 100.000 €.",
  "backoffice.sites.fee.unknownGraveType": "Gebühr: Die Grabart „{id}“ gibt es nicht.",
  "backoffice.sites.fee.wrongFuneralType":
    "Gebühr {name}: Diese Grabart gehört zu keiner der gewählten Bestattungsarten.",
  "backoffice.sites.fee.none": "Gebühren: bitte mindestens eine Gebühr angeben.",
  "backoffice.sites.duplicate.id": "Kennung: Einen Friedhof „{id}“ gibt es schon.",
  "backoffice.sites.duplicate.name":
    "Name: Einen Friedhof mit diesem Namen und dieser Postleitzahl gibt es schon („{id}“).",
  // List
  "backoffice.sites.title": "Friedhöfe",
  "backoffice.sites.lead":
    "Suchen, bearbeiten, zurückziehen; neue Friedhöfe anlegen oder aus einer CSV-Datei einlesen.",
  "backoffice.sites.search": "Suche nach Name, Postleitzahl oder Ort",
  "backoffice.sites.status": "Status",
  "backoffice.sites.status.all": "Alle",
  "backoffice.sites.status.active": "Aktiv",
  "backoffice.sites.status.withdrawn": "Zurückgezogen",
  "backoffice.sites.search.submit": "Suchen",
  "backoffice.sites.new": "Friedhof anlegen",
  "backoffice.sites.import": "CSV-Datei einlesen",
  "backoffice.sites.count":
    "{count, plural, =0 {Keine Friedhöfe gefunden.} one {1 Friedhof gefunden.} other {# Friedhöfe gefunden.}}",
  "backoffice.sites.caption": "Friedhöfe, Seite {page} von {pages}",
  "backoffice.sites.table.region": "Tabelle der Friedhöfe (seitlich verschiebbar)",
  "backoffice.sites.sort.asc": "aufsteigend sortiert",
  "backoffice.sites.sort.desc": "absteigend sortiert",
  "backoffice.sites.edit.named": "{name} bearbeiten",
  // Edit
  "backoffice.sites.edit.title": "Friedhof bearbeiten",
  "backoffice.sites.new.title": "Friedhof anlegen",
  "backoffice.sites.back": "Zurück zu den Friedhöfen",
  "backoffice.sites.save": "Speichern",
  "backoffice.sites.create": "Anlegen",
  "backoffice.sites.saved": "Der Friedhof „{name}“ ist gespeichert.",
  "backoffice.sites.created": "Der Friedhof „{name}“ ist angelegt.",
  "backoffice.sites.withdraw": "Friedhof zurückziehen",
  "backoffice.sites.restore": "Friedhof wieder aktivieren",
  "backoffice.sites.withdrawn": "Der Friedhof ist zurückgezogen; Kundinnen und Kunden finden ihn nicht mehr.",
  "backoffice.sites.restored": "Der Friedhof ist wieder aktiv.",
  "backoffice.sites.state.active": "Aktiv: Kundinnen und Kunden finden diesen Friedhof in der Suche.",
  "backoffice.sites.state.withdrawn": "Zurückgezogen: Kundinnen und Kunden finden diesen Friedhof nicht.",
  "backoffice.sites.state.choose": "Bitte wählen",
  // Import
  "backoffice.sites.import.title": "Friedhöfe aus CSV-Datei einlesen",
  "backoffice.sites.import.lead":
    "Zuerst prüfen wir die Datei und zeigen, welche Zeilen hinzugefügt, geändert oder abgelehnt werden. Erst „Import anwenden“ speichert – alle Zeilen auf einmal oder keine.",
  "backoffice.sites.import.file": "CSV-Datei",
  "backoffice.sites.import.file.hint":
    "UTF-8 (mit oder ohne BOM), Trennzeichen Semikolon oder Komma. Spalten: id, name, strasse, plz, ort, bundesland, lat, lon, traeger, bestattungsarten, aktiv und je Grabart eine Gebührenspalte wie gebuehr_reihengrab.",
  "backoffice.sites.import.check": "Datei prüfen",
  "backoffice.sites.import.apply": "Import anwenden",
  "backoffice.sites.import.again": "Andere Datei prüfen",
  "backoffice.sites.import.result": "Prüfergebnis",
  "backoffice.sites.import.file.name": "Datei: {name}",
  "backoffice.sites.import.counts":
    "{add} hinzufügen, {change} ändern, {unchanged} unverändert, {refuse} abgelehnt.",
  "backoffice.sites.import.refused":
    "Die Datei kann so nicht eingelesen werden. Bitte korrigieren Sie die abgelehnten Zeilen und prüfen Sie die Datei erneut; es wurde nichts gespeichert.",
  "backoffice.sites.import.fileRefused":
    "Die Datei kann nicht eingelesen werden; es wurde nichts gespeichert.",
  "backoffice.sites.import.nothing":
    "Die Datei ändert nichts: Alle Zeilen stimmen mit den gespeicherten Friedhöfen überein.",
  "backoffice.sites.import.ready":
    "Keine Zeile wird abgelehnt. Mit „Import anwenden“ werden alle Änderungen gespeichert.",
  "backoffice.sites.import.caption": "Zeilen der Datei",
  "backoffice.sites.import.table.region": "Tabelle der Zeilen (seitlich verschiebbar)",
  "backoffice.sites.import.column.line": "Zeile",
  "backoffice.sites.import.column.kind": "Ergebnis",
  "backoffice.sites.import.column.site": "Friedhof",
  "backoffice.sites.import.column.reason": "Grund oder Änderung",
  "backoffice.sites.import.kind.add": "Hinzufügen",
  "backoffice.sites.import.kind.change": "Ändern",
  "backoffice.sites.import.kind.unchanged": "Unverändert",
  "backoffice.sites.import.kind.refuse": "Abgelehnt",
  "backoffice.sites.import.more": "… und {count} weitere Zeilen ohne Beanstandung.",
  "backoffice.sites.import.applied":
    "Import angewendet: {added} Friedhöfe hinzugefügt, {changed} geändert, {unchanged} unverändert.",
  "backoffice.sites.import.stale":
    "Seit der Prüfung hat sich etwas geändert; es wurde nichts gespeichert. Bitte prüfen Sie das neue Ergebnis.",
  "backoffice.sites.import.expired": "Diese Prüfung ist abgelaufen. Bitte prüfen Sie die Datei erneut.",
  // CSV file and rows
  "backoffice.sites.csv.noFile": "CSV-Datei: Bitte wählen Sie eine Datei aus.",
  "backoffice.sites.csv.tooLarge": "CSV-Datei: Die Datei ist größer als 6 MB.",
  "backoffice.sites.csv.empty": "CSV-Datei: Die Datei ist leer.",
  "backoffice.sites.csv.noRows": "CSV-Datei: Die Datei hat keine Datenzeilen unter der Kopfzeile.",
  "backoffice.sites.csv.tooMany": "CSV-Datei: höchstens {max} Zeilen je Datei.",
  "backoffice.sites.csv.line": "Zeile {line}: {message}",
  "backoffice.sites.csv.unreadable":
    "Zeile {line}: Die Datei ist kein gültiges CSV (z. B. ein Anführungszeichen ohne Gegenstück).",
  "backoffice.sites.csv.separator.wrong":
    "Falsches Trennzeichen: Die Kopfzeile ist mit „{separator}“ getrennt. Erlaubt sind Semikolon (;) oder Komma (,).",
  "backoffice.sites.csv.separator.none":
    "Falsches Trennzeichen: In der Kopfzeile steht weder Semikolon (;) noch Komma (,).",
  "backoffice.sites.csv.header.missing":
    "{count, plural, one {Es fehlt die Spalte {columns}.} other {Es fehlen die Spalten {columns}.}}",
  "backoffice.sites.csv.header.unknown": "Unbekannte Spalte „{column}“.",
  "backoffice.sites.csv.header.twice": "Die Spalte „{column}“ steht zweimal in der Kopfzeile.",
  "backoffice.sites.csv.header.empty": "Die Spalte {position} der Kopfzeile hat keinen Namen.",
  "backoffice.sites.csv.header.noFees": "Es fehlt mindestens eine Gebührenspalte (z. B. {prefix}reihengrab).",
  "backoffice.sites.csv.notUtf8":
    "Umlaute defekt: Die Zeile ist nicht in UTF-8 gespeichert (z. B. Latin-1 oder Windows-1252).",
  "backoffice.sites.csv.mojibake":
    "Umlaute defekt: Die Zeile enthält falsch umgewandelte Zeichen wie „Ã¼“ statt „ü“.",
  "backoffice.sites.csv.coordinate":
    "Spalte {column}: „{value}“ ist keine Koordinate in Grad (z. B. 53,5753).",
  "backoffice.sites.csv.funeralType":
    "Spalte bestattungsarten: „{value}“ ist keine Bestattungsart (Erdbestattung, Feuerbestattung, Seebestattung, Baumbestattung).",
  "backoffice.sites.csv.active": "Spalte aktiv: „{value}“ – bitte „ja“ oder „nein“.",
  "backoffice.sites.csv.duplicate.id":
    "Doppelt in der Datei: Die Kennung „{id}“ steht schon in Zeile {line}.",
  "backoffice.sites.csv.duplicate.name":
    "Doppelt in der Datei: Name und Postleitzahl stehen schon in Zeile {line}.",
} as const;
