import { afterEach, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { loginAttempts } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { MINUTE_MS } from "../../identity/policy";
import { resetTravel, travel, testClock } from "../../testing/identity";
import { findPlace, placeNameVariants, searchPlaces } from "./places";

const database = useTestDatabase();
const ip = "192.0.2.50";

afterEach(resetTravel);

describe("searchPlaces", () => {
  it("finds places by postal code prefix, ordered by code", async () => {
    const places = await searchPlaces(database.db, { query: "2410", ip, now: testClock.now() });
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(10);
    expect(places.every((p) => p.code.startsWith("2410"))).toBe(true);
    expect(places).toContainEqual({ code: "24103", city: "Kiel" });
    expect(places.map((p) => p.code)).toEqual([...places.map((p) => p.code)].sort());
    expect(await searchPlaces(database.db, { query: "24103", ip, now: testClock.now() })).toEqual([
      { code: "24103", city: "Kiel" },
    ]);
  });

  it("finds places by the start of their name, case-insensitively and umlaut-aware", async () => {
    const kiel = await searchPlaces(database.db, { query: "kiel", ip, now: testClock.now() });
    expect(kiel.length).toBeGreaterThan(0);
    expect(kiel.every((p) => p.city.toLowerCase().startsWith("kiel"))).toBe(true);
    const munich = await searchPlaces(database.db, { query: "MÜNCHEN", ip, limit: 50, now: testClock.now() });
    expect(munich).toContainEqual({ code: "80331", city: "München" });
    expect(
      await searchPlaces(database.db, { query: "muenchen", ip, limit: 50, now: testClock.now() }),
    ).toEqual(munich);
    const upper = await searchPlaces(database.db, { query: "überl", ip, now: testClock.now() });
    expect(upper.some((p) => p.city === "Überlingen")).toBe(true);
    expect(
      await searchPlaces(database.db, { query: "Frankfurt (O", ip, now: testClock.now() }),
    ).toContainEqual(expect.objectContaining({ city: "Frankfurt (Oder)" }));
  });

  it("respects the limit", async () => {
    expect(await searchPlaces(database.db, { query: "1", ip, limit: 3, now: testClock.now() })).toEqual([]);
    expect(await searchPlaces(database.db, { query: "10", ip, limit: 3, now: testClock.now() })).toHaveLength(
      3,
    );
    expect(
      await searchPlaces(database.db, { query: "Ber", ip, limit: 500, now: testClock.now() }),
    ).toHaveLength(50);
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
      expect(await searchPlaces(database.db, { query, ip, now: testClock.now() })).toEqual([]);
    }
  });
});

describe("the place search limit", () => {
  it("answers 120 searches per IP within a minute, then LimitExceededException; other IPs go on", async () => {
    const limited = "192.0.2.51";
    for (let i = 0; i < 120; i++)
      await searchPlaces(database.db, { query: "24", ip: limited, limit: 1, now: testClock.now() });
    const error = await searchPlaces(database.db, { query: "Kiel", ip: limited, now: testClock.now() }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: "LimitExceededException", status: 429 });
    expect(
      await searchPlaces(database.db, { query: "Kiel", ip: "192.0.2.52", now: testClock.now() }),
    ).toContainEqual({
      code: "24103",
      city: "Kiel",
    });
    travel(MINUTE_MS + 1000);
    expect(await searchPlaces(database.db, { query: "Kiel", ip: limited, now: testClock.now() })).not.toEqual(
      [],
    );
    // Rows out of the window are pruned: the table holds at most one window per IP.
    const [rows] = await database.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, limited), eq(loginAttempts.action, "place-search")));
    expect(rows!.n).toBe(1);
  }, 120_000);

  it("does not count input that never reaches the database", async () => {
    const other = "192.0.2.53";
    for (let i = 0; i < 130; i++)
      await searchPlaces(database.db, { query: "x", ip: other, now: testClock.now() });
    await expect(
      searchPlaces(database.db, { query: "Kiel", ip: other, now: testClock.now() }),
    ).resolves.not.toEqual([]);
  }, 60_000);
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
