import { describe, expect, it } from "vitest";
import {
  CONTROL_CHARACTER_ERRORS_MAX,
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
    expect(controlCharacterErrors(many)).toHaveLength(CONTROL_CHARACTER_ERRORS_MAX);
    expect(controlCharacterErrors({ text: "Grüße\r\n\tAnna", n: 3, ok: true, none: null })).toEqual([]);
    // Nested deeper than any stack: an answer at once, not a crash (a 500); the schema refuses such a body.
    const deep = JSON.parse("[".repeat(200_000) + '"\\u0000"' + "]".repeat(200_000)) as unknown;
    expect(controlCharacterErrors(deep)).toEqual([]);
  });
});
