/**
 * Figures and enumerations of the offer: product categories, their order and defaults per plan, grave type codes.
 */

import type { FuneralType, FuneralPlan } from "../constants";
export const GRAVE_TYPE_NOTE_MAX_LENGTH = 500;
export const OFFER_OUTDATED_AFTER_MONTHS = 6;

export const PRODUCT_CATEGORIES = ["card", "coffin", "flower", "notice", "urn", "grave_goods"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Display order of product categories (ascending). */
export const PRODUCT_CATEGORY_ORDER: Readonly<Record<ProductCategory, number>> = {
  flower: 1,
  grave_goods: 2,
  card: 3,
  notice: 4,
  urn: 5,
  coffin: 6,
};

/** Default product categories per plan. */
export const DEFAULT_CATEGORIES_BY_PLAN: Readonly<Record<FuneralPlan, readonly ProductCategory[]>> = {
  basic: ["coffin", "urn"],
  high: ["coffin", "urn", "flower"],
  premium: ["coffin", "urn", "flower", "card", "notice"],
};

/** Interleaving of lists on the offer page: services split at 3, products at 1. */
export const SERVICE_LIST_SPLIT = 3;
export const PRODUCT_LIST_SPLIT = 1;

/**
 * Grave type codes: cremation NW; sea SU for basic and SB for
 * high and premium; tree BBG; burial empty.
 */

export function graveTypeCode(funeralType: FuneralType, plan: FuneralPlan): string {
  switch (funeralType) {
    case "cremation":
      return "NW";
    case "sea":
      return plan === "basic" ? "SU" : "SB";
    case "tree":
      return "BBG";
    case "burial":
      return "";
  }
}

export const PROVISION_STATES = ["customized", "accepted"] as const;
export type ProvisionState = (typeof PROVISION_STATES)[number];
