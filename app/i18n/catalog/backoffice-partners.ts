/** Texts of the back office's section "partners" (/backoffice/partners) and of the partner intake API. */
export const backofficePartners = {
  // The page.
  "backoffice.partners.title": "Partner-Schnittstelle",
  "backoffice.partners.lead":
    "Mit einem API-Schlüssel legen Partner über die Schnittstelle Angebote für ihre Kundinnen und Kunden an (POST /api/v1/proposals). Jeder Partner erhält einen eigenen Schlüssel; ein widerrufener Schlüssel wird sofort abgewiesen.",
  "backoffice.partners.docs": "Beschreibung der Schnittstelle (OpenAPI)",
  "backoffice.partners.list.caption": "API-Schlüssel der Partner",
  "backoffice.partners.list.scroll": "Tabelle der API-Schlüssel, waagerecht verschiebbar",
  "backoffice.partners.list.empty": "Es gibt noch keinen API-Schlüssel.",
  "backoffice.partners.col.name": "Partner",
  "backoffice.partners.col.prefix": "Schlüssel beginnt mit",
  "backoffice.partners.col.created": "Angelegt",
  "backoffice.partners.col.createdBy": "Angelegt von",
  "backoffice.partners.col.lastUsed": "Zuletzt benutzt",
  "backoffice.partners.col.status": "Status",
  "backoffice.partners.col.actions": "Aktion",
  "backoffice.partners.never": "noch nie",
  "backoffice.partners.unknownAdmin": "unbekannt",
  "backoffice.partners.active": "aktiv",
  "backoffice.partners.revokedAt": "widerrufen am {date}",
  "backoffice.partners.revoke": "Widerrufen",
  "backoffice.partners.revokeContext": "Schlüssel von {name} ({prefix}…)",
  // Creating a key.
  "backoffice.partners.create.title": "Neuen Schlüssel anlegen",
  "backoffice.partners.create.name": "Name des Partners",
  "backoffice.partners.create.nameHint":
    "So erscheint der Partner in dieser Liste, z. B. „Bestattungshaus Muster GmbH“.",
  "backoffice.partners.create.submit": "Schlüssel anlegen",
  "backoffice.partners.created.title": "Schlüssel für {name} angelegt",
  "backoffice.partners.created.once":
    "Kopieren Sie den Schlüssel jetzt und geben Sie ihn dem Partner auf einem sicheren Weg weiter. Er wird nur dieses eine Mal angezeigt; gespeichert ist nur ein Prüfwert, aus dem er sich nicht wiederherstellen lässt. Geht er verloren, widerrufen Sie ihn und legen einen neuen an.",
  "backoffice.partners.created.key": "API-Schlüssel",
  "backoffice.partners.created.back": "Zur Liste der Schlüssel",
  // Revoking a key.
  "backoffice.partners.revoke.title": "Schlüssel von {name} widerrufen?",
  "backoffice.partners.revoke.lead":
    "Der Schlüssel {prefix}… wird sofort ungültig: Jede weitere Anfrage damit wird abgewiesen. Bereits angelegte Angebote bleiben erhalten. Das lässt sich nicht rückgängig machen.",
  "backoffice.partners.revoke.confirm": "Schlüssel endgültig widerrufen",
  "backoffice.partners.revoke.cancel": "Abbrechen",
  "backoffice.partners.revoke.already": "Dieser Schlüssel ist bereits widerrufen.",
  "backoffice.partners.revoked": "Der Schlüssel von {name} ist widerrufen.",
  // The sign-up link.
  "backoffice.partners.signup.invalid":
    "Dieser Anmeldelink ist abgelaufen oder ungültig. Sie können sich hier neu anmelden.",
  "backoffice.partners.signup.registered":
    "Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto. Bitte melden Sie sich an.",
  // The API's problem details.
  "backoffice.partners.api.malformed.title": "Ungültiges JSON",
  "backoffice.partners.api.malformed.detail": "Der Inhalt der Anfrage ist kein gültiges JSON.",
  "backoffice.partners.api.malformed.field": "Bitte senden Sie ein JSON-Objekt in UTF-8.",
  "backoffice.partners.api.idempotencyKey.title": "Idempotency-Key fehlt",
  "backoffice.partners.api.idempotencyKey.detail":
    "Jede Anfrage braucht den Kopf „Idempotency-Key“, damit eine wiederholte Anfrage kein zweites Angebot anlegt.",
  "backoffice.partners.api.idempotencyKey.field":
    "Bitte senden Sie einen Idempotency-Key mit 1 bis 255 sichtbaren ASCII-Zeichen, z. B. eine UUID.",
  "backoffice.partners.api.idempotencyKeyMalformed.title": "Idempotency-Key ungültig",
  "backoffice.partners.api.idempotencyKeyMalformed.detail":
    "Der Kopf „Idempotency-Key“ hat nicht das erwartete Format: 1 bis 255 sichtbare ASCII-Zeichen (Zeichen 0x21 bis 0x7E, ohne Leerzeichen).",
  "backoffice.partners.api.idempotencyKeyMalformed.field":
    "Bitte senden Sie 1 bis 255 sichtbare ASCII-Zeichen ohne Leerzeichen, z. B. eine UUID wie 6f1c2a5e-3b7d-4c1e-9a0b-2f4d5e6a7b8c.",
  "backoffice.partners.api.unauthorized.title": "Nicht berechtigt",
  "backoffice.partners.api.unauthorized.detail":
    "Die Anfrage enthält keinen gültigen API-Schlüssel, oder der Schlüssel wurde widerrufen.",
  "backoffice.partners.api.unauthorized.field": "Bitte senden Sie „Authorization: Bearer <API-Schlüssel>“.",
  "backoffice.partners.api.crossOrigin.title": "Anfrage von fremder Seite",
  "backoffice.partners.api.crossOrigin.detail":
    "Die Schnittstelle ist für Server gedacht; Anfragen aus dem Browser einer fremden Website werden abgewiesen.",
  "backoffice.partners.api.crossOrigin.field":
    "Bitte senden Sie die Anfrage von Ihrem Server, nicht aus dem Browser (ohne fremden „Origin“-Kopf).",
  "backoffice.partners.api.method.title": "Methode nicht erlaubt",
  "backoffice.partners.api.method.detail": "Diese Adresse nimmt nur diese Methoden an: {allow}.",
  "backoffice.partners.api.method.field": "Bitte verwenden Sie {allow}.",
  "backoffice.partners.api.notFound.title": "Adresse nicht gefunden",
  "backoffice.partners.api.notFound.detail":
    "Unter dieser Adresse gibt es nichts. Die Schnittstelle beschreibt ihr OpenAPI-Dokument unter /api/v1/openapi.json.",
  "backoffice.partners.api.notFound.field": "Bitte prüfen Sie die Adresse, z. B. POST /api/v1/proposals.",
  "backoffice.partners.api.tooLarge.title": "Anfrage zu groß",
  "backoffice.partners.api.tooLarge.detail":
    "Der Inhalt der Anfrage ist größer als {max, number} Bytes. Es wurde nichts gespeichert.",
  "backoffice.partners.api.tooLarge.field": "Bitte senden Sie höchstens {max, number} Bytes.",
  "backoffice.partners.api.contentType.title": "Inhaltstyp nicht unterstützt",
  "backoffice.partners.api.contentType.detail": "Die Schnittstelle nimmt nur JSON an.",
  "backoffice.partners.api.contentType.field": "Bitte senden Sie „Content-Type: application/json“.",
  "backoffice.partners.api.validation.title": "Ungültige Angaben",
  "backoffice.partners.api.validation.detail":
    "Einige Felder fehlen oder sind ungültig. Die Liste „errors“ nennt jedes Feld mit dem Grund. Es wurde nichts gespeichert.",
  "backoffice.partners.api.idempotencyMismatch.title": "Idempotency-Key bereits verwendet",
  "backoffice.partners.api.idempotencyMismatch.detail":
    "Dieser Idempotency-Key wurde schon für eine Anfrage mit anderem Inhalt verwendet. Es wurde nichts gespeichert.",
  "backoffice.partners.api.idempotencyMismatch.field":
    "Bitte verwenden Sie für jede neue Anfrage einen neuen Idempotency-Key und für eine Wiederholung denselben Inhalt.",
  "backoffice.partners.api.rateLimited.title": "Zu viele Anfragen",
  "backoffice.partners.api.rateLimited.detail":
    "Mit diesem API-Schlüssel wurden zu viele Anfragen gesendet. Bitte warten Sie die in „Retry-After“ genannten Sekunden.",
  "backoffice.partners.api.rateLimited.field": "Höchstens {limit, number} Anfragen je Minute und Schlüssel.",
  "backoffice.partners.api.maintenance.title": "Wartungsarbeiten",
  "backoffice.partners.api.maintenance.detail":
    "Das Vorsorgeportal wird gerade gewartet. Bitte wiederholen Sie die Anfrage nach den in „Retry-After“ genannten Sekunden.",
  "backoffice.partners.api.failed.title": "Anfrage nicht ausgeführt",
  "backoffice.partners.api.failed.detail":
    "Die Anfrage konnte nicht ausgeführt werden. Bitte versuchen Sie es später mit demselben Idempotency-Key erneut.",
  "backoffice.partners.api.unknownField": "Dieses Feld ist unbekannt.",
  "backoffice.partners.api.controlCharacter":
    "Dieses Feld enthält ein unsichtbares Steuerzeichen (zum Beispiel ein Nullzeichen) oder ein einzelnes UTF-16-Ersatzzeichen (Surrogat). Bitte senden Sie den Text ohne solche Zeichen.",
  "backoffice.partners.api.notObject": "Bitte senden Sie ein JSON-Objekt.",
  "backoffice.partners.api.notText": "Bitte senden Sie hier einen Text (JSON-String).",
  "backoffice.partners.api.wrongType": "Dieser Wert hat nicht den erwarteten JSON-Typ.",
  "backoffice.partners.api.empty":
    "Bitte lassen Sie das Feld weg oder senden Sie mindestens ein Zeichen; ein leerer Text ist nicht erlaubt.",
  "backoffice.partners.api.oneOf": "Erlaubt sind nur diese Werte: {values}.",
  "backoffice.partners.api.date":
    "Bitte senden Sie ein Datum nach ISO 8601 im Format JJJJ-MM-TT ab 1920, zum Beispiel 1950-04-01 (ohne Uhrzeit).",
  "backoffice.partners.api.birthDateRange":
    "Bitte senden Sie ein Geburtsdatum zwischen {min} und {max} (ISO 8601): Die Person muss mindestens {minAge, number} Jahre alt sein.",
  "backoffice.partners.api.errorsTruncated":
    "Die Liste „errors“ nennt höchstens {max, number} Einträge; die Anfrage hat weitere Fehler.",
  "backoffice.partners.api.unknownPlace":
    "Diesen Ort kennen wir nicht. Bitte senden Sie Postleitzahl und Ort so, wie sie zusammengehören.",
  "backoffice.partners.api.unknownSite": "Diesen Friedhof gibt es nicht oder nicht für diese Bestattungsart.",
} as const;
