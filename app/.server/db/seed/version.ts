/**
 * The seed's version: a hash of all seed data, recorded in a marker row of `app_meta` after a successful seed. A
 * start whose hash matches the marker writes nothing.
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { appMeta } from "../schema";
import { CATALOG } from "./catalog";
import { loadSeedFiles } from "./sources";

/** Bump when the way data are written changes without the data changing. */
const SEED_FORMAT = 2;
const MARKER_KEY = "seed";

interface SeedMarker {
  version: string;
  seededAt: string;
}

let versionCache: { rootDir: string; demo: boolean; version: string } | undefined;

/** Hash of every piece of seed data (catalogue constants and files) and of the demo choice. */
export function seedVersion(rootDir: string = process.cwd(), demo = true): string {
  if (versionCache?.rootDir === rootDir && versionCache.demo === demo) return versionCache.version;
  const files = loadSeedFiles(rootDir);
  const hash = createHash("sha256");
  hash.update(JSON.stringify({ SEED_FORMAT, demo, ...CATALOG }));
  hash.update(JSON.stringify(files.funeralSites));
  hash.update(JSON.stringify(files.postalCodes));
  hash.update(JSON.stringify(files.content));
  const version = hash.digest("hex").slice(0, 32);
  versionCache = { rootDir, demo, version };
  return version;
}

export async function readMarker(db: Db): Promise<string | undefined> {
  const rows = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, MARKER_KEY))
    .limit(1);
  const value = rows[0]?.value as Partial<SeedMarker> | undefined;
  return typeof value?.version === "string" ? value.version : undefined;
}

export async function writeMarker(tx: Db, version: string): Promise<void> {
  const marker: SeedMarker = { version, seededAt: new Date().toISOString() };
  await tx
    .insert(appMeta)
    .values({ key: MARKER_KEY, value: marker })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: marker, updatedAt: sql`now()` },
      setWhere: sql`${appMeta.value}->>'version' is distinct from ${version}`,
    });
}
