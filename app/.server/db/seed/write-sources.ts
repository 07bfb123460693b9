/**
 * Writes the seed data read from files (sources.ts): the demo funeral sites (inserted when missing, never
 * updated), postal codes with their coordinates, and the default CMS content.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { contentEntries, funeralSites } from "../schema";
import type { DemoKeys } from "./demo";
import type { SeedFiles } from "./sources";
import { upsertWhenChanged } from "./upsert";

/**
 * The demo funeral sites of content/funeral-sites.json (decision 0059): inserted when their id is missing,
 * labelled demo, never updated, deactivated or deleted afterwards, so an admin's edit or withdrawal survives every
 * start; sites the back office added or imported are never touched.
 */
export async function writeDemoFuneralSites(tx: Db, files: SeedFiles, written: DemoKeys): Promise<void> {
  const seen = new Set(written.funeralSites);
  const rows = files.funeralSites
    .filter((site) => !seen.has(site.id))
    .map((site) => ({ ...site, active: true, demo: true }));
  // 13 parameters per row: stay far below PostgreSQL's limit of 65,535 per statement.
  for (let start = 0; start < rows.length; start += 1000) {
    await tx
      .insert(funeralSites)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing();
  }
}

export async function writePostalCodes(tx: Db, files: SeedFiles): Promise<void> {
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

export async function writeContent(tx: Db, files: SeedFiles): Promise<void> {
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
