import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  euroAmountField,
  germanAlphanumericRule,
  germanCityRule,
  germanPostalCodeRule,
  letterPostalCodeRule,
  multilineText,
  nameField,
  optionalText,
  passwordField,
  phoneField,
  requiredEnum,
  requiredText,
  signInPasswordField,
} from "./fields";
import { PLACE_NAME_PATTERN, GERMAN_ALPHANUMERIC_PATTERN, PHONE_PATTERN } from "./patterns";
import { CITY, errorOf, LENGTH_6, POSTAL, REQUIRED, TRIM, WRONG } from "./test-utils";

const WRONG_NAME = "Bitte verwenden Sie nur Buchstaben, Leerzeichen, Punkt, Bindestrich und Apostroph.";
const LOWERCASE = "Das Passwort muss mindestens einen Kleinbuchstaben enthalten.";
const PHONE =
  "Bitte geben Sie eine gültige Telefonnummer ein, die mit 0 oder einer Ländervorwahl wie +49 beginnt, zum Beispiel 030 1234567.";
const TEXT = "Bitte verwenden Sie nur Buchstaben, Ziffern, Leerzeichen und die Zeichen . , - & ( ) /";
const AMOUNT = "Bitte Beträge ohne Cent oder Buchstaben";

const check = (field: z.ZodType, value: unknown) => errorOf(z.object({ value: field }), { value }, "value");

describe("names", () => {
  it.each([
    "Anna",
    "Hans-Peter",
    "Müller",
    "Strauß",
    "José María",
    "Dr. Öztürk",
    "O'Brien",
    "D’Angelo",
    "Łukasz",
  ])("accepts %s", (name) => {
    expect(check(nameField(), name)).toBeUndefined();
  });

  it.each(["Anna1", "-Anna", "Anna!", "Иван", "Anna_Lena"])("rejects %s", (name) => {
    expect(check(nameField(), name)).toBe(WRONG_NAME);
  });

  // Names go into mails to other people's addresses: no text a mail client would link (decision 0030).
  it.each([
    "www.gewinn.de",
    "Gewinn www",
    "Anna beispiel.com",
    "Kredit.de",
    "WWW.X.DE",
    "http",
    "Https Anna",
  ])("rejects the web address in %s", (name) => {
    expect(check(nameField(), name)).toBe("Bitte geben Sie hier keine Internetadresse ein, nur den Namen.");
  });

  it.each(["A. B. Müller", "A.B.", "Dr. Öztürk", "Hans-Peter St. Clair", "Wwwonka"])(
    "still accepts %s",
    (name) => {
      expect(check(nameField(), name)).toBeUndefined();
    },
  );

  it("requires a value and trims it", () => {
    expect(check(nameField(), undefined)).toBe(REQUIRED);
    expect(check(nameField(), "  ")).toBe(REQUIRED);
    expect(z.object({ n: nameField() }).parse({ n: "  Anna  " })).toEqual({ n: "Anna" });
  });

  it("accepts decomposed umlauts (normalised to NFC)", () => {
    expect(z.object({ n: nameField() }).parse({ n: "Mu\u0308ller" })).toEqual({ n: "Müller" });
  });

  it("limits names to 100 characters", () => {
    expect(check(nameField(), "A".repeat(100))).toBeUndefined();
    expect(check(nameField(), "A".repeat(101))).toBe("Bitte geben Sie höchstens 100 Zeichen ein.");
  });
});

describe("passwords", () => {
  it("requires at least 6 characters", () => {
    expect(check(passwordField(), undefined)).toBe(REQUIRED);
    expect(check(passwordField(), "abcde")).toBe(LENGTH_6);
    expect(check(passwordField(), "abcdef")).toBeUndefined();
  });

  it("rejects leading and trailing whitespace but allows inner spaces", () => {
    expect(check(passwordField(), " abcdef")).toBe(TRIM);
    expect(check(passwordField(), "abcdef ")).toBe(TRIM);
    expect(check(passwordField(), "abc\tdef\n")).toBe(TRIM);
    expect(check(passwordField(), "abc def")).toBeUndefined();
  });

  it("keeps the password as typed", () => {
    expect(z.object({ p: passwordField() }).parse({ p: "Geheim1" })).toEqual({ p: "Geheim1" });
  });

  it("a new password needs a lowercase letter", () => {
    expect(check(passwordField(), "GEHEIM123")).toBe(LOWERCASE);
    expect(check(passwordField(), "123456")).toBe(LOWERCASE);
    expect(check(passwordField(), "GEHEIMä1")).toBeUndefined();
  });

  it("limits the length", () => {
    expect(check(passwordField(), "a".repeat(129))).toBe("Bitte geben Sie höchstens 128 Zeichen ein.");
  });

  it("sign-in only checks presence and minimum length", () => {
    expect(check(signInPasswordField(), "")).toBe(REQUIRED);
    expect(check(signInPasswordField(), "12345")).toBe(LENGTH_6);
    expect(check(signInPasswordField(), " 12345")).toBeUndefined();
    // Passwords set before the lowercase rule still sign in.
    expect(check(signInPasswordField(), "GEHEIM123")).toBeUndefined();
  });
});

describe("phone numbers", () => {
  it.each([
    ["030 1234567", "+49301234567"],
    ["0151/123 456 78", "+4915112345678"],
    ["030 / 123-4567", "+49301234567"],
    ["4930 1234567", "+49301234567"],
    ["+49 30 1234567", "+49301234567"],
    ["+43 1 234567", "+431234567"],
  ])("accepts %s and outputs E.164", (input, e164) => {
    expect(z.object({ phone: phoneField() }).parse({ phone: input })).toEqual({ phone: e164 });
  });

  it.each([
    ["starts with 1", "1301234567"],
    ["starts with +1", "+1 202 555 0100"],
    ["starts with 5", "5301234567"],
    ["too short for the pattern", "012"],
    ["too long for the pattern", `0${"1".repeat(15)}`],
    ["letters", "030 12345AB"],
    ["starts with a bracket (the spec's rule: it must start with 0, 4 or +4)", "(030) 1234567"],
    ["not a real number", "0123"],
  ])("rejects a number that %s", (_case, input) => {
    expect(check(phoneField(), input)).toBe(PHONE);
  });

  it("requires a value", () => {
    expect(check(phoneField(), undefined)).toBe(REQUIRED);
  });

  it("pattern boundaries: prefix plus 3 to 14 characters", () => {
    expect(PHONE_PATTERN.test("0123")).toBe(true);
    expect(PHONE_PATTERN.test("012")).toBe(false);
    expect(PHONE_PATTERN.test(`0${"1".repeat(14)}`)).toBe(true);
    expect(PHONE_PATTERN.test(`0${"1".repeat(15)}`)).toBe(false);
    expect(PHONE_PATTERN.test("+4 (30) 12/3-4")).toBe(true);
    expect(PHONE_PATTERN.test("+5301234567")).toBe(false);
  });
});

describe("postal codes", () => {
  const german = requiredText(germanPostalCodeRule);
  const letter = requiredText(letterPostalCodeRule);

  it("German postal code: exactly five digits", () => {
    expect(check(german, "10115")).toBeUndefined();
    expect(check(german, "1011")).toBe(POSTAL);
    expect(check(german, "101155")).toBe(POSTAL);
    expect(check(german, "1011A")).toBe(POSTAL);
    expect(check(german, "")).toBe(REQUIRED);
  });

  it("letter postal code: five or more digits", () => {
    expect(check(letter, "1011")).toBe(POSTAL);
    expect(check(letter, "10115")).toBeUndefined();
    expect(check(letter, "1234567890")).toBeUndefined();
    expect(check(letter, "12345678901")).toBe(POSTAL);
    expect(check(letter, "10 115")).toBe(POSTAL);
  });
});

describe("German text patterns", () => {
  it.each([
    "Berlin",
    "Frankfurt am Main",
    "Halle (Saale)",
    "Neustadt/Weinstr.",
    "Mülheim an der Ruhr",
    "St. Ingbert",
    "Bautzen - Budyšin",
    "Cottbus - Chóśebuz",
    "Lohsa - Łaz",
  ])("city %s is valid", (city) => {
    expect(check(requiredText(germanCityRule), city)).toBeUndefined();
  });

  it.each(["Berlin 1", "Paris!", "Москва", "(Saale)", "Köln<script>"])("city %s is invalid", (city) => {
    expect(check(requiredText(germanCityRule), city)).toBe(CITY);
  });

  it("alphanumeric text allows digits and common punctuation", () => {
    expect(check(requiredText(germanAlphanumericRule), "VR-Bank Rhein-Sieg eG")).toBeUndefined();
    expect(check(requiredText(germanAlphanumericRule), "1822direkt")).toBeUndefined();
    expect(check(requiredText(germanAlphanumericRule), "Merck Finck & Co, Köln")).toBeUndefined();
    expect(check(requiredText(germanAlphanumericRule), "Bank <script>")).toBe(TEXT);
    expect(GERMAN_ALPHANUMERIC_PATTERN.test("-Bank")).toBe(false);
    expect(PLACE_NAME_PATTERN.test("Ärzte")).toBe(true);
  });
});

describe("funeralSiteEstimatedPrice (whole euros)", () => {
  it.each(["0", "1500", "7", "9999999"])("accepts %s", (value) => {
    expect(check(euroAmountField(), value)).toBeUndefined();
  });

  it.each(["0123", "12,50", "12.50", "1500€", "abc", "-5", "00"])("rejects %s", (value) => {
    expect(check(euroAmountField(), value)).toBe(AMOUNT);
  });

  it("requires a value and caps the digits", () => {
    expect(check(euroAmountField(), "")).toBe(REQUIRED);
    expect(check(euroAmountField(), "10000000")).toBe("Bitte geben Sie höchstens 7 Zeichen ein.");
  });
});

describe("texts, choices", () => {
  it("optional text turns blank into undefined", () => {
    const schema = z.object({ note: optionalText() });
    expect(schema.parse({ note: "   " })).toEqual({ note: undefined });
    expect(schema.parse({ note: " x " })).toEqual({ note: "x" });
  });

  it("multiline text counts a CRLF line break as one character", () => {
    const schema = z.object({ note: multilineText(5) });
    expect(schema.parse({ note: "ab\r\ncd" })).toEqual({ note: "ab\ncd" });
    expect(errorOf(schema, { note: "abc\r\ndef" }, "note")).toBe("Bitte geben Sie höchstens 5 Zeichen ein.");
  });

  it("a required choice reports missing and unknown values differently", () => {
    const choice = requiredEnum(["sir", "madame"]);
    expect(check(choice, undefined)).toBe(REQUIRED);
    expect(check(choice, "king")).toBe(WRONG);
    expect(check(choice, "madame")).toBeUndefined();
  });
});
