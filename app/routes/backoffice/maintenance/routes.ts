import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Back office, section "maintenance": the admins' switch under /backoffice/maintenance (decision 0102). */
export const routes: RouteConfigEntry[] = [route("maintenance", "routes/backoffice/maintenance/index.tsx")];
