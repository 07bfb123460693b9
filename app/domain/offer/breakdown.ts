/**
 * The offer's price as a sum a customer can check by hand (decision 0037): the package's base price, the items
 * that belong to the package, the items booked on top, the site's fee, the coupon. Every item of the list is
 * priced on its own and added to the base price — also those that belong to the package.
 */
import { sum, type Cents } from "../money";
import type { OfferPrice } from "./index";

export interface BreakdownItem {
  gross: number;
  /** Part of the package (a basic product or service); otherwise booked on top (optional item or extra). */
  inPackage: boolean;
}

export interface OfferBreakdown {
  planFee: Cents;
  packageItems: { count: number; gross: Cents };
  addedItems: { count: number; gross: Cents };
  /** null: no site (or no price for the grave type) yet — the fee is missing from the total. */
  siteFee: Cents | null;
  subtotal: Cents;
  coupon: Cents;
  total: Cents;
}

/** A basic product or service belongs to the package; optional items and extras are booked on top. */
export const isPackageItem = (kind: string) => kind === "basic_product" || kind === "basic_service";

const group = (items: readonly BreakdownItem[]) => ({
  count: items.length,
  gross: sum(items.map((item) => item.gross as Cents)),
});

/**
 * The rows of the price table; they add up to the offer's subtotal exactly (a RangeError otherwise, so a page
 * never shows a sum that does not check).
 */
export function offerBreakdown(price: OfferPrice, items: readonly BreakdownItem[]): OfferBreakdown {
  const packageItems = group(items.filter((item) => item.inPackage));
  const addedItems = group(items.filter((item) => !item.inPackage));
  const rows = sum([
    price.planFeeGross,
    packageItems.gross,
    addedItems.gross,
    price.siteFeeGross ?? (0 as Cents),
  ]);
  if (rows !== price.subtotal) {
    throw new RangeError(`offer rows add up to ${rows}, not to the subtotal ${price.subtotal}`);
  }
  return {
    planFee: price.planFeeGross,
    packageItems,
    addedItems,
    siteFee: price.siteFeeGross,
    subtotal: price.subtotal,
    coupon: price.couponDiscount,
    total: price.total,
  };
}
