/** Funeral-site look-up, page data and saving against the seeded catalogue (content/funeral-sites.json). */
import { eq, like } from "drizzle-orm";
import { FUNERAL_TYPES } from "~/domain/constants";
import { describe, expect, it } from "vitest";
import { isServiceError } from "~/domain/errors";
import { distanceKm, MAX_MARKERS, NEAREST_SITES, sitePrice, type MarkerQuery } from "~/domain/funeral-sites";
import { createCustomer } from "../../testing/crm";
import { funeralSites, provisions } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { findMarkers, loadSitePage, saveFuneralSite } from "./index";
import type { ProvisionActor } from "../provisions";
import { testClock } from "../../testing/identity";

const database = useTestDatabase();
const ip = "192.0.2.80";
const KIEL_BOX = { south: 54.2, west: 9.9, north: 54.45, east: 10.35 };

let counter = 0;
async function customer(patch: Partial<typeof provisions.$inferInsert> = {}) {
  counter += 1;
  const { user, provision } = await createCustomer(database.db, { email: `sites${counter}@example.de` });
  await database.db
    .update(provisions)
    .set({ lat: 54.3233, lon: 10.1228, code: "24103", graveTypeId: "urnenreihengrab", ...patch })
    .where(eq(provisions.id, provision.id));
  const actor: ProvisionActor = {
    userId: user.id,
    isStaff: false,
    ownProvisionId: provision.id,
    heldProvisionId: null,
  };
  return { actor, id: provision.id };
}

const stored = async (id: string) =>
  (await database.db.select().from(provisions).where(eq(provisions.id, id)))[0]!;

const query = (patch: Partial<MarkerQuery> = {}): MarkerQuery => ({
  types: ["cremation"],
  activeOnly: true,
  ...KIEL_BOX,
  ...patch,
});

describe("findMarkers", () => {
  it("returns the sites inside the bounds that serve the funeral types", async () => {
    const { markers, truncated } = await findMarkers(database.db, query());
    expect(truncated).toBe(false);
    expect(markers.length).toBeGreaterThan(0);
    for (const marker of markers) {
      expect(marker.lat).toBeGreaterThanOrEqual(KIEL_BOX.south);
      expect(marker.lat).toBeLessThanOrEqual(KIEL_BOX.north);
      expect(marker.lon).toBeGreaterThanOrEqual(KIEL_BOX.west);
      expect(marker.lon).toBeLessThanOrEqual(KIEL_BOX.east);
      expect(marker).not.toHaveProperty("price");
    }
    const ids = markers.map((m) => m.id);
    const rows = await database.db.select().from(funeralSites);
    const expected = rows
      .filter(
        (r) =>
          r.active &&
          r.funeralTypes.includes("cremation") &&
          r.lat >= KIEL_BOX.south &&
          r.lat <= KIEL_BOX.north &&
          r.lon >= KIEL_BOX.west &&
          r.lon <= KIEL_BOX.east,
      )
      .map((r) => r.id);
    expect([...ids].sort()).toEqual([...expected].sort());
  });

  it("filters by funeral type and carries the gross price of `prices`", async () => {
    const germany = { south: 47, west: 5.5, north: 55.1, east: 15.5 };
    const sea = await findMarkers(
      database.db,
      query({ ...germany, types: ["sea"], prices: "seebestattung-still" }),
    );
    expect(sea.markers.length).toBeGreaterThan(0);
    const rows = await database.db.select().from(funeralSites);
    for (const marker of sea.markers) {
      const row = rows.find((r) => r.id === marker.id)!;
      expect(row.funeralTypes).toContain("sea");
      expect(marker.price).toBe(sitePrice(row.fees, "seebestattung-still"));
    }
    const unknownPrice = await findMarkers(
      database.db,
      query({ ...germany, types: ["sea"], prices: "reihengrab" }),
    );
    expect(unknownPrice.markers.every((m) => m.price === null)).toBe(true);
  });

  it("leaves inactive sites out unless activeOnly is off", async () => {
    const [first] = (await findMarkers(database.db, query())).markers;
    await database.db.update(funeralSites).set({ active: false }).where(eq(funeralSites.id, first!.id));
    try {
      expect((await findMarkers(database.db, query())).markers.map((m) => m.id)).not.toContain(first!.id);
      expect(
        (await findMarkers(database.db, query({ activeOnly: false }))).markers.map((m) => m.id),
      ).toContain(first!.id);
    } finally {
      await database.db.update(funeralSites).set({ active: true }).where(eq(funeralSites.id, first!.id));
    }
  });

  it("caps the answer at MAX_MARKERS, nearest to the centre of the view first", async () => {
    const box = { south: 40, west: 20, north: 41, east: 21 };
    const grid: (typeof funeralSites.$inferInsert)[] = Array.from({ length: 30 * 21 }, (_, index) => ({
      id: `test-cap-${index}`,
      title: `Testfriedhof ${index}`,
      street: "Weg 1",
      plz: "99999",
      city: "Testort",
      state: "Test",
      lat: 40 + (Math.floor(index / 21) + 0.5) / 30,
      lon: 20 + ((index % 21) + 0.5) / 21,
      organisationName: "Test",
      fees: { prices: {} },
      funeralTypes: ["tree"],
    }));
    await database.db.insert(funeralSites).values(grid);
    try {
      const answer = await findMarkers(database.db, query({ ...box, types: ["tree"] }));
      expect(answer.markers).toHaveLength(MAX_MARKERS);
      expect(answer.truncated).toBe(true);
      const centre = { lat: 40.5, lon: 20.5 };
      const distances = answer.markers.map((m) => distanceKm(centre, m));
      const farthestIn = Math.max(...distances);
      const left = grid.filter((g) => !answer.markers.some((m) => m.id === g.id));
      expect(left).toHaveLength(grid.length - MAX_MARKERS);
      // Every site left out lies (about) as far as or farther than every site returned.
      expect(Math.min(...left.map((g) => distanceKm(centre, g)))).toBeGreaterThanOrEqual(farthestIn * 0.98);
    } finally {
      await database.db.delete(funeralSites).where(like(funeralSites.id, "test-cap-%"));
    }
  });
});

describe("loadSitePage", () => {
  it("lists the nearest sites around the postal code searched, with distance and gross price", async () => {
    const { actor } = await customer();
    const page = await loadSitePage(
      database.db,
      actor,
      {
        query: "24103",
        graveType: null,
        siteId: null,
      },
      { ip, now: testClock.now() },
    );
    expect(page.centre?.label).toBe("24103 Kiel");
    expect(page.graveTypeId).toBe("urnenreihengrab");
    expect(page.sites.length).toBe(10);
    const distances = page.sites.map((s) => s.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(10);
    const rows = await database.db.select().from(funeralSites);
    for (const site of page.sites) {
      expect(site.price).toBe(sitePrice(rows.find((r) => r.id === site.id)!.fees, "urnenreihengrab"));
      expect(rows.find((r) => r.id === site.id)!.funeralTypes).toContain("cremation");
    }
  });

  it("lists exactly the nearest active sites of each funeral type, however far the nearest are", async () => {
    const rows = await database.db.select().from(funeralSites);
    // Munich: the sea sites (harbours) are hundreds of kilometres away, behind every other site.
    const munich = { lat: 48.1372, lon: 11.5756 };
    for (const funeralType of FUNERAL_TYPES) {
      const { actor } = await customer({ funeralType, ...munich, code: "80331" });
      const page = await loadSitePage(
        database.db,
        actor,
        { query: "", graveType: null, siteId: null },
        { ip, now: testClock.now() },
      );
      const expected = rows
        .filter((row) => row.active && row.funeralTypes.includes(funeralType))
        .map((row) => ({ id: row.id, km: distanceKm(munich, row) }))
        .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
        .slice(0, NEAREST_SITES)
        .map((row) => row.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(page.sites.map((site) => site.id)).toEqual(expected);
    }
  });

  it("orders sites at the same point by id, also where they meet the end of the list", async () => {
    const { actor } = await customer();
    const [model] = await database.db.select().from(funeralSites).limit(1);
    const here = { lat: 54.3233, lon: 10.1228 };
    const tie = (n: number, patch: Partial<typeof funeralSites.$inferInsert> = {}) => ({
      ...model!,
      id: `fs-tie-${String(n).padStart(2, "0")}`,
      title: `Gleichort ${n}`,
      ...here,
      funeralTypes: ["cremation" as const],
      active: true,
      ...patch,
    });
    // Twelve sites at the customer's own place, stored in reverse order, and two that must not be listed.
    const ties = Array.from({ length: 12 }, (_, n) => tie(n + 1)).reverse();
    await database.db
      .insert(funeralSites)
      .values([...ties, tie(0, { active: false }), tie(99, { id: "fs-tie-00-sea", funeralTypes: ["sea"] })]);
    try {
      const page = await loadSitePage(
        database.db,
        actor,
        { query: "", graveType: null, siteId: null },
        { ip, now: testClock.now() },
      );
      expect(page.sites.map((site) => site.id)).toEqual(
        Array.from({ length: NEAREST_SITES }, (_, n) => `fs-tie-${String(n + 1).padStart(2, "0")}`),
      );
      expect(page.sites.every((site) => site.distanceKm === 0)).toBe(true);
    } finally {
      await database.db.delete(funeralSites).where(like(funeralSites.id, "fs-tie-%"));
    }
  });

  it("searches by place name, takes another grave type of the funeral type, and keeps a chosen far site", async () => {
    const { actor } = await customer();
    const far = (await database.db.select().from(funeralSites).where(eq(funeralSites.city, "München")))[0]!;
    const page = await loadSitePage(
      database.db,
      actor,
      {
        query: "Kiel",
        graveType: "urnenwahlgrab",
        siteId: far.id,
      },
      { ip, now: testClock.now() },
    );
    expect(page.centre?.label).toMatch(/Kiel$/);
    expect(page.graveTypeId).toBe("urnenwahlgrab");
    expect(page.sites[0]!.id).toBe(far.id);
    expect(page.chosenSiteId).toBe(far.id);
    expect(page.sites[0]!.distanceKm).toBeGreaterThan(600);
    // A grave type of another funeral type is ignored.
    const other = await loadSitePage(
      database.db,
      actor,
      {
        query: "",
        graveType: "reihengrab",
        siteId: null,
      },
      { ip, now: testClock.now() },
    );
    expect(other.graveTypeId).toBe("urnenreihengrab");
    expect(other.centre).toMatchObject({ lat: 54.3233, lon: 10.1228 });
  });

  it("says when no place matches", async () => {
    const { actor } = await customer();
    const page = await loadSitePage(
      database.db,
      actor,
      {
        query: "Xqzwort",
        graveType: null,
        siteId: null,
      },
      { ip, now: testClock.now() },
    );
    expect(page.placeNotFound).toBe(true);
    expect(page.sites).toEqual([]);
  });

  it("answers 404 when the offer is customized", async () => {
    const { actor } = await customer({ state: "customized" });
    const error = await loadSitePage(
      database.db,
      actor,
      {
        query: "",
        graveType: null,
        siteId: null,
      },
      { ip, now: testClock.now() },
    ).catch((e: unknown) => e);
    expect(isServiceError(error) && error.status).toBe(404);
  });
});

describe("saveFuneralSite", () => {
  async function kielSite() {
    const { markers } = await findMarkers(database.db, query());
    return markers[0]!.id;
  }

  it("stores site and grave type, and refuses an unchanged save without writing", async () => {
    const { actor, id } = await customer();
    const site = await kielSite();
    const before = await stored(id);
    const choice = { funeralSiteId: site, graveType: "urnenwahlgrab" };
    expect(
      await saveFuneralSite(database.db, actor, choice, {
        now: new Date(),
        expectedVersion: before.version,
        ip,
      }),
    ).toEqual({
      saved: true,
    });
    const after = await stored(id);
    expect(after).toMatchObject({
      funeralSiteId: site,
      graveTypeId: "urnenwahlgrab",
      version: before.version + 1,
    });
    expect(
      await saveFuneralSite(database.db, actor, choice, {
        now: new Date(),
        expectedVersion: after.version,
        ip,
      }),
    ).toEqual({
      saved: false,
      field: null,
      reason: "unchanged",
    });
    expect((await stored(id)).version).toBe(after.version);
  });

  it("refuses unknown, unfitting or inactive sites and foreign grave types, and stale versions", async () => {
    const { actor, id } = await customer();
    const site = await kielSite();
    const version = (await stored(id)).version;
    const save = ({
      expectedVersion = version,
      ...patch
    }: {
      expectedVersion?: number;
      funeralSiteId?: string;
      graveType?: string;
    }) =>
      saveFuneralSite(
        database.db,
        actor,
        { funeralSiteId: site, graveType: "urnenreihengrab", ...patch },
        { now: new Date(), expectedVersion, ip },
      );
    expect(await save({ funeralSiteId: "fs-gibt-es-nicht" })).toMatchObject({
      saved: false,
      reason: "siteUnknown",
    });
    expect(await save({ funeralSiteId: "'; drop table x; --" })).toMatchObject({
      saved: false,
      reason: "siteUnknown",
    });
    const [sea] = await database.db
      .select()
      .from(funeralSites)
      .where(eq(funeralSites.id, "fs-seebestattung-ab-bremerhaven"));
    expect(await save({ funeralSiteId: sea!.id })).toMatchObject({ saved: false, reason: "siteUnknown" });
    expect(await save({ graveType: "reihengrab" })).toMatchObject({ saved: false, field: "graveType" });
    await database.db.update(funeralSites).set({ active: false }).where(eq(funeralSites.id, site));
    try {
      expect(await save({})).toMatchObject({ saved: false, reason: "siteUnknown" });
    } finally {
      await database.db.update(funeralSites).set({ active: true }).where(eq(funeralSites.id, site));
    }
    const stale = await save({ expectedVersion: version - 1 }).catch((e: unknown) => e);
    expect(isServiceError(stale) && stale.code).toBe("staleVersion");
    expect(await stored(id)).toMatchObject({ funeralSiteId: null, version });
  });

  it("refuses a site that does not offer the grave type, and saving on a customized offer", async () => {
    const { actor, id } = await customer();
    const site = await kielSite();
    const [row] = await database.db.select().from(funeralSites).where(eq(funeralSites.id, site));
    const { urnenwahlgrab: _dropped, ...prices } = row!.fees.prices;
    await database.db.update(funeralSites).set({ fees: { prices } }).where(eq(funeralSites.id, site));
    try {
      expect(
        await saveFuneralSite(
          database.db,
          actor,
          { funeralSiteId: site, graveType: "urnenwahlgrab" },
          { now: new Date(), expectedVersion: undefined, ip },
        ),
      ).toMatchObject({ saved: false, field: "funeralSiteId", reason: "graveTypeNotOffered" });
    } finally {
      await database.db.update(funeralSites).set({ fees: row!.fees }).where(eq(funeralSites.id, site));
    }
    await database.db.update(provisions).set({ state: "customized" }).where(eq(provisions.id, id));
    const error = await saveFuneralSite(
      database.db,
      actor,
      { funeralSiteId: site, graveType: "urnenwahlgrab" },
      { now: new Date(), expectedVersion: undefined, ip },
    ).catch((e: unknown) => e);
    expect(isServiceError(error) && error.status).toBe(404);
    expect((await stored(id)).funeralSiteId).toBeNull();
  });
});
