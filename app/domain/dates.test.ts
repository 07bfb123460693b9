import { describe, expect, it } from "vitest";
import {
  calendarDateInGermany,
  isoDateAtNoon,
  isValidCalendarDate,
  parseDateInput,
  parseIsoDate,
  subtractYears,
  todayInGermany,
} from "./dates";

describe("calendar dates", () => {
  it("knows leap years and month lengths", () => {
    expect(isValidCalendarDate(2000, 2, 29)).toBe(true);
    expect(isValidCalendarDate(1900, 2, 29)).toBe(false);
    expect(isValidCalendarDate(2024, 4, 31)).toBe(false);
    expect(isValidCalendarDate(2024, 12, 31)).toBe(true);
  });

  it("parses ISO dates strictly", () => {
    expect(parseIsoDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate("2023-02-29")).toBeNull();
    expect(parseIsoDate("2024-2-1")).toBeNull();
  });

  it("parses typed and date-input dates and names the problem", () => {
    expect(parseDateInput("24.12.1950")).toEqual({ ok: true, date: "1950-12-24" });
    expect(parseDateInput("1950-12-24")).toEqual({ ok: true, date: "1950-12-24" });
    expect(parseDateInput("31.04.1950")).toEqual({ ok: false, reason: "invalid" });
    expect(parseDateInput("1950-04-31")).toEqual({ ok: false, reason: "invalid" });
    expect(parseDateInput("24 Dez 1950")).toEqual({ ok: false, reason: "format" });
  });

  it("subtracts years and clamps 29 February", () => {
    expect(subtractYears("2026-05-10", 18)).toBe("2008-05-10");
    expect(subtractYears("2024-02-29", 18)).toBe("2006-02-28");
    expect(subtractYears("2024-02-29", 4)).toBe("2020-02-29");
    expect(() => subtractYears("10.05.2026", 1)).toThrow(RangeError);
  });

  it("takes today and timestamps in German time", () => {
    expect(calendarDateInGermany(new Date("2024-06-30T22:30:00Z"))).toBe("2024-07-01");
    expect(todayInGermany(new Date("2024-01-01T12:00:00Z"))).toBe("2024-01-01");
  });

  it("gives the same German date when asked again within the hour (remembered per UTC hour)", () => {
    const cases: [string, string][] = [
      ["2024-03-30T22:59:59.999Z", "2024-03-30"], // winter time: midnight is 23:00 UTC
      ["2024-03-30T23:00:00.000Z", "2024-03-31"],
      ["2024-03-31T21:59:59.999Z", "2024-03-31"], // the night summer time began: midnight is 22:00 UTC
      ["2024-03-31T22:00:00.000Z", "2024-04-01"],
      ["2024-10-26T21:59:59.999Z", "2024-10-26"],
      ["2024-10-26T22:00:00.000Z", "2024-10-27"],
      ["2024-10-27T22:59:59.999Z", "2024-10-27"], // the night winter time began
      ["2024-10-27T23:00:00.000Z", "2024-10-28"],
      ["1890-06-30T23:30:00.000Z", "1890-07-01"], // local mean time (+0:53:28) before 1893: not remembered
      ["1890-06-30T23:00:00.000Z", "1890-06-30"],
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const [instant, date] of cases) expect(calendarDateInGermany(new Date(instant))).toBe(date);
    }
  });

  it("stores a calendar date at noon UTC", () => {
    expect(isoDateAtNoon("1950-12-24")).toBe("1950-12-24T12:00:00.000Z");
    expect(() => isoDateAtNoon("1950-13-01")).toThrow(RangeError);
  });
});
