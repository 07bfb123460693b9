/**
 * Demo data on the customers' pages (decision 0059): whether the offer of a provision shows demo products,
 * services or extras, a demo funeral site or a demo coupon. Staff holding that provision see a notice then
 * (`<DemoNotice shown />`); customers do not.
 */
import { sql } from "drizzle-orm";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";

/** Whether the provision's offer shows any demo row: items, funeral site, or the coupon of its plan. */
export async function provisionShowsDemo(db: Db, provisionId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (
      select 1 from provisions p
      join funeral_sites s on s.id = p.funeral_site_id
      where p.id = ${provisionId} and s.demo
    ) or exists (
      select 1 from provisions p
      join proposal_items i on i.proposal_id = p.proposal_id
      left join products pr on pr.id = i.product_id
      left join services se on se.id = i.service_id
      left join extras ex on ex.id = i.extra_id
      where p.id = ${provisionId} and (pr.demo or se.demo or ex.demo)
    ) or exists (
      select 1 from provisions p
      join coupons c on c.code = p.coupon_code
      where p.id = ${provisionId} and c.demo
    ) as demo
  `);
  const rows = (result as unknown as { rows: Array<{ demo: boolean }> }).rows;
  return rows[0]?.demo === true;
}

/** For a page a staff member views while holding a provision: whether it shows demo data. Never for customers. */
export async function staffSeesDemo(db: Db, actor: Actor | null): Promise<boolean> {
  if (!actor?.isStaff || !actor.heldProvisionId) return false;
  return provisionShowsDemo(db, actor.heldProvisionId);
}
