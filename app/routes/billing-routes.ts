import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the billing area; app/routes.ts puts `privateRoutes` under the signed-in layout. */
export const privateRoutes: RouteConfigEntry[] = [];

/** Routes of the billing area open to everyone (signed in or not): the § 312k BGB cancellation. */
export const openRoutes: RouteConfigEntry[] = [
  route("kuendigen", "routes/billing/cancel.tsx"),
  route("kuendigen/bestaetigen", "routes/billing/cancel-confirm.tsx"),
  route("kuendigen/eingegangen", "routes/billing/cancel-done.tsx"),
];
