/**
 * Everything the offer summary at /overview/offer shows in two database round trips: the provision (access
 * helper) and one row with the context (plan, grave type, site, proposal version), the optional services to add
 * and the items joined with the catalogue's current rows (both as JSON sub-selects).
 * "What is included" comes from the content port (cached).
 */
import { eq, sql } from "drizzle-orm";
import type { FuneralPlan } from "~/domain/constants";
import type { ProductCategory } from "~/domain/offer/constants";
import {
  isOfferEditable,
  isOfferOutdated,
  itemChange,
  lineGross,
  offerPrice,
  sortByCategory,
  type OfferPrice,
} from "~/domain/offer";
import { isPackageItem, offerBreakdown, type OfferBreakdown } from "~/domain/offer/breakdown";
import { gross, cents } from "~/domain/money";
import { mayRequestDocuments } from "~/domain/profile";
import type { Actor } from "../../auth/actor";
import type { ContentPort } from "../../content/port";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import {
  funeralSites,
  graveTypes,
  plans,
  proposals,
  type FuneralSiteFees,
  type Picture,
  type Provision,
} from "../../db/schema";
import { readProvision } from "../provisions";
import { catalogueEntry, itemsWithCatalogueJson, joinedFromJson } from "./catalogue";
import { couponKindSql, itemLine, offerCouponPercent, offerCouponShown, offerFees } from "./price";
import { lastRefresh, previewOfferRefresh, type RefreshResult } from "./refresh";
import { packageRefusalFor } from "./package";
import { isPaid } from "~/domain/billing/trial";
import type { PackageRefusal } from "~/domain/offer/package";
import type { RefreshPreview } from "~/domain/offer/refresh";

export interface SummaryProduct {
  id: string;
  category: ProductCategory;
  name: string;
  picture: Picture | null;
  gross: number;
  /** Removing it is possible (an optional product, or one the plan's default can replace). */
  removable: boolean;
  /** Part of the package (a basic product); otherwise booked on top. */
  inPackage: boolean;
}
export interface SummaryService {
  id: string;
  name: string;
  gross: number;
  optional: boolean;
}
export interface OptionalService {
  id: string;
  name: string;
  description: string;
  gross: number;
}
export interface Included {
  included: string[];
  notIncluded: string[];
}

export interface OfferSummary {
  version: number;
  editable: boolean;
  /** Customer care tailored the offer (state "customized"): the customer cannot change it. */
  customized: boolean;
  /** Why the package cannot be changed online (decision 0109); null: "Paket wechseln" is offered. */
  packageRefusal: PackageRefusal | null;
  planBooked: boolean;
  funeralType: Provision["funeralType"];
  plan: { id: FuneralPlan; name: string };
  graveType: { name: string; code: string } | null;
  graveTypeNote: string | null;
  site: { title: string; street: string; plz: string; city: string; feeGross: number | null } | null;
  products: SummaryProduct[];
  services: SummaryService[];
  extras: { id: string; name: string; gross: number }[];
  optionalServices: OptionalService[];
  price: OfferPrice;
  /** The price as rows that add up by hand (decision 0037). */
  breakdown: OfferBreakdown;
  /** The offer coupon the breakdown's coupon row names (decision 0073); null for none or a plan coupon. */
  offerCoupon: { code: string; percent: number } | null;
  outdated: boolean;
  /** While outdated: what a refresh would change, each item's price and the total before and after. */
  refreshPreview: RefreshPreview | null;
  versionedAt: string;
  lastRefresh: RefreshResult | null;
  documentRequest: boolean;
  included: Included | null;
}

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((x): x is string => typeof x === "string" && x.length > 0) : [];

/**
 * The summary's read, prepared once per database handle (db/prepared.ts): building it in drizzle on every request
 * was ~8 % of the offer page's CPU (decision 0026). One row, one round trip: the plan, grave type, site and
 * proposal version, the optional services to add and the items with the catalogue's current rows (both as JSON
 * sub-selects). From `(select 1)`, so a missing plan still yields the items; a missing grave type, site or
 * proposal is a null parameter, so its left join finds nothing.
 */
const summaryQuery = (db: Db) =>
  db
    .select({
      planName: plans.name,
      planSeaName: plans.seaName,
      planFee: plans.priceCents,
      graveTypeName: graveTypes.name,
      graveTypeCode: graveTypes.code,
      siteTitle: funeralSites.title,
      siteStreet: funeralSites.street,
      sitePlz: funeralSites.plz,
      siteCity: funeralSites.city,
      siteFees: funeralSites.fees,
      versionedAt: proposals.lastVersionAt,
      optionalServices: sql<{ id: string; name: string; description: string; price: number }[]>`(
        select coalesce(json_agg(json_build_object(
          'id', s.id, 'name', s.translations->>'shortname', 'description', s.translations->>'shortDescription',
          'price', s.price_cents) order by s.sort), '[]'::json)
        from services s
        where s.optional and s.deleted_at is null
          and (cardinality(s.funeral_types) = 0 or ${sql.placeholder("funeralType")}::funeral_type = any(s.funeral_types)))`,
      items: itemsWithCatalogueJson(sql.placeholder("proposalId")),
      couponKind: couponKindSql(),
    })
    .from(sql`(select 1) as one`)
    .leftJoin(plans, eq(plans.id, sql.placeholder("plan")))
    .leftJoin(graveTypes, eq(graveTypes.id, sql.placeholder("graveTypeId")))
    .leftJoin(funeralSites, eq(funeralSites.id, sql.placeholder("funeralSiteId")))
    .leftJoin(proposals, eq(proposals.id, sql.placeholder("proposalId")))
    .prepare("offer_summary");

/** The plan's "what is included" entry of the content port (collection OfferIncluded). */
export async function includedFor(content: ContentPort, plan: FuneralPlan): Promise<Included | null> {
  const [entry] = await content.find("OfferIncluded", { Status: "live", Plan: plan });
  if (!entry) return null;
  return { included: strings(entry.Included), notIncluded: strings(entry.NotIncluded) };
}

export async function loadOfferSummary(
  db: Db,
  actor: Actor,
  options: { ip?: string | null; now: Date; content: ContentPort },
): Promise<OfferSummary> {
  const { content } = options;
  const provision = await readProvision(db, actor, { ip: options.ip });
  const plan = provision.funeralPlan;
  const type = provision.funeralType;
  const [[row], included] = await Promise.all([
    prepared(db, "offer_summary", summaryQuery).execute({
      plan,
      funeralType: type,
      graveTypeId: provision.graveTypeId,
      funeralSiteId: provision.funeralSiteId,
      proposalId: provision.proposalId,
      couponCode: provision.couponCode,
    }),
    includedFor(content, plan),
  ]);
  const rows = joinedFromJson(row?.items ?? []);
  // The plan's row (its fee is never null) decides, as before, whether the context was found.
  const context = row?.planFee == null ? undefined : { ...row, planFee: row.planFee };

  let hasOutdatedItems = false;
  const productRows: SummaryProduct[] = [];
  const serviceRows: SummaryService[] = [];
  const extraRows: OfferSummary["extras"] = [];
  for (const { item, product, service, extra } of rows) {
    const current = catalogueEntry({ product, service, extra });
    if (itemChange(item, current) !== "current") hasOutdatedItems = true;
    const itemGross = lineGross(itemLine(item));
    if (product && item.category) {
      productRows.push({
        id: product.id,
        category: item.category,
        name: item.name,
        picture: product.picture ?? null,
        gross: itemGross,
        removable: item.kind === "optional_product" || !product.defaultPlans.includes(plan),
        inPackage: item.kind === "basic_product",
      });
    } else if (service) {
      serviceRows.push({
        id: service.id,
        name: item.name,
        gross: itemGross,
        optional: item.kind === "optional_service",
      });
    } else if (extra) {
      extraRows.push({ id: extra.id, name: item.name, gross: itemGross });
    }
  }
  const fees = offerFees(
    provision,
    context && { planFee: context.planFee, siteFees: context.siteFees as FuneralSiteFees | null },
  );
  const fee = fees.siteFeeCents;
  const couponPercent = offerCouponPercent(provision, row?.couponKind);
  const price = offerPrice({
    ...fees,
    lines: rows.map(({ item }) => itemLine(item)),
    offerCouponPercent: couponPercent,
  });
  const breakdown = offerBreakdown(
    price,
    rows.map(({ item }) => ({
      gross: lineGross(itemLine(item)),
      inPackage: isPackageItem(item.kind),
    })),
  );
  const inOffer = new Set(serviceRows.map((service) => service.id));
  const versionedAt = context?.versionedAt ?? provision.createdAt;
  // A frozen provision (a confirmed death, decision 0063) is read-only and never outdated: its prices stay.
  const customized = !isOfferEditable(provision.state);
  const editable = !customized && !provision.frozenAt;
  const outdated =
    editable &&
    isOfferOutdated({
      state: provision.state,
      priceGuaranteePercent: provision.paymentPriceGuarantee,
      priceGuaranteeBookedAt: provision.priceGuaranteeBookedAt,
      hasOutdatedItems,
      versionedAt,
      now: options.now,
    });
  return {
    version: provision.version,
    editable,
    customized,
    packageRefusal: packageRefusalFor(actor, provision),
    // Staff may change the package of a booked plan (decision 0109): the page tells them it is booked.
    planBooked: isPaid(provision),
    funeralType: type,
    plan: { id: plan, name: (type === "sea" ? context?.planSeaName : context?.planName) ?? plan },
    graveType: context?.graveTypeName
      ? { name: context.graveTypeName, code: context.graveTypeCode ?? "" }
      : null,
    graveTypeNote: provision.graveTypeNote,
    site: context?.siteTitle
      ? {
          title: context.siteTitle,
          street: context.siteStreet ?? "",
          plz: context.sitePlz ?? "",
          city: context.siteCity ?? "",
          feeGross: fee === null ? null : gross(fee),
        }
      : null,
    products: sortByCategory(productRows),
    services: serviceRows,
    extras: extraRows,
    optionalServices: (context?.optionalServices ?? [])
      .filter((service) => !inOffer.has(service.id))
      .map((service) => ({
        id: service.id,
        name: service.name,
        description: service.description,
        gross: gross(cents(service.price)),
      })),
    price,
    breakdown,
    offerCoupon: offerCouponShown(provision, couponPercent),
    outdated,
    refreshPreview: outdated ? await previewOfferRefresh(db, provision, rows, fees, couponPercent) : null,
    versionedAt: versionedAt.toISOString(),
    lastRefresh: lastRefresh(provision.flags),
    // After the death nobody requests the documents ("Ihre Vorsorge ist aktiv. Fordern Sie jetzt …", decision 0063).
    documentRequest: !provision.frozenAt && mayRequestDocuments(provision, options.now),
    included,
  };
}
