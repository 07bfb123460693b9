/**
 * The funeral-site CSV import (performance): prints figures, asserts nothing.
 *
 * Generates a CSV of 10,000 sites (real postal codes and their places from the seeded postal_codes table,
 * umlauts in names and streets, two fees each), then times the dry run (`stageImport`: decode, csv-parse,
 * every row judged against the database) and the apply (`applyImport`: judged again in one transaction,
 * batched inserts, one audit entry) against the embedded database (an in-memory PGlite), or a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set. Budget (decision 0054): 10,000 rows within a minute.
 *
 *   npm run bench:site-import [-- rows=10000]
 */
import { performance } from "node:perf_hooks";
import { like } from "drizzle-orm";
import type * as Testing from "../app/.server/testing/database.ts";
import type * as Schema from "../app/.server/db/schema.ts";
import type * as Import from "../app/.server/services/backoffice/sites-import.ts";
import type * as Germany from "../app/domain/funeral-sites/germany.ts";
import { loadAppModule } from "./lib/app-module.ts";

const load = loadAppModule;

const rowsArg = process.argv.find((arg) => arg.startsWith("rows="));
const ROWS = rowsArg ? Number(rowsArg.slice(5)) : 10_000;

const { createTestDatabase } = await load<typeof Testing>("/app/.server/testing/database.ts");
const { users, postalCodes, funeralSites } = await load<typeof Schema>("/app/.server/db/schema.ts");
const { stageImport, applyImport } = await load<typeof Import>(
  "/app/.server/services/backoffice/sites-import.ts",
);
const { inGermany } = await load<typeof Germany>("/app/domain/funeral-sites/germany.ts");

const started = performance.now();
const database = await createTestDatabase({ seed: true });
const db = database.db;
console.log(`database ready in ${Math.round(performance.now() - started)} ms`);

const [user] = await db
  .insert(users)
  .values({ email: "bench-admin@vorsorgeportal.de", status: "CONFIRMED", groups: ["admin"] })
  .returning();
const admin = {
  userId: user!.id,
  email: user!.email,
  displayName: user!.email,
  groups: ["admin"],
  isStaff: true,
  ownProvisionId: null,
  heldProvisionId: null,
};

const places = (await db.select().from(postalCodes)).filter(
  (place): place is typeof place & { lat: number; lon: number } =>
    place.lat !== null && place.lon !== null && inGermany({ lat: place.lat, lon: place.lon }),
);
const header =
  "id;name;strasse;plz;ort;bundesland;lat;lon;traeger;bestattungsarten;gebuehr_reihengrab;gebuehr_urnenreihengrab";
const lines = [header];
for (let i = 0; i < ROWS; i++) {
  const place = places[i % places.length]!;
  const lat = place.lat.toFixed(5).replace(".", ",");
  const lon = place.lon.toFixed(5).replace(".", ",");
  lines.push(
    [
      `fs-bench-${i}`,
      `Bench-Friedhof Müller-Straße ${i}`,
      `Große Grünstraße ${(i % 200) + 1}`,
      place.code,
      place.city,
      "Bayern",
      lat,
      lon,
      "Friedhofsverwaltung Süd",
      "Erdbestattung|Feuerbestattung",
      `${1000 + (i % 900)},00`,
      `${800 + (i % 500)},50`,
    ].join(";"),
  );
}
const bytes = new TextEncoder().encode(`\uFEFF${lines.join("\r\n")}\r\n`);
console.log(`CSV: ${ROWS} rows, ${(bytes.length / 1024 / 1024).toFixed(2)} MB`);

const t0 = performance.now();
const { plan, token } = await stageImport(db, admin, { bytes, fileName: "bench.csv" }, { now: new Date() });
const t1 = performance.now();
if (!token) {
  console.error(
    "dry run refused rows:",
    plan.fileProblems,
    plan.rows.filter((row) => row.kind === "refuse").slice(0, 5),
  );
  process.exit(1);
}
const outcome = await applyImport(db, admin, { token }, { ip: "127.0.0.1", now: new Date() });
const t2 = performance.now();
const stored = await db
  .select({ id: funeralSites.id })
  .from(funeralSites)
  .where(like(funeralSites.id, "fs-bench-%"));
const count = stored.length;

const dry = (t1 - t0) / 1000;
const apply = (t2 - t1) / 1000;
console.log(`dry run: ${dry.toFixed(2)} s (${Math.round(ROWS / dry)} rows/s)`);
console.log(`apply:   ${apply.toFixed(2)} s (${Math.round(ROWS / apply)} rows/s)`);
console.log(
  `total:   ${(dry + apply).toFixed(2)} s (${Math.round(ROWS / (dry + apply))} rows/s); stored ${count}`,
);
console.log(JSON.stringify(outcome));
await database.close();
