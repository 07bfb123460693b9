/**
 * Writes the catalogue (catalog.ts, read from catalog-data/): plans, price plans, price-guarantee steps, coupons,
 * grave types, products, services and extras. Products, services and extras that left the data are soft-deleted
 * (`deleted_at`), never removed.
 */
import { and, isNull, notInArray, sql } from "drizzle-orm";
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
import { upsertWhenChanged } from "./upsert";

export async function writeCatalogue(tx: Db): Promise<void> {
  await tx
    .insert(plans)
    .values(PLANS)
    .onConflictDoUpdate(
      upsertWhenChanged(plans, plans.id, ["name", "seaName", "description", "priceCents", "sort"]),
    );

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

  await tx
    .insert(coupons)
    .values(COUPONS)
    .onConflictDoUpdate(
      upsertWhenChanged(coupons, coupons.code, [
        "discountPercent",
        "description",
        "active",
        "validUntil",
        "guaranteeStep",
      ]),
    );

  await tx
    .insert(graveTypes)
    .values(GRAVE_TYPES)
    .onConflictDoUpdate(
      upsertWhenChanged(graveTypes, graveTypes.id, [
        "funeralType",
        "code",
        "name",
        "description",
        "defaultForPlans",
        "sort",
      ]),
    );

  await tx
    .insert(products)
    .values(
      PRODUCTS.map((p, index) => ({
        id: productId(p.articleNumber),
        articleNumber: p.articleNumber,
        category: p.category,
        priceCents: p.priceCents,
        pictures: [{ url: `/products/${p.category}-${p.picture}.svg`, alt: p.translations.name }],
        translations: p.translations,
        defaultPlans: p.defaultPlans,
        funeralTypes: p.funeralTypes,
        sort: index + 1,
        deletedAt: null,
      })),
    )
    .onConflictDoUpdate(
      upsertWhenChanged(products, products.articleNumber, [
        "category",
        "priceCents",
        "pictures",
        "translations",
        "defaultPlans",
        "funeralTypes",
        "sort",
        "deletedAt",
      ]),
    );
  await tx
    .update(products)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        isNull(products.deletedAt),
        notInArray(
          products.articleNumber,
          PRODUCTS.map((p) => p.articleNumber),
        ),
      ),
    );

  await tx
    .insert(services)
    .values(
      SERVICES.map((s, index) => ({
        id: serviceId(s.identifier),
        ...s,
        sort: index + 1,
        deletedAt: null,
      })),
    )
    .onConflictDoUpdate(
      upsertWhenChanged(services, services.identifier, [
        "optional",
        "priceCents",
        "translations",
        "funeralTypes",
        "sort",
        "deletedAt",
      ]),
    );
  await tx
    .update(services)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        isNull(services.deletedAt),
        notInArray(
          services.identifier,
          SERVICES.map((s) => s.identifier),
        ),
      ),
    );

  await tx
    .insert(extras)
    .values(
      EXTRAS.map((e, index) => ({
        id: extraId(e.key),
        key: e.key,
        name: e.name,
        description: e.description,
        priceCents: e.priceCents,
        pictureUrl: `/products/extra-${e.picture}.svg`,
        sort: index + 1,
        deletedAt: null,
      })),
    )
    .onConflictDoUpdate(
      upsertWhenChanged(extras, extras.key, [
        "name",
        "description",
        "priceCents",
        "pictureUrl",
        "sort",
        "deletedAt",
      ]),
    );
  await tx
    .update(extras)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        isNull(extras.deletedAt),
        notInArray(
          extras.key,
          EXTRAS.map((e) => e.key),
        ),
      ),
    );
}
