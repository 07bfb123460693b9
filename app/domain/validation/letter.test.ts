import { describe, expect, it } from "vitest";
import {
  createLetterShippingDateSchema,
  letterContentSchema,
  letterRecipientSchema,
  parseDayMonth,
} from "./letter";
import { errorsOf, INVALID_DATE, NO_LATIN, POSTAL, REQUIRED, submit, WRONG } from "./test-utils";

const DAY_MONTH = "Bitte geben Sie einen gültigen Tag im Format TT.MM ein, zum Beispiel 24.12.";
const FUTURE_YEAR = "Bitte geben Sie ein Jahr in der Zukunft mit vier Ziffern ein, zum Beispiel 2027.";

const recipient = {
  salutation: "madame",
  firstname: "Anna",
  lastname: "Schmidt",
  street: "Hauptstraße 5a",
  postalcode: "10115",
  city: "Berlin",
};

describe("letter recipient", () => {
  it("accepts a complete recipient without e-mail", () => {
    expect(letterRecipientSchema.parse(recipient)).toEqual({ ...recipient, email: undefined });
  });

  it("requires every field except the e-mail (through Conform)", () => {
    const result = submit(letterRecipientSchema, { email: "" });
    expect(result.status).toBe("error");
    expect(result.error).toEqual({
      salutation: [REQUIRED],
      firstname: [REQUIRED],
      lastname: [REQUIRED],
      street: [REQUIRED],
      postalcode: [REQUIRED],
      city: [REQUIRED],
    });
  });

  it("needs five or more digits as postal code", () => {
    expect(errorsOf(letterRecipientSchema, { ...recipient, postalcode: "1234" })).toEqual({
      postalcode: [POSTAL],
    });
    expect(errorsOf(letterRecipientSchema, { ...recipient, postalcode: "12345" })).toEqual({});
  });

  it("checks an optional e-mail for Latin characters", () => {
    expect(errorsOf(letterRecipientSchema, { ...recipient, email: "jörg@example.de" })).toEqual({
      email: [NO_LATIN],
    });
  });
});

describe("shipping date", () => {
  const schema = createLetterShippingDateSchema({ today: () => "2026-05-10" });

  it("needs only the generic choice for AFTER_FUNERAL and drops exact parts", () => {
    expect(schema.parse({ generic: "AFTER_FUNERAL", exact: { day: "99.99" } })).toEqual({
      generic: "AFTER_FUNERAL",
      exact: null,
    });
    expect(errorsOf(schema, {})).toEqual({ generic: [REQUIRED] });
  });

  it("requires day and year choice for EXACT_DATE (through Conform)", () => {
    const result = submit(schema, { generic: "EXACT_DATE", "exact.day": "", "exact.year": "" });
    expect(result.error).toEqual({ "exact.day": [REQUIRED], "exact.year": [REQUIRED] });
  });

  it("rejects impossible days and unknown year choices", () => {
    expect(
      errorsOf(schema, { generic: "EXACT_DATE", exact: { day: "31.04", year: "NEXT_OCCURRENCE" } }),
    ).toEqual({
      "exact.day": [DAY_MONTH],
    });
    expect(errorsOf(schema, { generic: "EXACT_DATE", exact: { day: "24.12", year: "SOMETIME" } })).toEqual({
      "exact.year": [WRONG],
    });
  });

  it("accepts 29.02 without a fixed year and normalises the day", () => {
    expect(schema.parse({ generic: "EXACT_DATE", exact: { day: "29.2.", year: "NEXT_OCCURRENCE" } })).toEqual(
      {
        generic: "EXACT_DATE",
        exact: { day: "29.02", year: "NEXT_OCCURRENCE", exactYear: null },
      },
    );
    expect(parseDayMonth("32.01")).toBeNull();
  });

  it("needs a valid future exact year when the year choice is EXACT_DATE", () => {
    const exact = (day: string, exactYear?: string) =>
      errorsOf(schema, { generic: "EXACT_DATE", exact: { day, year: "EXACT_DATE", exactYear } });
    expect(exact("24.12")).toEqual({ "exact.exactYear": [REQUIRED] });
    expect(exact("24.12", "27")).toEqual({ "exact.exactYear": [FUTURE_YEAR] });
    expect(exact("24.12", "2025")).toEqual({ "exact.exactYear": [FUTURE_YEAR] });
    expect(exact("10.05", "2026")).toEqual({ "exact.exactYear": [FUTURE_YEAR] });
    expect(exact("11.05", "2026")).toEqual({});
    expect(exact("24.12", "2127")).toEqual({ "exact.exactYear": [FUTURE_YEAR] });
    expect(exact("29.02", "2027")).toEqual({ "exact.day": [INVALID_DATE] });
    expect(exact("29.02", "2028")).toEqual({});
  });

  it("outputs the exact year as a number", () => {
    expect(
      schema.parse({ generic: "EXACT_DATE", exact: { day: "1.6", year: "EXACT_DATE", exactYear: "2030" } }),
    ).toEqual({
      generic: "EXACT_DATE",
      exact: { day: "01.06", year: "EXACT_DATE", exactYear: 2030 },
    });
  });
});

describe("letter content", () => {
  it("saves an empty text as content null", () => {
    expect(letterContentSchema.parse({ text: "  " })).toEqual({ content: null });
    expect(submit(letterContentSchema, { text: "" }).status).toBe("success");
  });

  it("fills in the default style", () => {
    expect(letterContentSchema.parse({ text: "Liebe Anna" })).toEqual({
      content: { text: "Liebe Anna", styles: { color: "black", fontSize: 24, fontFamily: "caveat" } },
    });
  });

  it("reads form values for the style (through Conform)", () => {
    const result = submit(letterContentSchema, {
      text: "Hallo",
      "styles.color": "blue",
      "styles.fontSize": "32",
      "styles.fontFamily": "indie-flower",
    });
    expect(result.status).toBe("success");
    expect(result.value).toEqual({
      content: { text: "Hallo", styles: { color: "blue", fontSize: 32, fontFamily: "indie-flower" } },
    });
  });

  it("rejects unknown styles and over-long texts", () => {
    expect(errorsOf(letterContentSchema, { text: "x", styles: { fontSize: 20 } })).toEqual({
      "styles.fontSize": [WRONG],
    });
    expect(errorsOf(letterContentSchema, { text: "x".repeat(5001) })).toEqual({
      text: ["Bitte geben Sie höchstens 5.000 Zeichen ein."],
    });
  });
});
