/**
 * Error catalogue in our own German wording.
 * error.http.* — by HTTP status; error.auth.* — identity errors by code;
 * error.api.* — our own API error codes; error.request.* — requests refused before
 * routing (server/app.ts); error.general / error.default — fallbacks.
 */
export const errors = {
  "error.general": "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  "error.default": "Etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.",

  "error.http.400": "Die Anfrage wurde nicht verstanden. Bitte prüfen Sie Ihre Eingaben.",
  "error.http.401": "Der Zugriff ist nicht autorisiert. Bitte melden Sie sich erneut an.",
  "error.http.403": "Der Zugriff wurde nicht gewährt. Sie haben keine Berechtigung für diese Aktion.",
  "error.http.404": "Die gesuchten Daten wurden nicht gefunden.",
  "error.http.408": "Die Anfrage hat zu lange gedauert. Bitte versuchen Sie es erneut.",
  "error.http.409":
    "Die Angaben passen nicht zusammen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  "error.http.429":
    "Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.",
  "error.http.500":
    "Auf unserer Seite ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.",

  "error.auth.NotAuthorizedException": "Benutzername oder Passwort ist falsch.",
  "error.auth.UserNotFoundException": "Zu dieser E-Mail-Adresse gibt es kein Konto.",
  "error.auth.InvalidPasswordException":
    "Das Passwort erfüllt die Anforderungen nicht. Es muss mindestens 6 Zeichen lang sein, mindestens einen Kleinbuchstaben enthalten und darf nicht mit einem Leerzeichen beginnen oder enden.",
  "error.auth.LimitExceededException":
    "Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.",
  "error.auth.UserNotConfirmedException":
    "Ihr Konto ist noch nicht bestätigt. Bitte klicken Sie auf den Link in der E-Mail, die wir Ihnen geschickt haben.",
  "error.auth.CodeMismatchException": "Der Bestätigungscode ist ungültig. Bitte fordern Sie einen neuen an.",
  "error.auth.ExpiredCodeException":
    "Ihr Konto kann mit diesem Link nicht bestätigt werden. Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.",
  "error.auth.UsernameExistsException":
    "Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an.",
  "error.auth.InvalidParameterException": "Eine Angabe ist ungültig. Bitte prüfen Sie Ihre Eingaben.",

  "error.api.funeralSiteNotFound": "Der Bestattungsort wurde nicht gefunden.",
  "error.api.productNotFound":
    "Das Produkt wurde nicht gefunden. Bitte wenden Sie sich an unseren Kundenservice.",
  "error.api.couponInvalid": "Dieser Gutscheincode ist ungültig oder abgelaufen.",
  "error.api.couponNotYetValid":
    "Dieser Gutscheincode gilt noch nicht. Bitte lösen Sie ihn ab dem ersten Tag der Aktion ein.",
  "error.api.couponExpired": "Dieser Gutscheincode ist abgelaufen und kann nicht mehr eingelöst werden.",
  "error.api.couponUsedUp":
    "Dieser Gutscheincode ist bereits aufgebraucht: Er wurde so oft eingelöst, wie es vorgesehen war.",
  "error.api.couponAlreadyUsed":
    "Sie haben diesen Gutscheincode bereits eingelöst. Jeder Gutschein gilt einmal pro Kundin oder Kunde.",
  "error.api.couponNotApplied":
    "Dieser Gutschein ist bei Ihnen nicht eingelöst. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.",
  "error.api.customerTooYoung": "Für diesen Altersbereich bieten wir leider keine Sterbegeldversicherung an.",
  "error.api.noInsuranceApplication":
    "Wir finden keinen Antrag auf eine Sterbegeldversicherung. Bitte berechnen und beantragen Sie zuerst einen Tarif.",
  "error.api.customerTooOld": "Für diesen Tarif sind Sie leider oberhalb der möglichen Altersgrenze.",
  "error.api.noOpportunityFound": "Zu diesem Konto wurde keine Verkaufschance gefunden.",
  "error.api.opportunityNotOpen": "Die Verkaufschance zu diesem Konto hat nicht den Status „Offen“.",
  "error.api.emailUnconfirmed": "Die E-Mail-Adresse dieses Kontos ist noch nicht bestätigt.",
  "error.api.staffPasswordTooShort":
    "Das Passwort eines Mitarbeiterkontos muss mindestens 12 Zeichen lang sein, mindestens einen Kleinbuchstaben enthalten und darf nicht mit einem Leerzeichen beginnen oder enden.",
  "error.api.wrongPassword": "Das Passwort ist nicht richtig. Bitte geben Sie Ihr aktuelles Passwort ein.",
  "error.api.passkeyRefused":
    "Die Anmeldung mit dem Passkey ist nicht gelungen. Bitte versuchen Sie es noch einmal oder melden Sie sich mit Ihrem Passwort an.",
  "error.api.passkeyExpired":
    "Die Anfrage ist abgelaufen oder wurde schon verwendet. Bitte versuchen Sie es noch einmal.",
  "error.api.passkeyInvalid":
    "Der Passkey konnte nicht gespeichert werden. Bitte versuchen Sie es noch einmal.",
  "error.api.passkeyExists": "Dieser Passkey ist bereits gespeichert.",
  "error.api.passkeyLimit":
    "Sie haben schon 10 Passkeys gespeichert. Bitte entfernen Sie zuerst einen, den Sie nicht mehr brauchen.",
  "error.api.passkeyNotFound": "Diesen Passkey gibt es nicht (mehr). Bitte laden Sie die Seite neu.",
  "error.api.unchanged": "Sie haben nichts geändert; es wurde nichts gespeichert.",
  "error.api.trustedPersonNoEmail":
    "Für Ihre Vertrauensperson ist keine E-Mail-Adresse eingetragen. Wir können ihr deshalb nichts schicken.",
  "error.api.priceChanged":
    "Der Preis hat sich geändert, seit die Seite geladen wurde. Es wurde nichts gebucht. Bitte prüfen Sie den neuen Preis und bestellen Sie erneut.",
  "error.api.guaranteeAlreadyBooked":
    "Die Preisgarantie ist bereits gebucht. Es wurde nichts erneut gebucht.",
  "error.api.guaranteeNotBookable":
    "Die Preisgarantie kann hier nur zu einem bezahlten Vorsorgeplan mit SEPA-Lastschrift nachgebucht werden. Es wurde nichts gebucht.",
  "error.api.staleVersion": "Die Daten wurden inzwischen geändert. Bitte laden Sie die Seite neu.",
  "error.api.provisionFrozen":
    "Diese Vorsorge ist abgeschlossen, weil uns der Tod bestätigt wurde. Sie kann nicht mehr geändert werden.",
  "error.api.deathAlreadyReported":
    "Für diese Vorsorge ist schon ein Sterbefall gemeldet. Bitte öffnen Sie die bestehende Meldung.",
  "error.api.deathReportClosed":
    "Diese Meldung ist schon bestätigt oder zurückgezogen. Dieser Schritt ist deshalb nicht mehr möglich.",
  "error.api.deathNotConfirmed":
    "Das Beisetzungsdatum kann erst eingetragen werden, wenn eine zweite Person den Sterbefall bestätigt hat.",
  "error.api.sameStaffConfirms":
    "Sie haben diesen Sterbefall selbst gemeldet. Bestätigen muss ihn eine zweite Person mit Administratorrechten.",
  "error.api.linkedStaffConfirms":
    "Ihr Zugang und der Zugang, der diesen Sterbefall gemeldet hat, hängen zusammen: Einer hat den anderen eingeladen. Bestätigen muss ihn eine zweite, unabhängige Person mit Administratorrechten.",
  "error.api.certificateMismatch":
    "Die Angabe stimmt nicht mit der Meldung überein. Bitte prüfen Sie die Sterbeurkunde. Stimmt die Meldung nicht, ziehen Sie sie zurück.",
  "error.api.revocationPending":
    "Die Rücknahme dieser Bestätigung ist schon beantragt. Eine zweite Person mit Administratorrechten muss sie bestätigen.",
  "error.api.noRevocationRequested": "Für diese Bestätigung ist keine Rücknahme beantragt.",
  "error.api.sameStaffRevokes":
    "Sie haben die Rücknahme selbst beantragt (oder Ihr Zugang hängt mit dem Zugang zusammen, der sie beantragt hat). Zurücknehmen muss eine zweite, unabhängige Person mit Administratorrechten.",
  "error.api.deathInFuture": "Das Sterbedatum darf nicht in der Zukunft liegen.",
  "error.api.funeralBeforeDeath": "Die Beisetzung kann nicht vor dem Sterbedatum liegen.",
  "error.api.letterAlreadySent":
    "Dieser Brief ist schon als versendet markiert. Er wurde nicht noch einmal markiert.",
  "error.api.letterNotSent":
    "Dieser Brief ist noch nicht als versendet markiert. Einen Rücklauf gibt es erst nach dem Versand.",
  "error.api.letterAlreadyReturned":
    "Für diesen Brief ist schon ein Rücklauf erfasst. Er wurde nicht noch einmal erfasst.",
  "error.api.mailLimitReached":
    "Heute wurden aus Ihrem Konto schon so viele E-Mails an andere Personen verschickt, wie wir zulassen. Bitte versuchen Sie es morgen noch einmal.",
  "error.api.documentLimitReached":
    "Sie haben in der letzten Stunde sehr viele Dokumente erstellt. Bitte versuchen Sie es in einer Stunde noch einmal.",
  "error.api.signInBusy":
    "Gerade melden sich sehr viele Menschen gleichzeitig an. Bitte versuchen Sie es in einer Minute noch einmal.",
  "error.api.documentBusy":
    "Gerade werden sehr viele Dokumente erstellt. Bitte versuchen Sie es in einigen Sekunden noch einmal.",
  "error.api.paypalFailed":
    "Die Zahlung mit PayPal ist fehlgeschlagen. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.",

  "error.request.crossOrigin": "Diese Anfrage kam nicht von unserer Seite und wurde abgelehnt.",
  "error.request.tooLarge": "Die gesendeten Daten sind zu groß. Bitte kürzen Sie Ihre Eingaben.",
  "error.request.malformed":
    "Die Formulardaten konnten nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  "error.intent.unknown":
    "Diese Aktion ist hier nicht möglich. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  "error.request.notForm":
    "Diese Anfrage enthält keine Formulardaten. Bitte senden Sie das Formular auf unserer Seite ab.",
  "error.request.unreadableText":
    "Ihre Eingabe enthält unsichtbare Steuerzeichen oder Zeichen, die wir nicht lesen können. Bitte tippen Sie die Angaben neu ein und senden Sie das Formular noch einmal. Es wurde nichts gespeichert.",
  "error.request.method": "Diese Art von Anfrage wird hier nicht unterstützt.",
} as const;
