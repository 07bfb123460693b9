import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Back office, section "staff": its pages under /backoffice/staff. */
export const routes: RouteConfigEntry[] = [route("staff", "routes/backoffice/staff/index.tsx")];
