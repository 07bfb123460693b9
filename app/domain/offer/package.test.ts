import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FUNERAL_PLANS, FUNERAL_TYPES, type FuneralPlan, type FuneralType } from "../constants";
import { cents, type Cents } from "../money";
import { PRODUCT_CATEGORIES, type ProductCategory } from "./constants";
import { lineGross, offerPrice, productFits } from "./index";
import {
  packageChange,
  packageChangeRefusal,
  packageDefaults,
  packageFromPrice,
  type CatalogueProduct,
  type CatalogueService,
  type PackageChangeInput,
  type PackageItem,
} from "./package";

const product = (
  id: string,
  category: ProductCategory,
  net: number,
  defaultPlans: FuneralPlan[] = [],
  funeralTypes: FuneralType[] = [],
  sort = 0,
): CatalogueProduct => ({
  id,
  category,
  name: id,
  defaultPlans,
  funeralTypes,
  sort,
  line: { netCents: cents(net), category, vatRate: category === "flower" ? 7 : 19 },
});

/** A small catalogue shaped like the seed: one default per category, plan and type, alternatives for all. */
const PRODUCTS: CatalogueProduct[] = [
  product("coffin-basic", "coffin", 59_000, ["basic"], [], 1),
  product("coffin-high", "coffin", 129_000, ["high"], [], 2),
  product("coffin-premium", "coffin", 219_000, ["premium"], [], 3),
  product("coffin-poplar", "coffin", 74_000, [], [], 4),
  product("urn-basic", "urn", 9_500, ["basic"], ["cremation"], 5),
  product("urn-high", "urn", 19_500, ["high"], ["cremation"], 6),
  product("urn-premium", "urn", 34_500, ["premium"], ["cremation"], 7),
  product("urn-sea", "urn", 14_500, ["basic", "high", "premium"], ["sea"], 8),
  product("urn-wood", "urn", 16_500, [], ["cremation", "tree"], 9),
  product("flower-high", "flower", 18_500, ["high"], [], 10),
  product("flower-premium", "flower", 29_500, ["premium"], [], 11),
  product("flower-posy", "flower", 6_500, [], [], 12),
  product("card-premium", "card", 4_900, ["premium"], [], 13),
  product("card-thanks", "card", 4_500, [], [], 14),
  product("notice-premium", "notice", 39_000, ["premium"], [], 15),
  product("notice-online", "notice", 9_900, [], [], 16),
  product("goods-candle", "grave_goods", 2_900, [], ["burial", "cremation"], 17),
];
const SERVICES: CatalogueService[] = [
  { optional: false, funeralTypes: [], line: { netCents: cents(39_000) } },
  { optional: false, funeralTypes: ["cremation", "sea", "tree"], line: { netCents: cents(42_000) } },
  { optional: true, funeralTypes: [], line: { netCents: cents(45_000) } },
];
const PLAN_FEES: Record<FuneralPlan, Cents> = {
  basic: cents(49_000),
  high: cents(69_000),
  premium: cents(99_000),
};

const fromPrice = (plan: FuneralPlan, funeralType: FuneralType, offerCouponPercent = 0) =>
  packageFromPrice({
    plan,
    funeralType,
    planFeeCents: PLAN_FEES[plan],
    products: PRODUCTS,
    services: SERVICES,
    offerCouponPercent,
  });

describe("the 'ab' price of a package", () => {
  it("is the base price, the basic services and the cheapest product of each category the package fills", () => {
    // Basis, cremation: the package's own coffin and urn are the cheapest there (590 € and 95 € net).
    expect(fromPrice("basic", "cremation")).toBe(
      offerPrice({
        planFeeCents: PLAN_FEES.basic,
        lines: [PRODUCTS[0]!.line, PRODUCTS[4]!.line, SERVICES[0]!.line, SERVICES[1]!.line],
        siteFeeCents: null,
      }).total,
    );
    // By hand: (490 + 590 + 95 + 390 + 420) € × 1.19 = 1.985 € × 1.19 = 2.362,15 €.
    expect(fromPrice("basic", "cremation")).toBe(236_215);
    // Komfort, burial: the oak coffin may be swapped for the poplar one (740 €), the roses for the posy (65 €,
    // 7 %); burial has no urn; the cremation service is not part of a burial.
    expect(fromPrice("high", "burial")).toBe(
      offerPrice({
        planFeeCents: PLAN_FEES.high,
        lines: [PRODUCTS[3]!.line, PRODUCTS[11]!.line, SERVICES[0]!.line],
        siteFeeCents: null,
      }).total,
    );
  });

  it("takes an offer coupon off, never adds the optional services or a site", () => {
    const full = fromPrice("premium", "sea");
    expect(fromPrice("premium", "sea", 10)).toBeLessThan(full);
    expect(fromPrice("premium", "sea", 0)).toBe(full);
  });

  it("grows with the package on the seed's shape", () => {
    for (const type of FUNERAL_TYPES) {
      expect(fromPrice("basic", type)).toBeLessThan(fromPrice("high", type));
      expect(fromPrice("high", type)).toBeLessThan(fromPrice("premium", type));
    }
  });
});

/** A random catalogue: products of every category with random plans, types and prices, services likewise. */
const catalogueArb = fc
  .record({
    products: fc.array(
      fc.record({
        category: fc.constantFrom(...PRODUCT_CATEGORIES),
        net: fc.integer({ min: 0, max: 500_000 }),
        defaultPlans: fc.subarray([...FUNERAL_PLANS]),
        funeralTypes: fc.subarray([...FUNERAL_TYPES]),
        sort: fc.integer({ min: 0, max: 50 }),
        vatRate: fc.constantFrom(7, 19),
      }),
      { maxLength: 25 },
    ),
    services: fc.array(
      fc.record({
        optional: fc.boolean(),
        funeralTypes: fc.subarray([...FUNERAL_TYPES]),
        net: fc.integer({ min: 0, max: 200_000 }),
      }),
      { maxLength: 8 },
    ),
    planFee: fc.integer({ min: 0, max: 200_000 }),
  })
  .map(({ products, services, planFee }) => ({
    products: products.map((p, index): CatalogueProduct => ({
      id: `p${index}`,
      category: p.category,
      name: `p${index}`,
      defaultPlans: p.defaultPlans,
      funeralTypes: p.funeralTypes,
      sort: p.sort,
      line: { netCents: cents(p.net), category: p.category, vatRate: p.vatRate },
    })),
    services: services.map((s): CatalogueService => ({
      optional: s.optional,
      funeralTypes: s.funeralTypes,
      line: { netCents: cents(s.net) },
    })),
    planFee: cents(planFee),
  }));

describe("no offer costs less than the 'ab' price of its package", () => {
  it("holds for every offer a customer can put together: swapped products, added items, a site, a coupon", () => {
    fc.assert(
      fc.property(
        catalogueArb,
        fc.constantFrom(...FUNERAL_PLANS),
        fc.constantFrom(...FUNERAL_TYPES),
        fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
        fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
        fc.integer({ min: 0, max: 100 }),
        (catalogue, plan, type, picks, site, coupon) => {
          const fits = (p: CatalogueProduct) => {
            const fit = productFits(p, plan, type);
            return fit.plan && fit.funeralType;
          };
          const pick = <T>(list: readonly T[], index: number): T | undefined =>
            list.length === 0 ? undefined : list[picks[index % picks.length]! % list.length];
          // The package's categories hold one product each: the default or any product that may replace it.
          const packageLines = packageDefaults(catalogue.products, plan, type).map(
            (packageProduct, index) =>
              pick(
                catalogue.products.filter((p) => p.category === packageProduct.category && fits(p)),
                index,
              )!.line,
          );
          // Other categories: a product booked on top, or none.
          const packageCategories = new Set(
            packageDefaults(catalogue.products, plan, type).map((p) => p.category),
          );
          const added = PRODUCT_CATEGORIES.filter((category) => !packageCategories.has(category))
            .map((category, index) =>
              picks[index]! % 2 === 0
                ? pick(
                    catalogue.products.filter((p) => p.category === category && fits(p)),
                    index + 6,
                  )
                : undefined,
            )
            .flatMap((p) => (p ? [p.line] : []));
          const services = catalogue.services
            .filter((s) => s.funeralTypes.length === 0 || s.funeralTypes.includes(type))
            .filter((s, index) => !s.optional || picks[index % picks.length]! % 3 === 0)
            .map((s) => s.line);
          const offer = offerPrice({
            planFeeCents: catalogue.planFee,
            lines: [...packageLines, ...added, ...services],
            siteFeeCents: site === null ? null : cents(site),
            offerCouponPercent: coupon,
          });
          const from = packageFromPrice({
            plan,
            funeralType: type,
            planFeeCents: catalogue.planFee,
            products: catalogue.products,
            services: catalogue.services,
            offerCouponPercent: coupon,
          });
          expect(offer.total).toBeGreaterThanOrEqual(from);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("is reached: the package with the cheapest product in each of its categories costs exactly that", () => {
    fc.assert(
      fc.property(
        catalogueArb,
        fc.constantFrom(...FUNERAL_PLANS),
        fc.constantFrom(...FUNERAL_TYPES),
        (catalogue, plan, type) => {
          const cheapest = packageDefaults(catalogue.products, plan, type).map(
            (packageProduct) =>
              catalogue.products
                .filter((p) => {
                  const fit = productFits(p, plan, type);
                  return p.category === packageProduct.category && fit.plan && fit.funeralType;
                })
                .map((p) => p.line)
                .sort((a, b) => lineGross(a) - lineGross(b))[0]!,
          );
          const services = catalogue.services
            .filter((s) => !s.optional && (s.funeralTypes.length === 0 || s.funeralTypes.includes(type)))
            .map((s) => s.line);
          const total = offerPrice({
            planFeeCents: catalogue.planFee,
            lines: [...cheapest, ...services],
            siteFeeCents: null,
          }).total;
          expect(
            packageFromPrice({
              plan,
              funeralType: type,
              planFeeCents: catalogue.planFee,
              products: catalogue.products,
              services: catalogue.services,
            }),
          ).toBe(total);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("when the package may be changed online", () => {
  const open = {
    state: null,
    frozenAt: null,
    paymentAcceptedAt: null,
    paymentAcceptedPlan: null,
    paymentPriceGuarantee: null,
    priceGuaranteeBookedAt: null,
  } as const;
  const paid = { ...open, paymentAcceptedAt: new Date(), paymentAcceptedPlan: "plan-yearly" };

  it("while no plan is booked and the offer is not customized or frozen", () => {
    expect(packageChangeRefusal(open, { byStaff: false })).toBeNull();
    expect(packageChangeRefusal(paid, { byStaff: false })).toBe("booked");
    expect(packageChangeRefusal({ ...open, paymentPriceGuarantee: 10 }, { byStaff: false })).toBe("booked");
    expect(packageChangeRefusal({ ...open, priceGuaranteeBookedAt: new Date() }, { byStaff: false })).toBe(
      "booked",
    );
    expect(packageChangeRefusal({ ...open, state: "accepted" }, { byStaff: false })).toBe("booked");
    expect(packageChangeRefusal({ ...open, state: "customized" }, { byStaff: false })).toBe("customized");
    expect(packageChangeRefusal({ ...paid, frozenAt: new Date() }, { byStaff: true })).toBe("frozen");
  });

  it("customer care changes a booked plan's package, never a customized offer's", () => {
    expect(packageChangeRefusal(paid, { byStaff: true })).toBeNull();
    expect(packageChangeRefusal({ ...paid, state: "customized" }, { byStaff: true })).toBe("customized");
  });
});

/** The offer items of a default offer of `plan` (package products and the basic services). */
function offerOf(plan: FuneralPlan, type: FuneralType, extra: PackageItem[] = []): PackageItem[] {
  return [
    ...packageDefaults(PRODUCTS, plan, type).map((p): PackageItem => ({
      id: `item-${p.id}`,
      kind: "basic_product",
      category: p.category,
      productId: p.id,
      name: p.name,
      line: p.line,
      productDefaultPlans: p.defaultPlans,
    })),
    ...SERVICES.filter(
      (s) => !s.optional && (s.funeralTypes.length === 0 || s.funeralTypes.includes(type)),
    ).map((s, index): PackageItem => ({
      id: `service-${index}`,
      kind: "basic_service",
      category: null,
      productId: null,
      name: `service-${index}`,
      line: s.line,
      productDefaultPlans: null,
    })),
    ...extra,
  ];
}

const optional = (p: CatalogueProduct): PackageItem => ({
  id: `item-${p.id}`,
  kind: "optional_product",
  category: p.category,
  productId: p.id,
  name: p.name,
  line: p.line,
  productDefaultPlans: p.defaultPlans,
});

const byId = (id: string) => PRODUCTS.find((p) => p.id === id)!;
const SITE_FEES: Record<string, Cents> = { still: cents(52_000), begleitet: cents(125_000) };

function changeTo(
  to: FuneralPlan,
  type: FuneralType,
  items: PackageItem[],
  graveType: PackageChangeInput["graveType"] = { current: null, defaultBefore: null, defaultAfter: null },
) {
  return packageChange({
    to,
    items,
    packageProducts: packageDefaults(PRODUCTS, to, type).map((p) => ({
      productId: p.id,
      category: p.category,
      name: p.name,
      line: p.line,
    })),
    graveType,
    planFeeCents: PLAN_FEES[to],
    siteFeeFor: (id) => (id ? (SITE_FEES[id] ?? null) : null),
    offerCouponPercent: null,
  });
}

describe("changing the package of an offer", () => {
  it("Komfort → Basis: the package's coffin and urn are replaced, its flowers leave, services stay", () => {
    const change = changeTo("basic", "cremation", offerOf("high", "cremation"));
    expect(change.coming.map((p) => p.productId)).toEqual(["coffin-basic", "urn-basic"]);
    expect(change.leaving).toEqual([
      { id: "item-coffin-high", category: "coffin", name: "coffin-high", reason: "replaced" },
      { id: "item-urn-high", category: "urn", name: "urn-high", reason: "replaced" },
      { id: "item-flower-high", category: "flower", name: "flower-high", reason: "package" },
    ]);
    expect(change.staying).toEqual(["service-0", "service-1"]);
    // The result is the Basis offer a new customer gets.
    expect(change.price.total).toBe(
      offerPrice({
        planFeeCents: PLAN_FEES.basic,
        lines: offerOf("basic", "cremation").map((item) => item.line),
        siteFeeCents: null,
      }).total,
    );
  });

  it("there and back again gives the package's own offer", () => {
    const basic = changeTo("basic", "burial", offerOf("premium", "burial"));
    expect(basic.price.total).toBe(
      offerPrice({
        planFeeCents: PLAN_FEES.basic,
        lines: offerOf("basic", "burial").map((item) => item.line),
        siteFeeCents: null,
      }).total,
    );
    const premium = changeTo("premium", "burial", offerOf("basic", "burial"));
    expect(premium.price.total).toBe(
      offerPrice({
        planFeeCents: PLAN_FEES.premium,
        lines: offerOf("premium", "burial").map((item) => item.line),
        siteFeeCents: null,
      }).total,
    );
  });

  it("Basis → Premium: a flower booked on top gives way to the package's, other additions stay", () => {
    const items = offerOf("basic", "burial", [optional(byId("flower-posy")), optional(byId("goods-candle"))]);
    const change = changeTo("premium", "burial", items);
    expect(change.leaving).toContainEqual({
      id: "item-flower-posy",
      category: "flower",
      name: "flower-posy",
      reason: "replaced",
    });
    expect(change.staying).toContain("item-goods-candle");
    expect(change.coming.map((p) => p.productId)).toEqual([
      "coffin-premium",
      "flower-premium",
      "card-premium",
      "notice-premium",
    ]);
  });

  it("a product swapped into the package's category is replaced by the new package's own", () => {
    const items = offerOf("high", "burial").map((item) =>
      item.productId === "coffin-high"
        ? { ...item, id: "item-coffin-poplar", productId: "coffin-poplar", line: byId("coffin-poplar").line }
        : item,
    );
    const change = changeTo("premium", "burial", items);
    expect(change.leaving).toContainEqual(
      expect.objectContaining({ id: "item-coffin-poplar", reason: "replaced" }),
    );
  });

  it("a product that is already the new package's stays with its price", () => {
    // The sea urn belongs to every package; its stored price is older than the catalogue's.
    const items = offerOf("basic", "sea").map((item) =>
      item.productId === "urn-sea" ? { ...item, line: { ...item.line, netCents: cents(13_000) } } : item,
    );
    const change = changeTo("high", "sea", items);
    expect(change.staying).toContain("item-urn-sea");
    expect(change.coming.map((p) => p.productId)).toEqual(["coffin-high", "flower-high"]);
  });

  it("an added product that may not be chosen in the new package leaves", () => {
    const foreign = product("goods-high-only", "grave_goods", 5_000, ["high"]);
    const change = changeTo("basic", "burial", offerOf("high", "burial", [optional(foreign)]));
    expect(change.leaving).toContainEqual(
      expect.objectContaining({ id: "item-goods-high-only", reason: "otherPlan" }),
    );
  });

  it("the grave type follows the package when it was the old package's default, with the site's fee", () => {
    const still = { current: "still", defaultBefore: "still", defaultAfter: "begleitet" };
    const up = changeTo("high", "sea", offerOf("basic", "sea"), still);
    expect(up.graveTypeId).toBe("begleitet");
    expect(up.graveTypeChanged).toBe(true);
    expect(up.price.siteFeeGross).toBe(148_750);

    // Chosen by the customer (not the package's default): it stays.
    const chosen = changeTo("high", "sea", offerOf("basic", "sea"), { ...still, current: "begleitet" });
    expect(chosen.graveTypeId).toBe("begleitet");
    expect(chosen.graveTypeChanged).toBe(false);

    // Burial: every package has the same default; nothing moves.
    const burial = changeTo("premium", "burial", offerOf("basic", "burial"), {
      current: "reihe",
      defaultBefore: "reihe",
      defaultAfter: "reihe",
    });
    expect(burial.graveTypeChanged).toBe(false);
  });
});
