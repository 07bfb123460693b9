import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Back office, section "staff": staff accounts and the audit log, admins only (decision 0056). */
export const routes: RouteConfigEntry[] = [
  route("staff", "routes/backoffice/staff/index.tsx"),
  route("staff/audit", "routes/backoffice/staff/audit.tsx"),
];
