/**
 * The one way into a request (docs/architecture.md, "The request's way"): a loader, an action or a middleware
 * takes what it needs — the runtime and its database, the client address, the session, the actor, the provision
 * — from `requestOf(args)`, and from nowhere else. `context.get(runtimeContext)` appears in this file only.
 *
 * Who may enter is decided by the layout a route sits under (its middleware, ./auth/layout-guards): the private
 * layout signs in, the staff layout lets staff through, the back office's layouts decide care or admin. The
 * accessor's need (`"signedIn"`, `"staff"`, `"provision"`) gives the actor its non-null type and, should a route
 * ever be called outside its layout, refuses again (a login redirect, or 403). A refusal of a service becomes an
 * answer in ./service-errors.
 */
import type { RouterContextProvider } from "react-router";
import { actorContext, type Actor } from "./auth/actor";
import type { Db } from "./db/client";
import { requireActor, requireStaff } from "./auth/guards";
import { requestInfoContext, runtimeContext } from "./context";
import { readProvision } from "./services/provisions";
import { sessionContext } from "./session";

/** What React Router hands every loader, action and middleware (`Route.LoaderArgs` and `Route.ActionArgs` fit). */
export interface RouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** What a route needs of the actor: nothing (null when anonymous), a signed-in actor, staff, or the provision. */
export type RequestNeed = "signedIn" | "staff" | "provision";

/**
 * The request's parts; the database, client address, session and actor are read when first used, so a route
 * called outside the root middleware (PayPal's webhook, the partner API, a test) reads only what it needs.
 */
function requestParts(context: Readonly<RouterContextProvider>, actorOf: () => Actor | null) {
  const runtime = context.get(runtimeContext);
  return {
    runtime,
    get db(): Db {
      return runtime.database.db;
    },
    config: runtime.config,
    /** The client address (after the trusted-proxy rule), for rate limits and the audit log. */
    get ip(): string {
      return context.get(requestInfoContext).ip;
    },
    /** Why the HTTP layer refused the request, if it did (only the partner API answers it itself). */
    get refusal() {
      return context.get(requestInfoContext).refusal;
    },
    get session() {
      return context.get(sessionContext);
    },
    get actor() {
      return actorOf();
    },
  };
}

export type RouteRequest = ReturnType<typeof requestParts>;
export type SignedInRequest = RouteRequest & { readonly actor: Actor };
export type ProvisionRequest = SignedInRequest & {
  readonly provision: Awaited<ReturnType<typeof readProvision>>;
};

/**
 * The request: `requestOf(args)` (the actor is null when nobody is signed in); `requestOf(args, "signedIn")`
 * (anonymous visitors are sent to /login?redirectTo=…); `requestOf(args, "staff")` (admin or customer care;
 * anyone else gets the German 403 page); `await requestOf(args, "provision")` (signed in, with the provision the
 * actor acts on, read with `readProvision`: a refusal is a ServiceError for the error mapping).
 */
export function requestOf(args: Pick<RouteArgs, "context">): RouteRequest;
export function requestOf(args: RouteArgs, need: "signedIn" | "staff"): SignedInRequest;
export function requestOf(args: RouteArgs, need: "provision"): Promise<ProvisionRequest>;
export function requestOf(
  args: Pick<RouteArgs, "context"> & Partial<Pick<RouteArgs, "request">>,
  need?: RequestNeed,
): RouteRequest | SignedInRequest | Promise<ProvisionRequest> {
  const { context, request } = args;
  if (!need || !request) return requestParts(context, () => context.get(actorContext) as Actor | null);
  const actor = need === "staff" ? requireStaff(context, request) : requireActor(context, request);
  const parts = requestParts(context, () => actor) as SignedInRequest;
  if (need !== "provision") return parts;
  return readProvision(parts.db, actor, { ip: parts.ip }).then((provision) =>
    Object.assign(parts, { provision }),
  );
}
