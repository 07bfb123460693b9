import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the offer area; app/routes.ts puts `privateRoutes` under the signed-in layout. */
export const privateRoutes: RouteConfigEntry[] = [
  route("overview/offer", "routes/offer/index.tsx"),
  route("overview/offer/basic-information", "routes/offer/basic-information.tsx"),
  route("overview/offer/gravetypenote", "routes/offer/gravetypenote.tsx"),
  route("overview/offer/products/:category", "routes/offer/products.tsx"),
  route("overview/offer/products/:category/:id", "routes/offer/product.tsx"),
];

/** Routes of the offer area open to everyone (signed in or not). */
export const openRoutes: RouteConfigEntry[] = [];
