import { describe, expect, it } from "vitest";
import { formatCents } from "~/i18n/currency";
import { cents, discounted, gross, parseEuros, sum, times, ZERO_CENTS } from "./money";

describe("cents", () => {
  it("accepts whole numbers of cents only", () => {
    expect(cents(1800)).toBe(1800);
    expect(() => cents(18.5)).toThrow(RangeError);
    expect(() => cents(Number.NaN)).toThrow(RangeError);
    expect(() => cents(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it("never yields a negative zero", () => {
    expect(Object.is(cents(-0), 0)).toBe(true);
    expect(formatCents(cents(-0))).toBe("0,00\u00a0€");
  });
});

describe("gross", () => {
  it("adds 19 % VAT, and 7 % for flowers", () => {
    expect(gross(cents(10000))).toBe(11900);
    expect(gross(cents(10000), "coffin")).toBe(11900);
    expect(gross(cents(10000), "flower")).toBe(10700);
  });

  it("rounds a half cent away from zero, anything less down", () => {
    // 50 × 1.19 = 59.5 → 60; 150 × 1.07 = 160.5 → 161; 1 × 1.19 = 1.19 → 1; 3 × 1.19 = 3.57 → 4
    expect(gross(cents(50))).toBe(60);
    expect(gross(cents(150), "flower")).toBe(161);
    expect(gross(cents(1))).toBe(1);
    expect(gross(cents(3))).toBe(4);
    expect(gross(cents(-50))).toBe(-60);
  });

  it("is exact where floating point is not", () => {
    // 1.15 € × 1.19 = 1.3685 € → 1,37 €, while 115 * 1.19 is 136.85000000000002 in floating point.
    expect(gross(cents(115))).toBe(137);
    // 2.50 € × 1.07 = 2.675 €: a half cent, rounded up (2.675 * 100 is 267.49999999999997 in floating point).
    expect(gross(cents(250), "flower")).toBe(268);
    expect(gross(ZERO_CENTS)).toBe(0);
  });

  it("rounds per line: the sum of gross lines is what the customer sees", () => {
    const lines = [cents(50), cents(50)].map((net) => gross(net));
    expect(sum(lines)).toBe(120); // not gross(100) = 119
  });
});

describe("discounted (price − price × d / 100)", () => {
  it("leaves the price at 0 % and makes it free at 100 %", () => {
    expect(discounted(cents(123457), 0)).toBe(123457);
    expect(discounted(cents(123457), 100)).toBe(0);
  });

  it("takes the price-guarantee steps", () => {
    expect(discounted(cents(1800), 10)).toBe(1620);
    expect(discounted(cents(1800), 25)).toBe(1350);
    expect(discounted(cents(1800), 50)).toBe(900);
  });

  it("rounds the discount half away from zero, so a half cent goes to the customer", () => {
    expect(discounted(cents(1), 50)).toBe(0); // discount 0.5 → 1
    expect(discounted(cents(999), 50)).toBe(499); // discount 499.5 → 500
    expect(discounted(cents(999), 25)).toBe(749); // discount 249.75 → 250
    expect(discounted(cents(1001), 10)).toBe(901); // discount 100.1 → 100
  });

  it("refuses percentages outside 0…100 and fractions", () => {
    expect(() => discounted(cents(100), -1)).toThrow(RangeError);
    expect(() => discounted(cents(100), 101)).toThrow(RangeError);
    expect(() => discounted(cents(100), 12.5)).toThrow(RangeError);
    expect(() => discounted(cents(100), Number.NaN)).toThrow(RangeError);
  });
});

describe("sum and times", () => {
  it("adds amounts, 0 for none", () => {
    expect(sum([])).toBe(0);
    expect(sum([cents(150), cents(1800), cents(-50)])).toBe(1900);
  });

  it("multiplies by whole quantities (letters at 1,50 €)", () => {
    expect(times(cents(150), 3)).toBe(450);
    expect(() => times(cents(150), 1.5)).toThrow(RangeError);
  });
});

describe("parseEuros", () => {
  it("reads German amounts", () => {
    expect(parseEuros("18")).toBe(1800);
    expect(parseEuros("18,5")).toBe(1850);
    expect(parseEuros("18,05")).toBe(1805);
    expect(parseEuros("1.234,56")).toBe(123456);
    expect(parseEuros(" 1234,56 € ")).toBe(123456);
    expect(parseEuros("-9,95")).toBe(-995);
  });

  it("reads what customers type into the cost form", () => {
    expect(parseEuros("1.500")).toBe(150_000);
    expect(parseEuros("1.500 €")).toBe(150_000);
    expect(parseEuros("1.500\u00a0€")).toBe(150_000);
    expect(parseEuros("€ 1.500")).toBe(150_000);
    expect(parseEuros("1500,50")).toBe(150_050);
    expect(parseEuros("5000")).toBe(500_000);
    expect(parseEuros("5000 EUR")).toBe(500_000);
    expect(parseEuros("5000 Euro")).toBe(500_000);
    expect(parseEuros("1.000.000")).toBe(100_000_000);
  });

  it("refuses what is not an amount, or has more than two decimals", () => {
    for (const text of [
      "",
      "abc",
      "18,555",
      "18.5",
      "1.23,00",
      "1,2,3",
      "€",
      "12e3",
      "1.5000",
      "15.00.000",
      "€€ 5",
      "5 € €",
    ]) {
      expect(parseEuros(text), text).toBeNull();
    }
  });

  it("formats back the way it reads (at the edge, de-DE)", () => {
    expect(formatCents(parseEuros("1.234,56")!)).toBe("1.234,56\u00a0€");
  });
});
