import { AFTER_FUNERAL_DAYS } from "~/domain/letters/dispatch";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";

/** What the list needs of a dispatch to say its rule. */
export interface RuleSource {
  rule: string;
  dueOn: string;
  /** The shipping choice's day "TT.MM". */
  exactDay: string | null;
  exactYear: string | null;
}

/** "TT.MM" → "TT.MM." as a German date without a year is written. */
const dayOf = (day: string | null) => (day ? `${day.trim().replace(/\.$/, "")}.` : "");

/**
 * The rule that gave a letter's date, in German: "14 Tage nach der Beisetzung", "ein Jahr nach der Beisetzung",
 * "am 24.12., dem nächsten nach der Beisetzung", "am 24.12.2027", and for a chosen day that had passed, plainly
 * that it had and that the letter goes out as after the funeral instead (decision 0060).
 */
export function dispatchRuleText(source: RuleSource): string {
  const days = AFTER_FUNERAL_DAYS;
  switch (source.rule) {
    case "afterFuneral":
      return t("backoffice.letters.rule.afterFuneral", { days });
    case "yearAfterFuneral":
      return t("backoffice.letters.rule.yearAfterFuneral");
    case "nextOccurrence":
      return t("backoffice.letters.rule.nextOccurrence", { day: dayOf(source.exactDay) });
    case "exactYear":
      return t("backoffice.letters.rule.exactYear", { date: formatViewDate(source.dueOn) });
    default:
      return t("backoffice.letters.rule.exactDatePassed", {
        days,
        date: `${dayOf(source.exactDay)}${source.exactYear ?? ""}`,
      });
  }
}
