import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the offer folder (docs/architecture.md, "The anatomy of an area"); under the signed-in layout. */
export const privateRoutes: RouteConfigEntry[] = [
  route("overview/offer", "routes/offer/index.tsx"),
  route("overview/offer/basic-information", "routes/offer/basic-information.tsx"),
  route("overview/offer/gravetypenote", "routes/offer/gravetypenote.tsx"),
  // Another package: the choice with each package's price, then the check page (decision 0109).
  route("overview/offer/package", "routes/offer/package.tsx"),
  route("overview/offer/package/confirm", "routes/offer/package.confirm.tsx"),
  route("overview/offer/products/:category", "routes/offer/products.$category.tsx"),
  route("overview/offer/products/:category/:id", "routes/offer/products.$category.$id.tsx"),
  // Funeral site and grave type: server-rendered search, Leaflet map with JavaScript (decision 0016).
  route("overview/offer/funeral-site", "routes/offer/funeral-site.tsx"),
  // The map's marker look-up (JSON).
  route("overview/offer/funeral-site/markers", "routes/offer/funeral-site.markers.ts"),
];
