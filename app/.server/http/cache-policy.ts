/**
 * What the browser may keep of an answer (decision 0111): one list of pages whose answers may enter the
 * back/forward cache; every other answer is `no-store`. server/app.ts applies it to every answer of React Router
 * that sets no Cache-Control of its own (a route that sets one, such as the legal pages, keeps it).
 */
import { matchPath } from "react-router";

/** Kept in the browser but asked for again before use; the back/forward cache may restore the page. */
export const REVALIDATE = "private, no-cache";
/** Neither the browser nor a proxy keeps the answer; the back/forward cache refuses the page. */
export const NO_STORE = "no-store";

/**
 * The pages (React Router path patterns of app/routes.ts) that may be restored by Back and Forward, with their
 * data requests (`/overview.data`) and the JSON they fetch. Nothing here has a password or code field or shows bank
 * data, letters, wishes, a third person's data or a document; architecture.test.ts checks that each is a route of
 * the table.
 */
export const BACK_FORWARD_PAGES = [
  // Public, without a password or code field.
  "/",
  "/register/type",
  "/register/character",
  "/register/place",
  "/register/birthdate",
  "/leichte-sprache",
  "/leichte-sprache/:topic",
  // Signed in: the overview, the offer and its pages that show or choose.
  "/overview",
  "/overview/offer",
  "/overview/offer/basic-information",
  "/overview/offer/package",
  "/overview/offer/package/confirm",
  "/overview/offer/products/:category",
  "/overview/offer/products/:category/:id",
  "/overview/offer/funeral-site",
  "/overview/offer/funeral-site/markers",
  "/leichte-sprache/meine-vorsorge",
] as const;

export interface CacheAnswer {
  method: string;
  /** The request's path, as sent (a data request ends in `.data`). */
  pathname: string;
  status: number;
  /** A staff member acts (signed in to the back office, perhaps holding a customer's provision). */
  staff: boolean;
}

export interface CachePolicy {
  cacheControl: string;
  /** `Cookie` for a kept answer: another session never gets it from the browser's cache. */
  vary?: "Cookie";
}

/** The page a single-fetch data request loads (React Router's own rule): `/a.data` → `/a`, `/a/_.data` → `/a/`. */
export function pagePathOf(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** Whether `pathname` (a page or its data request) is one of BACK_FORWARD_PAGES. */
export function isBackForwardPage(pathname: string): boolean {
  const page = pagePathOf(pathname);
  return BACK_FORWARD_PAGES.some((pattern) => matchPath(pattern, page) !== null);
}

/**
 * The Cache-Control of an answer: REVALIDATE (and `Vary: Cookie`) for a successful or redirecting GET or HEAD of a
 * listed page to a customer or a visitor; NO_STORE for everything else, staff included (on shared office computers
 * every page they see holds a customer's data).
 */
export function cachePolicy({ method, pathname, status, staff }: CacheAnswer): CachePolicy {
  const read = method === "GET" || method === "HEAD";
  if (read && status < 400 && !staff && isBackForwardPage(pathname)) {
    return { cacheControl: REVALIDATE, vary: "Cookie" };
  }
  return { cacheControl: NO_STORE };
}
