/**
 * Remaining life expectancy and the rounded time to live (spec 001 §9).
 * Source and status of the table: docs/decisions/0012-finance-rules.md.
 */
import { DEFAULT_YEARS_TO_LIVE, TIME_TO_LIVE_ROUND } from "~/domain/constants";
import { todayInGermany, type IsoDate } from "~/domain/dates";
import { ageOn } from "./age";

/**
 * Remaining life expectancy in years by completed age 0–100, both sexes.
 * Ages 0 and 100 are fixed by the spec (81.34 and 2.04). Ages 1–99 approximate
 * the Destatis period life table 2021/23 (mean of the male and female columns):
 * five-year values as known to us, the years between interpolated monotonically.
 * PRODUCT OWNER: replace ages 1–99 with the official figures before go-live.
 */
// prettier-ignore
export const LIFE_EXPECTANCY: readonly number[] = Object.freeze([
  81.34, 79.85, 78.86, 77.88, 76.89, 75.90, 74.91, 73.92, 72.93, 71.94, // 0–9
  70.95, 69.96, 68.96, 67.97, 66.98, 65.99, 65.00, 64.02, 63.03, 62.05, // 10–19
  61.07, 60.09, 59.11, 58.13, 57.16, 56.18, 55.20, 54.23, 53.25, 52.27, // 20–29
  51.30, 50.33, 49.35, 48.38, 47.41, 46.44, 45.47, 44.50, 43.53, 42.56, // 30–39
  41.60, 40.64, 39.68, 38.72, 37.76, 36.81, 35.86, 34.92, 33.98, 33.05, // 40–49
  32.12, 31.20, 30.29, 29.39, 28.49, 27.60, 26.72, 25.84, 24.97, 24.11, // 50–59
  23.26, 22.42, 21.59, 20.77, 19.96, 19.17, 18.40, 17.63, 16.89, 16.15, // 60–69
  15.42, 14.70, 13.99, 13.29, 12.60, 11.92, 11.25, 10.59, 9.94, 9.31, // 70–79
  8.70, 8.11, 7.54, 6.99, 6.47, 5.98, 5.52, 5.07, 4.66, 4.27, // 80–89
  3.93, 3.62, 3.32, 3.05, 2.82, 2.63, 2.47, 2.33, 2.20, 2.11, // 90–99
  2.04, // 100
]);

/** The oldest age of the table; older people get its last value. */
export const LIFE_EXPECTANCY_MAX_AGE = LIFE_EXPECTANCY.length - 1;

/** Remaining years of life at a completed age (ages above 100 use the value at 100). */
export function remainingLifeExpectancy(age: number): number {
  if (!Number.isSafeInteger(age) || age < 0)
    throw new RangeError(`Not an age in completed years: ${String(age)}`);
  return LIFE_EXPECTANCY[Math.min(age, LIFE_EXPECTANCY_MAX_AGE)]!;
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
  const hundredths = Math.round(years * 100);
  return Math.max(1, Math.ceil(hundredths / (step * 100))) * step;
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
 * Time to live of a person: from the birth date ("YYYY-MM-DD") and today's
 * German date; without a birth date the spec's default of 50 years.
 * Throws a RangeError for a malformed birth date or one after today.
 */
export function timeToLive(
  birthDate: IsoDate | null | undefined,
  today: IsoDate = todayInGermany(),
): TimeToLive {
  if (birthDate == null || birthDate === "")
    return { age: null, years: DEFAULT_YEARS_TO_LIVE, deathAge: null };
  const age = ageOn(birthDate, today);
  const years = roundTimeToLive(remainingLifeExpectancy(age));
  return { age, years, deathAge: age + years };
}
