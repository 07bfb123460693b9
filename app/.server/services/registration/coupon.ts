import { eq } from "drizzle-orm";
import { couponValidAt } from "~/domain/pricing/coupons";
import type { Db } from "../../db/client";
import { coupons } from "../../db/schema";

/** The coupon the funnel handed over, if it exists and is valid at `now`; else null (ignored, not refused). */
export async function activeCoupon(db: Db, code: string | undefined, now: Date) {
  if (!code) return null;
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase())).limit(1);
  if (!coupon || !couponValidAt(coupon, now)) return null;
  return coupon;
}
