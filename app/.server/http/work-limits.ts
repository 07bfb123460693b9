/** The route side of the document limits (decision 0030): who builds, from where, under which cap. */
import type { RouterContextProvider } from "react-router";
import { requestOf } from "../route-request";
import { buildDocumentLimited } from "../services/work-limits";

/**
 * Runs a loader's document work (load, build) for the signed-in account within its PDF limits: a full
 * process answers 503, one build too many for the account 429 (German error pages through withErrorPages).
 */
export function limitedDocument<T>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  build: () => Promise<T>,
): Promise<T> {
  const { db, actor, ip, config, runtime } = requestOf({ context, request }, "signedIn");
  return buildDocumentLimited(db, actor.userId, build, {
    ip,
    now: runtime.clock.now(),
    maxConcurrent: config.PDF_MAX_CONCURRENT,
  });
}
