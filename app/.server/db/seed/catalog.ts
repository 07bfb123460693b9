/**
 * Reference data of the catalogue: plans, grave types, products, services, extras, coupons and price plans. The
 * rows live in the JSON files of `catalog-data/` (one file per table, UTF-8, in seed order); this module parses
 * them into typed constants and refuses a malformed file at start. `seed()` writes them idempotently. Prices are
 * net integer cents (VAT is added at display time). The rules the data must keep (unique keys, one default
 * product per category, plan and funeral type, …) are checked by catalog.test.ts.
 *
 * Funeral types empty or omitted mean "every type"; grave-type codes: cremation NW, sea SU (basic) and SB (high,
 * premium), tree BBG, burial none.
 */
import { z } from "zod";
import { cents, type Cents } from "~/domain/money";
import { COUPON_KINDS, type CouponKind } from "~/domain/pricing/coupons";
import { FUNERAL_PLANS, FUNERAL_TYPES, PRODUCT_CATEGORIES } from "../schema/enums";
import type { FuneralPlan, FuneralType, ProductCategory } from "../schema/enums";
import type { ProductTranslations, ServiceTranslations } from "../schema/catalog";
import couponsFile from "./catalog-data/coupons.json" with { type: "json" };
import extrasFile from "./catalog-data/extras.json" with { type: "json" };
import graveTypesFile from "./catalog-data/grave-types.json" with { type: "json" };
import plansFile from "./catalog-data/plans.json" with { type: "json" };
import priceGuaranteePlansFile from "./catalog-data/price-guarantee-plans.json" with { type: "json" };
import pricingPlansFile from "./catalog-data/pricing-plans.json" with { type: "json" };
import productsFile from "./catalog-data/products.json" with { type: "json" };
import servicesFile from "./catalog-data/services.json" with { type: "json" };

export interface PlanSeed {
  id: FuneralPlan;
  name: string;
  seaName: string;
  description: string;
  seaDescription: string;
  priceCents: Cents;
  sort: number;
}

export interface GraveTypeSeed {
  id: string;
  funeralType: FuneralType;
  code: string;
  name: string;
  description: string;
  defaultForPlans: FuneralPlan[];
  sort: number;
}

export interface ProductSeed {
  articleNumber: string;
  category: ProductCategory;
  priceCents: Cents;
  /** VAT class in percent: 19, or 7 for flowers. */
  vatRate: 7 | 19;
  /** 1-based number of the picture public/products/<category>-<n>.svg. */
  picture: number;
  translations: ProductTranslations;
  defaultPlans: FuneralPlan[];
  funeralTypes: FuneralType[];
}

export interface ServiceSeed {
  identifier: string;
  optional: boolean;
  priceCents: Cents;
  translations: ServiceTranslations;
  funeralTypes: FuneralType[];
}

export interface ExtraSeed {
  key: string;
  name: string;
  description: string;
  priceCents: Cents;
  picture: number;
}

export interface CouponSeed {
  code: string;
  /** What the percentage discounts: the plan's yearly tariff or the funeral offer (decision 0073). */
  kind: CouponKind;
  discountPercent: number;
  description: string;
  active: boolean;
  validUntil: Date | null;
  /** The price-guarantee step the code entitles to (decision 0035); omitted: none. */
  guaranteeStep?: number | null;
}

export interface PriceGuaranteePlanSeed {
  id: string;
  discountPercent: number;
  name: string;
  description: string;
  isDefault: boolean;
  sort: number;
}

export interface PricingPlanSeed {
  id: string;
  name: string;
  priceCents: Cents;
  period: "year" | "month";
  trialDays: number;
}

// The schemas list the keys in the files' order: the parsed rows serialise exactly like the files, so the seed's
// version hash (index.ts) only changes when the data do.
const price = z.number().int().nonnegative().transform(cents);
const text = z.string().min(1);
const plan = z.enum(FUNERAL_PLANS);
const funeralType = z.enum(FUNERAL_TYPES);

const planSchema = z.strictObject({
  id: plan,
  name: text,
  seaName: text,
  description: text,
  seaDescription: text,
  priceCents: price,
  sort: z.number().int(),
});

const graveTypeSchema = z.strictObject({
  id: text,
  funeralType,
  code: z.string(),
  name: text,
  description: text,
  defaultForPlans: z.array(plan),
  sort: z.number().int(),
});

const productSchema = z.strictObject({
  articleNumber: text,
  category: z.enum(PRODUCT_CATEGORIES),
  priceCents: price,
  vatRate: z.union([z.literal(7), z.literal(19)]),
  picture: z.number().int().positive(),
  translations: z.strictObject({
    name: text,
    shortname: text,
    description: text,
    properties: z.strictObject({ color: text.optional(), size: text.optional(), weight: text.optional() }),
  }),
  defaultPlans: z.array(plan),
  funeralTypes: z.array(funeralType),
});

const serviceSchema = z.strictObject({
  identifier: text,
  optional: z.boolean(),
  priceCents: price,
  translations: z.strictObject({
    shortname: text,
    shortDescription: text,
    description: text,
    footnote: z.string(),
  }),
  funeralTypes: z.array(funeralType),
});

const extraSchema = z.strictObject({
  key: text,
  name: text,
  priceCents: price,
  picture: z.number().int().positive(),
  description: text,
});

const couponSchema = z.strictObject({
  code: text,
  kind: z.enum(COUPON_KINDS),
  discountPercent: z.number().int().min(0).max(100),
  guaranteeStep: z.number().int().nullable().optional(),
  description: text,
  active: z.boolean(),
  validUntil: z.iso
    .datetime()
    .transform((value) => new Date(value))
    .nullable(),
});

const priceGuaranteePlanSchema = z.strictObject({
  id: text,
  discountPercent: z.number().int().min(0).max(100),
  name: text,
  isDefault: z.boolean(),
  sort: z.number().int(),
  description: text,
});

const pricingPlanSchema = z.strictObject({
  id: text,
  name: text,
  priceCents: price,
  period: z.enum(["year", "month"]),
  trialDays: z.number().int().nonnegative(),
});

/** Parses one data file; a malformed row stops the start with the file's name and the row's place. */
function rows<T>(file: string, schema: z.ZodType<T>, data: unknown): T[] {
  const result = z.array(schema).safeParse(data);
  if (!result.success) throw new Error(`seed/catalog-data/${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

export const PLANS: PlanSeed[] = rows("plans.json", planSchema, plansFile);
export const GRAVE_TYPES: GraveTypeSeed[] = rows("grave-types.json", graveTypeSchema, graveTypesFile);
export const PRODUCTS: ProductSeed[] = rows("products.json", productSchema, productsFile);
export const SERVICES: ServiceSeed[] = rows("services.json", serviceSchema, servicesFile);
export const EXTRAS: ExtraSeed[] = rows("extras.json", extraSchema, extrasFile);
export const COUPONS: CouponSeed[] = rows("coupons.json", couponSchema, couponsFile);
export const PRICE_GUARANTEE_PLANS: PriceGuaranteePlanSeed[] = rows(
  "price-guarantee-plans.json",
  priceGuaranteePlanSchema,
  priceGuaranteePlansFile,
);
export const PRICING_PLANS: PricingPlanSeed[] = rows(
  "pricing-plans.json",
  pricingPlanSchema,
  pricingPlansFile,
);

/** The whole catalogue, one entry per table in seed order (the seed's version hashes it, index.ts). */
export const CATALOG = {
  PLANS,
  GRAVE_TYPES,
  PRODUCTS,
  SERVICES,
  EXTRAS,
  COUPONS,
  PRICE_GUARANTEE_PLANS,
  PRICING_PLANS,
};
