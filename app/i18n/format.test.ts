import { describe, expect, it } from "vitest";
import {
  formatApiDate,
  formatPdfDate,
  formatViewDate,
  formatViewDateTime,
  lowerCaseEmail,
  parseViewDate,
} from "./format";
import { formatCents } from "./currency";
import { formatIban } from "./iban";
import { formatPhone, toE164 } from "./phone";

describe("date formatters", () => {
  it("formats an ISO calendar date for view, API and PDF", () => {
    expect(formatViewDate("1950-12-24")).toBe("24.12.1950");
    expect(formatApiDate("1950-12-24")).toBe("1950.12.24");
    expect(formatPdfDate("1950-12-24")).toBe("24-12-50");
  });

  it("pads single-digit days and months", () => {
    expect(formatViewDate("2024-01-05")).toBe("05.01.2024");
  });

  it("shows a timestamp as its calendar date in Germany", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin (UTC+1).
    expect(formatViewDate("2023-12-31T23:30:00.000Z")).toBe("01.01.2024");
    expect(formatViewDate(new Date("2024-07-01T22:30:00.000Z"))).toBe("02.07.2024");
    // A birth date stored at noon UTC keeps its day.
    expect(formatViewDate("1950-12-24T12:00:00.000Z")).toBe("24.12.1950");
  });

  it("returns an empty text for values that are not dates", () => {
    expect(formatViewDate("nonsense")).toBe("");
    expect(formatViewDate(new Date(Number.NaN))).toBe("");
  });
});

describe("parseViewDate", () => {
  it("parses TT.MM.JJJJ into an ISO calendar date", () => {
    expect(parseViewDate("24.12.1950")).toBe("1950-12-24");
    expect(parseViewDate(" 1.2.1950 ")).toBe("1950-02-01");
    expect(parseViewDate("29.02.2000")).toBe("2000-02-29");
  });

  it("returns null for impossible days and months", () => {
    expect(parseViewDate("31.02.2000")).toBeNull();
    expect(parseViewDate("29.02.1999")).toBeNull();
    expect(parseViewDate("00.01.2000")).toBeNull();
    expect(parseViewDate("12.13.2000")).toBeNull();
  });

  it("returns null for other shapes", () => {
    expect(parseViewDate("1950-12-24")).toBeNull();
    expect(parseViewDate("24.12.50")).toBeNull();
    expect(parseViewDate("24/12/1950")).toBeNull();
    expect(parseViewDate("")).toBeNull();
  });
});

describe("formatCents", () => {
  it("formats integer cents as German euros with a non-breaking space", () => {
    expect(formatCents(123456)).toBe("1.234,56\u00a0€");
    expect(formatCents(150)).toBe("1,50\u00a0€");
    expect(formatCents(0)).toBe("0,00\u00a0€");
    expect(formatCents(-995)).toBe("-9,95\u00a0€");
  });

  it("drops zero cents on request only", () => {
    expect(formatCents(800000, { wholeEuros: true })).toBe("8.000\u00a0€");
    expect(formatCents(1850, { wholeEuros: true })).toBe("18,50\u00a0€");
    expect(formatCents(1800)).toBe("18,00\u00a0€");
  });
});

describe("toE164", () => {
  it.each([
    ["030 1234567", "+49301234567"],
    ["0151 12345678", "+4915112345678"],
    ["(030) 123-4567", "+49301234567"],
    ["0049 30 1234567", "+49301234567"],
    ["+49 30 1234567", "+49301234567"],
    ["49 30 1234567", "+49301234567"],
    ["+43 1 234567", "+431234567"],
  ])("converts %s", (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it("returns null when the number is not valid", () => {
    expect(toE164("0123")).toBeNull();
    expect(toE164("hello")).toBeNull();
    expect(toE164("")).toBeNull();
  });
});

describe("formatPhone", () => {
  it.each([
    ["+491712345678", "0171 2345678"],
    ["+49431123456", "0431 123456"],
    ["+49301234567", "030 1234567"],
    ["+431234567", "+43 1 234567"],
  ])("shows %s as %s", (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it("round-trips: what it shows converts back to what is stored", () => {
    for (const stored of ["+491712345678", "+49431123456", "+431234567"]) {
      expect(toE164(formatPhone(stored))).toBe(stored);
    }
  });

  it("shows anything else as stored, and nothing as empty", () => {
    expect(formatPhone("0431 12")).toBe("0431 12");
    expect(formatPhone(null)).toBe("");
  });
});

describe("lowerCaseEmail and formatIban", () => {
  it("trims and lower-cases e-mail addresses", () => {
    expect(lowerCaseEmail("  Max.Mustermann@Example.DE ")).toBe("max.mustermann@example.de");
  });

  it("groups an IBAN in fours", () => {
    expect(formatIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    expect(formatIban("de89 3704 0044 0532 0130 00")).toBe("DE89 3704 0044 0532 0130 00");
  });
});

describe("formatViewDateTime", () => {
  it("shows date and time in German time, winter and summer", () => {
    expect(formatViewDateTime(new Date("2026-11-26T05:45:00Z"))).toBe("26.11.2026, 06:45");
    expect(formatViewDateTime(new Date("2026-07-01T22:30:00Z"))).toBe("02.07.2026, 00:30");
  });
});
