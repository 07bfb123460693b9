/**
 * Texts of the frozen plan (decision 0063): the calm page the customer's sign-in shows after a
 * confirmed death, the staff notice on the overview, the trusted person's mail and the sentences on the letters
 * and trusted-person pages that say beforehand what will happen.
 */
export const afterDeath = {
  // The calm page (/vorsorge-abgeschlossen).
  "afterDeath.closed.title": "Vorsorge abgeschlossen",
  "afterDeath.closed.heading": "Unser herzliches Beileid",
  "afterDeath.closed.told":
    "Uns wurde mitgeteilt, dass {name} verstorben ist. Es tut uns sehr leid. Die Vorsorge ist damit abgeschlossen; hier ist nichts mehr zu tun.",
  "afterDeath.closed.care": "Unser Kundenservice kümmert sich um das, was in der Vorsorge festgelegt ist.",
  "afterDeath.closed.call": "Wenn Sie Fragen haben oder etwas besprechen möchten, rufen Sie uns bitte an:",
  "afterDeath.closed.hours": "Erreichbar: {hours}",
  "afterDeath.closed.contract": "Bitte nennen Sie dabei die Vertragsnummer {number}.",
  "afterDeath.closed.mistake": "Sollte hier ein Irrtum vorliegen, rufen Sie uns bitte ebenfalls an.",
  "afterDeath.closed.signOut": "Abmelden",

  // The notice staff see at the top of every page of a frozen provision (the signed-in layout).
  "afterDeath.staffNotice.title": "Diese Vorsorge ist abgeschlossen",
  "afterDeath.staffNotice.text":
    "Der Tod der Kundin oder des Kunden wurde am {date} bestätigt. Seitdem ist die Vorsorge abgeschlossen und kann nur noch angesehen werden; die Abrechnung ist beendet. Die Zusammenfassung und die Bestattungsverfügung stehen unter „Dokumente“ für das Bestattungshaus bereit.",

  // What the customer sees beforehand (letters and trusted-person pages).
  "afterDeath.beforehand.letters":
    "Wenn uns Ihr Tod gemeldet und bestätigt ist, bringen wir Ihre Briefe an dem Tag zur Post, den Sie gewählt haben: „Kurz nach der Bestattung“ heißt {days} Tage danach, „Ein Jahr nach der Bestattung“ am ersten Jahrestag.",
  "afterDeath.beforehand.trustedPerson":
    "Wenn uns Ihr Tod gemeldet und bestätigt ist, schreiben wir Ihrer Vertrauensperson, wen sie anrufen kann – mit einem Link zu Ihrer Vorsorge nur, wenn Sie ihr Lesezugang gegeben und ihn nicht widerrufen haben; Ihre Wünsche selbst stehen nie in der E-Mail.",

  // The trusted person's mail.
  "afterDeath.mail.subject": "Die Bestattungsvorsorge von {customer}",
  "afterDeath.mail.died":
    "wir haben die traurige Nachricht erhalten, dass {customer} verstorben ist. Wir möchten Ihnen unser herzliches Beileid aussprechen.",
  "afterDeath.mail.arranged":
    "{customer} hat bei uns die eigene Bestattung vorsorglich geregelt und Sie als Vertrauensperson benannt. Die Vertragsnummer lautet {number}.",
  "afterDeath.mail.call":
    "Bitte rufen Sie uns an, wenn Sie so weit sind: {number} ({hours}). Nennen Sie dabei bitte die Vertragsnummer. Wir besprechen mit Ihnen in Ruhe, was {customer} festgelegt hat und was jetzt zu tun ist.",
  "afterDeath.mail.readAccess":
    "{customer} hat Ihnen erlaubt, die Vorsorge einzusehen. Über den folgenden Link sehen Sie, was festgelegt ist. Der Link ist bis zum {date} gültig; bitte geben Sie ihn nur an Menschen weiter, denen {customer} vertraut hätte.",
  "afterDeath.mail.action": "Vorsorge ansehen",

  // The correction when a mistaken confirmation was taken back (decision 0092).
  "afterDeath.correction.subject": "Korrektur: Die Bestattungsvorsorge von {customer}",
  "afterDeath.correction.mistake":
    "wir haben Ihnen geschrieben, dass {customer} verstorben ist. Diese Nachricht war ein Irrtum: Zwei unserer Mitarbeitenden haben die Meldung geprüft und zurückgenommen. Die Vorsorge mit der Vertragsnummer {number} gilt wieder unverändert.",
  "afterDeath.correction.linkEnded": "Der Link zur Vorsorge aus unserer E-Mail funktioniert nicht mehr.",
  "afterDeath.correction.sorry":
    "Wir bitten Sie, diesen Fehler zu entschuldigen. Wenn Sie Fragen haben, rufen Sie uns bitte an: {number} ({hours}).",
} as const;
