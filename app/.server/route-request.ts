/**
 * The one way into a request (docs/architecture.md, "The request's way"): a loader or action takes what it
 * needs — the runtime and its database, the client address, the session, the actor — from here, and from
 * nowhere else. `context.get(runtimeContext)` appears in this file and in the HTTP layer only.
 */
import type { RouterContextProvider } from "react-router";
import { actorContext, type Actor } from "./auth/actor";
import { requireActor, requireStaff } from "./auth/guards";
import { requestInfoContext, runtimeContext } from "./context";
import { sessionContext } from "./session";

/** What React Router hands every loader and action (`Route.LoaderArgs` and `Route.ActionArgs` fit). */
export interface RouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** Runtime, database, configuration, client address, session and the actor (null when nobody is signed in). */
export function routeRequest({ context }: Pick<RouteArgs, "context">) {
  const runtime = context.get(runtimeContext);
  return {
    runtime,
    db: runtime.database.db,
    config: runtime.config,
    /** The client address (after the trusted-proxy rule), for rate limits and the audit log. */
    ip: context.get(requestInfoContext).ip,
    session: context.get(sessionContext),
    actor: context.get(actorContext) as Actor | null,
  };
}

export type RouteRequest = ReturnType<typeof routeRequest>;

/** Like `routeRequest` for a signed-in page: anonymous visitors are sent to /login?redirectTo=…. */
export function signedInRequest(args: RouteArgs): RouteRequest & { actor: Actor } {
  return { ...routeRequest(args), actor: requireActor(args.context, args.request) };
}

/** Like `signedInRequest` for staff only (admin or customer care); anyone else gets the German 403 page. */
export function staffRequest(args: RouteArgs): RouteRequest & { actor: Actor } {
  return { ...routeRequest(args), actor: requireStaff(args.context, args.request) };
}
