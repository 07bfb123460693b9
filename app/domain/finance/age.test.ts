import { describe, expect, it } from "vitest";
import { ageOn } from "./age";

describe("ageOn", () => {
  it("completes a year on the birthday, not the day before", () => {
    expect(ageOn("2008-05-10", "2026-05-09")).toBe(17);
    expect(ageOn("2008-05-10", "2026-05-10")).toBe(18);
    expect(ageOn("2008-05-10", "2026-05-11")).toBe(18);
  });

  it("lets a 29 February child come of age on 1 March in a common year", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
    expect(ageOn("2008-02-29", "2028-02-28")).toBe(19);
    expect(ageOn("2008-02-29", "2028-02-29")).toBe(20);
  });

  it("counts across the turn of the year", () => {
    expect(ageOn("1950-12-31", "2025-12-30")).toBe(74);
    expect(ageOn("1950-12-31", "2025-12-31")).toBe(75);
    expect(ageOn("1951-01-01", "2025-12-31")).toBe(74);
    expect(ageOn("2026-05-10", "2026-05-10")).toBe(0);
  });

  it("refuses malformed dates and birth dates in the future", () => {
    expect(() => ageOn("10.05.2008", "2026-05-10")).toThrow(RangeError);
    expect(() => ageOn("2008-02-30", "2026-05-10")).toThrow(RangeError);
    expect(() => ageOn("2008-05-10", "")).toThrow(RangeError);
    expect(() => ageOn("2026-05-11", "2026-05-10")).toThrow(RangeError);
  });
});
