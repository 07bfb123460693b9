import { layout, prefix, route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The partner intake API under /api/v1 (docs/partner-api.md, decision 0058): authenticated by the partner's API
 * key, no session. Its layout answers every error as problem details.
 */
export const openRoutes: RouteConfigEntry[] = [
  layout("routes/api/layout.ts", [
    ...prefix("api/v1", [
      route("proposals", "routes/api/v1.proposals.ts"),
      route("openapi.json", "routes/api/v1.openapi[.]json.ts"),
      // Any other address under /api/v1: a 404 problem, not the portal's HTML page.
      route("*", "routes/api/v1.$.ts"),
    ]),
  ]),
];
