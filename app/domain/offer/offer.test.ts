import { couponPercentFor } from "../pricing/coupons";
import { describe, expect, it } from "vitest";
import { cents } from "../money";
import {
  addMonths,
  couponDiscounted,
  defaultCategories,
  defaultGraveType,
  graveTypeCode,
  interleave,
  isOfferEditable,
  isOfferOutdated,
  itemChange,
  lineGross,
  offerPrice,
  productFits,
  seaDefaultGraveTypeCode,
  sortByCategory,
  type GraveTypeChoice,
} from "./index";

describe("prices to the cent", () => {
  it("adds 19 % on products, services, extras and 7 % on flowers, rounded per line", () => {
    expect(lineGross({ netCents: cents(59_000), category: "coffin" })).toBe(70_210);
    expect(lineGross({ netCents: cents(18_500), category: "flower" })).toBe(19_795);
    expect(lineGross({ netCents: cents(115) })).toBe(137); // 136.85 → 137 (half away from zero)
    expect(lineGross({ netCents: cents(250), category: "flower" })).toBe(268); // 267.5 → 268
    expect(lineGross({ netCents: cents(100), quantity: 3 })).toBe(357);
  });

  it("sums the rounded lines, the plan fee and the site fee", () => {
    const price = offerPrice({
      planFeeCents: cents(69_000),
      lines: [
        { netCents: cents(129_000), category: "coffin" },
        { netCents: cents(18_500), category: "flower" },
        { netCents: cents(39_000) },
      ],
      siteFeeCents: cents(117_000),
    });
    expect(price.planFeeGross).toBe(82_110);
    expect(price.lineGross).toEqual([153_510, 19_795, 46_410]);
    expect(price.siteFeeGross).toBe(139_230);
    expect(price.subtotal).toBe(82_110 + 153_510 + 19_795 + 46_410 + 139_230);
    expect(price.total).toBe(price.subtotal);
    expect(price.net).toBe(69_000 + 129_000 + 18_500 + 39_000 + 117_000);
    expect(price.couponDiscount).toBe(0);
  });

  it("leaves the site fee out when no site is chosen", () => {
    const price = offerPrice({ planFeeCents: cents(100), lines: [], siteFeeCents: null });
    expect(price.siteFeeGross).toBeNull();
    expect(price.total).toBe(119);
    expect(price.net).toBe(100);
  });

  it("takes an offer coupon off the total once; a booked price guarantee takes nothing off the offer (0024)", () => {
    const input = {
      planFeeCents: cents(10_000),
      lines: [{ netCents: cents(333) }],
      siteFeeCents: null,
      offerCouponPercent: 10,
    };
    const price = offerPrice(input);
    // 11900 + 396 = 12296; coupon 10 % = 1229.6 → 1230 off → 11066
    expect(price.subtotal).toBe(12_296);
    expect(price.couponDiscount).toBe(1_230);
    expect(price.total).toBe(11_066);
    expect(Object.keys(price)).not.toContain("priceGuaranteeDiscount");
  });

  it("never discounts the cemetery's site fee; a plan coupon takes nothing off the offer (0073)", () => {
    const base = {
      planFeeCents: cents(10_000),
      lines: [{ netCents: cents(333) }],
      siteFeeCents: cents(100_000),
    };
    const price = offerPrice({ ...base, offerCouponPercent: 10 });
    // own prices 11900 + 396 = 12296 → 1230 off; the site fee 119000 stays whole
    expect(price.subtotal).toBe(12_296 + 119_000);
    expect(price.couponDiscount).toBe(1_230);
    expect(price.total).toBe(price.subtotal - 1_230);
    const planCoupon = couponPercentFor("offer", { kind: "plan", percent: 25 });
    expect(planCoupon).toBe(0);
    expect(offerPrice({ ...base, offerCouponPercent: planCoupon }).total).toBe(price.subtotal);
    expect(couponPercentFor("plan", { kind: "plan", percent: 25 })).toBe(25);
    expect(couponPercentFor("offer", { kind: "offer", percent: 10 })).toBe(10);
  });

  it("discounted = price − price × d / 100, none leaves the price", () => {
    expect(couponDiscounted(cents(1_000), 15)).toBe(850);
    expect(couponDiscounted(cents(1_000), null)).toBe(1_000);
    expect(couponDiscounted(cents(1), 50)).toBe(0);
    expect(() => couponDiscounted(cents(1), 101)).toThrow(RangeError);
  });
});

describe("offer outdated", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const base = {
    state: null,
    priceGuaranteePercent: null,
    hasOutdatedItems: false,
    versionedAt: new Date("2026-06-01T00:00:00Z"),
    now,
  } as const;

  it("is outdated after 6 calendar months or with outdated items", () => {
    expect(isOfferOutdated(base)).toBe(false);
    expect(isOfferOutdated({ ...base, versionedAt: new Date("2026-05-22T12:00:00Z") })).toBe(true);
    expect(isOfferOutdated({ ...base, versionedAt: new Date("2026-05-22T12:00:01Z") })).toBe(false);
    expect(isOfferOutdated({ ...base, hasOutdatedItems: true })).toBe(true);
    expect(isOfferOutdated({ ...base, state: "customized", hasOutdatedItems: true })).toBe(true);
  });

  it("is never outdated when accepted or under a price guarantee", () => {
    const old = { ...base, hasOutdatedItems: true, versionedAt: new Date("2020-01-01") };
    expect(isOfferOutdated({ ...old, state: "accepted" })).toBe(false);
    expect(isOfferOutdated({ ...old, priceGuaranteePercent: 10 })).toBe(false);
    expect(isOfferOutdated({ ...old, priceGuaranteePercent: 0, priceGuaranteeBookedAt: new Date() })).toBe(
      false,
    );
    expect(isOfferOutdated({ ...old, priceGuaranteePercent: 0 })).toBe(true);
  });

  it("counts calendar months (31 August + 6 → 28 February)", () => {
    expect(addMonths(new Date("2025-08-31T10:00:00Z"), 6).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(new Date("2026-01-15T00:00:00Z"), 6).toISOString()).toBe("2026-07-15T00:00:00.000Z");
  });

  it("compares items with the catalogue", () => {
    const stored = { name: "Urne Klassik", priceCents: cents(19_500) };
    expect(itemChange(stored, { ...stored, withdrawn: false })).toBe("current");
    expect(itemChange(stored, { ...stored, priceCents: cents(20_000), withdrawn: false })).toBe("updated");
    expect(itemChange(stored, { ...stored, name: "Urne Klassik II", withdrawn: false })).toBe("updated");
    expect(itemChange(stored, { ...stored, withdrawn: true })).toBe("removed");
    expect(itemChange(stored, null)).toBe("removed");
  });
});

describe("catalogue rules", () => {
  it("orders categories flower 1 … coffin 6", () => {
    const sorted = sortByCategory(
      (["coffin", "urn", "card", "flower", "notice", "grave_goods"] as const).map((category) => ({
        category,
      })),
    );
    expect(sorted.map((item) => item.category)).toEqual([
      "flower",
      "grave_goods",
      "card",
      "notice",
      "urn",
      "coffin",
    ]);
  });

  it("has the default categories per plan", () => {
    expect(defaultCategories("basic")).toEqual(["coffin", "urn"]);
    expect(defaultCategories("high")).toEqual(["coffin", "urn", "flower"]);
    expect(defaultCategories("premium")).toEqual(["coffin", "urn", "flower", "card", "notice"]);
  });

  it("has the grave type codes and the sea default by plan", () => {
    expect(graveTypeCode("cremation", "basic")).toBe("NW");
    expect(graveTypeCode("sea", "basic")).toBe("SU");
    expect(graveTypeCode("sea", "premium")).toBe("SB");
    expect(graveTypeCode("tree", "high")).toBe("BBG");
    expect(graveTypeCode("burial", "high")).toBe("");
    expect(seaDefaultGraveTypeCode("basic")).toBe("SU");
    expect(seaDefaultGraveTypeCode("high")).toBe("SB");
    expect(seaDefaultGraveTypeCode("premium")).toBe("SB");
  });

  it("picks the default grave type of a funeral type for a plan", () => {
    const types: GraveTypeChoice[] = [
      { id: "still", funeralType: "sea", code: "SU", defaultForPlans: [], sort: 1 },
      { id: "begleitet", funeralType: "sea", code: "SB", defaultForPlans: [], sort: 2 },
      {
        id: "reihe",
        funeralType: "burial",
        code: "",
        defaultForPlans: ["basic", "high", "premium"],
        sort: 2,
      },
      { id: "wahl", funeralType: "burial", code: "", defaultForPlans: [], sort: 1 },
    ];
    expect(defaultGraveType(types, "sea", "basic")?.id).toBe("still");
    expect(defaultGraveType(types, "sea", "high")?.id).toBe("begleitet");
    expect(defaultGraveType(types, "burial", "high")?.id).toBe("reihe");
    expect(defaultGraveType(types, "tree", "high")).toBeNull();
  });

  it("says whether a product fits plan and funeral type", () => {
    expect(productFits({ defaultPlans: [], funeralTypes: [] }, "basic", "sea")).toEqual({
      plan: true,
      funeralType: true,
    });
    expect(productFits({ defaultPlans: ["premium"], funeralTypes: ["cremation"] }, "basic", "sea")).toEqual({
      plan: false,
      funeralType: false,
    });
  });

  it("interleaves: first product, three services, the other products, the other services", () => {
    const list = interleave(["p1", "p2", "p3"], ["s1", "s2", "s3", "s4"]).map((entry) => entry.item);
    expect(list).toEqual(["p1", "s1", "s2", "s3", "p2", "p3", "s4"]);
    expect(interleave([], ["s1"]).map((entry) => entry.kind)).toEqual(["service"]);
  });

  it("makes customized offers read-only", () => {
    expect(isOfferEditable("customized")).toBe(false);
    expect(isOfferEditable("accepted")).toBe(true);
    expect(isOfferEditable(null)).toBe(true);
  });
});
