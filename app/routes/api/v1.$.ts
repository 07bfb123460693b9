import { apiResponse, notFound } from "~/.server/services/partner-api/problems";

/**
 * Any other address under /api/v1 (`/api/v1/nothing`, a typo): 404 as problem details, for every method the
 * HTTP layer lets through, instead of the portal's HTML page.
 */
export function loader() {
  return apiResponse(notFound());
}

export function action() {
  return apiResponse(notFound());
}
