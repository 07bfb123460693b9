/**
 * The forms of the dispatch list. "Als versendet markieren" (decision 0064): the day the letter was posted
 * (TT.MM.JJJJ or YYYY-MM-DD; not after today, not before the funeral) and the optional e-mail notice. "Rücklauf
 * erfassen" (decision 0096): the day a posted letter came back (not after today, not before it was posted) and why.
 */
import { z } from "zod";
import { parseDateInput, type IsoDate } from "~/domain/dates";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { dateRule } from "./dates";
import { checkbox, requiredEnum, requiredText } from "./fields";
import { LETTER_RETURN_REASONS } from "~/domain/letters/dispatch-list";

export interface SentOnBounds {
  /** Today's German calendar date: the latest day allowed. */
  today: IsoDate;
  /** The funeral's date: the earliest day allowed (none recorded: no lower bound). */
  funeralDate: IsoDate | null;
}

/** The posting day's message, or undefined when it is a date within the bounds. */
export function sentOnRule({ today, funeralDate }: SentOnBounds) {
  return (value: string): string | undefined => {
    const result = parseDateInput(value);
    if (!result.ok) return dateRule(value);
    if (result.date > today) return t("backoffice.letters.error.sentOnFuture");
    if (funeralDate !== null && result.date < funeralDate) {
      return t("backoffice.letters.error.sentOnBeforeFuneral", { date: formatViewDate(funeralDate) });
    }
    return undefined;
  };
}

export function markSentSchema(bounds: SentOnBounds) {
  return z.object({
    sentOn: requiredText(sentOnRule(bounds)).transform((value) => {
      const result = parseDateInput(value);
      return result.ok ? result.date : value;
    }),
    notifyRecipient: checkbox(),
  });
}

export interface ReturnedOnBounds {
  /** Today's German calendar date: the latest day allowed. */
  today: IsoDate;
  /** The day the letter was posted: the earliest day allowed. */
  sentOn: IsoDate;
}

/** The day a letter came back: a date, not after today, not before it was posted. */
export function returnedOnRule({ today, sentOn }: ReturnedOnBounds) {
  return (value: string): string | undefined => {
    const result = parseDateInput(value);
    if (!result.ok) return dateRule(value);
    if (result.date > today) return t("backoffice.letters.error.returnedOnFuture");
    if (result.date < sentOn) {
      return t("backoffice.letters.error.returnedOnBeforeSent", { date: formatViewDate(sentOn) });
    }
    return undefined;
  };
}

/** The form "Rücklauf erfassen" (decision 0096): the day the letter came back and why. */
export function markReturnedSchema(bounds: ReturnedOnBounds) {
  return z.object({
    returnedOn: requiredText(returnedOnRule(bounds)).transform((value) => {
      const result = parseDateInput(value);
      return result.ok ? result.date : value;
    }),
    reason: requiredEnum(LETTER_RETURN_REASONS),
  });
}
