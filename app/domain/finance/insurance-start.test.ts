import { describe, expect, it } from "vitest";
import { todayInGermany } from "~/domain/dates";
import { insuranceStartDate } from "./insurance-start";

describe("insuranceStartDate", () => {
  it("starts today on the 1st of a month", () => {
    expect(insuranceStartDate("2026-05-01")).toBe("2026-05-01");
    expect(insuranceStartDate("2026-01-01")).toBe("2026-01-01");
  });

  it("starts on the 1st of next month on any later day", () => {
    expect(insuranceStartDate("2026-05-02")).toBe("2026-06-01");
    expect(insuranceStartDate("2026-05-31")).toBe("2026-06-01");
    expect(insuranceStartDate("2024-02-29")).toBe("2024-03-01");
  });

  it("moves into the next year after the 1st of December", () => {
    expect(insuranceStartDate("2026-12-31")).toBe("2027-01-01");
    expect(insuranceStartDate("2026-12-02")).toBe("2027-01-01");
    expect(insuranceStartDate("2026-12-01")).toBe("2026-12-01");
  });

  it("counts from the German calendar date of the caller's instant", () => {
    // 22:30 UTC on 31 May is already 1 June in Germany: the insurance starts that day.
    expect(insuranceStartDate(todayInGermany(new Date("2026-05-31T22:30:00Z")))).toBe("2026-06-01");
    // 21:30 UTC is still 31 May in Germany.
    expect(insuranceStartDate(todayInGermany(new Date("2026-05-31T21:30:00Z")))).toBe("2026-06-01");
    expect(insuranceStartDate(todayInGermany(new Date("2026-06-01T22:30:00Z")))).toBe("2026-07-01");
  });

  it("refuses malformed dates", () => {
    expect(() => insuranceStartDate("31.12.2026")).toThrow(RangeError);
    expect(() => insuranceStartDate("2026-02-30")).toThrow(RangeError);
  });
});
