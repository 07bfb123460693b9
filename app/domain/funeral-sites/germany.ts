/**
 * Does a point lie in Germany? (back office, funeral sites; docs/decisions/0054-funeral-sites-back-office.md)
 *
 * A simplified outline of Germany (mainland with Fehmarn, Rügen and Usedom, plus the North Sea islands), drawn
 * by hand to a few kilometres: the coast runs just off the shore so that harbours (sea burials leave from
 * them) lie inside, the land borders follow the border rivers (Rhine, Oder, Neisse, Inn, Salzach) and the
 * Lake Constance line runs between the German and the Swiss/Austrian shores. A point in the open sea, in a
 * neighbouring country or in the middle of Lake Constance lies outside. The canton of Schaffhausen north of
 * the Rhine and the Kleinwalsertal count as inside; every postal code place of content/place-coordinates.json
 * lies inside (tested). The service adds a second check: the point must lie near the place of its
 * postal code (`MAX_KM_FROM_POSTAL_CODE`), which catches swapped or mistyped coordinates inside Germany.
 * Pure: [longitude, latitude] pairs and ray casting.
 */

/** A point [longitude, latitude]. */
type LonLat = readonly [number, number];

/** Mainland, clockwise from the Dutch border at the Dollart. */
const MAINLAND: readonly LonLat[] = [
  // North Sea coast (Ems to the Danish border), a little offshore
  [7.21, 53.24],
  [7.0, 53.4],
  [7.02, 53.5],
  [7.1, 53.64],
  [7.5, 53.7],
  [8.05, 53.73],
  [8.2, 53.55],
  [8.3, 53.65],
  [8.45, 53.5],
  [8.52, 53.62],
  [8.62, 53.9],
  [8.75, 53.9],
  [9.0, 53.87],
  [8.83, 54.02],
  [8.8, 54.15],
  [8.58, 54.3],
  [8.62, 54.4],
  [8.8, 54.52],
  [8.6, 54.7],
  [8.63, 54.91],
  // Danish border
  [9.0, 54.88],
  [9.25, 54.81],
  [9.44, 54.83],
  // Baltic coast, a little offshore: Flensburg Fjord, Kiel Bay, Fehmarn, Mecklenburg, Rügen, Usedom
  [9.55, 54.84],
  [9.95, 54.78],
  [10.05, 54.68],
  [10.05, 54.52],
  [10.2, 54.47],
  [10.4, 54.44],
  [10.7, 54.33],
  [11.0, 54.4],
  [11.05, 54.53],
  [11.25, 54.53],
  [11.32, 54.42],
  [11.12, 54.3],
  [11.13, 54.15],
  [10.9, 53.97],
  [11.15, 54.02],
  [11.4, 54.02],
  [11.55, 54.12],
  [11.8, 54.17],
  [12.1, 54.2],
  [12.35, 54.33],
  [12.55, 54.47],
  [12.9, 54.47],
  [13.08, 54.6],
  [13.4, 54.7],
  [13.7, 54.55],
  [13.8, 54.3],
  [13.8, 54.15],
  [14.0, 54.07],
  [14.22, 53.93],
  // Polish border: Szczecin Lagoon, west of Szczecin, Oder, Neisse
  [14.27, 53.75],
  [14.41, 53.55],
  [14.4, 53.33],
  [14.44, 53.26],
  [14.39, 53.0],
  [14.15, 52.86],
  [14.36, 52.74],
  [14.63, 52.57],
  [14.53, 52.4],
  [14.56, 52.35],
  [14.63, 52.2],
  [14.75, 52.07],
  [14.7, 51.9],
  [14.66, 51.72],
  [14.73, 51.52],
  [14.95, 51.4],
  [14.998, 51.155],
  [14.97, 51.08],
  [14.95, 51.01],
  [14.9, 50.95],
  [14.82, 50.87],
  // Czech border: Zittau, Saxon Switzerland, Ore Mountains, Vogtland, Bavarian Forest
  [14.62, 50.86],
  [14.3, 50.98],
  [14.23, 50.89],
  [13.75, 50.73],
  [13.3, 50.58],
  [12.97, 50.41],
  [12.5, 50.34],
  [12.32, 50.18],
  [12.2, 50.31],
  [12.1, 50.25],
  [12.26, 50.05],
  [12.5, 49.97],
  [12.56, 49.91],
  [12.45, 49.75],
  [12.52, 49.64],
  [12.84, 49.33],
  [12.98, 49.32],
  [13.05, 49.25],
  [13.2, 49.12],
  [13.78, 48.84],
  [13.84, 48.77],
  // Austrian border: Danube, Inn, Salzach, Berchtesgaden, the Alps
  [13.82, 48.6],
  [13.73, 48.51],
  [13.45, 48.56],
  [13.465, 48.5],
  [13.42, 48.455],
  [13.33, 48.32],
  [13.03, 48.26],
  [12.84, 48.16],
  [12.77, 48.06],
  [12.95, 47.94],
  [13.0, 47.85],
  [13.01, 47.79],
  [13.08, 47.72],
  [13.05, 47.49],
  [12.8, 47.55],
  [12.78, 47.67],
  [12.5, 47.66],
  [12.2, 47.6],
  [11.7, 47.58],
  [11.25, 47.4],
  [10.98, 47.4],
  [10.65, 47.55],
  [10.45, 47.55],
  [10.22, 47.27],
  [10.1, 47.4],
  [9.97, 47.55],
  [9.85, 47.54],
  [9.72, 47.535],
  // Lake Constance: between the German and the Austrian/Swiss shores; Konstanz and Kreuzlingen
  [9.66, 47.535],
  [9.55, 47.575],
  [9.47, 47.63],
  [9.35, 47.655],
  [9.25, 47.665],
  [9.19, 47.657],
  [9.16, 47.652],
  [9.13, 47.664],
  [9.05, 47.68],
  [8.98, 47.673],
  [8.875, 47.66],
  // Swiss border: High Rhine to Basel (the canton of Schaffhausen north of the Rhine is simplified away)
  [8.75, 47.69],
  [8.62, 47.675],
  [8.58, 47.6],
  [8.43, 47.565],
  [8.21, 47.6],
  [8.06, 47.555],
  [7.95, 47.545],
  [7.79, 47.548],
  [7.7, 47.54],
  [7.675, 47.545],
  [7.665, 47.56],
  [7.665, 47.588],
  [7.59, 47.588],
  // French border: Upper Rhine, Lauter, Saarland
  [7.53, 47.7],
  [7.56, 47.9],
  [7.575, 48.03],
  [7.6, 48.15],
  [7.7, 48.35],
  [7.8, 48.57],
  [7.96, 48.72],
  [8.1, 48.85],
  [8.23, 48.97],
  [7.94, 49.05],
  [7.65, 49.05],
  [7.45, 49.17],
  [7.3, 49.12],
  [7.1, 49.12],
  [7.03, 49.14],
  [6.95, 49.205],
  [6.88, 49.19],
  [6.84, 49.195],
  [6.72, 49.17],
  [6.55, 49.35],
  [6.36, 49.47],
  // Luxembourg: Moselle, Sauer, Our
  [6.355, 49.56],
  [6.42, 49.65],
  [6.45, 49.68],
  [6.5, 49.705],
  [6.49, 49.735],
  [6.43, 49.81],
  [6.32, 49.84],
  [6.22, 49.94],
  [6.13, 50.13],
  // Belgium
  [6.2, 50.25],
  [6.4, 50.32],
  [6.27, 50.5],
  [6.17, 50.57],
  [6.02, 50.75],
  // Netherlands
  [6.08, 50.85],
  [6.02, 50.93],
  [5.9, 51.0],
  [5.87, 51.05],
  [5.96, 51.04],
  [6.08, 51.17],
  [6.08, 51.23],
  [6.21, 51.36],
  [6.2, 51.52],
  [6.03, 51.72],
  [5.95, 51.82],
  [6.17, 51.87],
  [6.4, 51.83],
  [6.72, 51.9],
  [6.7, 52.03],
  [6.85, 52.12],
  [6.97, 52.24],
  [6.99, 52.4],
  [6.7, 52.48],
  [6.75, 52.6],
  [7.05, 52.64],
  [6.95, 52.7],
  [7.05, 52.85],
  [7.08, 53.0],
  [7.2, 53.1],
];

/** Islands off the coast, each a rough box or outline. */
const ISLANDS: readonly (readonly LonLat[])[] = [
  // East Frisian islands (Borkum to Wangerooge) with the shallows between them
  [
    [6.62, 53.55],
    [6.82, 53.55],
    [6.88, 53.64],
    [8.0, 53.75],
    [8.0, 53.81],
    [7.1, 53.74],
    [6.62, 53.63],
  ],
  // Helgoland
  [
    [7.86, 54.16],
    [7.93, 54.16],
    [7.93, 54.2],
    [7.86, 54.2],
  ],
  // Sylt
  [
    [8.26, 54.74],
    [8.5, 54.74],
    [8.5, 55.06],
    [8.36, 55.06],
    [8.26, 54.95],
  ],
  // Föhr, Amrum, Pellworm and the Halligen
  [
    [8.3, 54.48],
    [8.75, 54.48],
    [8.75, 54.78],
    [8.3, 54.72],
  ],
];

/** Ray casting: whether the point lies inside the ring (a point on an edge may count either way). */
function inRing(lon: number, lat: number, ring: readonly LonLat[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Bounding box of Germany with the outline above: a cheap first test. */
const BOX = { south: 47.2, north: 55.1, west: 5.8, east: 15.1 } as const;

/** Whether a point (WGS 84 degrees) lies in Germany, by the simplified outline above. */
export function inGermany(point: { lat: number; lon: number }): boolean {
  const { lat, lon } = point;
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return false;
  if (lat < BOX.south || lat > BOX.north || lon < BOX.west || lon > BOX.east) return false;
  return inRing(lon, lat, MAINLAND) || ISLANDS.some((ring) => inRing(lon, lat, ring));
}

/**
 * How far (km) a site may lie from the place of its postal code (postal_codes). The largest German postal
 * code areas span about 30 km; the place coordinates are those of the town centre.
 */
export const MAX_KM_FROM_POSTAL_CODE = 30;
