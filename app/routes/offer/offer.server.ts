/** What the offer routes share on the server: the editable provision and the id checks. */
import { badRequest, notFound } from "~/.server/intent";
import { requireCatalogue } from "~/.server/catalogue-ready";
import { requestOf, type RouteArgs } from "~/.server/route-request";
import { packageRefusalFor, requireEditableOffer } from "~/.server/services/offer";
import { throwAsPage } from "~/.server/service-errors";
import type { Hotline } from "~/domain/constants";
import { ServiceError } from "~/domain/errors";
import type { PackageRefusal } from "~/domain/offer/package";
import { t } from "~/i18n";
import { isUuid } from "~/domain/validation/uuid";
import { PRODUCT_CATEGORIES, type ProductCategory } from "~/domain/offer/constants";

/** A catalogue id from a URL or form: anything but a UUID (negative, numeric, forged text) is 404. */
export function catalogueId(value: unknown): string {
  return typeof value === "string" && isUuid(value) ? value.toLowerCase() : notFound();
}

export function productCategory(value: unknown): ProductCategory {
  return (PRODUCT_CATEGORIES as readonly unknown[]).includes(value) ? (value as ProductCategory) : notFound();
}

/**
 * The offer pages' first check: anonymous visitors go to the login, and while the catalogue is empty everyone
 * else gets the "offers are being prepared" page (decision 0059) instead of an offer without items.
 */
export async function requireOfferCatalogue(args: RouteArgs): Promise<void> {
  requestOf(args, "signedIn");
  await requireCatalogue(args);
}

/**
 * The acting provision for a page that edits the offer: 404 while the offer is customized (then only
 * the offer summary and /gravetypenote exist). The funeral-site page uses it too.
 */
export async function editableProvision(args: RouteArgs) {
  await requireOfferCatalogue(args);
  const offer = await requestOf(args, "provision");
  requireEditableOffer(offer.provision);
  return offer;
}

/**
 * The page that says why the package cannot be changed online (decision 0109), thrown: a customized offer's edit
 * pages do not exist (404) and a booked plan is a conflict (409), each with the hotline that changes it instead.
 */
export function refusePackage(refusal: PackageRefusal, hotline: Hotline): never {
  if (refusal === "customized") return badRequest(t("offer.package.refused.customized", { ...hotline }), 404);
  if (refusal === "booked") return badRequest(t("offer.basics.planChange", { ...hotline }), 409);
  return throwAsPage(new ServiceError("provisionFrozen"));
}

/** The acting provision for the package pages, or the page that says why its package cannot be changed online. */
export async function packageProvision(args: RouteArgs) {
  await requireOfferCatalogue(args);
  const offer = await requestOf(args, "provision");
  const refusal = packageRefusalFor(offer.actor, offer.provision);
  if (refusal) refusePackage(refusal, offer.config.hotline);
  return offer;
}
