import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the documents folder under the signed-in layout: the documents page and its PDFs. */
export const privateRoutes: RouteConfigEntry[] = [
  route("documents", "routes/documents/index.tsx"),
  route("documents/refused/:wayOut", "routes/documents/refused.$wayOut.tsx"),
  route("pdf/provision/:provisionId", "routes/documents/pdf.provision.$provisionId.ts"),
  route(
    "pdf/provision/:provisionId/bestattungsverfuegung",
    "routes/documents/pdf.provision.$provisionId.bestattungsverfuegung.ts",
  ),
  route(
    "pdf/provision/:provisionId/bestaetigung",
    "routes/documents/pdf.provision.$provisionId.bestaetigung.ts",
  ),
  route("pdf/provision/:provisionId/antrag", "routes/documents/pdf.provision.$provisionId.antrag.ts"),
  route(
    "pdf/provision/:provisionId/vorsorgeausweis",
    "routes/documents/pdf.provision.$provisionId.vorsorgeausweis.ts",
  ),
];
