import { describe, expect, it } from "vitest";
import {
  clampBounds,
  distanceKm,
  groupOverlapping,
  markerSearchParams,
  maySaveSite,
  MIN_ZOOM,
  roundedDistanceKm,
  sitePrice,
  zoomAfterLookup,
} from "./index";
import { parseMarkerQuery } from "../validation/funeral-sites";

const KIEL = { lat: 54.3233, lon: 10.1228 };
const HAMBURG = { lat: 53.5511, lon: 9.9937 };
const MUNICH = { lat: 48.1351, lon: 11.582 };

describe("distanceKm", () => {
  it("measures great-circle distances", () => {
    expect(distanceKm(KIEL, KIEL)).toBe(0);
    expect(distanceKm(KIEL, HAMBURG)).toBeCloseTo(86.4, 0);
    expect(distanceKm(HAMBURG, MUNICH)).toBeCloseTo(612, -1);
    expect(distanceKm(HAMBURG, MUNICH)).toBeCloseTo(distanceKm(MUNICH, HAMBURG), 9);
  });

  it("stays finite for antipodes", () => {
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(20015.1, 0);
  });

  it("rounds for display: a decimal below 10 km, whole kilometres above", () => {
    expect(roundedDistanceKm(3.24)).toBe(3.2);
    expect(roundedDistanceKm(9.96)).toBe(10);
    expect(roundedDistanceKm(86.4)).toBe(86);
  });
});

describe("sitePrice", () => {
  const fees = { prices: { reihengrab: { selling_price: 191_000 }, odd: { selling_price: 10.5 } } };

  it("is the gross price of the grave type (× 1.19, rounded once)", () => {
    expect(sitePrice(fees, "reihengrab")).toBe(227_290);
    expect(sitePrice({ prices: { a: { selling_price: 1 } } }, "a")).toBe(1);
    expect(sitePrice({ prices: { a: { selling_price: 3 } } }, "a")).toBe(4);
  });

  it("is null when the site does not offer the grave type or the fee is not whole cents", () => {
    expect(sitePrice(fees, "wahlgrab")).toBeNull();
    expect(sitePrice(fees, "odd")).toBeNull();
    expect(sitePrice(fees, "constructor")).toBeNull();
    expect(sitePrice(fees, null)).toBeNull();
    expect(sitePrice(null, "reihengrab")).toBeNull();
  });
});

describe("parseMarkerQuery", () => {
  const valid = { types: "cremation", south: "54.2", west: "10.0", north: "54.4", east: "10.3" };
  const parse = (entries: Record<string, string>) => parseMarkerQuery(new URLSearchParams(entries));

  it("reads types, prices, activeOnly and bounds", () => {
    expect(parse(valid)).toEqual({
      types: ["cremation"],
      activeOnly: true,
      south: 54.2,
      west: 10,
      north: 54.4,
      east: 10.3,
    });
    expect(
      parse({ ...valid, types: "sea,tree,sea", prices: "seebestattung-still", activeOnly: "0" }),
    ).toMatchObject({
      types: ["sea", "tree"],
      prices: "seebestattung-still",
      activeOnly: false,
    });
  });

  it("refuses malformed parameters", () => {
    expect(parse({ ...valid, types: "" })).toBeNull();
    expect(parse({ ...valid, types: "space" })).toBeNull();
    expect(parse({ ...valid, south: "abc" })).toBeNull();
    expect(parse({ ...valid, south: "1e3" })).toBeNull();
    expect(parse({ ...valid, south: "-91" })).toBeNull();
    expect(parse({ ...valid, east: "181" })).toBeNull();
    expect(parse({ ...valid, north: "54.1" })).toBeNull(); // north below south
    expect(parse({ ...valid, west: "10.4" })).toBeNull(); // west beyond east
    expect(parse({ ...valid, prices: "<script>" })).toBeNull();
    expect(parse({ ...valid, activeOnly: "maybe" })).toBeNull();
    expect(parse({ ...valid, extra: "1" })).toBeNull();
    const { east: _east, ...missing } = valid;
    expect(parse(missing)).toBeNull();
    expect(
      parseMarkerQuery(new URLSearchParams("types=sea&types=tree&south=1&west=1&north=2&east=2")),
    ).toBeNull();
  });

  it("reads back what markerSearchParams writes, with the view clamped to the world", () => {
    const params = markerSearchParams({
      types: ["sea"],
      prices: "seebestattung-still",
      bounds: { south: 53.123456789, west: -200, north: 95, east: 8.5 },
    });
    expect(parseMarkerQuery(params)).toEqual({
      types: ["sea"],
      prices: "seebestattung-still",
      activeOnly: true,
      south: 53.12346,
      west: -180,
      north: 90,
      east: 8.5,
    });
    expect(clampBounds({ south: -100, west: 0, north: 0, east: 540 })).toEqual({
      south: -90,
      west: 0,
      north: 0,
      east: 180,
    });
  });
});

describe("zoomAfterLookup", () => {
  it("zooms out one level when fewer than 3 sites are found", () => {
    expect(zoomAfterLookup(13, { found: 0 })).toBe(12);
    expect(zoomAfterLookup(13, { found: 2 })).toBe(12);
    expect(zoomAfterLookup(13, { found: 3 })).toBeNull();
    expect(zoomAfterLookup(10, { found: 500 })).toBeNull();
  });

  it("zooms out one level when the look-up failed", () => {
    expect(zoomAfterLookup(13, { failed: true })).toBe(12);
  });

  it("stops at the minimum zoom", () => {
    expect(zoomAfterLookup(MIN_ZOOM + 1, { found: 0 })).toBe(MIN_ZOOM);
    expect(zoomAfterLookup(MIN_ZOOM, { found: 0 })).toBeNull();
    expect(zoomAfterLookup(MIN_ZOOM, { failed: true })).toBeNull();
  });
});

describe("maySaveSite", () => {
  const stored = { siteId: "a", graveTypeId: "g" };
  const base = { saving: false, funeralType: "burial" as const, stored };

  it("is refused while saving, when unchanged, and for sea without a site", () => {
    expect(maySaveSite({ ...base, chosen: { siteId: "b", graveTypeId: "g" } })).toBe(true);
    expect(maySaveSite({ ...base, chosen: { siteId: "a", graveTypeId: "h" } })).toBe(true);
    expect(maySaveSite({ ...base, chosen: { siteId: null, graveTypeId: "g" } })).toBe(true);
    expect(maySaveSite({ ...base, saving: true, chosen: { siteId: "b", graveTypeId: "g" } })).toBe(false);
    expect(maySaveSite({ ...base, chosen: stored })).toBe(false);
    expect(
      maySaveSite({
        ...base,
        funeralType: "sea",
        stored: { siteId: null, graveTypeId: "g" },
        chosen: { siteId: null, graveTypeId: "h" },
      }),
    ).toBe(false);
  });
});

describe("groupOverlapping", () => {
  it("keeps points apart on either axis in groups of their own", () => {
    const points = [
      { x: 0, y: 0 },
      { x: 44, y: 0 },
      { x: 0, y: 44 },
    ];
    expect(groupOverlapping(points, 44)).toEqual(points.map((point) => [point]));
  });

  it("puts points whose targets would overlap into the group of the first one", () => {
    const a = { x: 100, y: 100 };
    const b = { x: 120, y: 130 };
    const c = { x: 60, y: 143 };
    const d = { x: 300, y: 100 };
    expect(groupOverlapping([a, b, c, d], 44)).toEqual([[a, b, c], [d]]);
  });

  it("anchors a group at its first point, so the order decides which point stays in place", () => {
    const chosen = { x: 30, y: 0 };
    const other = { x: 0, y: 0 };
    expect(groupOverlapping([chosen, other], 44)[0]![0]).toBe(chosen);
  });
});
