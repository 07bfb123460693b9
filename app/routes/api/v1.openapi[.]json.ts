import { requestOf } from "~/.server/route-request";
import { openApiDocument } from "~/.server/services/partner-api/openapi";
import type { Route } from "./+types/v1.openapi[.]json";

/** GET /api/v1/openapi.json: the partner API's OpenAPI 3.1 document, public like the API's documentation. */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = requestOf({ context });
  return Response.json(openApiDocument(config.BASE_URL), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}
