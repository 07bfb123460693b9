/**
 * The offer's price from the database: plan fee, items (snapshot prices) and the chosen site's fee for the
 * chosen grave type (funeral_sites.fees), through the pure rules of app/domain/offer.
 */
import { eq, sql } from "drizzle-orm";
import { ZERO_CENTS, cents, type Cents } from "~/domain/money";
import { offerPrice, type OfferLine, type OfferPrice } from "~/domain/offer";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { couponPercentFor, type CouponKind } from "~/domain/pricing/coupons";
import {
  coupons,
  funeralSites,
  plans,
  proposalItems,
  proposals,
  type FrozenFees,
  type FuneralSiteFees,
  type Provision,
} from "../../db/schema";
import type { Tx } from "../provisions";

/** What the price depends on besides the items. */
export type PricedProvision = Pick<
  Provision,
  | "proposalId"
  | "funeralPlan"
  | "funeralSiteId"
  | "graveTypeId"
  | "couponCode"
  | "couponDiscount"
  | "frozenFees"
>;

/** The kind of the coupon named by the placeholder `couponCode` (null without one): a sub-select for a query. */
export const couponKindSql = () =>
  sql<CouponKind | null>`(select ${coupons.kind} from ${coupons} where ${coupons.code} = ${sql.placeholder("couponCode")})`;

/** The percentage the provision's coupon takes off the offer: an offer coupon's, never a plan coupon's (0073). */
export const offerCouponPercent = (
  provision: Pick<Provision, "couponDiscount">,
  kind: CouponKind | null | undefined,
): number => couponPercentFor("offer", { kind, percent: provision.couponDiscount });

/** The offer coupon the summary and the documents name: its code and percent, or null when none takes anything off. */
export const offerCouponShown = (provision: Pick<Provision, "couponCode">, percent: number) =>
  percent > 0 && provision.couponCode ? { code: provision.couponCode, percent } : null;

/**
 * The plan fee and the site fee of an offer: as they were when the plan froze (a confirmed death), else as
 * the catalogue and the site say now.
 */
export function offerFees(
  provision: Pick<Provision, "frozenFees" | "graveTypeId">,
  live: { planFee: Cents; siteFees: FuneralSiteFees | null | undefined } | undefined,
): { planFeeCents: Cents; siteFeeCents: Cents | null } {
  if (provision.frozenFees) return provision.frozenFees;
  return {
    planFeeCents: live?.planFee ?? ZERO_CENTS,
    siteFeeCents: siteFee(live?.siteFees, provision.graveTypeId),
  };
}

/** The site's net fee for a grave type, or null when the site has no price for it. */
export function siteFee(fees: FuneralSiteFees | null | undefined, graveTypeId: string | null): Cents | null {
  if (!fees || !graveTypeId) return null;
  const price = fees.prices?.[graveTypeId]?.selling_price;
  return typeof price === "number" && Number.isSafeInteger(price) && price >= 0 ? cents(price) : null;
}

export const itemLine = (item: {
  priceCents: Cents;
  category: OfferLine["category"];
  vatRate: number;
  quantity: number;
}): OfferLine => ({
  netCents: item.priceCents,
  category: item.category,
  vatRate: item.vatRate,
  quantity: item.quantity,
});

/**
 * Recomputes the offer's price inside the caller's transaction: stores the net total and a new version on the
 * proposal, and returns the patch `{ priceCents }` for the provision. Call it from a `changeProvision` change
 * with the provision as it will be stored (site, grave type, plan after the change), and merge the patch:
 *
 *   changeProvision(db, actor, opts, async (tx, p) => {
 *     const next = { ...p, funeralSiteId, graveTypeId };
 *     return { funeralSiteId, graveTypeId, ...(await recalculateOfferPrice(tx, next, now)) };
 *   })
 *
 * (The provisions row is written only by changeProvision — decision 0008 — so this returns the patch instead
 * of updating the row itself.)
 */
export async function recalculateOfferPrice(
  tx: Tx | Db,
  provision: PricedProvision,
  now: Date,
): Promise<{ priceCents: Cents }> {
  const price = await computeOfferPrice(tx, provision);
  if (provision.proposalId) {
    await tx
      .update(proposals)
      .set({ priceCents: price.net, lastVersionAt: now, version: sql`${proposals.version} + 1` })
      .where(eq(proposals.id, provision.proposalId));
  }
  return { priceCents: price.net };
}

/** The plan fee and the site fee as they are now, to keep with a plan that freezes (decision 0062). */
export async function feesToFreeze(tx: Tx | Db, provision: PricedProvision): Promise<FrozenFees> {
  const [context] = await prepared(tx, "offer_price_plan", planAndSiteQuery).execute({
    plan: provision.funeralPlan,
    siteId: provision.funeralSiteId,
  });
  return offerFees(
    { ...provision, frozenFees: null },
    context && { planFee: context.planFee, siteFees: context.fees },
  );
}

/** The plan fee and the chosen site's fees, prepared once per handle (db/prepared.ts). */
const planAndSiteQuery = (db: Tx | Db) =>
  db
    .select({
      planFee: plans.priceCents,
      fees: sql<FuneralSiteFees | null>`(select ${funeralSites.fees} from ${funeralSites} where ${funeralSites.id} = ${sql.placeholder("siteId")})`,
    })
    .from(plans)
    .where(eq(plans.id, sql.placeholder("plan")))
    .prepare("offer_price_plan");
/** An item's price fields, as the price statement returns them (JSON: the integers come back as numbers). */
interface ItemPrice {
  priceCents: Cents;
  category: OfferLine["category"];
  vatRate: number;
  quantity: number;
}

/**
 * The price's reads in one statement, prepared once per handle (db/prepared.ts): the plan fee, the chosen site's
 * fees and the proposal's item prices as a JSON array. The finance overview runs it per request; as two
 * statements it cost a round trip more (decision 0065). `(select 1)` keeps the row when the plan is missing.
 */
const priceInputsQuery = (db: Tx | Db) =>
  db
    .select({
      planFee: plans.priceCents,
      fees: sql<FuneralSiteFees | null>`(select ${funeralSites.fees} from ${funeralSites} where ${funeralSites.id} = ${sql.placeholder("siteId")})`,
      items: sql<ItemPrice[]>`(select coalesce(json_agg(json_build_object(
          'priceCents', i.price_cents, 'category', i.category, 'vatRate', i.vat_rate, 'quantity', i.quantity)), '[]'::json)
        from ${proposalItems} i where i.proposal_id = ${sql.placeholder("proposalId")})`,
      couponKind: couponKindSql(),
    })
    .from(sql`(select 1) as one`)
    .leftJoin(plans, eq(plans.id, sql.placeholder("plan")))
    .prepare("offer_price_inputs");

/**
 * The offer's price as the offer page shows it (gross lines, site fee, an offer coupon), from the plan, the chosen site and
 * the proposal's items; `total` is what the customer pays. Reads only; one statement.
 */
export async function computeOfferPrice(db: Tx | Db, provision: PricedProvision): Promise<OfferPrice> {
  const [row] = await prepared(db, "offer_price_inputs", priceInputsQuery).execute({
    plan: provision.funeralPlan,
    siteId: provision.funeralSiteId,
    proposalId: provision.proposalId,
    couponCode: provision.couponCode,
  });
  const live = row?.planFee == null ? undefined : { planFee: row.planFee, siteFees: row.fees };
  return offerPrice({
    ...offerFees(provision, live),
    lines: (row?.items ?? []).map(itemLine),
    offerCouponPercent: offerCouponPercent(provision, row?.couponKind),
  });
}
