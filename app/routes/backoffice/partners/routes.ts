import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Back office, section "partners": partner API keys under /backoffice/partners. */
export const routes: RouteConfigEntry[] = [
  route("partners", "routes/backoffice/partners/index.tsx"),
  route("partners/:id/revoke", "routes/backoffice/partners/$id.revoke.tsx"),
];

/**
 * The sign-up link the partner API's answers hand out (routes/api/), which continues in the portal's sign-up
 * wizard (decision 0058).
 */
export const signUpRoutes: RouteConfigEntry[] = [
  route("register/partner/:token", "routes/backoffice/partners/register.partner.$token.ts"),
];
