import { withResourceErrorPages } from "~/.server/service-errors";
import { provisionPdfResponse } from "./pdf.server";
import type { Route } from "./+types/pdf.provision.$provisionId.bestattungsverfuegung";

/** GET /pdf/provision/:provisionId/bestattungsverfuegung — the Bestattungsverfügung to print and sign. */
export const loader = withResourceErrorPages((args: Route.LoaderArgs) =>
  provisionPdfResponse("disposition", args),
);
