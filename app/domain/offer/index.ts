/**
 * Offer rules, pure: prices of an offer in integer cents (VAT per line, an offer coupon once on the portal's own
 * prices, never on the site fee — docs/decisions/0014-money.md, 0073; the price-guarantee steps discount
 * the guarantee's own price, not the offer — 0024), the offer-outdated rule,
 * category order, default categories and grave types per plan, and the interleaving of the summary list.
 */
import type { FuneralPlan, FuneralType } from "../constants";
import {
  DEFAULT_CATEGORIES_BY_PLAN,
  OFFER_OUTDATED_AFTER_MONTHS,
  PRODUCT_CATEGORY_ORDER,
  PRODUCT_LIST_SPLIT,
  SERVICE_LIST_SPLIT,
  graveTypeCode,
  type ProductCategory,
  type ProvisionState,
} from "./constants";
import { ZERO_CENTS, cents, discounted, gross, grossAt, isVatRate, sum, times, type Cents } from "../money";

export { graveTypeCode };

/**
 * One priced line of an offer: net cents and the line's VAT class (`vatRate`, copied from the catalogue when the
 * item was added or refreshed). Without a rate the category decides as before (flowers 7 %, else 19 %).
 */
export interface OfferLine {
  netCents: Cents;
  category?: ProductCategory | null;
  vatRate?: number | null;
  quantity?: number;
}

export interface OfferPriceInput {
  /** The plan's own fee (net). */
  planFeeCents: Cents;
  /** Products, services and extras of the offer. */
  lines: readonly OfferLine[];
  /** The chosen site's fee for the chosen grave type (net), null when no site (or no price) is chosen. */
  siteFeeCents: Cents | null;
  /**
   * An offer coupon's discount in whole percent (`couponPercentFor("offer", …)`), null or 0 for none. A plan
   * coupon discounts the yearly tariff and gives nothing here (decision 0073).
   */
  offerCouponPercent?: number | null;
}

export interface OfferPrice {
  /** Net total (plan fee + lines + site fee): the snapshot stored as provisions.price_cents. */
  net: Cents;
  /** Gross of every line, in input order. */
  lineGross: Cents[];
  planFeeGross: Cents;
  siteFeeGross: Cents | null;
  /** Sum of the rounded gross lines. */
  subtotal: Cents;
  /** Amount an offer coupon takes off the plan fee and the lines, never the site fee (0 without one). */
  couponDiscount: Cents;
  /** What the customer pays: subtotal − offer coupon. */
  total: Cents;
}

/** The gross price of one line at its VAT class (× 1.19 or × 1.07), rounded per line, times its quantity. */
export function lineGross(line: OfferLine): Cents {
  const unit = isVatRate(line.vatRate)
    ? grossAt(line.netCents, line.vatRate)
    : gross(line.netCents, line.category ?? undefined);
  return times(unit, line.quantity ?? 1);
}

/** `price` after a coupon of `percent` (spec: price − price × d %); none or 0 leaves it. */
export function couponDiscounted(price: Cents, percent: number | null | undefined): Cents {
  return percent ? discounted(price, percent) : price;
}

/**
 * The price of an offer: every line (plan fee, products, services, extras, site fee) made gross and rounded
 * on its own, summed; then an offer coupon once on the sum of the portal's own prices (plan fee and lines):
 * the site fee is the cemetery's and is never discounted (decision 0073). A booked price guarantee freezes these prices
 * (isOfferOutdated) but takes nothing off them: its discount step lowers the guarantee's own yearly price
 * (app/domain/pricing/prices.ts, decision 0024).
 */
export function offerPrice(input: OfferPriceInput): OfferPrice {
  const lineGrossList = input.lines.map(lineGross);
  const planFeeGross = gross(input.planFeeCents);
  const siteFeeGross = input.siteFeeCents === null ? null : gross(input.siteFeeCents);
  const ownPrices = sum([planFeeGross, ...lineGrossList]);
  const subtotal = sum([ownPrices, siteFeeGross ?? ZERO_CENTS]);
  const couponDiscount = cents(ownPrices - couponDiscounted(ownPrices, input.offerCouponPercent));
  const net = sum([
    input.planFeeCents,
    ...input.lines.map((line) => times(line.netCents, line.quantity ?? 1)),
    input.siteFeeCents ?? ZERO_CENTS,
  ]);
  return {
    net,
    lineGross: lineGrossList,
    planFeeGross,
    siteFeeGross,
    subtotal,
    couponDiscount,
    total: cents(subtotal - couponDiscount),
  };
}

/** Months are calendar months: the offer of 31 August is outdated from 28/29 February on. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export interface OutdatedInput {
  state: ProvisionState | null;
  /** Booked price-guarantee discount percent; null when none is booked. */
  priceGuaranteePercent: number | null;
  /** When a price guarantee was booked (a 0 % guarantee is a guarantee too). */
  priceGuaranteeBookedAt?: Date | null;
  /** Whether any item of the offer differs from the catalogue (price, name, or withdrawn). */
  hasOutdatedItems: boolean;
  /** When the offer was last versioned (created, refreshed or changed). */
  versionedAt: Date;
  now: Date;
}

/** Whether a price guarantee protects the offer's prices. */
export const hasPriceGuarantee = (
  input: Pick<OutdatedInput, "priceGuaranteePercent" | "priceGuaranteeBookedAt">,
) => input.priceGuaranteeBookedAt != null || (input.priceGuaranteePercent ?? 0) > 0;

/**
 * Outdated when the state is not accepted, there is no price guarantee, and either outdated items
 * exist or the offer is older than 6 months.
 */
export function isOfferOutdated(input: OutdatedInput): boolean {
  if (input.state === "accepted" || hasPriceGuarantee(input)) return false;
  return input.hasOutdatedItems || addMonths(input.versionedAt, OFFER_OUTDATED_AFTER_MONTHS) <= input.now;
}

/** An item as stored in the offer and as the catalogue has it now (null: withdrawn from the catalogue). */
export interface ItemSnapshot {
  name: string;
  priceCents: Cents;
  /** The VAT class stored with the item (products); a change of class changes the gross price. */
  vatRate?: number | null;
}
export interface CatalogueEntry {
  name: string;
  priceCents: Cents;
  withdrawn: boolean;
  vatRate?: number | null;
}

/** What a refresh would do to one item: keep it, update its price/name, or remove it. */
export function itemChange(
  stored: ItemSnapshot,
  current: CatalogueEntry | null,
): "current" | "updated" | "removed" {
  if (!current || current.withdrawn) return "removed";
  const sameVat = current.vatRate == null || stored.vatRate == null || current.vatRate === stored.vatRate;
  return current.priceCents === stored.priceCents && current.name === stored.name && sameVat
    ? "current"
    : "updated";
}

/** A customized offer is read-only (only the summary and the grave type note stay). */
export function isOfferEditable(state: ProvisionState | null): boolean {
  return state !== "customized";
}

/** Display order of product categories (flower 1 … coffin 6). */
export function categoryOrder(category: ProductCategory): number {
  return PRODUCT_CATEGORY_ORDER[category];
}

/** Items sorted by the display order of their category (stable within a category). */
export function sortByCategory<T extends { category: ProductCategory }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => categoryOrder(a.item.category) - categoryOrder(b.item.category) || a.index - b.index)
    .map(({ item }) => item);
}

/** The product categories every offer of the plan contains. */
export function defaultCategories(plan: FuneralPlan): readonly ProductCategory[] {
  return DEFAULT_CATEGORIES_BY_PLAN[plan];
}

export function isDefaultCategory(plan: FuneralPlan, category: ProductCategory): boolean {
  return DEFAULT_CATEGORIES_BY_PLAN[plan].includes(category);
}

/** Sea funerals: SU for basic, SB for high and premium. */
export function seaDefaultGraveTypeCode(plan: FuneralPlan): "SU" | "SB" {
  return plan === "basic" ? "SU" : "SB";
}

export interface GraveTypeChoice {
  id: string;
  funeralType: FuneralType;
  code: string;
  defaultForPlans: readonly FuneralPlan[];
  sort: number;
}

/**
 * The default grave type of a funeral type for a plan: the one flagged default for the plan; for sea the one
 * with the plan's sea code (SU/SB); else the first of the type by sort. Null when the type has none.
 */
export function defaultGraveType<T extends GraveTypeChoice>(
  graveTypes: readonly T[],
  funeralType: FuneralType,
  plan: FuneralPlan,
): T | null {
  const ofType = graveTypes.filter((g) => g.funeralType === funeralType).sort((a, b) => a.sort - b.sort);
  const wantedCode = funeralType === "sea" ? seaDefaultGraveTypeCode(plan) : graveTypeCode(funeralType, plan);
  return (
    ofType.find((g) => g.defaultForPlans.includes(plan) && g.code === wantedCode) ??
    ofType.find((g) => g.code === wantedCode && funeralType === "sea") ??
    ofType.find((g) => g.defaultForPlans.includes(plan)) ??
    ofType[0] ??
    null
  );
}

/** Whether a catalogue product may be chosen for this plan and funeral type (empty lists mean "all"). */
export function productFits(
  product: { defaultPlans: readonly FuneralPlan[]; funeralTypes: readonly FuneralType[] },
  plan: FuneralPlan,
  funeralType: FuneralType,
): { plan: boolean; funeralType: boolean } {
  return {
    plan: product.defaultPlans.length === 0 || product.defaultPlans.includes(plan),
    funeralType: product.funeralTypes.length === 0 || product.funeralTypes.includes(funeralType),
  };
}

export type ListEntry<P, S> = { kind: "product"; item: P } | { kind: "service"; item: S };

/**
 * The summary's one list of products and services: the
 * first product, then the first three services, then the remaining products, then the remaining services.
 */
export function interleave<P, S>(products: readonly P[], services: readonly S[]): ListEntry<P, S>[] {
  const p = (item: P): ListEntry<P, S> => ({ kind: "product", item });
  const s = (item: S): ListEntry<P, S> => ({ kind: "service", item });
  return [
    ...products.slice(0, PRODUCT_LIST_SPLIT).map(p),
    ...services.slice(0, SERVICE_LIST_SPLIT).map(s),
    ...products.slice(PRODUCT_LIST_SPLIT).map(p),
    ...services.slice(SERVICE_LIST_SPLIT).map(s),
  ];
}
