/**
 * Offer refresh, pure: what the result dialog lists, and the comparison the question dialog shows before the
 * customer accepts (each changed item with its old and new price, the old and new total).
 */
import type { Cents } from "../money";
import { offerBreakdown } from "./breakdown";
import {
  itemChange,
  lineGross,
  offerPrice,
  type CatalogueEntry,
  type OfferLine,
  type OfferPriceInput,
} from "./index";

/** The result of an offer refresh. */
export interface RefreshResult {
  /** ISO timestamp of the refresh. */
  at: string;
  /** Article numbers of products withdrawn from the catalogue. */
  removedProducts: string[];
  /** Short names of the plan's defaults that took a withdrawn product's place. */
  replacedProducts: string[];
  updatedProducts: string[];
  removedServices: string[];
  updatedServices: string[];
  updatedExtras: string[];
  /**
   * Short names of the customer's own choices the refresh kept as they were:
   * optional products and services, and products chosen instead of the plan's default. Not a change.
   */
  customizations: string[];
}

export const REFRESH_LISTS = [
  "removedProducts",
  "replacedProducts",
  "updatedProducts",
  "removedServices",
  "updatedServices",
  "updatedExtras",
] as const satisfies readonly (keyof RefreshResult)[];

/** Everything the result dialog lists, in this order: the changes, then the kept customisations. */
export const REFRESH_RESULT_LISTS = [...REFRESH_LISTS, "customizations"] as const;

/** Nothing changed: the dialog says the offer is already up to date. */
export const isUpToDate = (result: RefreshResult) => REFRESH_LISTS.every((key) => result[key].length === 0);

/** An item of the offer as the refresh sees it: as stored, and as the catalogue has it now. */
export interface RefreshItem {
  name: string;
  line: OfferLine & { netCents: Cents };
  /** Part of the package (a basic product or service); otherwise booked on top. */
  inPackage: boolean;
  /** The catalogue's row now; null when it is gone. */
  current: CatalogueEntry | null;
  /** What takes the item's place when it leaves the offer (the plan's default product), if anything. */
  replacement?: { name: string; line: OfferLine; inPackage: boolean } | null;
}

/** One line of the refresh's price comparison; `before` null: new in the offer, `after` null: leaves it. */
export interface PriceChange {
  name: string;
  /** The name the offer had, when the catalogue renamed the item. */
  formerName: string | null;
  before: Cents | null;
  after: Cents | null;
}

export interface RefreshPreview {
  changes: PriceChange[];
  /** What the customer pays now and after the refresh (the offer page's total, coupon included). */
  totalBefore: Cents;
  totalAfter: Cents;
}

/** An item's line after the refresh: the catalogue's net price and VAT class, its quantity kept. */
const refreshedLine = (line: OfferLine, current: CatalogueEntry): OfferLine => ({
  ...line,
  netCents: current.priceCents,
  vatRate: current.vatRate ?? line.vatRate ?? null,
});

/**
 * What a refresh would change, priced the way the offer page prices the offer (`offerPrice`, `offerBreakdown`):
 * each updated, removed or replacing item with its gross price before and after, and the total before and after.
 * Items the refresh keeps are not listed; an offer that is only old lists nothing and keeps its total.
 */
export function refreshPreview(input: {
  fees: Pick<OfferPriceInput, "planFeeCents" | "siteFeeCents">;
  couponPercent: number | null;
  items: readonly RefreshItem[];
}): RefreshPreview {
  const changes: PriceChange[] = [];
  const after: { line: OfferLine; inPackage: boolean }[] = [];
  for (const item of input.items) {
    const change = itemChange(
      { ...item.line, name: item.name, priceCents: item.line.netCents },
      item.current,
    );
    if (change === "current") {
      after.push(item);
    } else if (change === "updated" && item.current) {
      const line = refreshedLine(item.line, item.current);
      after.push({ line, inPackage: item.inPackage });
      changes.push({
        name: item.current.name,
        formerName: item.current.name === item.name ? null : item.name,
        before: lineGross(item.line),
        after: lineGross(line),
      });
    } else {
      changes.push({ name: item.name, formerName: null, before: lineGross(item.line), after: null });
      if (item.replacement) {
        after.push(item.replacement);
        const { name, line } = item.replacement;
        changes.push({ name, formerName: null, before: null, after: lineGross(line) });
      }
    }
  }
  const total = (items: readonly { line: OfferLine; inPackage: boolean }[]) => {
    const price = offerPrice({
      ...input.fees,
      lines: items.map((item) => item.line),
      offerCouponPercent: input.couponPercent,
    });
    const rows = items.map((item) => ({ gross: lineGross(item.line), inPackage: item.inPackage }));
    return offerBreakdown(price, rows).total;
  };
  return { changes, totalBefore: total(input.items), totalAfter: total(after) };
}
