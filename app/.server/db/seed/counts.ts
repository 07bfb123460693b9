import { sql } from "drizzle-orm";
import type { Db } from "../client";

/** Counts of the seeded tables, for checks and logs. */
export async function seedCounts(db: Db): Promise<Record<string, number>> {
  const result = await db.execute(sql`
    select
      (select count(*) from plans)::int as plans,
      (select count(*) from pricing_plans)::int as pricing_plans,
      (select count(*) from price_guarantee_plans)::int as price_guarantee_plans,
      (select count(*) from coupons)::int as coupons,
      (select count(*) from grave_types)::int as grave_types,
      (select count(*) from products where deleted_at is null)::int as products,
      (select count(*) from services where deleted_at is null)::int as services,
      (select count(*) from extras where deleted_at is null)::int as extras,
      (select count(*) from funeral_sites where active)::int as funeral_sites,
      (select count(*) from postal_codes)::int as postal_codes,
      (select count(*) from content_entries)::int as content_entries
  `);
  const rows = (result as unknown as { rows: Array<Record<string, number>> }).rows;
  return rows[0] ?? {};
}
