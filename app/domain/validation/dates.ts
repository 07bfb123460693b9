/**
 * Date fields. Dates are accepted as "TT.MM.JJJJ" (typed) or "YYYY-MM-DD"
 * (<input type="date">) and come out as ISO calendar dates "YYYY-MM-DD".
 * Rules that depend on today take a clock, so tests can pin the date.
 */
import { BIRTH_DATE_MIN, MIN_AGE_YEARS } from "~/domain/constants";
import { parseDateInput, subtractYears, todayInGermany, type IsoDate } from "~/domain/dates";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { firstOf, optionalText, requiredText, type Rule } from "./fields";

/** Returns today's calendar date in Germany. */
export type Clock = () => IsoDate;
/**
 * The form schemas' default: they also run in the browser, where no runtime clock exists. A server action whose
 * rule must follow the test clock passes `today` from `runtime.clock` (the cancellation, the letter's date).
 */
// eslint-disable-next-line no-restricted-syntax -- the browser's clock, see above
export const germanClock: Clock = () => todayInGermany(new Date());

export interface ClockOptions {
  /** Today's date; defaults to the current date in Germany, read at each parse. */
  today?: Clock;
}

/** Format and existence of a date: date (wrong shape) or invalidDate (31.02.). */
export const dateRule: Rule = (value) => {
  const result = parseDateInput(value);
  if (result.ok) return undefined;
  return t(result.reason === "format" ? "validation.date" : "validation.invalidDate");
};

const toIsoDate = (value: string): IsoDate => {
  const result = parseDateInput(value);
  return result.ok ? result.date : value;
};

/** A required date of any value. */
export function dateField() {
  return requiredText(dateRule).transform(toIsoDate);
}

/**
 * An optional date: empty → undefined; otherwise format and existence (dateRule), then `range` on the ISO
 * date (e.g. "not in the past"), which returns a German message or undefined.
 */
export function optionalDateField(range: (date: IsoDate) => string | undefined = () => undefined) {
  const rangeRule: Rule = (value) => {
    const result = parseDateInput(value);
    return result.ok ? range(result.date) : undefined;
  };
  return optionalText(firstOf(dateRule, rangeRule)).transform((value) =>
    value === undefined ? undefined : toIsoDate(value),
  );
}

/** Earliest and latest valid birth date for today, both inclusive. */
export function birthDateBounds(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: BIRTH_DATE_MIN, max: subtractYears(today, MIN_AGE_YEARS) };
}

/** Birth date: required, between 1920-01-01 and exactly 18 years ago (inclusive). */
export function birthDateField({ today = germanClock }: ClockOptions = {}) {
  return requiredText((value) => {
    const result = parseDateInput(value);
    if (!result.ok) return dateRule(value);
    const { min, max } = birthDateBounds(today());
    if (result.date < min || result.date > max) {
      return t("validation.birthDateRange", {
        min: formatViewDate(min),
        max: formatViewDate(max),
        minAge: MIN_AGE_YEARS,
      });
    }
    return undefined;
  }).transform(toIsoDate);
}
