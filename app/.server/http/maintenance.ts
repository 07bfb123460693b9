/**
 * Maintenance mode at the door (decision 0102): the root middleware after the actor is known. While maintenance is
 * on, a visitor who is not staff gets the calm maintenance page with the hotline (503, Retry-After) for every
 * address but signing in and out and the legal pages; staff pass. The partner API answers in its own layout
 * (problem details), /healthz and /metrics are answered before React Router.
 */
import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { MAINTENANCE_RETRY_AFTER_SECONDS, openDuringMaintenance } from "~/domain/maintenance";
import type { Hotline } from "~/domain/constants";
import { t } from "~/i18n";
import { actorContext } from "../auth/actor";
import type { PageErrorData } from "../intent";
import { requestOf } from "../route-request";
import { maintenanceState } from "../services/maintenance";
import { pagePath } from "./url";
import { PARTNER_API_PATH } from "./refusal";

/** The error page's payload of the maintenance page (app/routes/shell/error-page.tsx shows it). */
export interface MaintenancePageData extends PageErrorData {
  maintenance: true;
  hotline: Hotline;
}

/** Set by the first of the two middlewares when this request meets the maintenance page. */
const blockedContext = createContext<boolean>(false);

async function blocked(request: Request, context: Readonly<RouterContextProvider>): Promise<boolean> {
  const { path } = pagePath(request);
  if (PARTNER_API_PATH.test(path) || openDuringMaintenance(path)) return false;
  if (context.get(actorContext)?.isStaff) return false;
  const { db, config, runtime } = requestOf({ context });
  return (await maintenanceState(db, config, runtime.clock.now())).on;
}

/**
 * The two root middlewares, in this order. The first decides and adds `Retry-After` to the page the second's
 * throw rendered (an error thrown by a middleware is rendered by the root error boundary and handed back as the
 * outer middleware's `next()` answer; the route's `headers` export never sees it).
 */
export const maintenanceMiddleware: MiddlewareFunction<Response>[] = [
  async ({ request, context }, next) => {
    if (!(await blocked(request, context))) return next();
    context.set(blockedContext, true);
    const response = await next();
    response.headers.set("Retry-After", String(MAINTENANCE_RETRY_AFTER_SECONDS));
    return response;
  },
  ({ context }) => {
    if (!context.get(blockedContext)) return;
    const { config } = requestOf({ context });
    throw data<MaintenancePageData>(
      { message: t("shell.maintenance.text"), maintenance: true, hotline: config.hotline },
      { status: 503 },
    );
  },
];
