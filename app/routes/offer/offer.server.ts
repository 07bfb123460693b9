/** What the offer routes share on the server: the editable provision and the id checks. */
import { notFound } from "~/.server/intent";
import { provisionRequest, type RouteArgs } from "~/.server/route-request";
import { requireEditableOffer } from "~/.server/services/offer";
import { isUuid } from "~/.server/db/uuid";
import { PRODUCT_CATEGORIES, type ProductCategory } from "~/domain/offer/constants";

/** A catalogue id from a URL or form: anything but a UUID (negative, numeric, forged text) is 404. */
export function catalogueId(value: unknown): string {
  return typeof value === "string" && isUuid(value) ? value.toLowerCase() : notFound();
}

export function productCategory(value: unknown): ProductCategory {
  return (PRODUCT_CATEGORIES as readonly unknown[]).includes(value) ? (value as ProductCategory) : notFound();
}

/**
 * The acting provision for a page that edits the offer: 404 while the offer is customized (then only
 * the offer summary and /gravetypenote exist). The funeral-site page uses it too.
 */
export async function editableProvision(args: RouteArgs) {
  const offer = await provisionRequest(args);
  requireEditableOffer(offer.provision);
  return offer;
}
