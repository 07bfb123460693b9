import { withResourceErrorPages } from "~/.server/service-errors";
import { provisionPdfResponse } from "./pdf.server";
import type { Route } from "./+types/pdf.provision.$provisionId.bestaetigung";

/** GET /pdf/provision/:provisionId/bestaetigung — the confirmation of the booked plan (404 before one is booked). */
export const loader = withResourceErrorPages((args: Route.LoaderArgs) =>
  provisionPdfResponse("confirmation", args),
);
