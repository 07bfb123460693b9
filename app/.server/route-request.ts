/**
 * The one way into a request (docs/architecture.md, "The request's way"): a loader or action takes what it
 * needs — the runtime and its database, the client address, the session, the actor — from here, and from
 * nowhere else. `context.get(runtimeContext)` appears in this file only; the root middleware, which runs before
 * the session and the actor are read, takes the runtime through `runtimeOf`. A refusal of a service becomes
 * an answer in ./service-errors.
 */
import type { RouterContextProvider } from "react-router";
import { actorContext, mayEnterBackOffice, type Actor, type BackOfficeNeed } from "./auth/actor";
import type { Db } from "./db/client";
import { requireActor, requireStaff } from "./auth/guards";
import { requestInfoContext, runtimeContext } from "./context";
import { pagePath } from "./http/url";
import { notFound } from "./intent";
import { recordAudit } from "./services/audit";
import { readProvision } from "./services/provisions";
import { sessionContext } from "./session";

/** What React Router hands every loader and action (`Route.LoaderArgs` and `Route.ActionArgs` fit). */
export interface RouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The runtime alone: for the root middleware (session, actor, tracking), which runs before both are read. */
export function runtimeOf(context: Readonly<RouterContextProvider>) {
  return context.get(runtimeContext);
}

/**
 * The request's parts; the database, client address, session and actor are read when first used, so a route
 * called outside the root middleware (PayPal's webhook, a test) reads only what it needs.
 */
function requestParts(context: Readonly<RouterContextProvider>, actorOf: () => Actor | null) {
  const runtime = runtimeOf(context);
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
    get session() {
      return context.get(sessionContext);
    },
    get actor() {
      return actorOf();
    },
  };
}

/** Runtime, database, configuration, client address, session and the actor (null when nobody is signed in). */
export function routeRequest({ context }: Pick<RouteArgs, "context">) {
  return requestParts(context, () => context.get(actorContext) as Actor | null);
}

export type RouteRequest = ReturnType<typeof routeRequest>;

/**
 * For the partner API under /api/v1 (decision 0058): no session and no actor, only the runtime, the client
 * address and what the HTTP layer refused (the root middleware lets such a route answer it as problem details).
 */
export function apiRequest({ context }: Pick<RouteArgs, "context">) {
  const runtime = runtimeOf(context);
  const info = context.get(requestInfoContext);
  return { runtime, db: runtime.database.db, config: runtime.config, ip: info.ip, refusal: info.refusal };
}

/** Like `routeRequest` for a signed-in page: anonymous visitors are sent to /login?redirectTo=…. */
export function signedInRequest(args: RouteArgs): RouteRequest & { readonly actor: Actor } {
  const actor = requireActor(args.context, args.request);
  return requestParts(args.context, () => actor) as RouteRequest & { readonly actor: Actor };
}

/** Like `signedInRequest` for staff only (admin or customer care); anyone else gets the German 403 page. */
export function staffRequest(args: RouteArgs): RouteRequest & { readonly actor: Actor } {
  const actor = requireStaff(args.context, args.request);
  return requestParts(args.context, () => actor) as RouteRequest & { readonly actor: Actor };
}

/**
 * Like `signedInRequest` for the back office (docs/architecture.md, "The back office"): `admin` pages for admins,
 * `care` pages for customer care and admins. Anyone else — a customer, customer care on an admin page — gets
 * the plain 404 page, as if the back office did not exist, and the refusal is written to the audit log
 * ("backoffice.refused", with the path and method).
 */
export async function backOfficeRequest(
  args: RouteArgs,
  need: BackOfficeNeed,
): Promise<RouteRequest & { readonly actor: Actor }> {
  const actor = requireActor(args.context, args.request);
  const request = requestParts(args.context, () => actor) as RouteRequest & { readonly actor: Actor };
  if (!mayEnterBackOffice(actor, need)) {
    await recordAudit(request.db, {
      actorUserId: actor.userId,
      provisionId: null,
      action: "backoffice.refused",
      detail: { path: pagePath(args.request).path, method: args.request.method, need },
      ip: request.ip,
    });
    notFound();
  }
  return request;
}

/**
 * Like `signedInRequest`, with the provision the actor acts on (their own, or the one a staff member holds),
 * read with `readProvision`: a refusal (403, 404) is a ServiceError for `withErrorPages`.
 */
export async function provisionRequest(args: RouteArgs) {
  const request = signedInRequest(args);
  const provision = await readProvision(request.db, request.actor, { ip: request.ip });
  return Object.assign(request, { provision });
}
