import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the profile area; app/routes.ts puts `privateRoutes` under the signed-in layout. */
export const privateRoutes: RouteConfigEntry[] = [
  route("profile", "routes/profile/index.tsx"),
  route("profile/export", "routes/profile/export.ts"),
  route("documents", "routes/documents/index.tsx"),
  route("documents/refused/:wayOut", "routes/documents/refused.tsx"),
  route("pdf/provision/:provisionId", "routes/documents/provision-pdf.ts"),
  route("pdf/provision/:provisionId/bestattungsverfuegung", "routes/documents/disposition-pdf.ts"),
  route("pdf/provision/:provisionId/bestaetigung", "routes/documents/confirmation-pdf.ts"),
  route("pdf/provision/:provisionId/antrag", "routes/documents/application-pdf.ts"),
  route("overview/patientenverfuegung", "routes/partner/page.tsx", { id: "partner-living-will" }),
  route("overview/digitaler-nachlass", "routes/partner/page.tsx", { id: "partner-digital-estate" }),
];

/** Routes of the profile area open to everyone (signed in or not). */
export const openRoutes: RouteConfigEntry[] = [
  route("kontakt-bestaetigen", "routes/profile/confirm-contact.tsx"),
];
