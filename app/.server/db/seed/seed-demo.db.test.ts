/**
 * The demo choice of the seed (DEMO_DATA, decision 0059): a production start without demo data gets the spec's
 * reference data and no catalogue, coupons or sites; asking for demo data later adds them, turning it off again
 * removes nothing.
 */
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../testing/test-database";
import { seed, seedCounts } from "./index";

const database = useTestDatabase({ seed: false });

describe("seed without demo data", () => {
  it("writes the reference data and no demo catalogue, coupons or sites", async () => {
    const result = await seed(database.db, { demo: false });
    expect(result.skipped).toBe(false);
    const counts = await seedCounts(database.db);
    expect(counts).toMatchObject({
      plans: 3,
      pricing_plans: 1,
      price_guarantee_plans: 5,
      grave_types: 11,
      products: 0,
      services: 0,
      extras: 0,
      coupons: 0,
      funeral_sites: 0,
    });
    expect(counts["postal_codes"]).toBeGreaterThan(12_000);
    expect(counts["content_entries"]).toBeGreaterThanOrEqual(12);
  });

  it("skips the next start with the same choice", async () => {
    expect((await seed(database.db, { demo: false })).skipped).toBe(true);
  });

  it("adds the demo data when asked for later, and keeps them when turned off again", async () => {
    const withDemo = await seed(database.db, { demo: true });
    expect(withDemo.skipped).toBe(false);
    const on = await seedCounts(database.db);
    expect(on["products"]).toBeGreaterThanOrEqual(30);
    expect(on["coupons"]).toBeGreaterThanOrEqual(3);
    expect(on["funeral_sites"]).toBeGreaterThanOrEqual(300);

    const withoutDemo = await seed(database.db, { demo: false });
    expect(withoutDemo.skipped).toBe(false);
    expect(await seedCounts(database.db)).toEqual(on);
  });
});
