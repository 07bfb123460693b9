/** What the offer routes share on the server: the editable provision and the id checks. */
import { notFound } from "~/.server/intent";
import { requireCatalogue } from "~/.server/catalogue-ready";
import { requestOf, type RouteArgs } from "~/.server/route-request";
import { requireEditableOffer } from "~/.server/services/offer";
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
