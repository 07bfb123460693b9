import type { MiddlewareFunction } from "react-router";
import { requestOf } from "../route-request";
import {
  isSessionActive,
  refreshTokens,
  sessionWithProvision,
  verifyAccessToken,
  type AccessClaims,
  type StaffRecheck,
} from "../identity";
import type { Db } from "../db/client";
import type { Runtime } from "../runtime";
import { keepReadAhead, readAheadId } from "../services/provisions";
import { oidcClientFor } from "./oidc";
import { logger } from "../logger";
import { forgetCachedPages, sessionContext, type AppSession } from "../session";
import { actorContext, isStaffGroups, type Actor } from "./actor";

function toActor(claims: AccessClaims, session: AppSession): Actor {
  const isStaff = isStaffGroups(claims.groups);
  return {
    userId: claims.sub,
    email: claims.email,
    displayName: claims.name ?? claims.email,
    groups: claims.groups,
    isStaff,
    ownProvisionId: claims.provisionId,
    heldProvisionId: isStaff ? (session.get("heldProvisionId") ?? null) : null,
  };
}

/** Renewing a staff session begun at the identity provider asks the provider again (when OIDC is on). */
function staffRecheck(runtime: Runtime, now: Date): StaffRecheck | undefined {
  const client = oidcClientFor(runtime);
  if (!client) return undefined;
  return async (user, familyId) => {
    try {
      return await (await client).recheck(runtime.database.db, user, familyId, now);
    } catch (error) {
      logger.error({ err: error }, "OIDC provider unavailable for the staff re-check");
      return null;
    }
  };
}

/** The session ended on the server (idle or absolute end, signed out elsewhere): this browser forgets it too. */
function signOutLocally(session: AppSession): void {
  session.unset("auth");
  session.unset("heldProvisionId");
  forgetCachedPages(session, { signedOut: true });
}

/**
 * Resolves who acts in this request from the session's tokens. An expired access token is
 * refreshed transparently (the refresh token rotates; a staff member who signed in at the identity
 * provider is checked there again); an invalid one, or a session past its idle or absolute end, signs
 * the session out.
 * A valid access token counts only while its session (refresh family) is active: a cookie copied
 * before sign-out is worthless after it. A fresh refresh checked the family already.
 */
export const actorMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = context.get(sessionContext);
  const auth = session.get("auth");
  if (!auth) return next();
  const runtime = requestOf({ context }).runtime;
  const { db } = runtime.database;
  // The clock that issued the tokens (runtime.clock) is the one that checks their expiry.
  const now = runtime.clock.now();
  const claims = await verifyAccessToken(db, auth.accessToken, now);
  if (claims) {
    const actor = toActor(claims, session);
    if (!(await isActive(db, claims.sid, actor, request, now))) {
      logger.info({ userId: claims.sub }, "session ended on the server; signed out");
      signOutLocally(session);
      return next();
    }
    context.set(actorContext, actor);
    return next();
  }
  const refreshed = await refreshTokens(db, auth.refreshToken, now, {
    recheckStaff: staffRecheck(runtime, now),
  });
  if (refreshed) {
    session.set("auth", refreshed.tokens);
    context.set(actorContext, toActor(refreshed.claims, session));
  } else {
    logger.info("session tokens no longer valid; signed out");
    signOutLocally(session);
  }
  return next();
};

/**
 * The session check of a valid access token. A GET (or HEAD) request reads the actor's acting provision in the
 * same statement and leaves it for the page's first provision read (`keepReadAhead`): one round trip fewer on
 * every signed-in page. Other requests change things, so they check the session alone.
 */
async function isActive(db: Db, sid: string, actor: Actor, request: Request, now: Date): Promise<boolean> {
  const provisionId = request.method === "GET" || request.method === "HEAD" ? readAheadId(actor) : null;
  if (!provisionId) return isSessionActive(db, sid, now);
  const { active, provision } = await sessionWithProvision(db, sid, provisionId, now);
  if (active) keepReadAhead(actor, provisionId, provision);
  return active;
}
