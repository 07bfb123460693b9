import { describe, expect, it } from "vitest";
import { cents, type Cents } from "../money";
import { estimateCosts, futureCostCents } from "./future-cost";

describe("futureCostCents", () => {
  it("is years × today's cost × 2 %", () => {
    // 20 years × 5,000.00 € × 0.02 = 2,000.00 €
    expect(futureCostCents(cents(500_000), 20)).toBe(200_000);
    expect(futureCostCents(cents(0), 20)).toBe(0);
    expect(futureCostCents(cents(500_000), 0)).toBe(0);
  });

  it("rounds the result once, half away from zero", () => {
    // 5 × 12,345.67 € × 0.02 = 1,234.567 € → 1,234.57 €
    expect(futureCostCents(cents(1_234_567), 5)).toBe(123_457);
    // 5 × 0.05 € × 0.02 = 0.005 € → 0.01 €
    expect(futureCostCents(cents(5), 5)).toBe(1);
    // 5 × 0.04 € × 0.02 = 0.004 € → 0
    expect(futureCostCents(cents(4), 5)).toBe(0);
  });

  it("takes another rate in whole basis points", () => {
    expect(futureCostCents(cents(100_000), 10, 0.035)).toBe(35_000);
    expect(() => futureCostCents(cents(100_000), 10, 0.00001)).toThrow(RangeError);
    expect(() => futureCostCents(cents(100_000), 10, -0.02)).toThrow(RangeError);
  });

  it.each([[-1], [0.5], [Number.NaN], ["500000"]])("refuses the amount %s", (amount) => {
    expect(() => futureCostCents(amount as Cents, 20)).toThrow(RangeError);
  });

  it("refuses negative or fractional years", () => {
    expect(() => futureCostCents(cents(100_000), -5)).toThrow(RangeError);
    expect(() => futureCostCents(cents(100_000), 2.5)).toThrow(RangeError);
  });
});

describe("estimateCosts", () => {
  const today = "2026-05-10";

  it("adds the future cost to today's cost for a person of 65", () => {
    // Age 65 (unisex) → 19.31 years → 20; 20 × 6,000 € × 0.02 = 2,400 €.
    expect(estimateCosts({ todayCents: cents(600_000), birthDate: "1961-05-10", today })).toEqual({
      age: 65,
      years: 20,
      deathAge: 85,
      todayCents: cents(600_000),
      futureCents: 240_000,
      totalCents: 840_000,
    });
  });

  it("takes the woman's and the man's column of the life table", () => {
    // Age 65: women 20.91 → 25 years (3,000 €), men 17.71 → 20 years (2,400 €).
    expect(
      estimateCosts({ todayCents: cents(600_000), birthDate: "1961-05-10", today, sex: "female" }),
    ).toMatchObject({
      years: 25,
      futureCents: 300_000,
    });
    expect(
      estimateCosts({ todayCents: cents(600_000), birthDate: "1961-05-10", today, sex: "male" }),
    ).toMatchObject({
      years: 20,
      futureCents: 240_000,
    });
  });

  it("uses 50 years when the birth date is missing", () => {
    // 50 × 6,000 € × 0.02 = 6,000 €: the cost doubles.
    expect(estimateCosts({ todayCents: cents(600_000), today })).toMatchObject({
      age: null,
      years: 50,
      futureCents: 600_000,
      totalCents: 1_200_000,
    });
    expect(estimateCosts({ todayCents: cents(600_000), birthDate: null, today }).totalCents).toBe(1_200_000);
  });

  it("refuses bad amounts before anything else", () => {
    expect(() => estimateCosts({ todayCents: cents(-100), today })).toThrow(/todayCents/);
    expect(() => estimateCosts({ todayCents: Number.NaN as Cents, birthDate: "1961-05-10", today })).toThrow(
      /todayCents/,
    );
    expect(() => estimateCosts({ todayCents: cents(100), birthDate: "2030-01-01", today })).toThrow(
      RangeError,
    );
  });
});
