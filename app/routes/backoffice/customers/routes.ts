import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Back office, section "customers": its pages under /backoffice/customers. */
export const routes: RouteConfigEntry[] = [
  route("customers", "routes/backoffice/customers/index.tsx"),
  route("customers/export", "routes/backoffice/customers/export.ts"),
];
