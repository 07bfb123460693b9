import { describe, expect, it } from "vitest";
import { INSURANCE_SUM_LIMITS_CENTS } from "~/domain/finance/constants";
import { cents, type Cents } from "../money";
import { fitInsuranceSum } from "./sum-status";

describe("fitInsuranceSum", () => {
  it("has 1,000 € to 20,000 € as default limits", () => {
    expect(INSURANCE_SUM_LIMITS_CENTS).toEqual({ minimum: 100_000, maximum: 2_000_000 });
  });

  it("keeps a sum within the limits, both ends included", () => {
    expect(fitInsuranceSum(cents(840_000))).toEqual({
      sumCents: 840_000,
      sumStatus: "normal",
      limitCents: null,
    });
    expect(fitInsuranceSum(cents(100_000)).sumStatus).toBe("normal");
    expect(fitInsuranceSum(cents(2_000_000)).sumStatus).toBe("normal");
  });

  it("raises a sum below the minimum and says so", () => {
    expect(fitInsuranceSum(cents(99_999))).toEqual({
      sumCents: 100_000,
      sumStatus: "increased",
      limitCents: 100_000,
    });
    expect(fitInsuranceSum(cents(0)).sumStatus).toBe("increased");
  });

  it("lowers a sum above the maximum and says so", () => {
    expect(fitInsuranceSum(cents(2_000_001))).toEqual({
      sumCents: 2_000_000,
      sumStatus: "decreased",
      limitCents: 2_000_000,
    });
  });

  it("takes other limits", () => {
    const limits = { minimum: 250_000, maximum: 1_250_000 };
    expect(fitInsuranceSum(cents(200_000), limits)).toMatchObject({
      sumCents: 250_000,
      sumStatus: "increased",
    });
    expect(fitInsuranceSum(cents(1_300_000), limits)).toMatchObject({
      sumCents: 1_250_000,
      sumStatus: "decreased",
    });
  });

  it.each([[-1], [10.5], [Number.NaN], ["840000"]])("refuses the amount %s", (amount) => {
    expect(() => fitInsuranceSum(amount as Cents)).toThrow(/requestedCents/);
  });

  it("refuses impossible limits", () => {
    expect(() => fitInsuranceSum(cents(100), { minimum: 500, maximum: 100 })).toThrow(RangeError);
    expect(() => fitInsuranceSum(cents(100), { minimum: -1, maximum: 100 })).toThrow(/minimum/);
  });
});
