import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Back office, section "sites": its pages under /backoffice/sites. */
export const routes: RouteConfigEntry[] = [route("sites", "routes/backoffice/sites/index.tsx")];
