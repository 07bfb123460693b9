import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Back office, section "coupons": its pages under /backoffice/coupons. */
export const routes: RouteConfigEntry[] = [route("coupons", "routes/backoffice/coupons/index.tsx")];
