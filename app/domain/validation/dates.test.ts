import { describe, expect, it } from "vitest";
import { z } from "zod";
import { birthDateBounds, birthDateField, dateField } from "./dates";
import { errorOf, INVALID_DATE, REQUIRED } from "./test-utils";

const DATE = "Bitte geben Sie ein Datum im Format TT.MM.JJJJ ein, zum Beispiel 24.12.1950.";
const range = (max: string) =>
  `Bitte geben Sie ein Geburtsdatum zwischen dem 01.01.1920 und dem ${max} ein. Sie müssen mindestens 18 Jahre alt sein.`;

const at = (today: string) => z.object({ birth: birthDateField({ today: () => today }) });
const check = (today: string, birth: unknown) => errorOf(at(today), { birth }, "birth");

describe("birth date", () => {
  it("accepts exactly 18 years ago and rejects one day less", () => {
    expect(check("2026-05-10", "10.05.2008")).toBeUndefined();
    expect(check("2026-05-10", "11.05.2008")).toBe(range("10.05.2008"));
  });

  it("accepts 1920-01-01 and rejects 1919-12-31", () => {
    expect(check("2026-05-10", "01.01.1920")).toBeUndefined();
    expect(check("2026-05-10", "31.12.1919")).toBe(range("10.05.2008"));
  });

  it("handles a 29 February today", () => {
    expect(check("2024-02-29", "28.02.2006")).toBeUndefined();
    expect(check("2024-02-29", "01.03.2006")).toBe(range("28.02.2006"));
  });

  it("accepts the date input's ISO value and outputs an ISO date", () => {
    expect(at("2026-05-10").parse({ birth: "1950-12-24" })).toEqual({ birth: "1950-12-24" });
    expect(at("2026-05-10").parse({ birth: " 4.7.1950 " })).toEqual({ birth: "1950-07-04" });
  });

  it("names missing, malformed and impossible dates", () => {
    expect(check("2026-05-10", undefined)).toBe(REQUIRED);
    expect(check("2026-05-10", "")).toBe(REQUIRED);
    expect(check("2026-05-10", "24.12.50")).toBe(DATE);
    expect(check("2026-05-10", "gestern")).toBe(DATE);
    expect(check("2026-05-10", "31.02.1950")).toBe(INVALID_DATE);
  });

  it("reads the clock at each parse", () => {
    let today = "2026-05-10";
    const schema = z.object({ birth: birthDateField({ today: () => today }) });
    expect(errorOf(schema, { birth: "11.05.2008" }, "birth")).toBeDefined();
    today = "2026-05-11";
    expect(errorOf(schema, { birth: "11.05.2008" }, "birth")).toBeUndefined();
  });

  it("computes the bounds", () => {
    expect(birthDateBounds("2026-05-10")).toEqual({ min: "1920-01-01", max: "2008-05-10" });
  });
});

describe("plain date", () => {
  it("accepts any real date", () => {
    expect(z.object({ d: dateField() }).parse({ d: "01.01.2100" })).toEqual({ d: "2100-01-01" });
  });
});
