import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the pricing folder under the signed-in layout. */
export const privateRoutes: RouteConfigEntry[] = [
  // Price-guarantee page (/overview/pricing).
  route("overview/pricing", "routes/pricing/index.tsx"),
  // The stepper: plans, address (1/3), payment (2/3), summary (3/3), confirmation.
  route("overview/pricing/plans", "routes/pricing/plans.tsx"),
  route("overview/pricing/address", "routes/pricing/address.tsx"),
  route("overview/pricing/payment", "routes/pricing/payment.tsx"),
  route("overview/pricing/summary", "routes/pricing/summary.tsx"),
  route("overview/pricing/confirmation", "routes/pricing/confirmation.tsx"),
];

/** Routes of the pricing folder open to everyone (signed in or not). */
export const openRoutes: RouteConfigEntry[] = [
  // PayPal's subscription events (decision 0031); signed by PayPal, no session.
  route("api/paypal/webhook", "routes/pricing/api.paypal.webhook.ts"),
];
