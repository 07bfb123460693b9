import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Back office, section "partners": partner API keys under /backoffice/partners. */
export const routes: RouteConfigEntry[] = [
  route("partners", "routes/backoffice/partners/index.tsx"),
  route("partners/:id/revoke", "routes/backoffice/partners/$id.revoke.tsx"),
];

/**
 * The partner intake API under /api/v1 (authenticated by API key, no session), and the sign-up link its
 * answers hand out, which continues in the portal's sign-up wizard (decision 0058).
 */
export const apiRoutes: RouteConfigEntry[] = [
  route("api/v1/proposals", "routes/backoffice/partners/api.v1.proposals.ts"),
  route("api/v1/openapi.json", "routes/backoffice/partners/api.v1.openapi[.]json.ts"),
  route("register/partner/:token", "routes/backoffice/partners/register.partner.$token.ts"),
];
