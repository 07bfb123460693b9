import { describe, expect, it } from "vitest";
import { DEFAULT_YEARS_TO_LIVE } from "~/domain/constants";
import {
  LIFE_EXPECTANCY,
  LIFE_EXPECTANCY_MAX_AGE,
  remainingLifeExpectancy,
  roundTimeToLive,
  timeToLive,
} from "./life-expectancy";

describe("life-expectancy table", () => {
  it("covers ages 0 to 100 with the spec's end points", () => {
    expect(LIFE_EXPECTANCY).toHaveLength(101);
    expect(LIFE_EXPECTANCY_MAX_AGE).toBe(100);
    expect(LIFE_EXPECTANCY[0]).toBe(81.34);
    expect(LIFE_EXPECTANCY[100]).toBe(2.04);
  });

  it("decreases strictly with every year of age", () => {
    for (let age = 1; age <= 100; age++) {
      expect(LIFE_EXPECTANCY[age], `age ${age}`).toBeLessThan(LIFE_EXPECTANCY[age - 1]!);
    }
  });

  it("loses at most one year per year of age from age 1 on, as a life table must", () => {
    for (let age = 2; age <= 100; age++) {
      expect(LIFE_EXPECTANCY[age - 1]! - LIFE_EXPECTANCY[age]!, `age ${age}`).toBeLessThanOrEqual(1);
    }
  });

  it("holds two decimals at most and cannot be changed at run time", () => {
    for (const value of LIFE_EXPECTANCY) expect(Math.round(value * 100) / 100).toBe(value);
    expect(Object.isFrozen(LIFE_EXPECTANCY)).toBe(true);
  });
});

describe("remainingLifeExpectancy", () => {
  it("reads the table and keeps the value at 100 for older people", () => {
    expect(remainingLifeExpectancy(0)).toBe(81.34);
    expect(remainingLifeExpectancy(65)).toBe(LIFE_EXPECTANCY[65]);
    expect(remainingLifeExpectancy(100)).toBe(2.04);
    expect(remainingLifeExpectancy(104)).toBe(2.04);
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
    // Age 65: 19.17 years → 20; expected death at 85.
    expect(timeToLive("1961-05-10", today)).toEqual({ age: 65, years: 20, deathAge: 85 });
    // The day before the 65th birthday the person is 64: 19.96 → 20.
    expect(timeToLive("1961-05-11", today)).toEqual({ age: 64, years: 20, deathAge: 84 });
    // Age 40: 41.60 → 45.
    expect(timeToLive("1986-01-01", today)).toEqual({ age: 40, years: 45, deathAge: 85 });
    // 100 and older: 2.04 → 5.
    expect(timeToLive("1920-01-01", today)).toEqual({ age: 106, years: 5, deathAge: 111 });
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
