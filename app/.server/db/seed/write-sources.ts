/**
 * Writes the seed data read from files (sources.ts): funeral sites (deactivated when they left the file, never
 * removed), postal codes with their coordinates, and the default CMS content.
 */
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { contentEntries, funeralSites } from "../schema";
import type { SeedFiles } from "./sources";
import { upsertWhenChanged } from "./upsert";

export async function writeFuneralSites(tx: Db, files: SeedFiles): Promise<void> {
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
