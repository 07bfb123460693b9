import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as forms from "./index";
import { createFuneralSiteSchema } from "./offer";
import { pricingCheckoutSchema } from "./pricing";
import { createLetterShippingDateSchema } from "./letter";
import { errorsOf, REQUIRED } from "./test-utils";

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === "object" && value !== null && "safeParse" in value;
const schemas = Object.entries(forms as Record<string, unknown>).flatMap(([name, value]) =>
  name.endsWith("Schema") && isSchema(value) ? [[name, value] as const] : [],
);

const notAnObject: unknown[] = [undefined, null, "text", 42, []];
const hostile: unknown[] = [
  ...notAnObject,
  { salutation: 1, firstname: ["a"], email: { x: 1 }, phone: 49, iban: 0, exact: "x", styles: [] },
  { generic: "EXACT_DATE", exact: { day: 12, year: ["EXACT_DATE"], exactYear: {} } },
  { paymentType: "sepa", iban: 1, bank: [], bic: null },
  { __proto__: { polluted: true }, constructor: "x" },
];

describe("every form schema", () => {
  it("has been collected", () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  it.each(schemas)("%s never throws on hostile input", (_name, schema) => {
    for (const input of hostile) expect(() => schema.safeParse(input)).not.toThrow();
    for (const input of notAnObject) expect(schema.safeParse(input).success).toBe(false);
  });
});

describe("cross-field rules report together with field errors", () => {
  it("the SEPA IBAN is required even while the address is missing", () => {
    expect(errorsOf(pricingCheckoutSchema, { paymentType: "sepa" })).toMatchObject({
      firstname: [REQUIRED],
      iban: [REQUIRED],
    });
  });

  it("a sea funeral site is reported while the grave type is missing", () => {
    expect(errorsOf(createFuneralSiteSchema("sea"), {})).toEqual({
      graveType: [REQUIRED],
      funeralSiteId: [REQUIRED],
    });
  });

  it("exact shipping parts of a wrong type do not crash the rule", () => {
    const schema = createLetterShippingDateSchema({ today: () => "2026-05-10" });
    expect(
      errorsOf(schema, { generic: "EXACT_DATE", exact: { day: 12, year: "NEXT_OCCURRENCE" } }),
    ).toMatchObject({
      "exact.day": expect.any(Array),
    });
  });
});
