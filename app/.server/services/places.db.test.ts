import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../db/testing";
import { findPlace, placeNameVariants, searchPlaces } from "./places";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe("searchPlaces", () => {
  it("finds places by postal code prefix, ordered by code", async () => {
    const places = await searchPlaces(database.db, "2410");
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(10);
    expect(places.every((p) => p.code.startsWith("2410"))).toBe(true);
    expect(places).toContainEqual({ code: "24103", city: "Kiel" });
    expect(places.map((p) => p.code)).toEqual([...places.map((p) => p.code)].sort());
    expect(await searchPlaces(database.db, "24103")).toEqual([{ code: "24103", city: "Kiel" }]);
  });

  it("finds places by the start of their name, case-insensitively and umlaut-aware", async () => {
    const kiel = await searchPlaces(database.db, "kiel");
    expect(kiel.length).toBeGreaterThan(0);
    expect(kiel.every((p) => p.city.toLowerCase().startsWith("kiel"))).toBe(true);
    const munich = await searchPlaces(database.db, "MÜNCHEN", 50);
    expect(munich).toContainEqual({ code: "80331", city: "München" });
    expect(await searchPlaces(database.db, "muenchen", 50)).toEqual(munich);
    const upper = await searchPlaces(database.db, "überl");
    expect(upper.some((p) => p.city === "Überlingen")).toBe(true);
    expect(await searchPlaces(database.db, "Frankfurt (O")).toContainEqual(
      expect.objectContaining({ city: "Frankfurt (Oder)" }),
    );
  });

  it("respects the limit", async () => {
    expect(await searchPlaces(database.db, "1", 3)).toEqual([]);
    expect(await searchPlaces(database.db, "10", 3)).toHaveLength(3);
    expect(await searchPlaces(database.db, "Ber", 500)).toHaveLength(50);
  });

  it("gives nothing for input that is too short, too long or not a code or name", async () => {
    for (const query of [
      "",
      " ",
      "k",
      "9",
      "x".repeat(51),
      "24103x",
      "%",
      "k%",
      "_iel",
      "'; drop table x; --",
      "123456",
    ]) {
      expect(await searchPlaces(database.db, query)).toEqual([]);
    }
  });
});

describe("findPlace", () => {
  it("finds exactly one code and name, with coordinates when known", async () => {
    const kiel = await findPlace(database.db, { code: "24103", city: "Kiel" });
    expect(kiel).toMatchObject({ code: "24103", city: "Kiel" });
    expect(await findPlace(database.db, { code: "24103", city: "kiel" })).toBeNull();
    expect(await findPlace(database.db, { code: "99999", city: "Nirgendwo" })).toBeNull();
  });
});

describe("placeNameVariants", () => {
  it("spells ae, oe, ue and ss also as umlauts and ß", () => {
    expect(placeNameVariants("Muenchen")).toEqual(["muenchen", "münchen"]);
    expect(placeNameVariants("Goessnitz")).toEqual(
      expect.arrayContaining(["goessnitz", "gössnitz", "goeßnitz", "gößnitz"]),
    );
    expect(placeNameVariants("Kiel")).toEqual(["kiel"]);
  });
});
