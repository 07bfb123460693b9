import { describe, expect, it } from "vitest";
import {
  ERRORS_MAX,
  FIELD_RULES,
  germanIssue,
  controlCharacterErrors,
  fieldErrors,
  isIdempotencyKey,
  looksLikeApiKey,
  partnerProposalSchema,
} from "./request";

const today = () => "2026-11-26";
const valid = {
  funeralType: "sea",
  funeralPlan: "high",
  place: { code: "24103", city: "Kiel" },
  provisionBirth: "1950-04-01",
  salutation: "sir",
  firstname: "Hans",
  lastname: "Muster",
  email: "Hans@Example.de",
  phone: "0431 1234567",
};

describe("partner proposal request", () => {
  it("accepts the registration data with the funnel's normalisation", () => {
    const result = partnerProposalSchema({ today }).parse({ ...valid, couponCode: "winter" });
    expect(result).toMatchObject({ email: "hans@example.de", phone: "+494311234567", couponCode: "WINTER" });
  });

  it("names every refused field once, unknown fields and nested ones included, in German", () => {
    const result = partnerProposalSchema({ today }).safeParse({
      ...valid,
      place: { code: "24103" },
      provisionBirth: "2010-01-01",
      tracking: { utmSource: "x".repeat(300), foo: 1 },
      bar: true,
    });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors.map((e) => e.field).sort()).toEqual([
      "bar",
      "place.city",
      "provisionBirth",
      "tracking.foo",
      "tracking.utmSource",
    ]);
    expect(errors.find((e) => e.field === "place.city")).toEqual({
      field: "place.city",
      pointer: "/place/city",
      detail: "Dieses Feld muss ausgefüllt werden.",
    });
    expect(errors.find((e) => e.field === "bar")?.detail).toBe("Dieses Feld ist unbekannt.");
  });

  it("refuses a body that is no object", () => {
    const result = partnerProposalSchema({ today }).safeParse([1]);
    expect(fieldErrors(result.error!)).toEqual([
      { field: "", pointer: "", detail: "Bitte senden Sie ein JSON-Objekt." },
    ]);
  });

  it("checks the shape of keys and idempotency keys", () => {
    expect(looksLikeApiKey("vp_live_" + "a".repeat(43))).toBe(true);
    expect(looksLikeApiKey("vp_live_" + "a".repeat(42))).toBe(false);
    expect(isIdempotencyKey("abc-123")).toBe(true);
    expect(isIdempotencyKey("")).toBe(false);
    expect(isIdempotencyKey("a b")).toBe(false);
    expect(isIdempotencyKey("x".repeat(256))).toBe(false);
    expect(isIdempotencyKey(null)).toBe(false);
  });
});

describe("control characters in a partner's JSON", () => {
  it("names every field whose text holds one, nested and in lists, with a JSON pointer", () => {
    const errors = controlCharacterErrors({
      referrer: "a\u0000b",
      place: { code: "24103", city: "Kiel\u0007" },
      tracking: { utmSource: "ok\ttab\nline" },
      list: ["x", "y\u007f"],
      firstname: "Anna",
    });
    expect(errors.map((e) => [e.field, e.pointer])).toEqual([
      ["referrer", "/referrer"],
      ["place.city", "/place/city"],
      ["list.1", "/list/1"],
    ]);
    expect(errors[0]!.detail).toMatch(/Steuerzeichen/);
  });

  it("finds one in a field's name, and names at most a few fields", () => {
    expect(controlCharacterErrors({ "a\u0000": 1 }).map((e) => e.field)).toEqual(["a?"]);
    const many = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`f${i}`, "\u0000"]));
    // One more than the answer names: it cuts the list and says so (problems.ts).
    expect(controlCharacterErrors(many)).toHaveLength(ERRORS_MAX + 1);
    expect(controlCharacterErrors({ text: "Grüße\r\n\tAnna", n: 3, ok: true, none: null })).toEqual([]);
    // Nested deeper than any stack: an answer at once, not a crash (a 500); the schema refuses such a body.
    const deep = JSON.parse("[".repeat(200_000) + '"\\u0000"' + "]".repeat(200_000)) as unknown;
    expect(controlCharacterErrors(deep)).toEqual([]);
  });
});

/** The errors of a body, as [field, detail], parsed as the service parses it. */
const refused = (body: unknown) => {
  const result = partnerProposalSchema({ today }).safeParse(body, { error: germanIssue });
  return result.success ? [] : fieldErrors(result.error).map((e) => [e.field, e.detail] as const);
};
const ENGLISH = /\b(Invalid|expected|received|Unrecognized|must|Too (big|small))\b/;

describe("the contract the OpenAPI document states (decision 0095)", () => {
  it("refuses an unknown field inside place, as at the top and in tracking", () => {
    expect(refused({ ...valid, place: { code: "24103", city: "Kiel", district: "Mitte" } })).toEqual([
      ["place.district", "Dieses Feld ist unbekannt."],
    ]);
  });

  it("refuses an empty couponCode, referrer and funeralSiteId (minLength 1) but takes them left out", () => {
    const errors = refused({ ...valid, couponCode: "", referrer: "", funeralSiteId: "" });
    expect(errors.map(([field]) => field)).toEqual(["funeralSiteId", "referrer", "couponCode"]);
    for (const [, detail] of errors) expect(detail).toMatch(/leerer Text ist nicht erlaubt/);
    expect(refused(valid)).toEqual([]);
  });

  it("takes ISO 8601 dates only, and speaks of ISO, not TT.MM.JJJJ", () => {
    for (const provisionBirth of [
      "01.04.1950",
      "1950-04-01T00:00:00Z",
      "1950-4-1",
      " 1950-04-01",
      "19500401",
    ]) {
      const errors = refused({ ...valid, provisionBirth });
      expect(errors.map(([field]) => field)).toEqual(["provisionBirth"]);
      expect(errors[0]![1]).toMatch(/ISO 8601/);
      expect(errors[0]![1]).not.toMatch(/TT\.MM\.JJJJ/);
    }
    expect(refused({ ...valid, provisionBirth: "1950-02-30" })[0]![1]).toMatch(/Dieses Datum gibt es nicht/);
    expect(refused({ ...valid, provisionBirth: "1919-12-31" })[0]![1]).toMatch(/ISO 8601/);
    const tooYoung = refused({ ...valid, provisionBirth: "2008-11-27" });
    expect(tooYoung[0]![1]).toBe(
      "Bitte senden Sie ein Geburtsdatum zwischen 1920-01-01 und 2008-11-26 (ISO 8601): Die Person muss mindestens 18 Jahre alt sein.",
    );
    expect(refused({ ...valid, provisionBirth: "2008-11-26" })).toEqual([]);
    expect(refused({ ...valid, provisionBirth: "1920-01-01" })).toEqual([]);
  });

  it("answers in German for every wrong type, null included", () => {
    const errors = refused({
      ...valid,
      tracking: null,
      place: "Kiel",
      firstname: 5,
      funeralType: null,
      couponCode: ["A"],
      referrer: {},
      salutation: true,
    });
    expect(errors.map(([field]) => field).sort()).toEqual(
      ["couponCode", "firstname", "funeralType", "place", "referrer", "salutation", "tracking"].sort(),
    );
    for (const [, detail] of errors) expect(detail).not.toMatch(ENGLISH);
    expect(Object.fromEntries(errors).tracking).toBe("Bitte senden Sie ein JSON-Objekt.");
    expect(Object.fromEntries(errors).firstname).toBe("Bitte senden Sie hier einen Text (JSON-String).");
    expect(Object.fromEntries(errors).funeralType).toBe(
      "Erlaubt sind nur diese Werte: burial, cremation, sea, tree.",
    );
  });

  it("checks the text as sent, as the document's patterns do: no trimming first", () => {
    const fields = (body: Record<string, unknown>) => refused({ ...valid, ...body }).map(([field]) => field);
    expect(fields({ firstname: " Hans" })).toEqual(["firstname"]);
    expect(fields({ email: " hans@example.de" })).toEqual(["email"]);
    expect(fields({ place: { code: " 24103", city: "Kiel" } })).toEqual(["place.code"]);
    expect(fields({ lastname: "www Muster" })).toEqual(["lastname"]);
    expect(fields({ lastname: "Muster.de" })).toEqual(["lastname"]);
    expect(fields({ firstname: "Hans2" })).toEqual(["firstname"]);
    // "a" and a combining accent are one letter once composed (NFC), as the funnel checks: still a web address.
    expect(fields({ lastname: "Muster.a\u0301b" })).toEqual(["lastname"]);
    expect(new RegExp(FIELD_RULES["/lastname"].pattern, "u").test("Muster.a\u0301b")).toBe(false);
    expect(new RegExp(FIELD_RULES["/lastname"].pattern, "u").test("Müller-Lüdenscheidt")).toBe(true);
    // NFC lengthens U+0344 to two characters: 100 of them would be valid by the document and too long for the funnel.
    expect(fields({ lastname: "A" + "\u0344".repeat(99) })).toEqual(["lastname"]);
    expect(new RegExp(FIELD_RULES["/lastname"].pattern, "u").test("A\u0344")).toBe(false);
    expect(new RegExp(FIELD_RULES["/lastname"].pattern, "u").test("A\u{1DF00}")).toBe(false);
    // Lengths in code points, as JSON Schema counts: 255 emoji are 510 UTF-16 units and still 255 characters.
    expect(fields({ tracking: { utmSource: "😀".repeat(255) } })).toEqual([]);
    expect(fields({ tracking: { utmSource: "😀".repeat(256) } })).toEqual(["tracking.utmSource"]);
  });
});
