import { requestOf } from "~/.server/route-request";
import { answerProposalRequest } from "~/.server/services/partner-api/proposals";
import { apiResponse, methodNotAllowed } from "~/.server/services/partner-api/problems";
import type { Route } from "./+types/v1.proposals";

/**
 * POST /api/v1/proposals: a partner creates a proposal with its API key (docs/partner-api.md). No session, no
 * cookie, no CSRF token: the API's layout answers a cross-origin request and every failure as problem details.
 */
export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { db, config, runtime, refusal } = requestOf(args);
  const contentType = request.headers.get("Content-Type");
  const answer = await answerProposalRequest(
    db,
    null,
    {
      authorization: request.headers.get("Authorization"),
      // The HTTP layer refuses anything but JSON here ("notForm"); the service names the header.
      contentType: refusal === "notForm" ? null : contentType,
      idempotencyKey: request.headers.get("Idempotency-Key"),
      body: refusal ? null : await request.text(),
    },
    { now: runtime.clock.now(), config },
  );
  return apiResponse(answer);
}

/** GET (and HEAD) are not allowed here: 405 with `Allow: POST`. */
export function loader() {
  return apiResponse(methodNotAllowed("POST"));
}
