import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the billing folder open to everyone (signed in or not): the § 312k BGB cancellation. */
export const openRoutes: RouteConfigEntry[] = [
  route("kuendigen", "routes/billing/kuendigen.tsx"),
  route("kuendigen/bestaetigen", "routes/billing/kuendigen.bestaetigen.tsx"),
  route("kuendigen/eingegangen", "routes/billing/kuendigen.eingegangen.tsx"),
];
