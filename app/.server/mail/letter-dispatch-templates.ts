/**
 * Mails of the letter dispatch (decision 0064): the short notice to a letter's recipient that a
 * letter from the customer is on its way by post (never the letter's text), and the daily reminder to customer
 * care when letters are overdue. Plain like the portal's other mails (the layout of ./profile-templates.ts).
 */
import type { Hotline } from "~/domain/constants";
import { t } from "~/i18n";
import type { Mail } from "./outbox";
import { compose } from "./profile-templates";

export interface LetterDispatchNoticeInput {
  to: string;
  /** "Vorname Nachname" of the customer who wrote the letter. */
  customerName: string;
  /** The day it was posted, as shown ("TT.MM.JJJJ"). */
  sentOn: string;
  hotline: Hotline;
}

/** To the recipient: a letter from the customer is on its way. Only the fact and the day, no content. */
export function letterDispatchNoticeMail(input: LetterDispatchNoticeInput): Mail {
  const customer = input.customerName || t("backoffice.letters.mail.notice.someone");
  return compose(
    input.to,
    "letters.dispatchNotice",
    t("backoffice.letters.mail.notice.subject", { customer }),
    [
      t("mail.salutation", { salutation: "other", lastname: "" }),
      t("backoffice.letters.mail.notice.intro", { customer, date: input.sentOn }),
      t("backoffice.letters.mail.notice.content"),
      t("backoffice.letters.mail.notice.missing"),
    ],
    input.hotline,
  );
}

export interface OverdueLettersMailInput {
  to: string;
  count: number;
  /** Absolute link to the dispatch list. */
  link: string;
  /** The German day of the reminder, as shown. */
  today: string;
}

/** To customer care, once a day while letters are overdue: how many, and where the list is. */
export function overdueLettersMail(input: OverdueLettersMailInput): Mail {
  return compose(
    input.to,
    "letters.overdueReminder",
    t("backoffice.letters.mail.overdue.subject", { count: input.count }),
    [
      t("mail.salutation", { salutation: "other", lastname: "" }),
      t("backoffice.letters.mail.overdue.intro", { count: input.count, today: input.today }),
      t("backoffice.letters.mail.overdue.link", { link: input.link }),
    ],
  );
}
