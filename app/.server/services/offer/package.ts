/**
 * Choosing the package knowingly (decision 0109): the "ab" price of each package for the sign-up wizard, the
 * three packages with what this customer's offer would cost in each, the check page's preview of one change
 * (reads only), and the change itself under the offer lock (lock.ts), audited as "offer.package". The rules are
 * the pure ones of app/domain/offer/package.ts.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { FuneralPlan, FuneralType } from "~/domain/constants";
import type { ProductCategory } from "~/domain/offer/constants";
import { ServiceError } from "~/domain/errors";
import { cents, type Cents } from "~/domain/money";
import { defaultGraveType, sortByCategory } from "~/domain/offer";
import {
  packageChange,
  packageChangeRefusal,
  packageDefaults,
  packageFromPrice,
  type CatalogueProduct,
  type LeavingReason,
  type PackageChange,
  type PackageItem,
  type PackageRefusal,
} from "~/domain/offer/package";
import type { Db } from "../../db/client";
import {
  coupons,
  funeralSites,
  graveTypes,
  plans,
  products,
  proposalItems,
  services,
  type FuneralSiteFees,
  type Provision,
} from "../../db/schema";
import { actsForCustomer, type ProvisionActor, type Tx, type WriteOptions } from "../provisions";
import { fitsFuneralType, itemsWithCatalogue, productItem } from "./catalogue";
import { changeOfferItems } from "./lock";
import { computeOfferPrice, itemLine, offerCouponPercent, siteFee } from "./price";

type Query = Db | Tx;

/** The catalogue the package rules read for one funeral type: plans, fitting products and services, grave types. */
async function packageCatalogue(db: Query, type: FuneralType) {
  const [planRows, productRows, serviceRows, graveTypeRows] = await Promise.all([
    db.select().from(plans).orderBy(asc(plans.sort)),
    db
      .select({
        id: products.id,
        articleNumber: products.articleNumber,
        category: products.category,
        name: sql<string>`${products.translations}->>'shortname'`,
        defaultPlans: products.defaultPlans,
        funeralTypes: products.funeralTypes,
        sort: products.sort,
        priceCents: products.priceCents,
        vatRate: products.vatRate,
      })
      .from(products)
      .where(and(isNull(products.deletedAt), fitsFuneralType(products.funeralTypes, type))),
    db
      .select({
        optional: services.optional,
        funeralTypes: services.funeralTypes,
        priceCents: services.priceCents,
      })
      .from(services)
      .where(and(isNull(services.deletedAt), fitsFuneralType(services.funeralTypes, type))),
    db.select().from(graveTypes).where(eq(graveTypes.funeralType, type)).orderBy(asc(graveTypes.sort)),
  ]);
  const catalogueProducts: CatalogueProduct[] = productRows.map((row) => ({
    id: row.id,
    category: row.category,
    name: row.name,
    defaultPlans: row.defaultPlans,
    funeralTypes: row.funeralTypes,
    sort: row.sort,
    line: { netCents: row.priceCents, category: row.category, vatRate: row.vatRate },
  }));
  return {
    plans: planRows,
    products: catalogueProducts,
    /** The product rows by id, for the items a change inserts. */
    productRows: new Map(productRows.map((row) => [row.id, row])),
    services: serviceRows.map((row) => ({ ...row, line: { netCents: row.priceCents } })),
    graveTypes: graveTypeRows,
  };
}

/** The plan's name as the customer reads it (sea funerals have their own package names). */
const planName = (plan: { name: string; seaName: string }, type: FuneralType) =>
  type === "sea" ? plan.seaName : plan.name;

/**
 * The "ab" price of every package for a funeral type (the sign-up wizard's plan step): `packageFromPrice` over
 * the catalogue as it is now, an offer coupon of `offerCouponPercent` taken off.
 */
export async function packageFromPrices(
  db: Db,
  type: FuneralType,
  { offerCouponPercent = 0 }: { offerCouponPercent?: number } = {},
): Promise<Record<FuneralPlan, Cents>> {
  const catalogue = await packageCatalogue(db, type);
  const entries = catalogue.plans.map(
    (plan) =>
      [
        plan.id,
        packageFromPrice({
          plan: plan.id,
          funeralType: type,
          planFeeCents: plan.priceCents,
          products: catalogue.products,
          services: catalogue.services,
          offerCouponPercent,
        }),
      ] as const,
  );
  return Object.fromEntries(entries) as Record<FuneralPlan, Cents>;
}

/** Everything a package change of this provision is computed from, read once. */
async function changeContext(db: Query, provision: Provision) {
  const type = provision.funeralType;
  const [catalogue, rows, [site], [coupon]] = await Promise.all([
    packageCatalogue(db, type),
    provision.proposalId ? itemsWithCatalogue(db, provision.proposalId) : Promise.resolve([]),
    provision.funeralSiteId
      ? db
          .select({ fees: funeralSites.fees })
          .from(funeralSites)
          .where(eq(funeralSites.id, provision.funeralSiteId))
      : Promise.resolve([]),
    provision.couponCode
      ? db.select({ kind: coupons.kind }).from(coupons).where(eq(coupons.code, provision.couponCode))
      : Promise.resolve([]),
  ]);
  const items: PackageItem[] = rows.map(({ item, product }) => ({
    id: item.id,
    kind: item.kind,
    category: item.category,
    productId: item.productId,
    name: item.name,
    line: itemLine(item),
    productDefaultPlans: product?.defaultPlans ?? null,
  }));
  const fees = (site?.fees ?? null) as FuneralSiteFees | null;
  const couponPercent = offerCouponPercent(provision, coupon?.kind);
  const graveTypeFor = (plan: FuneralPlan) =>
    defaultGraveType(
      catalogue.graveTypes.map((row) => ({ ...row, defaultForPlans: row.defaultForPlans })),
      type,
      plan,
    )?.id ?? null;

  /** What changing to `to` would do (`packageChange`), with the catalogue rows of the products that come. */
  function changeTo(to: FuneralPlan): PackageChange & { planName: string } {
    const plan = catalogue.plans.find((row) => row.id === to);
    if (!plan) throw new ServiceError("notFound", { detail: `no plan ${to}` });
    const change = packageChange({
      to,
      items,
      packageProducts: packageDefaults(catalogue.products, to, type).map((product) => ({
        productId: product.id,
        category: product.category,
        name: product.name,
        line: product.line,
      })),
      graveType: {
        current: provision.graveTypeId,
        defaultBefore: graveTypeFor(provision.funeralPlan),
        defaultAfter: graveTypeFor(to),
      },
      planFeeCents: plan.priceCents,
      siteFeeFor: (graveTypeId) => siteFee(fees, graveTypeId),
      offerCouponPercent: couponPercent,
    });
    return { ...change, planName: planName(plan, type) };
  }
  return { catalogue, changeTo, siteChosen: provision.funeralSiteId !== null };
}

/** Why the acting person may not change this provision's package online (null: they may). */
export const packageRefusalFor = (actor: ProvisionActor, provision: Provision): PackageRefusal | null =>
  packageChangeRefusal(provision, { byStaff: actor.isStaff && actsForCustomer(actor, provision) });

/** The refusal as the service's error: a customized offer's pages do not exist (404), a booked plan is 409. */
function refuse(refusal: PackageRefusal): never {
  if (refusal === "customized") throw new ServiceError("notFound", { detail: "offer customized" });
  if (refusal === "frozen") throw new ServiceError("provisionFrozen");
  throw new ServiceError("offerPackageBooked");
}

export interface PackageOption {
  plan: FuneralPlan;
  name: string;
  description: string;
  /** What the offer would cost with this package ("Angebotspreis heute"); today's total for the current one. */
  total: Cents;
  /** total − today's total. */
  difference: Cents;
  current: boolean;
}

export interface PackageChoices {
  version: number;
  current: FuneralPlan;
  total: Cents;
  /** The offer has no site with a price yet: the totals hold no site fee. */
  siteMissing: boolean;
  options: PackageOption[];
}

/**
 * The three packages with this customer's offer priced in each (the choice page): reads only. `provision` is the
 * acting provision as the route read it (`requestOf(args, "provision")`: access checked). A provision whose
 * package may not be changed online is refused (`offerPackageBooked` 409, 404 while customized).
 */
export async function loadPackageChoices(
  db: Db,
  actor: ProvisionActor,
  { provision }: { provision: Provision },
): Promise<PackageChoices> {
  const refusal = packageRefusalFor(actor, provision);
  if (refusal) refuse(refusal);
  const [context, today] = await Promise.all([
    changeContext(db, provision),
    computeOfferPrice(db, provision),
  ]);
  const type = provision.funeralType;
  const options = context.catalogue.plans.map((plan) => {
    const current = plan.id === provision.funeralPlan;
    const total = current ? today.total : context.changeTo(plan.id).price.total;
    return {
      plan: plan.id,
      name: planName(plan, type),
      description: type === "sea" ? plan.seaDescription : plan.description,
      total,
      difference: cents(total - today.total),
      current,
    };
  });
  return {
    version: provision.version,
    current: provision.funeralPlan,
    total: today.total,
    siteMissing: today.siteFeeGross === null,
    options,
  };
}

export interface PackagePreview {
  version: number;
  from: { plan: FuneralPlan; name: string };
  to: { plan: FuneralPlan; name: string };
  totalBefore: Cents;
  totalAfter: Cents;
  difference: Cents;
  /** The package's products that come in, in the offer's category order. */
  coming: { category: ProductCategory; name: string }[];
  leaving: { category: ProductCategory | null; name: string; reason: LeavingReason }[];
  /** The grave type before and after, when the change moves it. */
  graveType: { before: string | null; after: string | null } | null;
  /** The site's fee is not in the total after the change (no site, or no price for the grave type). */
  siteMissing: boolean;
}

/**
 * What changing to `plan` would do, for the check page: reads only, writes nothing. `provision` as for
 * `loadPackageChoices`; refused like the choice page; the package the offer already has is `offerUnchanged` (400).
 */
export async function previewPackageChange(
  db: Db,
  actor: ProvisionActor,
  { plan, provision }: { plan: FuneralPlan; provision: Provision },
): Promise<PackagePreview> {
  const refusal = packageRefusalFor(actor, provision);
  if (refusal) refuse(refusal);
  if (plan === provision.funeralPlan) throw new ServiceError("offerUnchanged");
  const [context, today] = await Promise.all([
    changeContext(db, provision),
    computeOfferPrice(db, provision),
  ]);
  const change = context.changeTo(plan);
  const from = context.catalogue.plans.find((row) => row.id === provision.funeralPlan);
  const graveTypeName = (id: string | null) =>
    context.catalogue.graveTypes.find((row) => row.id === id)?.name ?? null;
  return {
    version: provision.version,
    from: { plan: provision.funeralPlan, name: from ? planName(from, provision.funeralType) : "" },
    to: { plan, name: change.planName },
    totalBefore: today.total,
    totalAfter: change.price.total,
    difference: cents(change.price.total - today.total),
    coming: sortByCategory(change.coming).map(({ category, name }) => ({ category, name })),
    leaving: change.leaving.map(({ category, name, reason }) => ({ category, name, reason })),
    graveType: change.graveTypeChanged
      ? { before: graveTypeName(provision.graveTypeId), after: graveTypeName(change.graveTypeId) }
      : null,
    siteMissing: change.price.siteFeeGross === null,
  };
}

export interface PackageChangeResult {
  name: string;
  total: Cents;
}

/**
 * Changes the package (under the offer lock, audited as "offer.package"): the items `packageChange` lets go
 * leave, the new package's products come with the catalogue's prices, plan and grave type are stored and the
 * price recalculated, in one transaction. `shownTotal`: the total the check page showed; when the change would
 * cost anything else now (the catalogue or the offer changed since), nothing is stored (`offerPricesChanged`).
 */
export async function changePackage(
  db: Db,
  actor: ProvisionActor,
  { plan }: { plan: FuneralPlan },
  { expectedVersion, ip, now, shownTotal }: WriteOptions & { now: Date; shownTotal: Cents | null },
): Promise<PackageChangeResult> {
  return changeOfferItems<PackageChangeResult>(
    db,
    actor,
    {
      action: "offer.package",
      expectedVersion: expectedVersion ?? undefined,
      ip,
      now,
      detail: { funeralPlan: plan },
    },
    async (tx, provision) => {
      const refusal = packageRefusalFor(actor, provision);
      if (refusal) refuse(refusal);
      if (plan === provision.funeralPlan) throw new ServiceError("offerUnchanged");
      const context = await changeContext(tx, provision);
      const change = context.changeTo(plan);
      if (shownTotal === null || change.price.total !== shownTotal) {
        throw new ServiceError("offerPricesChanged");
      }
      for (const leaving of change.leaving) {
        await tx.delete(proposalItems).where(eq(proposalItems.id, leaving.id));
      }
      const coming = change.coming.map((product) => {
        const row = context.catalogue.productRows.get(product.productId)!;
        return productItem(provision.proposalId, { ...row, translations: { shortname: row.name } }, plan);
      });
      if (coming.length > 0) await tx.insert(proposalItems).values(coming);
      return {
        patch: { funeralPlan: plan, graveTypeId: change.graveTypeId },
        result: { name: change.planName, total: change.price.total },
      };
    },
  );
}
