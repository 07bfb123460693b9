/**
 * The demo data's bookkeeping (decision 0059): which stable keys of the demo catalogue, coupons and funeral sites
 * the seed has ever written to this database (a marker row in `app_meta`). A written key is never written again,
 * so a demo row an admin changed, withdrew or deleted stays as the admin left it.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { appMeta, coupons, extras, funeralSites, products, services } from "../schema";
import { COUPONS, EXTRAS, PRODUCTS, SERVICES } from "./catalog";
import type { SeedFiles } from "./sources";

const MARKER_KEY = "seed-demo-keys";

export interface DemoKeys {
  products: string[];
  services: string[];
  extras: string[];
  coupons: string[];
  funeralSites: string[];
}

export const NO_DEMO_KEYS: DemoKeys = {
  products: [],
  services: [],
  extras: [],
  coupons: [],
  funeralSites: [],
};

/** The keys of the demo data in the seed files. */
export function demoKeysOf(files: SeedFiles): DemoKeys {
  return {
    products: PRODUCTS.map((p) => p.articleNumber),
    services: SERVICES.map((s) => s.identifier),
    extras: EXTRAS.map((e) => e.key),
    coupons: COUPONS.map((c) => c.code),
    funeralSites: files.funeralSites.map((site) => site.id),
  };
}

/** The keys written so far; undefined for a database the demo bookkeeping has never seen. */
export async function readDemoKeys(db: Db): Promise<DemoKeys | undefined> {
  const rows = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, MARKER_KEY))
    .limit(1);
  const value = rows[0]?.value as Partial<DemoKeys> | undefined;
  if (!value) return undefined;
  const list = (keys: unknown): string[] =>
    Array.isArray(keys) ? keys.filter((k): k is string => typeof k === "string") : [];
  return {
    products: list(value.products),
    services: list(value.services),
    extras: list(value.extras),
    coupons: list(value.coupons),
    funeralSites: list(value.funeralSites),
  };
}

export function unionOf(a: DemoKeys, b: DemoKeys): DemoKeys {
  const union = (x: string[], y: string[]) => [...new Set([...x, ...y])].sort();
  return {
    products: union(a.products, b.products),
    services: union(a.services, b.services),
    extras: union(a.extras, b.extras),
    coupons: union(a.coupons, b.coupons),
    funeralSites: union(a.funeralSites, b.funeralSites),
  };
}

export async function writeDemoKeys(tx: Db, keys: DemoKeys): Promise<void> {
  await tx
    .insert(appMeta)
    .values({ key: MARKER_KEY, value: keys })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: keys, updatedAt: sql`now()` },
      setWhere: sql`${appMeta.value} is distinct from ${JSON.stringify(keys)}::jsonb`,
    });
}

/**
 * Once per database: rows an earlier seed wrote (before the `demo` flag, migration 0009) carry the seed's stable
 * keys but `demo = false`; until then only the seed could write them, so they are the demo data and get the label
 * (also with demo off, so that staff of an upgraded production database see what to replace).
 */
export async function labelEarlierDemoRows(tx: Db, files: SeedFiles): Promise<void> {
  const label = { demo: true };
  // The key the seed files name each table's rows by.
  const seeded = {
    products: PRODUCTS.map((p) => p.articleNumber),
    services: SERVICES.map((s) => s.identifier),
    extras: EXTRAS.map((e) => e.key),
    coupons: COUPONS.map((c) => c.code),
  };
  await tx.update(products).set(label).where(inArray(products.articleNumber, seeded.products));
  await tx.update(services).set(label).where(inArray(services.identifier, seeded.services));
  await tx.update(extras).set(label).where(inArray(extras.key, seeded.extras));
  await tx.update(coupons).set(label).where(inArray(coupons.code, seeded.coupons));
  const siteIds = files.funeralSites.map((site) => site.id);
  for (let start = 0; start < siteIds.length; start += 1000) {
    await tx
      .update(funeralSites)
      .set(label)
      .where(inArray(funeralSites.id, siteIds.slice(start, start + 1000)));
  }
}
