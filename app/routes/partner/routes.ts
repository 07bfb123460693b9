import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the partner folder under the signed-in layout: one module renders both partner pages. */
export const privateRoutes: RouteConfigEntry[] = [
  route("overview/patientenverfuegung", "routes/partner/page.tsx", { id: "partner-living-will" }),
  route("overview/digitaler-nachlass", "routes/partner/page.tsx", { id: "partner-digital-estate" }),
];
