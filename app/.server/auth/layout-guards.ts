/**
 * The guards of the layouts (docs/architecture.md, "The back office"): a layout route's `middleware` decides who
 * may enter every route under it, so no loader or action repeats the need.
 */
import type { MiddlewareFunction } from "react-router";
import { pagePath } from "../http/url";
import { notFound } from "../intent";
import { requestOf } from "../route-request";
import { recordAudit } from "../services/audit";
import { mayEnterBackOffice, type BackOfficeNeed } from "./actor";

/**
 * The back office's layouts: `care` (customer care and admins) or `admin` (admins only). Anonymous visitors are
 * sent to the login; anyone else without the need — a customer, customer care in an admin section — gets the
 * plain 404 page, as if the back office did not exist, and the refusal is written to the audit log
 * ("backoffice.refused", with the path, the method and the need).
 */
export function backOfficeGuard(need: BackOfficeNeed): MiddlewareFunction<Response> {
  return async (args) => {
    const request = requestOf(args, "signedIn");
    if (mayEnterBackOffice(request.actor, need)) return;
    await recordAudit(request.db, {
      actorUserId: request.actor.userId,
      provisionId: null,
      action: "backoffice.refused",
      detail: { path: pagePath(args.request).path, method: args.request.method, need },
      ip: request.ip,
    });
    notFound();
  };
}

/** The staff layout (/salesforce, taking up a provision): admin or customer care; anyone else gets 403. */
export const staffGuard: MiddlewareFunction<Response> = (args) => {
  requestOf(args, "staff");
};
