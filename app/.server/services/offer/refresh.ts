/**
 * Refreshing an outdated offer (the offer-refresh dialog, GET /proposals/{id}/refresh):
 * items withdrawn from the catalogue leave the offer (products listed by article number; in a category of the
 * plan the plan's default takes their place, listed as a replacement), items whose price or name changed take
 * the catalogue's current values (listed by short name), and the offer is versioned anew. The result is kept
 * on the provision (flags.offerRefresh) so that the result dialog can show it after the redirect.
 */
import { ServiceError } from "~/domain/errors";
import { eq } from "drizzle-orm";
import type { FuneralPlan, FuneralType } from "~/domain/constants";
import type { Cents } from "~/domain/money";
import type { ProductCategory } from "~/domain/offer/constants";
import { itemChange, type OfferPriceInput } from "~/domain/offer";
import { refreshPreview, type RefreshPreview, type RefreshResult } from "~/domain/offer/refresh";

export { type RefreshResult } from "~/domain/offer/refresh";
import type { Db } from "../../db/client";
import { proposalItems } from "../../db/schema";
import type { ProvisionActor, WriteOptions } from "../provisions";
import {
  catalogueEntry,
  defaultProductFor,
  itemsWithCatalogue,
  productItem,
  type Joined,
  type Product,
} from "./catalogue";
import { computeOfferPrice, itemLine } from "./price";
import { changeOfferItems } from "./lock";

/** The stored result of the last refresh, if the flags hold a well-formed one. */
export function lastRefresh(flags: Record<string, unknown>): RefreshResult | null {
  const value = flags.offerRefresh as Partial<RefreshResult> | undefined;
  if (!value || typeof value !== "object" || typeof value.at !== "string") return null;
  const list = (items: unknown) =>
    Array.isArray(items) ? items.filter((x): x is string => typeof x === "string") : [];
  return {
    at: value.at,
    removedProducts: list(value.removedProducts),
    replacedProducts: list(value.replacedProducts),
    updatedProducts: list(value.updatedProducts),
    removedServices: list(value.removedServices),
    updatedServices: list(value.updatedServices),
    updatedExtras: list(value.updatedExtras),
    customizations: list(value.customizations),
  };
}

/** The customer's own choice: an optional item, or a product chosen instead of the plan's default. */
async function isCustomization(
  tx: Parameters<typeof defaultProductFor>[0],
  item: { kind: string; category: ProductCategory | null; productId: string | null },
  provision: { funeralPlan: FuneralPlan; funeralType: FuneralType },
): Promise<boolean> {
  if (item.kind === "optional_product" || item.kind === "optional_service") return true;
  if (item.kind !== "basic_product" || !item.category) return false;
  const fallback = await defaultProductFor(tx, item.category, provision.funeralPlan, provision.funeralType);
  return fallback !== null && fallback.id !== item.productId;
}

type RefreshedProvision = { funeralPlan: FuneralPlan; funeralType: FuneralType };

/**
 * The plan's default product that takes a withdrawn basic product's place, unless the offer holds it already;
 * `inOffer` (the offer's product ids) then holds it too, so that it replaces one item only.
 */
async function replacementFor(
  tx: Parameters<typeof defaultProductFor>[0],
  item: Joined["item"],
  provision: RefreshedProvision,
  inOffer: Set<string | null>,
): Promise<Product | null> {
  if (item.kind !== "basic_product" || !item.category) return null;
  const fallback = await defaultProductFor(tx, item.category, provision.funeralPlan, provision.funeralType);
  if (!fallback || inOffer.has(fallback.id)) return null;
  inOffer.add(fallback.id);
  return fallback;
}

/**
 * What refreshing the offer would change, for the question dialog: the items as `refreshOffer` would update,
 * remove and replace them, priced as the offer page prices them (app/domain/offer/refresh.ts). Reads only; a
 * look-up per withdrawn basic product.
 */
export async function previewOfferRefresh(
  db: Db,
  provision: RefreshedProvision,
  rows: readonly Joined[],
  fees: Pick<OfferPriceInput, "planFeeCents" | "siteFeeCents">,
  /** The offer coupon's percent (`offerCouponPercent`: a plan coupon takes nothing off the offer). */
  couponPercent: number,
): Promise<RefreshPreview> {
  const inOffer = new Set(rows.map((row) => row.item.productId));
  const items = [];
  for (const { item, product, service, extra } of rows) {
    const current = catalogueEntry({ product, service, extra });
    const gone = itemChange(item, current) === "removed";
    const fallback = gone ? await replacementFor(db, item, provision, inOffer) : null;
    items.push({
      name: item.name,
      line: itemLine(item),
      inPackage: item.kind === "basic_product" || item.kind === "basic_service",
      current,
      replacement: fallback && {
        name: fallback.translations.shortname,
        line: itemLine({ ...fallback, category: fallback.category, quantity: 1 }),
        inPackage: true,
      },
    });
  }
  return refreshPreview({ fees, couponPercent, items });
}

/**
 * Refreshes the offer. `shownTotal`: the total the question dialog showed for after the refresh; when the
 * refreshed offer costs anything else (the catalogue changed again since), nothing is stored (`pricesChanged`).
 */
export async function refreshOffer(
  db: Db,
  actor: ProvisionActor | null,
  { expectedVersion, ip, now, shownTotal }: WriteOptions & { now: Date; shownTotal?: Cents | null },
): Promise<RefreshResult> {
  return changeOfferItems<RefreshResult>(
    db,
    actor,
    { action: "offer.refresh", expectedVersion: expectedVersion ?? undefined, ip, now },
    async (tx, provision) => {
      const rows = await itemsWithCatalogue(tx, provision.proposalId);
      const result: RefreshResult = {
        at: now.toISOString(),
        removedProducts: [],
        replacedProducts: [],
        updatedProducts: [],
        removedServices: [],
        updatedServices: [],
        updatedExtras: [],
        customizations: [],
      };
      const inOffer = new Set(rows.map((row) => row.item.productId));
      for (const { item, product, service, extra } of rows) {
        const current = catalogueEntry({ product, service, extra });
        const change = itemChange(item, current);
        if (change === "current") {
          if (await isCustomization(tx, item, provision)) result.customizations.push(item.name);
          continue;
        }
        if (change === "updated" && current) {
          await tx
            .update(proposalItems)
            .set({
              name: current.name,
              priceCents: current.priceCents,
              ...("vatRate" in current ? { vatRate: current.vatRate } : {}),
            })
            .where(eq(proposalItems.id, item.id));
          (product ? result.updatedProducts : service ? result.updatedServices : result.updatedExtras).push(
            current.name,
          );
          continue;
        }
        await tx.delete(proposalItems).where(eq(proposalItems.id, item.id));
        if (service) result.removedServices.push(item.name);
        if (!item.category) continue;
        result.removedProducts.push(item.reference);
        const fallback = await replacementFor(tx, item, provision, inOffer);
        if (fallback) {
          await tx
            .insert(proposalItems)
            .values(productItem(provision.proposalId, fallback, provision.funeralPlan));
          result.replacedProducts.push(fallback.translations.shortname);
        }
      }
      if (shownTotal != null && (await computeOfferPrice(tx, provision)).total !== shownTotal) {
        throw new ServiceError("offerPricesChanged");
      }
      return { patch: { flags: { ...provision.flags, offerRefresh: result } }, result };
    },
  );
}
