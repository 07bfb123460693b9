import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamptz, uuidKey, timestamps } from "./columns";
import {
  FUNERAL_TYPES,
  funeralPlanEnum,
  funeralTypeEnum,
  productCategoryEnum,
  type FuneralPlan,
  type FuneralType,
} from "./enums";
import type { Cents } from "~/domain/money";
import type { CouponKind } from "~/domain/pricing/coupons";

/** The three offer plans. `priceCents` is the plan's own service fee, without products. */
export const plans = pgTable("plans", {
  id: funeralPlanEnum("id").primaryKey(),
  name: text("name").notNull(),
  /** Label used for sea funerals (sea plans have their own labels). */
  seaName: text("sea_name").notNull(),
  description: text("description").notNull(),
  /** Description used for sea funerals (a sea plan is described by what happens at sea, not by coffin and flowers). */
  seaDescription: text("sea_description").notNull(),
  priceCents: integer("price_cents").$type<Cents>().notNull(),
  sort: integer("sort").notNull(),
  ...timestamps(),
});

/** Paid portal plan (GET /provisions/plans/2 → {id, price {value, period}}). */
export const pricingPlans = pgTable("pricing_plans", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  priceCents: integer("price_cents").$type<Cents>().notNull(),
  /** Billing period of `priceCents`, e.g. "year". */
  period: text("period").$type<"year" | "month">().notNull(),
  trialDays: integer("trial_days").notNull().default(0),
  active: boolean("active").notNull().default(true),
  ...timestamps(),
});

/** Price-guarantee options by discount percent (0, 10, 20, 25, 50; default 0). */
export const priceGuaranteePlans = pgTable(
  "price_guarantee_plans",
  {
    id: text("id").primaryKey(),
    discountPercent: integer("discount_percent").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    sort: integer("sort").notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("price_guarantee_plans_discount_key").on(t.discountPercent),
    check("price_guarantee_plans_discount_chk", sql`${t.discountPercent} between 0 and 100`),
  ],
);

/** Coupons; the code is stored upper-case and matched case-insensitively by upper-casing the input. */
export const coupons = pgTable(
  "coupons",
  {
    code: text("code").primaryKey(),
    /**
     * What `discountPercent` is taken off (decision 0073): "plan" the yearly Vorsorgeplan tariff, "offer" the
     * funeral offer's own prices (never the cemetery's or third parties' fees). Set when the coupon is created.
     */
    kind: text("kind").$type<CouponKind>().notNull().default("plan"),
    discountPercent: integer("discount_percent").notNull(),
    description: text("description").notNull().default(""),
    active: boolean("active").notNull().default(true),
    /** Validity window (decision 0031): usable from `validFrom` (null: at once) until `validUntil`. */
    validFrom: timestamptz("valid_from"),
    validUntil: timestamptz("valid_until"),
    /** How many bookings may use the code in all (null: no limit); each customer may use it once. */
    maxUses: integer("max_uses"),
    /**
     * The price-guarantee discount step the code entitles to (0, 10, 20, 25, 50; decision 0035), null when the
     * code only takes `discountPercent` off the total.
     */
    guaranteeStep: integer("guarantee_step"),
    /** Demo data of the embedded default (`npm start`), labelled "Demo" to staff; never seeded in production. */
    demo: boolean("demo").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check("coupons_code_upper_chk", sql`${t.code} = upper(${t.code})`),
    check("coupons_discount_chk", sql`${t.discountPercent} between 0 and 100`),
    check(
      "coupons_guarantee_step_chk",
      sql`${t.guaranteeStep} is null or ${t.guaranteeStep} in (0, 10, 20, 25, 50)`,
    ),
    // A code gives something: a percentage off the total, a step, or both.
    check("coupons_gives_chk", sql`${t.discountPercent} > 0 or ${t.guaranteeStep} is not null`),
    check("coupons_kind_chk", sql`${t.kind} in ('plan', 'offer')`),
    // A price-guarantee step belongs to the plan: an offer coupon gives a percentage only.
    check("coupons_offer_step_chk", sql`${t.kind} = 'plan' or ${t.guaranteeStep} is null`),
    check("coupons_max_uses_chk", sql`${t.maxUses} is null or ${t.maxUses} > 0`),
  ],
);

/**
 * Grave types grouped by funeral type. `code` per type: cremation NW; sea SU (basic) and SB
 * (high, premium); tree BBG; burial "" (empty).
 */
export const graveTypes = pgTable(
  "grave_types",
  {
    id: text("id").primaryKey(),
    funeralType: funeralTypeEnum("funeral_type").notNull(),
    code: text("code").notNull().default(""),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** Plans for which this is the default grave type of its funeral type (sea: SU for basic, SB for high/premium). */
    defaultForPlans: funeralPlanEnum("default_for_plans")
      .array()
      .notNull()
      .default(sql`'{}'::funeral_plan[]`),
    sort: integer("sort").notNull(),
    ...timestamps(),
  },
  (t) => [index("grave_types_funeral_type_idx").on(t.funeralType, t.sort)],
);

export interface ProductTranslations {
  name: string;
  shortname: string;
  description: string;
  properties: { color?: string; size?: string; weight?: string };
}

export interface Picture {
  url: string;
  alt?: string;
}

export const products = pgTable(
  "products",
  {
    id: uuidKey(),
    articleNumber: text("article_number").notNull(),
    category: productCategoryEnum("category").notNull(),
    /** Net price in cents (VAT is added at display time). */
    priceCents: integer("price_cents").$type<Cents>().notNull(),
    pictures: jsonb("pictures").$type<Picture[]>().notNull().default([]),
    translations: jsonb("translations").$type<ProductTranslations>().notNull(),
    /** Plans whose default offer contains this product. */
    defaultPlans: funeralPlanEnum("default_plans")
      .array()
      .$type<FuneralPlan[]>()
      .notNull()
      .default(sql`'{}'::funeral_plan[]`),
    /** Funeral types the product fits; empty means every type. */
    funeralTypes: funeralTypeEnum("funeral_types")
      .array()
      .notNull()
      .default(sql`'{}'::funeral_type[]`),
    sort: integer("sort").notNull().default(0),
    /** VAT class in percent: 19 (standard) or 7 (reduced, flowers). */
    vatRate: integer("vat_rate").notNull().default(19),
    /** Withdrawn from the catalogue (no longer offered; offers holding it become outdated). */
    deletedAt: timestamptz("deleted_at"),
    /** Demo data of the embedded default (`npm start`), labelled "Demo" to staff; never seeded in production. */
    demo: boolean("demo").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check("products_vat_rate_chk", sql`${t.vatRate} in (7, 19)`),
    uniqueIndex("products_article_number_key").on(t.articleNumber),
    index("products_category_idx").on(t.category, t.sort),
    check("products_price_chk", sql`${t.priceCents} >= 0`),
  ],
);

export interface ServiceTranslations {
  shortname: string;
  shortDescription: string;
  description: string;
  footnote: string;
}

export const services = pgTable(
  "services",
  {
    id: uuidKey(),
    identifier: text("identifier").notNull(),
    /** false: part of every offer of its funeral types (basic service); true: bookable optional service. */
    optional: boolean("optional").notNull().default(false),
    priceCents: integer("price_cents").$type<Cents>().notNull(),
    translations: jsonb("translations").$type<ServiceTranslations>().notNull(),
    /** Funeral types the service applies to; empty means every type. */
    funeralTypes: funeralTypeEnum("funeral_types")
      .array()
      .notNull()
      .default(sql`'{}'::funeral_type[]`),
    sort: integer("sort").notNull().default(0),
    deletedAt: timestamptz("deleted_at"),
    /** Demo data of the embedded default (`npm start`), labelled "Demo" to staff; never seeded in production. */
    demo: boolean("demo").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("services_identifier_key").on(t.identifier),
    check("services_price_chk", sql`${t.priceCents} >= 0`),
  ],
);

export const extras = pgTable(
  "extras",
  {
    id: uuidKey(),
    /** Stable natural key, e.g. "trauerredner". */
    key: text("key").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    priceCents: integer("price_cents").$type<Cents>().notNull(),
    pictureUrl: text("picture_url"),
    sort: integer("sort").notNull().default(0),
    deletedAt: timestamptz("deleted_at"),
    /** Demo data of the embedded default (`npm start`), labelled "Demo" to staff; never seeded in production. */
    demo: boolean("demo").notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex("extras_key_key").on(t.key), check("extras_price_chk", sql`${t.priceCents} >= 0`)],
);

/** `fees.prices[graveTypeId].selling_price` in cents. */
export interface FuneralSiteFees {
  prices: Record<string, { selling_price: number }>;
}

/**
 * A position (degrees) as a point on the unit sphere, in a `cube` (extension cube): the straight-line distance
 * `<->` between two such points grows with the great-circle distance, so ordering by it is ordering by the
 * distance over the earth, and a GiST index on a site's point serves that order (nearest first). A query uses this
 * same expression on the columns to be served by the `funeral_sites_<type>_nearest_idx` indexes.
 */
export const onUnitSphere = (lat: SQLWrapper | number, lon: SQLWrapper | number) =>
  sql`cube(array[cos(radians(${lat})) * cos(radians(${lon})), cos(radians(${lat})) * sin(radians(${lon})), sin(radians(${lat}))])`;

/**
 * The sites a customer may choose for a funeral type: active and serving it. The type is written as a literal
 * (checked against the enum), so that the condition of a query and the predicate of the funeral type's partial
 * index are the same constant and PostgreSQL can match them, whatever way the statement is planned.
 */
export function offersFuneralType(
  site: { active: SQLWrapper; funeralTypes: SQLWrapper },
  type: FuneralType,
): SQL {
  if (!FUNERAL_TYPES.includes(type)) throw new Error(`unknown funeral type ${type}`);
  return sql`${site.active} and ${site.funeralTypes} && ${sql.raw(`'{${type}}'`)}::funeral_type[]`;
}

export const funeralSites = pgTable(
  "funeral_sites",
  {
    /** Stable id from content/funeral-sites.json, e.g. "fs-hauptfriedhof-kiel". */
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    street: text("street").notNull(),
    plz: text("plz").notNull(),
    city: text("city").notNull(),
    /** German state (Bundesland) name. */
    state: text("state").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    organisationName: text("organisation_name").notNull(),
    fees: jsonb("fees").$type<FuneralSiteFees>().notNull(),
    funeralTypes: funeralTypeEnum("funeral_types").array().notNull(),
    active: boolean("active").notNull().default(true),
    /** Demo data of the embedded default (`npm start`), labelled "Demo" to staff; never seeded in production. */
    demo: boolean("demo").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index("funeral_sites_lat_lon_idx").on(t.lat, t.lon),
    index("funeral_sites_lon_idx").on(t.lon),
    index("funeral_sites_plz_idx").on(t.plz),
    index("funeral_sites_funeral_types_idx").using("gin", t.funeralTypes),
    // The nearest sites of a funeral type (the site search, decision 0066): one small index per type, so that a
    // rare type (sea: harbours) is not found by walking past every other site nearer to the centre.
    ...FUNERAL_TYPES.map((type) =>
      index(`funeral_sites_${type}_nearest_idx`)
        .using("gist", onUnitSphere(t.lat, t.lon))
        .where(offersFuneralType(t, type)),
    ),
    check("funeral_sites_lat_chk", sql`${t.lat} between -90 and 90`),
    check("funeral_sites_lon_chk", sql`${t.lon} between -180 and 180`),
  ],
);
