import { apiRequest } from "~/.server/route-request";
import { answerProposalRequest } from "~/.server/services/partner-api/proposals";
import { apiResponse, methodNotAllowed, problem } from "~/.server/services/partner-api/problems";
import type { Route } from "./+types/api.v1.proposals";

/**
 * POST /api/v1/proposals: a partner creates a proposal with its API key (docs/partner-api.md). No session, no
 * cookie, no CSRF token: the root middleware leaves /api/v1 to this route, which answers every refusal of the
 * HTTP layer itself as problem details.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, runtime, refusal } = apiRequest({ context });
  if (refusal === "crossOrigin") {
    return apiResponse(problem("crossOrigin", [{ field: "Origin", detail: "Origin" }]));
  }
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

/** GET (and HEAD) are not allowed here. */
export function loader() {
  return apiResponse(methodNotAllowed("POST"));
}
