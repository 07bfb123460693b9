/**
 * The empty catalogue (decision 0059): a production start without demo data has no products or services until
 * the admins enter them. The customer pages that need the catalogue (the registration steps, the offer pages)
 * then answer one calm German page, "Ihre Angebote werden gerade vorbereitet", with the hotline: status 503 with
 * Retry-After (the portal is not ready yet; search engines and monitors come back later), never an error page.
 *
 *   const { db } = requestOf(args, "signedIn"); await requireCatalogue(args);
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { data } from "react-router";
import type { Hotline } from "~/domain/constants";
import { t } from "~/i18n";
import type { Db } from "./db/client";
import { prepared } from "./db/prepared";
import { products, services } from "./db/schema";
import type { PageErrorData } from "./intent";
import { requestOf, type RouteArgs } from "./route-request";

/** Seconds a client is asked to wait before it asks again. */
export const CATALOGUE_RETRY_AFTER_SECONDS = 3600;

/** The error page's payload of the "being prepared" page (app/routes/shell/error-page.tsx shows it). */
export interface CataloguePreparingData extends PageErrorData {
  preparing: true;
  hotline: Hotline;
}

/**
 * The readiness check as one prepared statement (db/prepared.ts): every offer page and registration step asks
 * it, and building it in drizzle on each request was ~2 % of the offer page's CPU (decision 0065).
 */
const catalogueReadyQuery = (db: Db) =>
  db
    .select({
      ready: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(products)
        .where(isNull(products.deletedAt))}) and exists (${db
        .select({ one: sql`1` })
        .from(services)
        .where(and(isNull(services.deletedAt), eq(services.optional, false)))})`,
    })
    .from(sql`(select 1) as one`)
    .prepare("catalogue_ready");

/**
 * How long a "ready" answer is trusted without asking again. A catalogue, once entered, stays ready (the admins
 * withdraw single entries, not all of them); an empty one is asked on every request, so the pages open as soon as
 * the admins have entered the first product and service. Like the content port's cache (content/embedded.ts).
 */
export const CATALOGUE_READY_TTL_MS = 60_000;

/** When each database handle's last "ready" answer was read (a handle's catalogue is its database's). */
const readyAt = new WeakMap<Db, number>();

/**
 * Whether customers can get an offer: at least one available product and one available basic service. A "ready"
 * answer is kept per database handle for CATALOGUE_READY_TTL_MS: the offer pages and registration steps ask it on
 * every request, and it was one of the offer summary's four round trips (decision 0065).
 */
export async function catalogueReady(db: Db, now: () => number = Date.now): Promise<boolean> {
  const at = readyAt.get(db);
  if (at !== undefined && now() - at < CATALOGUE_READY_TTL_MS) return true;
  const [row] = await prepared(db, "catalogue_ready", catalogueReadyQuery).execute();
  const ready = row?.ready === true;
  if (ready) readyAt.set(db, now());
  else readyAt.delete(db);
  return ready;
}

/** Throws the "being prepared" page while the catalogue is empty; returns quietly otherwise. */
export async function requireCatalogue({ context }: Pick<RouteArgs, "context">): Promise<void> {
  const { db, config } = requestOf({ context });
  if (await catalogueReady(db)) return;
  throw data<CataloguePreparingData>(
    { message: t("shell.preparing.text"), preparing: true, hotline: config.hotline },
    { status: 503, headers: { "Retry-After": String(CATALOGUE_RETRY_AFTER_SECONDS) } },
  );
}
