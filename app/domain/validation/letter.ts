/** Letter forms: recipient, shipping date, content. */
import { z } from "zod";
import {
  LETTER_COLORS,
  LETTER_DEFAULT_STYLE,
  LETTER_FONT_SIZES,
  LETTER_FONTS,
  LETTER_MAX_YEARS_AHEAD,
  LETTER_SHIPPING_GENERIC,
  LETTER_SHIPPING_YEARS,
  LETTER_TEXT_MAX_LENGTH,
  type LetterColor,
  type LetterFont,
  type LetterFontSize,
  type LetterShippingGeneric,
  type LetterShippingYear,
} from "~/domain/letters/constants";
import { SALUTATIONS } from "~/domain/salutation";
import { isValidCalendarDate, parseIsoDate, toIsoDate } from "~/domain/dates";
import { t } from "~/i18n";
import { germanClock, type ClockOptions } from "./dates";
import {
  letterPostalCodeRule,
  multilineText,
  nameField,
  optionalEmailField,
  requiredEnum,
  requiredText,
  stringOrUndefined,
  whenObjectParsed,
} from "./fields";
import { DAY_MONTH_PATTERN, YEAR_PATTERN } from "./patterns";

export const letterRecipientSchema = z.object({
  salutation: requiredEnum(SALUTATIONS),
  firstname: nameField(),
  lastname: nameField(),
  street: requiredText(),
  postalcode: requiredText(letterPostalCodeRule),
  city: requiredText(),
  email: optionalEmailField("latin"),
});
export type LetterRecipientInput = z.output<typeof letterRecipientSchema>;

/** Parses "TT.MM" into day and month; 29.02. is a valid day (a leap year may follow). */
export function parseDayMonth(text: string): { day: number; month: number } | null {
  const match = DAY_MONTH_PATTERN.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  return isValidCalendarDate(2000, month, day) ? { day, month } : null;
}

const pad = (value: number) => String(value).padStart(2, "0");

export type LetterShippingDate =
  | { generic: Exclude<LetterShippingGeneric, "EXACT_DATE">; exact: null }
  | {
      generic: "EXACT_DATE";
      /** day "DD.MM", zero-padded; exactYear only when year is EXACT_DATE */
      exact: { day: string; year: LetterShippingYear; exactYear: number | null };
    };

const optionalString = () => z.string().trim().optional();

/**
 * Shipping date: generic required. For EXACT_DATE the day "TT.MM" must be a
 * real day and month and the year choice is required; when the year choice is
 * EXACT_DATE, exactYear must be a four-digit year such that the whole date
 * lies after today (and at most 100 years ahead).
 */
export function createLetterShippingDateSchema({ today = germanClock }: ClockOptions = {}) {
  return z
    .object({
      generic: requiredEnum(LETTER_SHIPPING_GENERIC),
      exact: z
        .object({ day: optionalString(), year: optionalString(), exactYear: optionalString() })
        .optional(),
    })
    .superRefine(
      ({ exact }, ctx) => {
        const fail = (field: "day" | "year" | "exactYear", message: string) =>
          ctx.addIssue({ code: "custom", path: ["exact", field], message });
        // Runs even when other parts failed: read the parts defensively.
        const parts: Record<string, unknown> = typeof exact === "object" && exact !== null ? exact : {};
        const day = stringOrUndefined(parts.day);
        const year = stringOrUndefined(parts.year);
        const exactYear = stringOrUndefined(parts.exactYear);
        const dayMonth = day ? parseDayMonth(day) : null;
        if (!day) fail("day", t("validation.required"));
        else if (!dayMonth) fail("day", t("validation.dayMonth"));
        if (!year) return fail("year", t("validation.required"));
        if (!(LETTER_SHIPPING_YEARS as readonly string[]).includes(year))
          return fail("year", t("validation.wrong"));
        if (year !== "EXACT_DATE") return;
        const now = parseIsoDate(today());
        const currentYear = now?.year ?? 0;
        const futureYear = () => t("validation.futureYear", { example: String(currentYear + 1) });
        if (!exactYear) return fail("exactYear", t("validation.required"));
        const yearNumber = Number(exactYear);
        if (
          !YEAR_PATTERN.test(exactYear) ||
          yearNumber < currentYear ||
          yearNumber > currentYear + LETTER_MAX_YEARS_AHEAD
        ) {
          return fail("exactYear", futureYear());
        }
        if (!dayMonth) return;
        if (!isValidCalendarDate(yearNumber, dayMonth.month, dayMonth.day)) {
          return fail("day", t("validation.invalidDate"));
        }
        const date = toIsoDate({ year: yearNumber, month: dayMonth.month, day: dayMonth.day });
        if (now && date <= toIsoDate(now)) fail("exactYear", futureYear());
      },
      whenObjectParsed((value) => value.generic === "EXACT_DATE"),
    )
    .transform(({ generic, exact }): LetterShippingDate => {
      if (generic !== "EXACT_DATE") return { generic, exact: null };
      const dayMonth = parseDayMonth(exact?.day ?? "");
      const year = exact?.year as LetterShippingYear;
      return {
        generic,
        exact: {
          day: dayMonth ? `${pad(dayMonth.day)}.${pad(dayMonth.month)}` : "",
          year,
          exactYear: year === "EXACT_DATE" ? Number(exact?.exactYear) : null,
        },
      };
    });
}

export interface LetterContent {
  text: string;
  styles: { color: LetterColor; fontSize: LetterFontSize; fontFamily: LetterFont };
}

const wrong = () => t("validation.wrong");

/** Letter text and style; an empty text is saved as content null. */
export const letterContentSchema = z
  .object({
    text: multilineText(LETTER_TEXT_MAX_LENGTH),
    styles: z
      .object({
        color: z.enum(LETTER_COLORS, { error: wrong }).default(LETTER_DEFAULT_STYLE.color),
        fontSize: z.literal(LETTER_FONT_SIZES, { error: wrong }).default(LETTER_DEFAULT_STYLE.fontSize),
        fontFamily: z.enum(LETTER_FONTS, { error: wrong }).default(LETTER_DEFAULT_STYLE.fontFamily),
      })
      .default(LETTER_DEFAULT_STYLE),
  })
  .transform(({ text, styles }): { content: LetterContent | null } => ({
    content: text ? { text, styles } : null,
  }));
