import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Back office, section "catalogue": its pages under /backoffice/catalogue. */
export const routes: RouteConfigEntry[] = [
  route("catalogue", "routes/backoffice/catalogue/index.tsx"),
  route("catalogue/products/new", "routes/backoffice/catalogue/products.new.tsx"),
  route("catalogue/products/:productId", "routes/backoffice/catalogue/products.$productId.tsx"),
  route("catalogue/services/:serviceId", "routes/backoffice/catalogue/services.$serviceId.tsx"),
  route("catalogue/extras/:extraId", "routes/backoffice/catalogue/extras.$extraId.tsx"),
  route("catalogue/plans/:planId", "routes/backoffice/catalogue/plans.$planId.tsx"),
  route("catalogue/grave-types/:graveTypeId", "routes/backoffice/catalogue/grave-types.$graveTypeId.tsx"),
];
