import { describe, expect, it } from "vitest";
import { multiplyCents, requireCents } from "./money";

describe("requireCents", () => {
  it("accepts whole non-negative cents", () => {
    expect(requireCents(0)).toBe(0);
    expect(requireCents(123_456)).toBe(123_456);
  });

  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY], ["1000"], [null], [undefined], [2 ** 53]])(
    "refuses %s",
    (value) => {
      expect(() => requireCents(value, "todayCents")).toThrow(/todayCents/);
    },
  );
});

describe("multiplyCents", () => {
  it("rounds once, half away from zero", () => {
    expect(multiplyCents(5, 1, 2)).toBe(3); // 2.5 → 3
    expect(multiplyCents(-5, 1, 2)).toBe(-3); // -2.5 → -3
    expect(multiplyCents(7, 1, 3)).toBe(2); // 2.33 → 2
    expect(multiplyCents(123_457, 5_000, 10_000)).toBe(61_729); // 61728.5 → 61729
  });

  it("stays exact where floating point would not", () => {
    // 0.07 × 100 = 7.000000000000001 in floating point; here exactly 7.
    expect(multiplyCents(100, 700, 10_000)).toBe(7);
    expect(multiplyCents(Number.MAX_SAFE_INTEGER, 1, 1)).toBe(Number.MAX_SAFE_INTEGER);
    expect(multiplyCents(Number.MAX_SAFE_INTEGER - 1, 1, 2)).toBe(4_503_599_627_370_495);
  });

  it("refuses fractions it cannot compute exactly", () => {
    expect(() => multiplyCents(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
    expect(() => multiplyCents(100, 1, 0)).toThrow(RangeError);
    expect(() => multiplyCents(100, 0.5, 1)).toThrow(RangeError);
    expect(() => multiplyCents(1.5, 1, 1)).toThrow(RangeError);
  });
});
