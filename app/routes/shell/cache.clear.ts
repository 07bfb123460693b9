import { CLEAR_CACHE } from "~/.server/session";
import { withErrorPages } from "~/.server/service-errors";
import type { Route } from "./+types/cache.clear";

/**
 * GET /cache/clear: the image the first page after a sign-out or an ended session loads (decision 0111). Its
 * answer clears the browser's cache of the site once more, now that the page the person left is kept for Back:
 * Chromium stores that page only after the sign-out's own answer, whose `Clear-Site-Data` came too early for it.
 * Asked for by another site (`Sec-Fetch-Site`), it clears nothing.
 */
export const loader = withErrorPages(async function loader({ request }: Route.LoaderArgs) {
  const site = request.headers.get("Sec-Fetch-Site");
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (site === null || site === "same-origin") headers.set("Clear-Site-Data", CLEAR_CACHE);
  return new Response(null, { status: 204, headers });
});
