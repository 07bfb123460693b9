import { logger } from "~/.server/logger";
import { requestOf } from "~/.server/route-request";
import { maintenanceState } from "~/.server/services/maintenance";
import { apiResponse, asProblem, problem, underMaintenance } from "~/.server/services/partner-api/problems";
import { t } from "~/i18n";
import type { Route } from "./+types/layout";

/**
 * The partner API's layout: every error is answered as RFC 9457 problem details. A cross-origin request is
 * refused before any route runs (the root middleware leaves the HTTP layer's refusals of /api/v1 to this layout);
 * any other failure — a refusal React Router answered, an unexpected error — keeps its status as a problem.
 * During maintenance (decision 0102) every address answers 503 with Retry-After, before any key is checked.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) => {
    if (requestOf(args).refusal === "crossOrigin") {
      return apiResponse(
        problem("crossOrigin", [{ field: "Origin", detail: t("backoffice.partners.api.crossOrigin.field") }]),
      );
    }
    const { db, config, runtime } = requestOf(args);
    if ((await maintenanceState(db, config, runtime.clock.now())).on) return apiResponse(underMaintenance());
    const path = new URL(args.request.url).pathname;
    try {
      return asProblem(await next(), path);
    } catch (error) {
      if (error instanceof Response) return asProblem(error, path);
      logger.error({ err: error }, "partner API request failed");
      return apiResponse(problem("failed", []));
    }
  },
];
