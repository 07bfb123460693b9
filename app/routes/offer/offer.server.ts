/** What the offer routes share on the server: the acting customer, refusals as German pages, id checks. */
import { data, type RouterContextProvider } from "react-router";
import { requireActor } from "~/.server/auth/guards";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { throwAsPage, type PageErrorData } from "~/.server/intent";
import { isOfferRefusal, requireEditableOffer } from "~/.server/services/offer";
import { readProvision } from "~/.server/services/provisions";
import { isUuid } from "~/.server/db/uuid";
import { sessionContext } from "~/.server/session";
import { PRODUCT_CATEGORIES, type ProductCategory } from "~/domain/offer/constants";
import { t } from "~/i18n";

export function offerRequest(context: Readonly<RouterContextProvider>, request: Request) {
  const actor = requireActor(context, request);
  const runtime = context.get(runtimeContext);
  return {
    actor,
    runtime,
    db: runtime.database.db,
    ip: context.get(requestInfoContext).ip,
    session: context.get(sessionContext),
  };
}

/**
 * Like withErrorPages: a ServiceError becomes its German page (403, 404, 409 …), and an OfferRefusal
 * (locked, already in the offer, another plan's product …) its German message with a 4xx status.
 */
export function withOfferErrors<Args extends unknown[], Result>(
  handler: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return (...args) =>
    handler(...args).catch((error: unknown) => {
      if (isOfferRefusal(error))
        throw data<PageErrorData>({ message: error.userMessage }, { status: error.status });
      return throwAsPage(error);
    });
}

export function notFound(): never {
  throw data<PageErrorData>({ message: t("error.http.404") }, { status: 404 });
}

/** A catalogue id from a URL or form: anything but a UUID (negative, numeric, forged text) is 404. */
export function catalogueId(value: unknown): string {
  return typeof value === "string" && isUuid(value) ? value.toLowerCase() : notFound();
}

export function productCategory(value: unknown): ProductCategory {
  return (PRODUCT_CATEGORIES as readonly unknown[]).includes(value) ? (value as ProductCategory) : notFound();
}

/**
 * The acting provision for a page that edits the offer: 404 while the offer is customized (spec 001 §2 "only
 * the exact offer route and /gravetypenote exist"). The funeral-site page uses it too.
 */
export async function editableProvision(context: Readonly<RouterContextProvider>, request: Request) {
  const offer = offerRequest(context, request);
  const provision = await readProvision(offer.db, offer.actor, { ip: offer.ip });
  requireEditableOffer(provision);
  return { ...offer, provision };
}
