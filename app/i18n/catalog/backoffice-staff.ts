/** Texts of the back office's section "staff" (/backoffice/staff), the audit log and the invitation page. */
export const backofficeStaff = {
  "backoffice.staff.title": "Mitarbeitende",
  "backoffice.staff.lead":
    "Laden Sie Kolleginnen und Kollegen ein, legen Sie ihre Rolle fest und sperren Sie Zugänge. Eine Sperre beendet alle Sitzungen des Zugangs sofort.",
  "backoffice.staff.toAudit": "Protokoll der Änderungen ansehen",
  "backoffice.staff.list.caption": "Zugänge der Mitarbeitenden",
  "backoffice.staff.list.scroll": "Tabelle der Zugänge, seitlich verschiebbar",
  "backoffice.staff.col.email": "E-Mail-Adresse",
  "backoffice.staff.col.role": "Rolle",
  "backoffice.staff.col.state": "Zustand",
  "backoffice.staff.col.lastLogin": "Letzte Anmeldung",
  "backoffice.staff.col.actions": "Aktionen",
  "backoffice.staff.never": "noch nie",
  "backoffice.staff.you": "(Sie)",
  "backoffice.staff.role.admin": "Administration",
  "backoffice.staff.role.customercare": "Kundenservice",
  "backoffice.staff.state.invited": "eingeladen",
  "backoffice.staff.state.active": "aktiv",
  "backoffice.staff.state.disabled": "gesperrt",
  "backoffice.staff.changeRole": "Rolle ändern",
  "backoffice.staff.roleOf": "Rolle von {email}",
  "backoffice.staff.disable": "Sperren",
  "backoffice.staff.disableOf": "Sperren: {email}",
  "backoffice.staff.enable": "Entsperren",
  "backoffice.staff.enableOf": "Entsperren: {email}",
  "backoffice.staff.resend": "Einladung erneut senden",
  "backoffice.staff.resendOf": "Einladung erneut senden: {email}",
  "backoffice.staff.invite.heading": "Kollegin oder Kollegen einladen",
  "backoffice.staff.invite.leadPassword":
    "Wir senden eine E-Mail mit einem Link, über den die eingeladene Person innerhalb von 72 Stunden ein Passwort festlegt.",
  "backoffice.staff.invite.leadOidc":
    "Wir senden eine E-Mail mit dem Hinweis, sich mit dem Firmenkonto anzumelden. Ein Passwort wird nicht vergeben.",
  "backoffice.staff.invite.email": "E-Mail-Adresse",
  "backoffice.staff.invite.role": "Rolle",
  "backoffice.staff.invite.submit": "Einladung senden",
  "backoffice.staff.invited": "Die Einladung an {email} wurde gesendet.",
  "backoffice.staff.resent": "Die Einladung an {email} wurde erneut gesendet.",
  "backoffice.staff.roleChanged":
    "Die Rolle von {email} ist jetzt „{role}“. Laufende Sitzungen dieses Zugangs wurden beendet.",
  "backoffice.staff.disabled": "Der Zugang von {email} ist gesperrt; alle Sitzungen wurden beendet.",
  "backoffice.staff.enabled": "Der Zugang von {email} ist wieder freigegeben.",
  "backoffice.staff.field.roleInvalid": "Bitte wählen Sie eine Rolle: Administration oder Kundenservice.",
  "backoffice.staff.refused.customerAddress":
    "E-Mail-Adresse: Diese Adresse gehört zu einem Kundenkonto. Mitarbeitende brauchen eine eigene Adresse.",
  "backoffice.staff.refused.alreadyStaff":
    "E-Mail-Adresse: Zu dieser Adresse gibt es bereits einen Zugang für Mitarbeitende.",
  "backoffice.staff.refused.notFound": "Diesen Zugang für Mitarbeitende gibt es nicht.",
  "backoffice.staff.refused.self":
    "Sie können Ihren eigenen Zugang nicht sperren und sich nicht selbst die Administration entziehen.",
  "backoffice.staff.refused.lastAdmin":
    "Dies ist der letzte aktive Zugang mit der Rolle Administration. Ernennen Sie zuerst eine weitere Person zur Administration.",
  "backoffice.staff.refused.notInvited":
    "Diese Person hat die Einladung bereits angenommen oder ihr Zugang ist gesperrt.",
  "backoffice.staff.refused.alreadyDisabled": "Dieser Zugang ist bereits gesperrt.",
  "backoffice.staff.refused.notDisabled": "Dieser Zugang ist nicht gesperrt.",
  "backoffice.staff.refused.sameRole": "Rolle: Der Zugang hat diese Rolle bereits.",
  "backoffice.staff.adminRequested":
    "Die Administratorrechte muss eine zweite Person mit Administratorrechten bestätigen; bis dahin arbeitet der Zugang als Kundenservice.",
  "backoffice.staff.adminRequestedFor":
    "Administratorrechte für {email} sind beantragt. Eine zweite Person mit Administratorrechten muss sie bestätigen; bis dahin arbeitet der Zugang als Kundenservice.",
  "backoffice.staff.adminPending": "Administratorrechte beantragt von {by} am {at}",
  "backoffice.staff.approveAdmin": "Administratorrechte bestätigen",
  "backoffice.staff.approveAdminOf": "Administratorrechte für {email} bestätigen",
  "backoffice.staff.adminApproved": "{email} hat jetzt Administratorrechte.",
  "backoffice.staff.unknown": "einem gelöschten Zugang",
  "backoffice.staff.refused.noAdminRequest": "Für diesen Zugang sind keine Administratorrechte beantragt.",
  "backoffice.staff.refused.adminRequestPending":
    "Für diesen Zugang sind Administratorrechte schon beantragt. Eine zweite Person mit Administratorrechten muss sie bestätigen.",
  "backoffice.staff.refused.sameAdminApproves":
    "Sie haben die Administratorrechte selbst beantragt. Bestätigen muss sie eine zweite Person mit Administratorrechten.",
  "backoffice.staff.refused.noSecondFactor":
    "Dieser Zugang hat keinen Bestätigungscode eingerichtet; es gibt nichts zurückzusetzen.",
  "backoffice.staff.secondFactor.column": "Bestätigungscode",
  "backoffice.staff.secondFactor.active": "eingerichtet",
  "backoffice.staff.secondFactor.none": "nicht eingerichtet",
  "backoffice.staff.secondFactor.provider": "über Firmenkonto",
  "backoffice.staff.resetSecondFactor": "Bestätigungscode zurücksetzen",
  "backoffice.staff.resetSecondFactorOf": "Bestätigungscode zurücksetzen: {email}",
  "backoffice.staff.secondFactor.resetDone":
    "Der Bestätigungscode von {email} ist zurückgesetzt; alle Sitzungen wurden beendet. Bei der nächsten Anmeldung richtet die Person ihn neu ein.",
  "backoffice.staff.secondFactor.mail.subject":
    "Ihr Bestätigungscode für das Vorsorgeportal wurde zurückgesetzt",
  "backoffice.staff.secondFactor.mail.intro":
    "{admin} hat den Bestätigungscode Ihres Zugangs zum Vorsorgeportal für Mitarbeitende zurückgesetzt. Ihre Sitzungen wurden beendet.",
  "backoffice.staff.secondFactor.mail.next":
    "Bei Ihrer nächsten Anmeldung richten Sie den Bestätigungscode mit Ihrer Authenticator-App neu ein und erhalten neue Notfall-Codes. Die alten Codes gelten nicht mehr.",
  "backoffice.staff.secondFactor.mail.action": "Zur Anmeldung",
  "backoffice.staff.secondFactor.mail.notYou":
    "Wenn Sie das nicht erwartet haben, wenden Sie sich bitte sofort an Ihre Administration.",

  "backoffice.staff.mail.subject": "Einladung zum Vorsorgeportal für Mitarbeitende",
  "backoffice.staff.mail.greeting": "Guten Tag,",
  "backoffice.staff.mail.intro":
    "Sie wurden in die Verwaltung des Vorsorgeportals eingeladen (Rolle: {role}).",
  "backoffice.staff.mail.password":
    "Bitte legen Sie über den folgenden Link Ihr Passwort fest (mindestens 12 Zeichen). Danach melden Sie sich mit Ihrer E-Mail-Adresse und diesem Passwort an.",
  "backoffice.staff.mail.action": "Passwort festlegen",
  "backoffice.staff.mail.validity":
    "Der Link gilt 72 Stunden und nur einmal. Ist er abgelaufen, bitten Sie die Administration um eine neue Einladung.",
  "backoffice.staff.mail.oidc":
    "Ein Passwort brauchen Sie nicht: Melden Sie sich mit Ihrem Firmenkonto an, über „Anmeldung für Mitarbeitende“ auf der Anmeldeseite.",
  "backoffice.staff.mail.oidcAction": "Zur Anmeldung",
  "backoffice.staff.mail.ignore":
    "Haben Sie diese Einladung nicht erwartet, ignorieren Sie diese E-Mail bitte.",

  "backoffice.staff.accept.title": "Passwort für Ihren Zugang festlegen",
  "backoffice.staff.accept.lead":
    "Sie wurden als {email} eingeladen. Legen Sie Ihr Passwort fest; es muss mindestens 12 Zeichen lang sein und mindestens einen Kleinbuchstaben enthalten.",
  "backoffice.staff.accept.password": "Neues Passwort",
  "backoffice.staff.accept.submit": "Passwort festlegen",
  "backoffice.staff.accept.invalidTitle": "Einladung ungültig",
  "backoffice.staff.accept.invalid":
    "Dieser Einladungslink ist abgelaufen, wurde schon verwendet oder ist ungültig. Bitte bitten Sie die Administration um eine neue Einladung.",
  "backoffice.staff.accept.done":
    "Ihr Passwort ist festgelegt. Melden Sie sich jetzt mit Ihrer E-Mail-Adresse und dem neuen Passwort an.",

  "backoffice.staff.audit.title": "Protokoll der Änderungen",
  "backoffice.staff.audit.lead":
    "Wer hat wann was geändert, neueste Einträge zuerst. Einträge werden nie gelöscht oder geändert.",
  "backoffice.staff.audit.back": "Zurück zu den Mitarbeitenden",
  "backoffice.staff.audit.filter": "Einträge filtern",
  "backoffice.staff.audit.action": "Aktion (Anfang genügt, z. B. „staff.“)",
  "backoffice.staff.audit.actor": "E-Mail-Adresse der handelnden Person",
  "backoffice.staff.audit.from": "Von (TT.MM.JJJJ)",
  "backoffice.staff.audit.to": "Bis (TT.MM.JJJJ)",
  "backoffice.staff.audit.apply": "Filter anwenden",
  "backoffice.staff.audit.reset": "Filter zurücksetzen",
  "backoffice.staff.audit.badDate": "{field}: Bitte geben Sie ein Datum im Format TT.MM.JJJJ ein.",
  "backoffice.staff.audit.caption": "Protokolleinträge, Seite {page}",
  "backoffice.staff.audit.col.at": "Zeitpunkt",
  "backoffice.staff.audit.col.actor": "Wer",
  "backoffice.staff.audit.col.action": "Aktion",
  "backoffice.staff.audit.col.subject": "Betrifft",
  "backoffice.staff.audit.col.change": "Änderung",
  "backoffice.staff.audit.system": "System",
  "backoffice.staff.audit.unknownActor": "gelöschter Zugang",
  "backoffice.staff.audit.field": "Feld",
  "backoffice.staff.audit.before": "vorher",
  "backoffice.staff.audit.after": "nachher",
  "backoffice.staff.audit.value": "Wert",
  "backoffice.staff.audit.empty": "–",
  "backoffice.staff.audit.none": "Keine Einträge für diese Auswahl.",
  "backoffice.staff.audit.pages": "Seiten des Protokolls",
  "backoffice.staff.audit.newer": "Neuere Einträge",
  "backoffice.staff.audit.older": "Ältere Einträge",
} as const;
