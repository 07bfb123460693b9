import { asc } from "drizzle-orm";
import type { Cents } from "~/domain/money";
import { couponPercentFor } from "~/domain/pricing/coupons";
import type { Db } from "../../db/client";
import { plans, type FuneralPlan, type FuneralType } from "../../db/schema";
import { packageFromPrices } from "../offer/package";
import { activeCoupon } from "./coupon";

export interface PlanChoice {
  id: FuneralPlan;
  name: string;
  description: string;
  /** The package's "ab" price for the chosen funeral type (decision 0109); null before a type is chosen. */
  fromCents: Cents | null;
}

export interface PlanChoices {
  plans: PlanChoice[];
  /** The funnel's offer coupon taken off the "ab" prices, in percent (0: none). */
  offerCouponPercent: number;
}

/**
 * The plans to choose from in the wizard, each with its "ab" price for the funeral type chosen in the first step
 * (an offer coupon the funnel handed over and valid at `now` taken off); sea funerals use the plans' own sea labels
 * and descriptions.
 */
export async function planChoices(
  db: Db,
  funeralType: FuneralType | undefined,
  { couponCode, now }: { couponCode?: string; now: Date },
): Promise<PlanChoices> {
  const coupon = funeralType ? await activeCoupon(db, couponCode, now) : null;
  const offerCouponPercent = couponPercentFor(
    "offer",
    coupon && { kind: coupon.kind, percent: coupon.discountPercent },
  );
  const [rows, from] = await Promise.all([
    db.select().from(plans).orderBy(asc(plans.sort)),
    funeralType ? packageFromPrices(db, funeralType, { offerCouponPercent }) : null,
  ]);
  return {
    plans: rows.map((plan) => ({
      id: plan.id,
      name: funeralType === "sea" ? plan.seaName : plan.name,
      description: funeralType === "sea" ? plan.seaDescription : plan.description,
      fromCents: from?.[plan.id] ?? null,
    })),
    offerCouponPercent,
  };
}
