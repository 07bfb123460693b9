import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Back office, section "catalogue": its pages under /backoffice/catalogue. */
export const routes: RouteConfigEntry[] = [route("catalogue", "routes/backoffice/catalogue/index.tsx")];
