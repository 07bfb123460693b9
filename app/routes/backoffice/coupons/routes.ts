import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Back office, section "coupons": its pages under /backoffice/coupons (admins only, decision 0055). */
export const routes: RouteConfigEntry[] = [
  route("coupons", "routes/backoffice/coupons/index.tsx"),
  route("coupons/new", "routes/backoffice/coupons/new.tsx"),
  route("coupons/:code", "routes/backoffice/coupons/$code.tsx"),
];
