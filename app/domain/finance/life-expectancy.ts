/**
 * Remaining life expectancy and the rounded time to live.
 *
 * Source: Statistisches Bundesamt (Destatis), Sterbetafel 2022/24 (period life table,
 * Germany), GENESIS-Online table 12621-0001, column "Durchschnittliche Lebenserwartung
 * [e(x)]" by sex and completed age 0–100; © Statistisches Bundesamt (Destatis), 2025,
 * as of 09.12.2025. Figures copied unchanged (two decimals). Where they were taken from
 * and why: docs/decisions/0034-navigation-constants-life-table.md.
 */
import { DEFAULT_YEARS_TO_LIVE, TIME_TO_LIVE_ROUND } from "~/domain/finance/constants";
import type { IsoDate } from "~/domain/dates";
import { ageOn } from "./age";

/** The columns of the life table; "unisex" is our mean of the two published columns. */
export type LifeTableSex = "male" | "female" | "unisex";

/** Sterbetafel 2022/24, männlich, e(x) for ages 0–100. */
// prettier-ignore
const MALE: readonly number[] = [
  78.47, 77.73, 76.75, 75.77, 74.78, 73.79, 72.79, 71.80, 70.81, 69.81, // 0–9
  68.82, 67.83, 66.83, 65.84, 64.84, 63.85, 62.86, 61.88, 60.89, 59.92, // 10–19
  58.94, 57.97, 57.00, 56.02, 55.05, 54.07, 53.09, 52.12, 51.14, 50.17, // 20–29
  49.19, 48.22, 47.24, 46.27, 45.30, 44.34, 43.37, 42.41, 41.46, 40.50, // 30–39
  39.55, 38.60, 37.65, 36.71, 35.77, 34.83, 33.90, 32.97, 32.05, 31.14, // 40–49
  30.22, 29.32, 28.43, 27.54, 26.66, 25.78, 24.92, 24.07, 23.22, 22.39, // 50–59
  21.58, 20.77, 19.98, 19.21, 18.45, 17.71, 16.98, 16.26, 15.56, 14.86, // 60–69
  14.18, 13.51, 12.85, 12.20, 11.57, 10.94, 10.33, 9.73, 9.14, 8.56, // 70–79
  8.00, 7.47, 6.94, 6.43, 5.94, 5.47, 5.03, 4.61, 4.22, 3.87, // 80–89
  3.55, 3.25, 2.99, 2.76, 2.56, 2.37, 2.20, 2.06, 1.94, 1.86, // 90–99
  1.76, // age 100
];

/** Sterbetafel 2022/24, weiblich, e(x) for ages 0–100. */
// prettier-ignore
const FEMALE: readonly number[] = [
  83.19, 82.44, 81.45, 80.47, 79.47, 78.48, 77.49, 76.50, 75.50, 74.51, // 0–9
  73.51, 72.52, 71.52, 70.53, 69.53, 68.54, 67.55, 66.56, 65.57, 64.58, // 10–19
  63.60, 62.61, 61.62, 60.63, 59.64, 58.65, 57.66, 56.68, 55.69, 54.70, // 20–29
  53.71, 52.73, 51.74, 50.76, 49.78, 48.80, 47.82, 46.84, 45.86, 44.89, // 30–39
  43.92, 42.95, 41.99, 41.02, 40.06, 39.10, 38.14, 37.18, 36.23, 35.28, // 40–49
  34.34, 33.40, 32.47, 31.54, 30.61, 29.70, 28.78, 27.87, 26.97, 26.08, // 50–59
  25.19, 24.32, 23.45, 22.59, 21.74, 20.91, 20.08, 19.26, 18.45, 17.65, // 60–69
  16.86, 16.07, 15.30, 14.54, 13.79, 13.05, 12.32, 11.61, 10.92, 10.24, // 70–79
  9.57, 8.93, 8.30, 7.69, 7.10, 6.53, 6.00, 5.50, 5.04, 4.61, // 80–89
  4.21, 3.85, 3.53, 3.24, 2.99, 2.75, 2.55, 2.37, 2.22, 2.10, // 90–99
  2.00, // age 100
];

/** The table's figures have two decimals: years are rounded and compared in hundredths. */
const HUNDREDTHS = 100;

/**
 * Remaining life expectancy by completed age 0–100 per column. "unisex" is the mean of the
 * male and female figures rounded to hundredths (Destatis publishes no both-sexes table);
 * it serves where the sex is unknown and for insurance premiums, which EU law requires to be
 * the same for women and men (Court of Justice C-236/09, Test-Achats).
 */
export const LIFE_TABLE: Readonly<Record<LifeTableSex, readonly number[]>> = Object.freeze({
  male: Object.freeze([...MALE]),
  female: Object.freeze([...FEMALE]),
  unisex: Object.freeze(
    MALE.map((male, age) => Math.round(((male + FEMALE[age]!) / 2) * HUNDREDTHS) / HUNDREDTHS),
  ),
});

/** The unisex column (see LIFE_TABLE). */
export const LIFE_EXPECTANCY: readonly number[] = LIFE_TABLE.unisex;

/** The oldest age of the table; older people get its last value. */
export const LIFE_EXPECTANCY_MAX_AGE = LIFE_EXPECTANCY.length - 1;

/** Remaining years of life at a completed age (ages above 100 use the value at 100). */
export function remainingLifeExpectancy(age: number, sex: LifeTableSex = "unisex"): number {
  if (!Number.isSafeInteger(age) || age < 0)
    throw new RangeError(`Not an age in completed years: ${String(age)}`);
  return LIFE_TABLE[sex][Math.min(age, LIFE_EXPECTANCY_MAX_AGE)]!;
}

/**
 * Rounds remaining years UP to the next multiple of `step` (timeToLiveRound 5):
 * 0.01–5 → 5, 5.01–10 → 10. Rounding up errs on the side of higher future
 * costs and never yields 0 years for a living person (decision 0012).
 */
export function roundTimeToLive(years: number, step: number = TIME_TO_LIVE_ROUND): number {
  if (!Number.isFinite(years) || years < 0) throw new RangeError(`Not a number of years: ${String(years)}`);
  if (!Number.isSafeInteger(step) || step <= 0) throw new RangeError(`Not a rounding step: ${String(step)}`);
  // Table values have two decimals; compare in hundredths so 15.00 stays 15.
  const hundredths = Math.round(years * HUNDREDTHS);
  return Math.max(1, Math.ceil(hundredths / (step * HUNDREDTHS))) * step;
}

export interface TimeToLive {
  /** Completed years today; null when the birth date is missing. */
  age: number | null;
  /** Remaining years, rounded per timeToLiveRound (default 50 without a birth date). */
  years: number;
  /** Expected age at death: age + years; null when the birth date is missing. */
  deathAge: number | null;
}

/**
 * Time to live of a person: from the birth date ("YYYY-MM-DD"), today's German
 * date and the life-table column; without a birth date the spec's default of 50 years.
 * Throws a RangeError for a malformed birth date or one after today.
 */
export function timeToLive(
  birthDate: IsoDate | null | undefined,
  today: IsoDate,
  sex: LifeTableSex = "unisex",
): TimeToLive {
  if (birthDate == null || birthDate === "")
    return { age: null, years: DEFAULT_YEARS_TO_LIVE, deathAge: null };
  const age = ageOn(birthDate, today);
  const years = roundTimeToLive(remainingLifeExpectancy(age, sex));
  return { age, years, deathAge: age + years };
}
