import type { MiddlewareFunction } from "react-router";
import { runtimeOf } from "../route-request";
import {
  isSessionActive,
  refreshTokens,
  verifyAccessToken,
  type AccessClaims,
  type StaffRecheck,
} from "../identity";
import type { Runtime } from "../runtime";
import { oidcClientFor } from "./oidc";
import { logger } from "../logger";
import { sessionContext, type AppSession } from "../session";
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
function staffRecheck(runtime: Runtime): StaffRecheck | undefined {
  const client = oidcClientFor(runtime);
  if (!client) return undefined;
  return async (user, familyId) => {
    try {
      return await (await client).recheck(runtime.database.db, user, familyId);
    } catch (error) {
      logger.error({ err: error }, "OIDC provider unavailable for the staff re-check");
      return null;
    }
  };
}

function signOutLocally(session: AppSession): void {
  session.unset("auth");
  session.unset("heldProvisionId");
}

/**
 * Resolves who acts in this request from the session's tokens. An expired access token is
 * refreshed transparently (the refresh token rotates; a staff member who signed in at the identity
 * provider is checked there again); an invalid one, or a session past its idle or absolute end, signs
 * the session out.
 * A valid access token counts only while its session (refresh family) is active: a cookie copied
 * before sign-out is worthless after it. A fresh refresh checked the family already.
 */
export const actorMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const session = context.get(sessionContext);
  const auth = session.get("auth");
  if (!auth) return next();
  const runtime = runtimeOf(context);
  const { db } = runtime.database;
  let claims = await verifyAccessToken(db, auth.accessToken);
  if (claims && !(await isSessionActive(db, claims.sid))) {
    logger.info({ userId: claims.sub }, "session ended on the server; signed out");
    signOutLocally(session);
    return next();
  }
  if (!claims) {
    const refreshed = await refreshTokens(db, auth.refreshToken, { recheckStaff: staffRecheck(runtime) });
    if (refreshed) {
      session.set("auth", refreshed.tokens);
      claims = refreshed.claims;
    } else {
      logger.info("session tokens no longer valid; signed out");
      signOutLocally(session);
    }
  }
  if (claims) context.set(actorContext, toActor(claims, session));
  return next();
};
