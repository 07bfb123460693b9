/**
 * The catalogue readiness check (decision 0059) keeps a "ready" answer for a minute per database handle
 * (decision 0065): the pages open at once when the admins enter the first product and service, and close within
 * the minute after the whole catalogue was withdrawn.
 */
import { inArray, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CATALOGUE_READY_TTL_MS, catalogueReady } from "./catalogue-ready";
import { products } from "./db/schema";
import { useTestDatabase } from "./testing/test-database";

const database = useTestDatabase();

describe("catalogueReady", () => {
  it("keeps a ready catalogue for a minute and asks again for an empty one on every call", async () => {
    const { db } = database;
    let now = 1_000_000;
    const clock = () => now;
    expect(await catalogueReady(db, clock)).toBe(true);

    const withdrawnAt = new Date();
    const withdrawn = await db
      .update(products)
      .set({ deletedAt: withdrawnAt })
      .where(isNull(products.deletedAt))
      .returning({ id: products.id });
    expect(withdrawn.length).toBeGreaterThan(0);
    // Within the minute the kept answer stands; after it the check sees the withdrawn catalogue.
    now += CATALOGUE_READY_TTL_MS - 1;
    expect(await catalogueReady(db, clock)).toBe(true);
    now += 1;
    expect(await catalogueReady(db, clock)).toBe(false);

    // An empty answer is not kept: the next call after the admins entered products is ready.
    await db
      .update(products)
      .set({ deletedAt: null })
      .where(
        inArray(
          products.id,
          withdrawn.map((row) => row.id),
        ),
      );
    expect(await catalogueReady(db, clock)).toBe(true);
  });
});
