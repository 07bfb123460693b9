import { requestOf } from "~/.server/route-request";
import { handlePaypalWebhook } from "~/.server/services/pricing/paypal-sync";
import type { Route } from "./+types/api.paypal.webhook";
import { withErrorPages } from "~/.server/service-errors";

/**
 * POST /api/paypal/webhook: PayPal's events about subscriptions (decision 0031). The service verifies each
 * event's signature with PayPal and then asks PayPal for the subscription's status itself; the event body
 * is never trusted on its own. 404 while PAYPAL_WEBHOOK_ID is unset, 400 for anything PayPal did not sign.
 */
export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  // PayPal's server calls: no session, no actor, only the runtime.
  const { config, database, clock } = requestOf({ context }).runtime;
  const body = await request.text();
  const status = await handlePaypalWebhook(database.db, config, request.headers, body, clock.now());
  return Response.json({ status }, { status: status === "accepted" ? 200 : status === "off" ? 404 : 400 });
});
