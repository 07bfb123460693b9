/**
 * Choosing the package knowingly (decision 0109), pure:
 *
 * - `packageFromPrice`: the "ab" price of a package for a funeral type — the package's base price, the necessary
 *   (basic) services of the funeral type and, in every category the package fills, its cheapest product the
 *   customer may choose there; gross, after an offer coupon, without the site's fee and without anything booked on
 *   top. No offer of that package and funeral type can cost less (the property test in package.test.ts).
 * - `packageDefaults`: the package's own products for a funeral type (one per category of the package, the first
 *   by sort): the default offer's rule.
 * - `packageChangeRefusal`: whether the package may be changed online.
 * - `packageChange`: what a change of package does to an offer, and its price.
 */
import type { FuneralPlan, FuneralType } from "../constants";
import { isPaid } from "../billing/trial";
import type { Cents } from "../money";
import type { ProductCategory, ProvisionState } from "./constants";
import {
  hasPriceGuarantee,
  isDefaultCategory,
  isOfferEditable,
  lineGross,
  offerPrice,
  productFits,
  type OfferLine,
  type OfferPrice,
} from "./index";

/** A product of the catalogue (not withdrawn) as the package rules read it. */
export interface CatalogueProduct {
  id: string;
  category: ProductCategory;
  name: string;
  /** Plans whose default offer holds it; empty: an alternative for every plan. */
  defaultPlans: readonly FuneralPlan[];
  /** Funeral types it fits; empty: every type. */
  funeralTypes: readonly FuneralType[];
  sort: number;
  line: OfferLine;
}

/** A service of the catalogue (not withdrawn). */
export interface CatalogueService {
  /** false: a basic service, part of every offer of its funeral types. */
  optional: boolean;
  funeralTypes: readonly FuneralType[];
  line: OfferLine;
}

const fitsType = (types: readonly FuneralType[], type: FuneralType) =>
  types.length === 0 || types.includes(type);

/**
 * The package's own products for a funeral type: per category of the package the first product by sort that is
 * a default of the package and fits the type. A category without one is not filled (burial has no urn).
 */
export function packageDefaults<
  P extends Pick<CatalogueProduct, "category" | "defaultPlans" | "funeralTypes" | "sort">,
>(products: readonly P[], plan: FuneralPlan, type: FuneralType): P[] {
  const seen = new Set<ProductCategory>();
  return products
    .filter(
      (product) =>
        product.defaultPlans.includes(plan) &&
        fitsType(product.funeralTypes, type) &&
        isDefaultCategory(plan, product.category),
    )
    .sort((a, b) => a.sort - b.sort)
    .filter((product) => !seen.has(product.category) && seen.add(product.category));
}

export interface PackageFromInput {
  plan: FuneralPlan;
  funeralType: FuneralType;
  /** The package's base price (net). */
  planFeeCents: Cents;
  products: readonly CatalogueProduct[];
  services: readonly CatalogueService[];
  /** An offer coupon's percent (0 or null: none). */
  offerCouponPercent?: number | null;
}

/**
 * The lowest total an offer of this package and funeral type can have: base price, the basic services of the
 * type, and in each category the package fills the cheapest product that may take the default's place (a
 * default is swapped, never removed, decision 0015); gross as the offer counts it, an offer coupon taken off.
 * Without the site's fee and without optional items: those only add.
 */
export function packageFromPrice(input: PackageFromInput): Cents {
  const { plan, funeralType: type, products } = input;
  const cheapest = packageDefaults(products, plan, type).map((packageProduct) => {
    const choices = products.filter((product) => {
      const fits = productFits(product, plan, type);
      return product.category === packageProduct.category && fits.plan && fits.funeralType;
    });
    return choices.reduce((low, product) => (lineGross(product.line) < lineGross(low.line) ? product : low))
      .line;
  });
  const basicServices = input.services
    .filter((service) => !service.optional && fitsType(service.funeralTypes, type))
    .map((service) => service.line);
  return offerPrice({
    planFeeCents: input.planFeeCents,
    lines: [...cheapest, ...basicServices],
    siteFeeCents: null,
    offerCouponPercent: input.offerCouponPercent,
  }).total;
}

/** Why the package cannot be changed online (null: it can). */
export type PackageRefusal =
  /** Customer care tailored the offer (state "customized"): it is read-only online. */
  | "customized"
  /** A plan is booked (paid, a price guarantee, or the offer accepted): customer care changes the package. */
  | "booked"
  /** After a confirmed death nothing changes (decision 0063). */
  | "frozen";

export interface PackageRefusalInput {
  state: ProvisionState | null;
  frozenAt: Date | null;
  paymentAcceptedAt: Date | null;
  paymentAcceptedPlan: string | null;
  paymentPriceGuarantee: number | null;
  priceGuaranteeBookedAt: Date | null;
}

/**
 * Whether the package may be changed online. Staff holding the provision (`byStaff`) may change the package of
 * a booked plan — that is how "customer care changes it with you" is done; nobody changes a customized or frozen
 * offer here.
 */
export function packageChangeRefusal(
  provision: PackageRefusalInput,
  { byStaff }: { byStaff: boolean },
): PackageRefusal | null {
  if (provision.frozenAt) return "frozen";
  if (!isOfferEditable(provision.state)) return "customized";
  const booked =
    provision.state === "accepted" ||
    isPaid(provision) ||
    hasPriceGuarantee({
      priceGuaranteePercent: provision.paymentPriceGuarantee,
      priceGuaranteeBookedAt: provision.priceGuaranteeBookedAt,
    });
  return booked && !byStaff ? "booked" : null;
}

/** An item of the offer as it is now. */
export interface PackageItem {
  id: string;
  kind: "basic_product" | "optional_product" | "basic_service" | "optional_service" | "extra";
  category: ProductCategory | null;
  productId: string | null;
  name: string;
  line: OfferLine;
  /** For a product: the plans it is a default of now (empty: an alternative for every plan); null if unknown. */
  productDefaultPlans: readonly FuneralPlan[] | null;
}

/** A product of the new package, as the catalogue has it now. */
export interface PackageProduct {
  productId: string;
  category: ProductCategory;
  name: string;
  line: OfferLine;
}

export interface PackageChangeInput {
  to: FuneralPlan;
  items: readonly PackageItem[];
  /** The new package's own products for the offer's funeral type (`packageDefaults`). */
  packageProducts: readonly PackageProduct[];
  graveType: {
    current: string | null;
    /** The default grave type of the funeral type for the present package, and for the new one. */
    defaultBefore: string | null;
    defaultAfter: string | null;
  };
  /** The new package's base price (net). */
  planFeeCents: Cents;
  /** The chosen site's fee for a grave type (net), null without a site or a price. */
  siteFeeFor: (graveTypeId: string | null) => Cents | null;
  offerCouponPercent: number | null;
}

/** Why an item leaves the offer. */
export type LeavingReason =
  /** The new package brings its own product of this category. */
  | "replaced"
  /** It belonged to the old package, whose category the new package does not hold. */
  | "package"
  /** It may not be chosen in the new package (a product of another package). */
  | "otherPlan";

export interface PackageChange {
  /** Ids of the items that stay as they are (with their prices). */
  staying: string[];
  leaving: { id: string; category: ProductCategory | null; name: string; reason: LeavingReason }[];
  /** The new package's products that come in. */
  coming: PackageProduct[];
  graveTypeId: string | null;
  /** The grave type follows the package (it was the old package's default and the new one has another). */
  graveTypeChanged: boolean;
  price: OfferPrice;
}

/**
 * What changing to `to` does to the offer (decision 0109):
 * - the package's products: in every category the new package fills, its own product takes the place of
 *   whatever the offer held there (the old package's product or one the customer swapped in or added); a product
 *   of the old package in a category the new package does not hold leaves; a product already the new package's
 *   stays with its price;
 * - products booked on top in other categories stay when they may be chosen in the new package;
 * - services (basic and optional) and extras stay: they do not depend on the package;
 * - the grave type follows the package when it was the old package's default (sea: "Stille" ↔ "Begleitete"
 *   Seebestattung); a grave type the customer chose stays.
 */
export function packageChange(input: PackageChangeInput): PackageChange {
  const categories = new Set(input.packageProducts.map((product) => product.category));
  const packageIds = new Set(input.packageProducts.map((product) => product.productId));
  const staying: PackageItem[] = [];
  const leaving: PackageChange["leaving"] = [];
  for (const item of input.items) {
    const reason = leavingReason(item, input.to, categories, packageIds);
    if (reason) leaving.push({ id: item.id, category: item.category, name: item.name, reason });
    else staying.push(item);
  }
  const kept = new Set(staying.map((item) => item.productId));
  const coming = input.packageProducts.filter((product) => !kept.has(product.productId));
  const { current, defaultBefore, defaultAfter } = input.graveType;
  const follows = current === null || current === defaultBefore;
  const graveTypeId = follows ? defaultAfter : current;
  return {
    staying: staying.map((item) => item.id),
    leaving,
    coming,
    graveTypeId,
    graveTypeChanged: graveTypeId !== current,
    price: offerPrice({
      planFeeCents: input.planFeeCents,
      lines: [...staying.map((item) => item.line), ...coming.map((product) => product.line)],
      siteFeeCents: input.siteFeeFor(graveTypeId),
      offerCouponPercent: input.offerCouponPercent,
    }),
  };
}

function leavingReason(
  item: PackageItem,
  to: FuneralPlan,
  categories: ReadonlySet<ProductCategory>,
  packageIds: ReadonlySet<string>,
): LeavingReason | null {
  if (item.kind !== "basic_product" && item.kind !== "optional_product") return null;
  if (item.kind === "basic_product" && item.productId !== null && packageIds.has(item.productId)) return null;
  if (item.category !== null && categories.has(item.category)) return "replaced";
  if (item.kind === "basic_product") return "package";
  const plans = item.productDefaultPlans;
  return plans === null || plans.length === 0 || plans.includes(to) ? null : "otherPlan";
}
