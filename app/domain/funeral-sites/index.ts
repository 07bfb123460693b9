/**
 * Funeral-site search and map on /overview/offer/funeral-site (docs/decisions/0016-funeral-site-map.md): distances, the map's look-up parameters, the zoom-out rule and
 * the price of a site for a grave type. Pure, shared by server and browser.
 */
import type { FuneralType } from "../constants";
import { cents, gross, type Cents } from "../money";

/** Centre of Germany (geographic centre near Niederdorla), used when nothing better is known. */
export const GERMANY_CENTRE = { lat: 51.1634, lon: 10.4477 } as const;
/** Default map zoom. */
export const DEFAULT_ZOOM = 13;
/** Zoom never goes below this when zooming out (all of Germany is in view at 6). */
export const MIN_ZOOM = 5;
/** The map zooms out by one level while fewer sites than this are found. */
export const MIN_SITES_IN_VIEW = 3;
/** Debounce of the marker look-up after the map moved. */
export const MARKER_DEBOUNCE_MS = 250;
/** At most this many markers per look-up (the nearest to the centre of the view). */
export const MAX_MARKERS = 500;
/** How many sites the server-rendered search lists. */
export const NEAREST_SITES = 10;
/** Longest search text accepted (postal code or place name). */
export const SITE_QUERY_MAX_LENGTH = 60;

export interface Position {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Position, b: Position): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as shown: one decimal below 10 km, whole kilometres above. */
export function roundedDistanceKm(km: number): number {
  return km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
}

/** `fees.prices[graveTypeId].selling_price` (net cents) of a site. */
export interface SiteFees {
  prices: Record<string, { selling_price: number } | undefined>;
}

/**
 * The gross price (× 1.19, money.ts) a site charges for a grave type, or null when the site does not offer
 * that grave type (or its fee is not a whole, non-negative number of cents).
 */
export function sitePrice(
  fees: SiteFees | null | undefined,
  graveTypeId: string | null | undefined,
): Cents | null {
  if (!fees || !graveTypeId || !Object.prototype.hasOwnProperty.call(fees.prices, graveTypeId)) return null;
  const net = fees.prices[graveTypeId]?.selling_price;
  if (typeof net !== "number" || !Number.isSafeInteger(net) || net < 0) return null;
  return gross(cents(net));
}

/** The look-up's parameters, parsed (app/domain/validation/funeral-sites.ts). */
export interface MarkerQuery extends Bounds {
  types: FuneralType[];
  prices?: string | undefined;
  activeOnly: boolean;
}

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The centre of a box. */
export function centreOf(bounds: Bounds): Position {
  return { lat: (bounds.south + bounds.north) / 2, lon: (bounds.west + bounds.east) / 2 };
}

/**
 * Leaflet's view as look-up parameters: latitudes clamped to ±90, longitudes to ±180 (a view wider than the
 * world becomes the whole world), rounded to 5 decimals (≈ 1 m) so that URLs stay short.
 */
export function clampBounds(bounds: Bounds): Bounds {
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  const lat = (value: number) => round(Math.min(90, Math.max(-90, value)));
  const lon = (value: number) => round(Math.min(180, Math.max(-180, value)));
  return {
    south: lat(bounds.south),
    west: lon(bounds.west),
    north: lat(bounds.north),
    east: lon(bounds.east),
  };
}

/** Grave type and site ids are slugs ("urnenreihengrab", "fs-hauptfriedhof-kiel"). */
export const SLUG_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The look-up's URL parameters for a view (the inverse of `parseMarkerQuery` in validation/funeral-sites.ts). */
export function markerSearchParams(query: {
  types: readonly FuneralType[];
  prices?: string | null;
  activeOnly?: boolean;
  bounds: Bounds;
}): URLSearchParams {
  const b = clampBounds(query.bounds);
  const params = new URLSearchParams({ types: query.types.join(",") });
  if (query.prices) params.set("prices", query.prices);
  params.set("activeOnly", query.activeOnly === false ? "0" : "1");
  params.set("south", String(b.south));
  params.set("west", String(b.west));
  params.set("north", String(b.north));
  params.set("east", String(b.east));
  return params;
}

/** One map marker. */
export interface SiteMarker {
  id: string;
  name: string;
  city: string;
  lat: number;
  lon: number;
  /** Gross cents for the grave type of `prices`; null when the site does not offer it. Absent without `prices`. */
  price?: number | null;
}

export interface MarkerAnswer {
  markers: SiteMarker[];
  /** More sites lie in the view than were returned (MAX_MARKERS). */
  truncated: boolean;
}

/**
 * After a look-up the map zooms out by one level when fewer than 3 sites were found or the
 * look-up failed. Returns the zoom to go to, or null to stay (enough sites, or already at MIN_ZOOM).
 */
export function zoomAfterLookup(zoom: number, outcome: { found: number } | { failed: true }): number | null {
  const tooFew = "failed" in outcome || outcome.found < MIN_SITES_IN_VIEW;
  if (!tooFew) return null;
  const next = Math.floor(zoom) - 1;
  return next >= MIN_ZOOM ? next : null;
}

/**
 * Groups points on the screen (pixels) so that square targets of `size` px drawn at the groups' anchors never
 * overlap (WCAG 2.5.8: a target another one covers is too small to hit). Each point, in the given order, joins
 * the first group whose anchor (its first point) lies closer than `size` on both axes, else starts a group of
 * its own; anchors are therefore at least `size` apart on one axis. Put the point that must stay an anchor first.
 */
export function groupOverlapping<T extends { x: number; y: number }>(
  points: readonly T[],
  size: number,
): T[][] {
  const groups: T[][] = [];
  for (const point of points) {
    const group = groups.find(
      ([anchor]) => Math.abs(anchor!.x - point.x) < size && Math.abs(anchor!.y - point.y) < size,
    );
    if (group) group.push(point);
    else groups.push([point]);
  }
  return groups;
}

/** Whether the save button may be pressed: not while saving, not unchanged, not sea without a site. */
export function maySaveSite(state: {
  saving: boolean;
  funeralType: FuneralType;
  stored: { siteId: string | null; graveTypeId: string | null };
  chosen: { siteId: string | null; graveTypeId: string | null };
}): boolean {
  if (state.saving) return false;
  if (state.funeralType === "sea" && !state.chosen.siteId) return false;
  return state.chosen.siteId !== state.stored.siteId || state.chosen.graveTypeId !== state.stored.graveTypeId;
}
