/**
 * Writes the catalogue (catalog.ts, read from catalog-data/), under the rules of decision 0059:
 *
 * - Reference data of the spec that the back office does not edit (the portal's pricing plan, the
 *   price-guarantee steps) are upserted: the data files stay their source, a change there reaches every database.
 * - Reference data the back office edits (funeral plans, grave types) are inserted when missing, never updated.
 * - The demo catalogue (products, services, extras) and the demo coupons are written only with `demo` on,
 *   labelled `demo = true`, inserted when their stable key is missing and never updated or deleted afterwards: an
 *   admin's price change, withdrawal or deletion survives every start and every change of the data files. Rows
 *   that did not come from the seed are never touched.
 */
import type { Db } from "../client";
import {
  coupons,
  extras,
  graveTypes,
  plans,
  priceGuaranteePlans,
  pricingPlans,
  products,
  services,
} from "../schema";
import {
  COUPONS,
  EXTRAS,
  GRAVE_TYPES,
  PLANS,
  PRICE_GUARANTEE_PLANS,
  PRICING_PLANS,
  PRODUCTS,
  SERVICES,
} from "./catalog";
import { extraId, productId, serviceId } from "./ids";
import type { DemoKeys } from "./demo";
import { upsertWhenChanged } from "./upsert";

/** Plans, price plans, price-guarantee steps and grave types: written with and without demo data. */
export async function writeReference(tx: Db): Promise<void> {
  await tx.insert(plans).values(PLANS).onConflictDoNothing();

  await tx
    .insert(pricingPlans)
    .values(PRICING_PLANS.map((p) => ({ ...p, active: true })))
    .onConflictDoUpdate(
      upsertWhenChanged(pricingPlans, pricingPlans.id, [
        "name",
        "priceCents",
        "period",
        "trialDays",
        "active",
      ]),
    );

  await tx
    .insert(priceGuaranteePlans)
    .values(PRICE_GUARANTEE_PLANS)
    .onConflictDoUpdate(
      upsertWhenChanged(priceGuaranteePlans, priceGuaranteePlans.id, [
        "discountPercent",
        "name",
        "description",
        "isDefault",
        "sort",
      ]),
    );

  await tx.insert(graveTypes).values(GRAVE_TYPES).onConflictDoNothing();
}

/**
 * The demo products, services, extras and coupons: inserted when missing, labelled demo, never updated. A key
 * the seed wrote once (`written`, demo.ts) is not written again, so a row the back office deleted stays deleted.
 */
export async function writeDemoCatalogue(tx: Db, written: DemoKeys): Promise<void> {
  const fresh = <T>(rows: T[], table: keyof DemoKeys, key: (row: T) => string) => {
    const seen = new Set(written[table]);
    return rows.filter((row) => !seen.has(key(row)));
  };
  /** The rows with their place in the seed files as `sort` (1, 2, …). */
  const numbered = <T extends object>(rows: readonly T[]) =>
    rows.map((row, index) => ({ ...row, sort: index + 1 }));
  const newCoupons = fresh(COUPONS, "coupons", (c) => c.code);
  if (newCoupons.length > 0) {
    await tx
      .insert(coupons)
      .values(newCoupons.map((c) => ({ ...c, demo: true })))
      .onConflictDoNothing();
  }

  const newProducts = fresh(numbered(PRODUCTS), "products", (p) => p.articleNumber);
  if (newProducts.length > 0) {
    await tx
      .insert(products)
      .values(
        newProducts.map((p) => ({
          id: productId(p.articleNumber),
          articleNumber: p.articleNumber,
          category: p.category,
          priceCents: p.priceCents,
          vatRate: p.vatRate,
          pictures: [{ url: `/products/${p.category}-${p.picture}.svg`, alt: p.translations.name }],
          translations: p.translations,
          defaultPlans: p.defaultPlans,
          funeralTypes: p.funeralTypes,
          sort: p.sort,
          demo: true,
        })),
      )
      .onConflictDoNothing();
  }

  const newServices = fresh(numbered(SERVICES), "services", (s) => s.identifier);
  if (newServices.length > 0) {
    await tx
      .insert(services)
      .values(newServices.map((s) => ({ id: serviceId(s.identifier), ...s, demo: true })))
      .onConflictDoNothing();
  }

  const newExtras = fresh(numbered(EXTRAS), "extras", (e) => e.key);
  if (newExtras.length > 0) {
    await tx
      .insert(extras)
      .values(
        newExtras.map((e) => ({
          id: extraId(e.key),
          key: e.key,
          name: e.name,
          description: e.description,
          priceCents: e.priceCents,
          pictureUrl: `/products/extra-${e.picture}.svg`,
          sort: e.sort,
          demo: true,
        })),
      )
      .onConflictDoNothing();
  }
}
