import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Back office, section "sites": its pages under /backoffice/sites (admins only). */
export const routes: RouteConfigEntry[] = [
  route("sites", "routes/backoffice/sites/index.tsx"),
  route("sites/new", "routes/backoffice/sites/new.tsx"),
  route("sites/import", "routes/backoffice/sites/import.tsx"),
  route("sites/:siteId", "routes/backoffice/sites/$siteId.tsx"),
];
