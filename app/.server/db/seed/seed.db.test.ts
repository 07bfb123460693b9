import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { useTestDatabase } from "../../testing/test-database";
import {
  FUNERAL_PLANS,
  FUNERAL_TYPES,
  PRODUCT_CATEGORIES,
  contentEntries,
  funeralSites,
  graveTypes,
  products,
  services,
  type FuneralPlan,
  type FuneralType,
  type ProductCategory,
} from "../schema";
import { seed, seedCounts } from "./index";

const database = useTestDatabase({ seed: false });
let firstRun: Awaited<ReturnType<typeof seed>>;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A checksum over every seeded row including its timestamps: any write shows up. */
async function checksum(): Promise<string> {
  const [row] = await rows<{ sum: string }>(sql`
    select md5(string_agg(t, '|' order by t)) as sum from (
      select 'plans' || to_jsonb(x)::text as t from plans x
      union all select 'pricing_plans' || to_jsonb(x)::text from pricing_plans x
      union all select 'price_guarantee_plans' || to_jsonb(x)::text from price_guarantee_plans x
      union all select 'coupons' || to_jsonb(x)::text from coupons x
      union all select 'grave_types' || to_jsonb(x)::text from grave_types x
      union all select 'products' || to_jsonb(x)::text from products x
      union all select 'services' || to_jsonb(x)::text from services x
      union all select 'extras' || to_jsonb(x)::text from extras x
      union all select 'funeral_sites' || to_jsonb(x)::text from funeral_sites x
      union all select 'postal_codes' || to_jsonb(x)::text from postal_codes x
      union all select 'content_entries' || to_jsonb(x)::text from content_entries x
      union all select 'app_meta' || to_jsonb(x)::text from app_meta x
    ) s
  `);
  return row?.sum ?? "";
}

beforeAll(async () => {
  firstRun = await seed(database.db, { demo: true });
  console.info(`[seed] ${database.kind}: empty database seeded in ${firstRun.durationMs} ms`);
});

describe("seed on an empty database", () => {
  it("writes everything", () => {
    expect(firstRun.skipped).toBe(false);
    expect(firstRun.version).toMatch(/^[0-9a-f]{32}$/);
  });

  it("produces the expected counts", async () => {
    const counts = await seedCounts(database.db);
    expect(counts).toMatchObject({ plans: 3, pricing_plans: 1, price_guarantee_plans: 5, grave_types: 11 });
    expect(counts["coupons"]).toBeGreaterThanOrEqual(3);
    expect(counts["products"]).toBeGreaterThanOrEqual(30);
    expect(counts["services"]).toBeGreaterThanOrEqual(8);
    expect(counts["extras"]).toBeGreaterThanOrEqual(3);
    expect(counts["funeral_sites"]).toBeGreaterThanOrEqual(300);
    expect(counts["postal_codes"]).toBeGreaterThan(12_000);
    expect(counts["content_entries"]).toBeGreaterThanOrEqual(12);
  });

  it("spreads funeral sites over all 16 states with every funeral type", async () => {
    const states = await rows<{ state: string; n: number }>(
      sql`select state, count(*)::int as n from funeral_sites group by state`,
    );
    expect(states).toHaveLength(16);
    for (const { n } of states) expect(n).toBeGreaterThanOrEqual(5);
    const types = await rows<{ type: FuneralType; n: number }>(
      sql`select unnest(funeral_types)::text as type, count(*)::int as n from funeral_sites group by 1`,
    );
    expect(Object.fromEntries(types.map((t) => [t.type, t.n]))).toMatchObject({
      burial: expect.any(Number),
      cremation: expect.any(Number),
      sea: expect.any(Number),
      tree: expect.any(Number),
    });
    expect(types.find((t) => t.type === "sea")!.n).toBeGreaterThanOrEqual(10);
  });

  it("gives every site a fee for each grave type of its funeral types, and no other", async () => {
    const kinds = await database.db.select().from(graveTypes);
    const sites = await database.db.select().from(funeralSites);
    const byId = new Map(kinds.map((k) => [k.id, k]));
    for (const site of sites) {
      const feeTypes = Object.keys(site.fees.prices);
      expect(feeTypes.length, site.id).toBeGreaterThan(0);
      for (const graveTypeId of feeTypes) {
        const kind = byId.get(graveTypeId);
        expect(kind, `${site.id}: ${graveTypeId}`).toBeDefined();
        expect(site.funeralTypes, `${site.id}: ${graveTypeId}`).toContain(kind!.funeralType);
        const price = site.fees.prices[graveTypeId]!.selling_price;
        expect(Number.isInteger(price) && price > 10_000 && price < 1_000_000, `${site.id}: ${price}`).toBe(
          true,
        );
      }
      for (const type of site.funeralTypes) {
        expect(
          kinds.some((k) => k.funeralType === type && feeTypes.includes(k.id)),
          `${site.id}: ${type}`,
        ).toBe(true);
      }
      expect(site.lat).toBeGreaterThan(47.2);
      expect(site.lat).toBeLessThan(55.1);
      expect(site.lon).toBeGreaterThan(5.8);
      expect(site.lon).toBeLessThan(15.1);
    }
  });

  it("uses real postal codes for the funeral sites", async () => {
    const missing = await rows<{ id: string }>(sql`
      select s.id from funeral_sites s
      where not exists (select 1 from postal_codes p where p.code = s.plz and p.city = s.city)
    `);
    expect(missing).toEqual([]);
  });

  it("stores grave-type codes per spec (cremation NW; sea SU basic, SB high/premium; tree BBG; burial empty)", async () => {
    const kinds = await database.db.select().from(graveTypes);
    const codes = (type: FuneralType) =>
      new Set(kinds.filter((k) => k.funeralType === type).map((k) => k.code));
    expect(codes("cremation")).toEqual(new Set(["NW"]));
    expect(codes("tree")).toEqual(new Set(["BBG"]));
    expect(codes("burial")).toEqual(new Set([""]));
    expect(codes("sea")).toEqual(new Set(["SU", "SB"]));
    const seaDefault = (plan: FuneralPlan) =>
      kinds.filter((k) => k.funeralType === "sea" && k.defaultForPlans.includes(plan)).map((k) => k.code);
    expect(seaDefault("basic")).toEqual(["SU"]);
    expect(seaDefault("high")).toEqual(["SB"]);
    expect(seaDefault("premium")).toEqual(["SB"]);
    for (const type of FUNERAL_TYPES) {
      for (const plan of FUNERAL_PLANS) {
        const defaults = kinds.filter((k) => k.funeralType === type && k.defaultForPlans.includes(plan));
        expect(defaults, `${type}/${plan}`).toHaveLength(1);
      }
    }
  });

  it("has at least 5 products per category, each with a picture file", async () => {
    const all = await database.db.select().from(products);
    for (const category of PRODUCT_CATEGORIES) {
      expect(all.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(5);
    }
    const pictures = new Set<string>();
    for (const p of all) {
      expect(p.translations.name && p.translations.shortname && p.translations.description).toBeTruthy();
      expect(p.translations.properties).toHaveProperty("color");
      const url = p.pictures[0]?.url ?? "";
      expect(url).toMatch(/^\/products\/[a-z_]+-\d+\.svg$/);
      pictures.add(url);
      const file = path.join("public", url);
      const svg = fs.readFileSync(file, "utf8");
      expect(svg).toContain("<title>");
      expect(Buffer.byteLength(svg)).toBeLessThan(2048);
    }
    expect(pictures.size).toBe(all.length);
  });

  it("has one default product per category, plan and funeral type", async () => {
    const all = await database.db.select().from(products);
    const expected: Record<FuneralPlan, ProductCategory[]> = {
      basic: ["coffin", "urn"],
      high: ["coffin", "urn", "flower"],
      premium: ["coffin", "urn", "flower", "card", "notice"],
    };
    for (const plan of FUNERAL_PLANS) {
      for (const type of FUNERAL_TYPES) {
        const defaults = all.filter(
          (p) =>
            p.defaultPlans.includes(plan) && (p.funeralTypes.length === 0 || p.funeralTypes.includes(type)),
        );
        const categories = defaults.map((p) => p.category).sort();
        const wanted = expected[plan].filter((c) => !(type === "burial" && c === "urn")).sort();
        expect(categories, `${plan}/${type}`).toEqual(wanted);
      }
    }
  });

  it("has basic and optional services with German texts", async () => {
    const all = await database.db.select().from(services);
    expect(all.filter((s) => !s.optional).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((s) => s.optional).length).toBeGreaterThanOrEqual(3);
    for (const s of all) {
      expect(
        s.translations.shortname && s.translations.shortDescription && s.translations.description,
      ).toBeTruthy();
    }
    expect(all.map((s) => s.identifier)).toEqual(
      expect.arrayContaining(["ueberfuehrung", "trauerfeier", "grabpflege"]),
    );
  });

  it("seeds the pricing plan, price guarantee steps and coupons", async () => {
    const [plan] = await rows<{ id: string; price_cents: number; period: string }>(
      sql`select id, price_cents, period from pricing_plans where id = '2'`,
    );
    expect(plan).toEqual({ id: "2", price_cents: 1800, period: "year" });
    const steps = await rows<{ d: number }>(
      sql`select discount_percent as d from price_guarantee_plans order by discount_percent`,
    );
    expect(steps.map((s) => s.d)).toEqual([0, 10, 20, 25, 50]);
    const coupons = await rows<{ code: string; discount_percent: number; active: boolean }>(
      sql`select code, discount_percent, active from coupons`,
    );
    expect(coupons).toContainEqual({ code: "WILLKOMMEN10", discount_percent: 10, active: true });
    expect(coupons.some((c) => !c.active)).toBe(true);
  });

  it("seeds every content collection with the spec's field names", async () => {
    const entries = await database.db.select().from(contentEntries);
    const collections = new Set(entries.map((e) => e.collection));
    expect(collections).toEqual(
      new Set([
        "PortalSections",
        "PortalLoginPromo",
        "Ratings",
        "CookieConsent",
        "LegalPage",
        "OfferIncluded",
      ]),
    );
    // Offer area: what each plan's price includes and what it does not.
    const included = entries.filter((e) => e.collection === "OfferIncluded");
    expect(included.map((e) => e.data["Plan"]).sort()).toEqual(["basic", "high", "premium"]);
    for (const entry of included) {
      expect((entry.data["Included"] as string[]).length, entry.key).toBeGreaterThan(0);
      expect((entry.data["NotIncluded"] as string[]).length, entry.key).toBeGreaterThan(0);
    }
    const legal = entries.filter((e) => e.collection === "LegalPage").map((e) => e.data["Slug"]);
    expect(legal.sort()).toEqual(["agb", "datenschutz", "impressum"]);
    const tiles = entries.filter((e) => e.collection === "PortalSections");
    const upper = tiles.filter((t) => t.data["Section"] === "upper");
    expect(upper.map((t) => t.data["ButtonLink"])).toEqual(
      expect.arrayContaining([
        "/overview/offer",
        "/overview/wishes",
        "/overview/trusted-person",
        "/overview/finance",
        "/overview/pricing/plans",
      ]),
    );
    for (const tile of upper) {
      for (const field of ["Tile", "Sort", "Level", "IntroHeadline", "IntroDescription", "IntroButton"]) {
        expect(tile.data, `${tile.key}.${field}`).toHaveProperty(field);
      }
    }
    expect(
      tiles.some((t) => t.data["Tile"] === "letter-service" && t.data["ButtonLink"] === "/overview/letters"),
    ).toBe(true);
    // The guest list was the last coming-soon tile; it is live since the wishes area (decision 0017).
    expect(
      tiles.some((t) => t.data["Tile"] === "guest-list" && t.data["ButtonLink"] === "/overview/guests"),
    ).toBe(true);
    const ratings = entries.filter((e) => e.collection === "Ratings").map((e) => e.data["Rating"]);
    expect(ratings.sort()).toEqual([4.7, 4.9]);
    const promo = entries.find((e) => e.collection === "PortalLoginPromo");
    expect(promo?.data).toMatchObject({ Headline: expect.any(String), Price: expect.any(String) });
    expect((promo?.data["Asset"] as { path?: string }).path).toMatch(/^\//);
  });

  it("supports prefix search of postal codes and places", async () => {
    const byCode = await rows<{ code: string; city: string }>(
      sql`select code, city from postal_codes where code like ${"2410%"} order by code, city`,
    );
    expect(byCode).toContainEqual({ code: "24103", city: "Kiel" });
    const byCity = await rows<{ code: string; lat: number | null }>(
      sql`select code, lat from postal_codes where lower(city) like ${"kiel%"} order by code`,
    );
    expect(byCity.length).toBeGreaterThan(10);
    expect(byCity.every((r) => r.lat !== null && Math.abs(r.lat - 54.32) < 0.1)).toBe(true);
  });
});

describe("seed on a seeded database", () => {
  it("skips quickly and changes nothing", async () => {
    const before = await checksum();
    const countsBefore = await seedCounts(database.db);
    const second = await seed(database.db, { demo: true });
    console.info(`[seed] ${database.kind}: already seeded, second run in ${second.durationMs} ms`);
    expect(second).toMatchObject({ skipped: true, version: firstRun.version });
    expect(second.durationMs).toBeLessThan(300);
    expect(await checksum()).toBe(before);
    expect(await seedCounts(database.db)).toEqual(countsBefore);
  });

  it("rewrites nothing when forced over unchanged data", async () => {
    const before = await checksum();
    const forced = await seed(database.db, { demo: true, force: true });
    console.info(`[seed] ${database.kind}: forced run over current data in ${forced.durationMs} ms`);
    expect(forced.skipped).toBe(false);
    expect(await checksum()).toBe(before);
  });

  it("keeps an admin's price change of a demo product and touches no other row (decision 0059)", async () => {
    const stamps = async () =>
      new Map(
        (
          await rows<{ a: string; u: string }>(
            sql`select article_number as a, updated_at::text as u from products`,
          )
        ).map((r) => [r.a, r.u]),
      );
    // What the back office does: a new price, a moved updated_at.
    await database.db.execute(
      sql`update products set price_cents = 61500, updated_at = now() where article_number = 'SA-1001'`,
    );
    const before = await stamps();
    const checksumBefore = await checksum();
    await seed(database.db, { demo: true, force: true });
    const [kept] = await rows<{ price_cents: number; demo: boolean }>(
      sql`select price_cents, demo from products where article_number = 'SA-1001'`,
    );
    expect(kept).toEqual({ price_cents: 61_500, demo: true });
    expect(await stamps()).toEqual(before);
    expect(await checksum()).toBe(checksumBefore);
  });

  it("keeps withdrawn demo rows withdrawn: product, service, extra, site, coupon", async () => {
    await database.db.execute(sql`update products set deleted_at = now() where article_number = 'SA-1002'`);
    await database.db.execute(
      sql`update services set deleted_at = now() where identifier = (select min(identifier) from services)`,
    );
    await database.db.execute(
      sql`update extras set deleted_at = now() where key = (select min(key) from extras)`,
    );
    await database.db.execute(
      sql`update funeral_sites set active = false where id = 'fs-hauptfriedhof-kiel'`,
    );
    await database.db.execute(sql`update coupons set active = false where code = 'WILLKOMMEN10'`);
    await seed(database.db, { demo: true, force: true });
    const [state] = await rows<Record<string, boolean>>(sql`
      select
        (select deleted_at is not null from products where article_number = 'SA-1002') as product,
        (select bool_or(deleted_at is not null) from services) as service,
        (select bool_or(deleted_at is not null) from extras) as extra,
        (select not active from funeral_sites where id = 'fs-hauptfriedhof-kiel') as site,
        (select not active from coupons where code = 'WILLKOMMEN10') as coupon
    `);
    expect(state).toEqual({ product: true, service: true, extra: true, site: true, coupon: true });
  });

  it("does not bring back a demo coupon or site the back office deleted", async () => {
    await database.db.execute(sql`delete from coupons where code = 'HERBST2024'`);
    await database.db.execute(sql`delete from funeral_sites where id = 'fs-hauptfriedhof-kiel'`);
    await seed(database.db, { demo: true, force: true });
    const [gone] = await rows<{ coupons: number; sites: number }>(sql`
      select (select count(*)::int from coupons where code = 'HERBST2024') as coupons,
             (select count(*)::int from funeral_sites where id = 'fs-hauptfriedhof-kiel') as sites
    `);
    expect(gone).toEqual({ coupons: 0, sites: 0 });
  });

  it("never withdraws, labels or changes rows that did not come from the seed", async () => {
    await database.db.execute(sql`
      insert into products (id, article_number, category, price_cents, pictures, translations, default_plans, funeral_types, sort)
      select gen_random_uuid(), 'ADMIN-1', category, 77700, pictures, translations, '{}', funeral_types, 999
      from products where article_number = 'SA-1001'
    `);
    await database.db.execute(sql`
      insert into funeral_sites (id, title, street, plz, city, state, lat, lon, organisation_name, fees, funeral_types)
      select 'fs-admin-import-1', 'Neuer Friedhof', street, plz, city, state, lat, lon, organisation_name, fees, funeral_types
      from funeral_sites where id = 'fs-waldfriedhof-kiel'
    `);
    await database.db.execute(
      sql`insert into coupons (code, discount_percent, description) values ('ADMIN5', 5, 'Vom Backoffice angelegt')`,
    );
    await seed(database.db, { demo: true, force: true });
    const [own] = await rows<Record<string, unknown>>(sql`
      select
        (select row(price_cents, deleted_at is null, demo)::text from products where article_number = 'ADMIN-1') as product,
        (select row(active, demo)::text from funeral_sites where id = 'fs-admin-import-1') as site,
        (select row(active, demo)::text from coupons where code = 'ADMIN5') as coupon
    `);
    expect(own).toEqual({ product: "(77700,t,f)", site: "(t,f)", coupon: "(t,f)" });
  });

  it("labels every seeded catalogue, coupon and site row demo", async () => {
    const [unlabelled] = await rows<{ n: number }>(sql`
      select (
        (select count(*) from products where not demo and article_number like 'SA-%')
        + (select count(*) from services where not demo)
        + (select count(*) from extras where not demo)
        + (select count(*) from coupons where not demo and code <> 'ADMIN5')
        + (select count(*) from funeral_sites where not demo and id <> 'fs-admin-import-1')
      )::int as n
    `);
    expect(unlabelled?.n).toBe(0);
  });

  it("labels rows an earlier seed wrote without the demo flag, once", async () => {
    await database.db.execute(sql`update products set demo = false where article_number = 'SA-1003'`);
    await database.db.execute(sql`update funeral_sites set demo = false where id = 'fs-waldfriedhof-kiel'`);
    await database.db.execute(sql`delete from app_meta where key = 'seed-demo-keys'`);
    await seed(database.db, { demo: true, force: true });
    const [labelled] = await rows<{ product: boolean; site: boolean | null }>(sql`
      select (select demo from products where article_number = 'SA-1003') as product,
             (select demo from funeral_sites where id = 'fs-waldfriedhof-kiel') as site
    `);
    expect(labelled?.product).toBe(true);
    expect(labelled?.site ?? true).toBe(true);
    // Once only: a later run does not label again.
    await database.db.execute(sql`update products set demo = false where article_number = 'SA-1003'`);
    await seed(database.db, { demo: true, force: true });
    const [later] = await rows<{ demo: boolean }>(
      sql`select demo from products where article_number = 'SA-1003'`,
    );
    expect(later?.demo).toBe(false);
  });

  it("rewrites an older price-guarantee description (decision 0024: the step lowers the guarantee's price)", async () => {
    await database.db.execute(
      sql`update price_guarantee_plans set description = 'Die Preise Ihres Angebots gelten dauerhaft, mit 10 % Nachlass auf den Angebotspreis.' where id = 'pg-10'`,
    );
    await seed(database.db, { demo: true, force: true });
    const descriptions = await rows<{ description: string }>(
      sql`select description from price_guarantee_plans order by sort`,
    );
    expect(descriptions[1]?.description).toBe(
      "Ihre Angebotspreise gelten dauerhaft; der Preis der Preisgarantie sinkt um 10 %.",
    );
    expect(descriptions.some((d) => d.description.includes("Angebotspreis."))).toBe(false);
  });
});
