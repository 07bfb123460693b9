import { describe, expect, it } from "vitest";
import { DEFAULT_YEARS_TO_LIVE } from "~/domain/finance/constants";
import {
  LIFE_EXPECTANCY,
  LIFE_EXPECTANCY_MAX_AGE,
  LIFE_TABLE,
  remainingLifeExpectancy,
  roundTimeToLive,
  timeToLive,
  type LifeTableSex,
} from "./life-expectancy";

// Published figures of the Sterbetafel 2022/24 (Destatis, GENESIS table 12621-0001, e(x)),
// read off the source independently of the table in the module.
const PUBLISHED: ReadonlyArray<[age: number, male: number, female: number]> = [
  [0, 78.47, 83.19],
  [18, 60.89, 65.57],
  [40, 39.55, 43.92],
  [60, 21.58, 25.19],
  [65, 17.71, 20.91],
  [80, 8.0, 9.57],
  [90, 3.55, 4.21],
  [100, 1.76, 2.0],
];

describe("life table (Destatis Sterbetafel 2022/24)", () => {
  it.each(PUBLISHED)("age %i: men %f, women %f years as published", (age, male, female) => {
    expect(LIFE_TABLE.male[age]).toBe(male);
    expect(LIFE_TABLE.female[age]).toBe(female);
    expect(remainingLifeExpectancy(age, "male")).toBe(male);
    expect(remainingLifeExpectancy(age, "female")).toBe(female);
  });

  it("covers ages 0 to 100 in every column", () => {
    for (const column of Object.values(LIFE_TABLE)) expect(column).toHaveLength(101);
    expect(LIFE_EXPECTANCY_MAX_AGE).toBe(100);
    expect(LIFE_EXPECTANCY).toBe(LIFE_TABLE.unisex);
  });

  it("takes the unisex column as the mean of the two published ones", () => {
    expect(LIFE_TABLE.unisex[0]).toBe(80.83);
    expect(LIFE_TABLE.unisex[65]).toBe(19.31);
    for (let age = 0; age <= 100; age++) {
      const mean = (LIFE_TABLE.male[age]! + LIFE_TABLE.female[age]!) / 2;
      expect(Math.abs(LIFE_TABLE.unisex[age]! - mean), `age ${age}`).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });

  it.each(Object.keys(LIFE_TABLE) as LifeTableSex[])(
    "%s: decreases with every year of age and loses at most one year per year from age 1 on",
    (sex) => {
      const column = LIFE_TABLE[sex];
      for (let age = 1; age <= 100; age++) {
        expect(column[age], `age ${age}`).toBeLessThan(column[age - 1]!);
        if (age >= 2) expect(column[age - 1]! - column[age]!, `age ${age}`).toBeLessThanOrEqual(1);
      }
    },
  );

  it("holds two decimals at most and cannot be changed at run time", () => {
    for (const column of Object.values(LIFE_TABLE)) {
      for (const value of column) expect(Math.round(value * 100) / 100).toBe(value);
      expect(Object.isFrozen(column)).toBe(true);
    }
    expect(Object.isFrozen(LIFE_TABLE)).toBe(true);
  });
});

describe("remainingLifeExpectancy", () => {
  it("reads the unisex column by default and keeps the value at 100 for older people", () => {
    expect(remainingLifeExpectancy(0)).toBe(80.83);
    expect(remainingLifeExpectancy(65)).toBe(LIFE_TABLE.unisex[65]);
    expect(remainingLifeExpectancy(100)).toBe(1.88);
    expect(remainingLifeExpectancy(104)).toBe(1.88);
    expect(remainingLifeExpectancy(104, "female")).toBe(2.0);
  });

  it.each([[-1], [20.5], [Number.NaN]])("refuses the age %s", (age) => {
    expect(() => remainingLifeExpectancy(age)).toThrow(RangeError);
  });
});

describe("roundTimeToLive (timeToLiveRound 5, upwards)", () => {
  it("rounds up to the next multiple of 5 and keeps exact multiples", () => {
    expect(roundTimeToLive(2.04)).toBe(5);
    expect(roundTimeToLive(5)).toBe(5);
    expect(roundTimeToLive(5.01)).toBe(10);
    expect(roundTimeToLive(15.0)).toBe(15);
    expect(roundTimeToLive(15.000000000000002)).toBe(15);
    expect(roundTimeToLive(81.34)).toBe(85);
  });

  it("never gives a living person zero years", () => {
    expect(roundTimeToLive(0)).toBe(5);
  });

  it("takes another step and refuses nonsense", () => {
    expect(roundTimeToLive(11, 10)).toBe(20);
    expect(() => roundTimeToLive(-1)).toThrow(RangeError);
    expect(() => roundTimeToLive(Number.NaN)).toThrow(RangeError);
    expect(() => roundTimeToLive(10, 0)).toThrow(RangeError);
  });
});

describe("timeToLive", () => {
  const today = "2026-05-10";

  it("derives age, rounded years and death age from the birth date", () => {
    // Age 65, unisex: 19.31 years → 20; expected death at 85.
    expect(timeToLive("1961-05-10", today)).toEqual({ age: 65, years: 20, deathAge: 85 });
    // The day before the 65th birthday the person is 64: 20.10 → 25.
    expect(timeToLive("1961-05-11", today)).toEqual({ age: 64, years: 25, deathAge: 89 });
    // Age 40: 41.74 → 45.
    expect(timeToLive("1986-01-01", today)).toEqual({ age: 40, years: 45, deathAge: 85 });
    // 100 and older: 1.88 → 5.
    expect(timeToLive("1920-01-01", today)).toEqual({ age: 106, years: 5, deathAge: 111 });
  });

  it("gives a woman of 60 more years than a man of 60", () => {
    // Men 21.58 → 25, women 25.19 → 30.
    expect(timeToLive("1966-05-10", today, "male")).toEqual({ age: 60, years: 25, deathAge: 85 });
    expect(timeToLive("1966-05-10", today, "female")).toEqual({ age: 60, years: 30, deathAge: 90 });
  });

  it("takes 50 years when the birth date is missing", () => {
    const missing = { age: null, years: DEFAULT_YEARS_TO_LIVE, deathAge: null };
    expect(DEFAULT_YEARS_TO_LIVE).toBe(50);
    expect(timeToLive(null, today)).toEqual(missing);
    expect(timeToLive(undefined, today)).toEqual(missing);
    expect(timeToLive("", today)).toEqual(missing);
  });

  it("refuses malformed and future birth dates", () => {
    expect(() => timeToLive("01.01.1960", today)).toThrow(RangeError);
    expect(() => timeToLive("2026-05-11", today)).toThrow(RangeError);
  });
});
