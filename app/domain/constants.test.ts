import { describe, expect, it } from "vitest";
import { BASE_PLAN_PRICE_CENTS_PER_YEAR, PRICE_GUARANTEE_DISCOUNTS } from "./pricing/constants";
import {
  DEFAULT_CATEGORIES_BY_PLAN,
  graveTypeCode,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_ORDER,
} from "./offer/constants";
import { LETTER_DEFAULT_STYLE, LETTER_FONTS, LETTER_PRICE_CENTS } from "./letters/constants";
import { TRIAL_DAYS } from "./billing/trial";

describe("business constants", () => {
  it("keeps money in integer cents", () => {
    expect(LETTER_PRICE_CENTS).toBe(150);
    expect(BASE_PLAN_PRICE_CENTS_PER_YEAR).toBe(1800);
    expect(TRIAL_DAYS).toBe(28);
    expect(PRICE_GUARANTEE_DISCOUNTS).toEqual([0, 10, 20, 25, 50]);
  });

  it("maps grave type codes per funeral type and plan", () => {
    expect(graveTypeCode("cremation", "basic")).toBe("NW");
    expect(graveTypeCode("sea", "basic")).toBe("SU");
    expect(graveTypeCode("sea", "high")).toBe("SB");
    expect(graveTypeCode("sea", "premium")).toBe("SB");
    expect(graveTypeCode("tree", "high")).toBe("BBG");
    expect(graveTypeCode("burial", "premium")).toBe("");
  });

  it("orders every product category", () => {
    const sorted = [...PRODUCT_CATEGORIES].sort(
      (a, b) => PRODUCT_CATEGORY_ORDER[a] - PRODUCT_CATEGORY_ORDER[b],
    );
    expect(sorted).toEqual(["flower", "grave_goods", "card", "notice", "urn", "coffin"]);
  });

  it("adds categories from plan to plan", () => {
    expect(DEFAULT_CATEGORIES_BY_PLAN.basic).toEqual(["coffin", "urn"]);
    expect(DEFAULT_CATEGORIES_BY_PLAN.high).toEqual(["coffin", "urn", "flower"]);
    expect(DEFAULT_CATEGORIES_BY_PLAN.premium).toEqual(["coffin", "urn", "flower", "card", "notice"]);
  });

  it("defaults letters to black, 24 and the first font", () => {
    expect(LETTER_DEFAULT_STYLE).toEqual({ color: "black", fontSize: 24, fontFamily: LETTER_FONTS[0] });
  });
});
