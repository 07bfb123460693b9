import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Back office, section "partners": partner API keys under /backoffice/partners. */
export const routes: RouteConfigEntry[] = [route("partners", "routes/backoffice/partners/index.tsx")];

/** The partner intake API under /api/v1 (authenticated by API key, no session). */
export const apiRoutes: RouteConfigEntry[] = [];
