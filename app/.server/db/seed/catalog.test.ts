import { describe, expect, it } from "vitest";
import { FUNERAL_PLANS, FUNERAL_TYPES, PRODUCT_CATEGORIES } from "../schema/enums";
import { t } from "~/i18n";
import { CATALOG } from "./catalog";

const unique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);

describe("the catalogue data files", () => {
  it("parse into rows", () => {
    expect(CATALOG.PLANS.map((p) => p.id)).toEqual([...FUNERAL_PLANS]);
    for (const table of [
      CATALOG.GRAVE_TYPES,
      CATALOG.PRODUCTS,
      CATALOG.SERVICES,
      CATALOG.EXTRAS,
      CATALOG.COUPONS,
      CATALOG.PRICE_GUARANTEE_PLANS,
      CATALOG.PRICING_PLANS,
    ]) {
      expect(table.length).toBeGreaterThan(0);
    }
  });

  it("use each key once per table", () => {
    unique(CATALOG.GRAVE_TYPES.map((g) => g.id));
    unique(CATALOG.PRODUCTS.map((p) => p.articleNumber));
    unique(CATALOG.PRODUCTS.map((p) => `${p.category}-${p.picture}`));
    unique(CATALOG.SERVICES.map((s) => s.identifier));
    unique(CATALOG.EXTRAS.map((e) => e.key));
    unique(CATALOG.EXTRAS.map((e) => e.picture));
    unique(CATALOG.COUPONS.map((c) => c.code));
    unique(CATALOG.PRICE_GUARANTEE_PLANS.map((p) => p.id));
    unique(CATALOG.PRICE_GUARANTEE_PLANS.map((p) => p.discountPercent));
    unique(CATALOG.PRICING_PLANS.map((p) => p.id));
  });

  it("keep prices in whole, non-negative cents", () => {
    const prices = [
      CATALOG.PLANS,
      CATALOG.PRODUCTS,
      CATALOG.SERVICES,
      CATALOG.EXTRAS,
      CATALOG.PRICING_PLANS,
    ].flatMap((table) => table.map((row) => row.priceCents));
    for (const cents of prices) expect(Number.isSafeInteger(cents) && cents >= 0, String(cents)).toBe(true);
  });

  it("give every category a default product for every plan", () => {
    for (const category of PRODUCT_CATEGORIES.filter((c) => c !== "grave_goods")) {
      const plans = new Set(
        CATALOG.PRODUCTS.filter((p) => p.category === category).flatMap((p) => p.defaultPlans),
      );
      expect(plans.size, category).toBeGreaterThan(0);
    }
    for (const plan of FUNERAL_PLANS) {
      for (const category of ["coffin", "urn"]) {
        expect(
          CATALOG.PRODUCTS.some((p) => p.category === category && p.defaultPlans.includes(plan)),
          `${plan}/${category}`,
        ).toBe(true);
      }
    }
  });

  it("give every plan exactly one default grave type per funeral type", () => {
    for (const plan of FUNERAL_PLANS) {
      for (const type of FUNERAL_TYPES) {
        const defaults = CATALOG.GRAVE_TYPES.filter(
          (g) => g.funeralType === type && g.defaultForPlans.includes(plan),
        );
        expect(defaults, `${plan}/${type}`).toHaveLength(1);
      }
    }
  });

  it("have exactly one default price-guarantee step, and coupons that give something", () => {
    expect(CATALOG.PRICE_GUARANTEE_PLANS.filter((p) => p.isDefault)).toHaveLength(1);
    const steps = new Set(CATALOG.PRICE_GUARANTEE_PLANS.map((p) => p.discountPercent));
    for (const coupon of CATALOG.COUPONS) {
      expect(coupon.discountPercent > 0 || coupon.guaranteeStep != null, coupon.code).toBe(true);
      if (coupon.guaranteeStep != null) expect(steps.has(coupon.guaranteeStep), coupon.code).toBe(true);
      expect(coupon.validUntil === null || !Number.isNaN(coupon.validUntil.getTime()), coupon.code).toBe(
        true,
      );
    }
  });
});

describe("the back office's plan labels", () => {
  it("are the plan names customers see", () => {
    for (const plan of CATALOG.PLANS) expect(t(`backoffice.catalogue.plan.${plan.id}`)).toBe(plan.name);
  });
});
