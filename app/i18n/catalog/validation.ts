/**
 * Field messages of all forms. ICU syntax: placeholders
 * in braces; an ASCII apostrophe must not precede a brace.
 */
export const validation = {
  "validation.required": "Dieses Feld muss ausgefüllt werden.",
  "validation.wrong": "Diese Angabe ist nicht gültig. Bitte prüfen Sie Ihre Eingabe.",
  "validation.wrongName":
    "Bitte verwenden Sie nur Buchstaben, Leerzeichen, Punkt, Bindestrich und Apostroph.",
  "validation.noLink": "Bitte geben Sie hier keine Internetadresse ein, nur den Namen.",
  "validation.email": "Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.",
  "validation.noLatinChar":
    "Bitte verwenden Sie in der E-Mail-Adresse nur lateinische Buchstaben ohne Umlaute, Ziffern und die Zeichen + @ . _ -",
  "validation.invalidCCEmail":
    "Bitte geben Sie Ihre eigene E-Mail-Adresse ein. Adressen von {domain} sind nur in der Form kundenservice+…@{domain} möglich.",
  "validation.invalidConfidantEmail":
    "Eine Adresse von {domain} kann nicht für eine Vertrauensperson verwendet werden. Bitte geben Sie die persönliche E-Mail-Adresse Ihrer Vertrauensperson ein.",
  "validation.length": "Bitte geben Sie mindestens {min, number} Zeichen ein.",
  "validation.max": "Bitte geben Sie höchstens {max, number} Zeichen ein.",
  "validation.trimPassword": "Das Passwort darf nicht mit einem Leerzeichen beginnen oder enden.",
  "validation.passwordLowercase": "Das Passwort muss mindestens einen Kleinbuchstaben enthalten.",
  "validation.passwordRepeat": "Die beiden neuen Passwörter stimmen nicht überein.",
  "validation.phone":
    "Bitte geben Sie eine gültige Telefonnummer ein, die mit 0 oder einer Ländervorwahl wie +49 beginnt, zum Beispiel 030 1234567.",
  "validation.date": "Bitte geben Sie ein Datum im Format TT.MM.JJJJ ein, zum Beispiel 24.12.1950.",
  "validation.invalidDate": "Dieses Datum gibt es nicht. Bitte prüfen Sie Tag und Monat.",
  "validation.birthDateRange":
    "Bitte geben Sie ein Geburtsdatum zwischen dem {min} und dem {max} ein. Sie müssen mindestens {minAge} Jahre alt sein.",
  "validation.street": "Bitte geben Sie Straße und Hausnummer an, zum Beispiel Hauptstraße 5.",
  "validation.postalCode": "Bitte geben Sie eine gültige Postleitzahl ein, zum Beispiel 10115.",
  "validation.iban": "Bitte geben Sie eine gültige IBAN ein, zum Beispiel DE89 3704 0044 0532 0130 00.",
  "validation.bank":
    "Bitte geben Sie den Namen Ihrer Bank ein. Erlaubt sind Buchstaben, Ziffern, Leerzeichen und die Zeichen . , - & ( ) /",
  "validation.bic":
    "Bitte geben Sie eine gültige BIC mit 8 oder 11 Buchstaben und Ziffern ein, zum Beispiel COBADEFFXXX.",
  "validation.bicOutsideEea":
    "Für ein Konto außerhalb des Europäischen Wirtschaftsraums, zum Beispiel in der Schweiz, brauchen wir auch die BIC.",
  "validation.terms": "Bitte stimmen Sie den Bedingungen zu, um fortzufahren.",
  "validation.euroAmount": "Bitte geben Sie einen Betrag in Euro ein, zum Beispiel 1.500 oder 1.500,50.",
  "validation.euroAmountMax": "Bitte geben Sie einen Betrag bis 9.999.999 € ein.",
  "validation.funeralSiteEstimatedPrice": "Bitte Beträge ohne Cent oder Buchstaben",
  "validation.city":
    "Bitte geben Sie einen gültigen Ort ein. Erlaubt sind Buchstaben, Leerzeichen und die Zeichen . - ( ) /",
  "validation.text": "Bitte verwenden Sie nur Buchstaben, Ziffern, Leerzeichen und die Zeichen . , - & ( ) /",
  "validation.futureYear":
    "Bitte geben Sie ein Jahr in der Zukunft mit vier Ziffern ein, zum Beispiel {example}.",
  "validation.dayMonth": "Bitte geben Sie einen gültigen Tag im Format TT.MM ein, zum Beispiel 24.12.",
} as const;
