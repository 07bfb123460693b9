import { withResourceErrorPages } from "~/.server/service-errors";
import { provisionPdfResponse } from "./pdf.server";
import type { Route } from "./+types/pdf.provision.$provisionId";

/** GET /pdf/provision/:provisionId — the provision summary, opened in a new window. */
export const loader = withResourceErrorPages((args: Route.LoaderArgs) =>
  provisionPdfResponse("summary", args),
);
