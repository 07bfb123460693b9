import type { RouteConfigEntry } from "@react-router/dev/routes";
import { route } from "@react-router/dev/routes";

/** Routes of the sites area; app/routes.ts puts `privateRoutes` under the signed-in layout. */
export const privateRoutes: RouteConfigEntry[] = [
  // Funeral site and grave type: server-rendered search, Leaflet map with JavaScript (decision 0016).
  route("overview/offer/funeral-site", "routes/offer/funeral-site.tsx"),
  // The map's marker look-up (JSON).
  route("overview/offer/funeral-site/markers", "routes/offer/funeral-site-markers.ts"),
];

/** Routes of the sites area open to everyone (signed in or not). */
export const openRoutes: RouteConfigEntry[] = [];
