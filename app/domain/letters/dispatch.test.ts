import { describe, expect, it } from "vitest";
import { AFTER_FUNERAL_DAYS, dispatchDate, type StoredShippingChoice } from "./dispatch";

const next = (day: string): StoredShippingChoice => ({
  generic: "EXACT_DATE",
  exact: { day, year: "NEXT_OCCURRENCE", exactYear: null },
});
const inYear = (day: string, exactYear: string | number): StoredShippingChoice => ({
  generic: "EXACT_DATE",
  exact: { day, year: "EXACT_DATE", exactYear },
});

describe("dispatchDate", () => {
  describe("AFTER_FUNERAL", () => {
    const after: StoredShippingChoice = { generic: "AFTER_FUNERAL", exact: null };

    it(`is ${AFTER_FUNERAL_DAYS} days after the funeral`, () => {
      expect(AFTER_FUNERAL_DAYS).toBe(14);
      expect(dispatchDate("2027-03-10", after)).toEqual({ date: "2027-03-24", rule: "afterFuneral" });
    });

    it("crosses month and year ends, and counts 29 February in a leap year", () => {
      expect(dispatchDate("2027-12-25", after)?.date).toBe("2028-01-08");
      expect(dispatchDate("2028-02-20", after)?.date).toBe("2028-03-05");
      expect(dispatchDate("2027-02-20", after)?.date).toBe("2027-03-06");
    });
  });

  describe("YEAR_AFTER_FUNERAL", () => {
    const year: StoredShippingChoice = { generic: "YEAR_AFTER_FUNERAL" };

    it("is the funeral's date one year later, into the next year", () => {
      expect(dispatchDate("2027-03-10", year)).toEqual({ date: "2028-03-10", rule: "yearAfterFuneral" });
      expect(dispatchDate("2027-12-31", year)?.date).toBe("2028-12-31");
    });

    it("moves 29 February to 28 February in a common year, and keeps 28 February", () => {
      expect(dispatchDate("2028-02-29", year)?.date).toBe("2029-02-28");
      expect(dispatchDate("2027-02-28", year)?.date).toBe("2028-02-28");
      expect(dispatchDate("2027-03-01", year)?.date).toBe("2028-03-01");
    });
  });

  describe("EXACT_DATE, next occurrence after the funeral", () => {
    it("takes the day later in the funeral's year", () => {
      expect(dispatchDate("2027-03-10", next("24.12"))).toEqual({
        date: "2027-12-24",
        rule: "nextOccurrence",
      });
    });

    it("takes the next year when the day has passed, and when it is the funeral day itself", () => {
      expect(dispatchDate("2027-03-10", next("01.03"))?.date).toBe("2028-03-01");
      expect(dispatchDate("2027-12-24", next("24.12"))?.date).toBe("2028-12-24");
      expect(dispatchDate("2027-12-23", next("24.12"))?.date).toBe("2027-12-24");
      expect(dispatchDate("2027-12-31", next("1.1"))?.date).toBe("2028-01-01");
    });

    it("sends a 29 February letter on 29 February in a leap year, on 28 February in a common year", () => {
      expect(dispatchDate("2028-01-15", next("29.02"))?.date).toBe("2028-02-29");
      expect(dispatchDate("2027-01-15", next("29.02"))?.date).toBe("2027-02-28");
      // 28 February of the funeral day is not after it: the following year's 28 February.
      expect(dispatchDate("2029-02-28", next("29.02"))?.date).toBe("2030-02-28");
      expect(dispatchDate("2031-03-01", next("29.02"))?.date).toBe("2032-02-29");
      // 1900 and 2100 are common years, 2000 a leap year.
      expect(dispatchDate("2100-01-01", next("29.02"))?.date).toBe("2100-02-28");
      expect(dispatchDate("2000-01-01", next("29.02"))?.date).toBe("2000-02-29");
    });
  });

  describe("EXACT_DATE in a given year", () => {
    it("is that day of that year when it lies after the funeral (stored text or a number)", () => {
      expect(dispatchDate("2027-03-10", inYear("24.12", "2031"))).toEqual({
        date: "2031-12-24",
        rule: "exactYear",
      });
      expect(dispatchDate("2027-03-10", inYear("11.03", 2027))?.date).toBe("2027-03-11");
    });

    it("goes out as after the funeral when the day lies on or before it, marked as passed", () => {
      expect(dispatchDate("2032-05-01", inYear("24.12", "2031"))).toEqual({
        date: "2032-05-15",
        rule: "exactDatePassed",
      });
      expect(dispatchDate("2031-12-24", inYear("24.12", "2031"))?.rule).toBe("exactDatePassed");
    });

    it("takes 28 February for a 29 February in a common year (the form refuses it; old data may hold it)", () => {
      expect(dispatchDate("2027-01-01", inYear("29.02", "2029"))?.date).toBe("2029-02-28");
      expect(dispatchDate("2027-01-01", inYear("29.02", "2032"))?.date).toBe("2032-02-29");
    });
  });

  it("schedules nothing without a readable shipping choice", () => {
    for (const shipping of [
      null,
      undefined,
      { generic: "SOMETIME" },
      { generic: "EXACT_DATE", exact: null },
      next("31.02"),
      next("13.13"),
      next(""),
      { generic: "EXACT_DATE", exact: { day: "24.12", year: "LATER" } },
      inYear("24.12", ""),
      inYear("24.12", "20x1"),
    ] satisfies (StoredShippingChoice | null | undefined)[])
      expect(dispatchDate("2027-03-10", shipping)).toBeNull();
  });

  it("refuses a funeral date that is no calendar date", () => {
    expect(() => dispatchDate("2027-02-30", { generic: "AFTER_FUNERAL" })).toThrow(RangeError);
    expect(() => dispatchDate("10.03.2027", { generic: "AFTER_FUNERAL" })).toThrow(RangeError);
  });
});
