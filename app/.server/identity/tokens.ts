/**
 * JWT access tokens and rotating refresh tokens, signed with ES256 (see keys.ts); their lifetimes depend on
 * whether the user is staff (policy.ts `STAFF_SESSION`, `CUSTOMER_SESSION`: idle end and absolute end).
 * A refresh token is a JWT too; only the sha-256 of its `jti` is stored, with the family of its sign-in.
 * Using a refresh token marks it used and issues the next one of the family; presenting a used one again
 * means it was copied, so the whole family is revoked.
 *
 * The family is the session: every access token names it (`sid`), and a request counts as signed in only
 * while its family is not revoked (`isSessionActive`), so sign-out ends a session at once, not when the
 * access token expires.
 *
 * Tokens are issued and checked at the `now` the caller passes (runtime.clock at the route): the clock that
 * issued a token is the one that checks its expiry (JWT `currentDate`) and its session's idle and absolute end.
 */
import { randomUUID } from "node:crypto";
import { and, eq, exists, gt, isNull, sql } from "drizzle-orm";
import { decodeProtectedHeader, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
import { isUuid } from "~/domain/validation/uuid";
import { identityTokens, provisions, users, type Provision, type User } from "../db/schema";
import { activeSigningKey, ALGORITHM, publicKeyFor } from "./keys";
import { isStaffGroups } from "../auth/actor";
import { CUSTOMER_SESSION, REFRESH_REUSE_GRACE_MS, STAFF_SESSION, type SessionLifetime } from "./policy";
import { logger } from "../logger";
import { deleteProviderSession, deleteProviderSessionsOf } from "./provider-sessions";
import { revokeTokensOf } from "./codes";
import { MAX_JWT_LENGTH, newSecret, sha256 } from "./secrets";

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface AccessClaims {
  sub: string;
  email: string;
  groups: string[];
  name: string | null;
  provisionId: string | null;
  /** The session: the refresh family of the sign-in (see `isSessionActive`). */
  sid: string;
}

const ISSUER = "vorsorgeportal";
const AUDIENCE = "vorsorgeportal";

const accessPayload = z.object({
  token_use: z.literal("access"),
  sub: z.string().min(1),
  email: z.string(),
  groups: z.array(z.string()),
  name: z.string().nullable(),
  provisionId: z.string().nullable(),
  sid: z.guid(),
});

const refreshPayload = z.object({
  token_use: z.literal("refresh"),
  sub: z.string().min(1),
  jti: z.string().min(1),
  /** When the session (the family) began, in seconds: the absolute end is counted from it. */
  sst: z.number().int().positive(),
});

/** The lifetimes of a user's sessions: staff or customer, by the groups as they are now. */
export function sessionLifetime(user: Pick<User, "groups">): SessionLifetime {
  return isStaffGroups(user.groups) ? STAFF_SESSION : CUSTOMER_SESSION;
}

async function claimsFor(db: Db, user: User, sid: string): Promise<AccessClaims> {
  const [own] = await db
    .select({ id: provisions.id, firstname: provisions.firstname, lastname: provisions.lastname })
    .from(provisions)
    .where(eq(provisions.userId, user.id))
    .limit(1);
  const name = [own?.firstname, own?.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return {
    sub: user.id,
    email: user.email,
    groups: [...user.groups],
    name: name || null,
    provisionId: own?.id ?? null,
    sid,
  };
}

/** Signs with the active key; `issuedAt` is the same instant the expiry was counted from. */
async function sign(
  db: Db,
  payload: JWTPayload & { sub: string },
  issuedAt: Date,
  expiresAtMs: number,
): Promise<string> {
  const key = await activeSigningKey(db, issuedAt);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(key.privateKey);
}

/** A signed token of ours that has not expired at `now`, or null. */
async function verified(db: Db, token: unknown, now: Date): Promise<JWTPayload | null> {
  if (typeof token !== "string" || token.length > MAX_JWT_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const key = await publicKeyFor(db, header.kid, now);
        if (!key) throw new Error("unknown signing key");
        return key;
      },
      { issuer: ISSUER, audience: AUDIENCE, algorithms: [ALGORITHM], currentDate: now },
    );
    return payload;
  } catch {
    return null;
  }
}

/**
 * The next pair of a family: the refresh token (and its row) lives until the idle end, the access token a few
 * minutes; neither past the session's absolute end. Null when that end has come (nothing is stored).
 */
async function issueInFamily(db: Db, user: User, familyId: string, startedAtMs: number, now: Date) {
  const lifetime = sessionLifetime(user);
  const endMs = startedAtMs + lifetime.absoluteMs;
  const refreshEndMs = Math.min(now.getTime() + lifetime.idleMs, endMs);
  // Whole seconds: the JWT's exp cannot say more, and the row must not outlive the token.
  if (Math.floor(refreshEndMs / 1000) * 1000 <= now.getTime()) return null;
  const claims = await claimsFor(db, user, familyId);
  const jti = newSecret();
  await db.insert(identityTokens).values({
    kind: "refresh",
    tokenHash: sha256(jti),
    userId: user.id,
    familyId,
    expiresAt: new Date(Math.floor(refreshEndMs / 1000) * 1000),
    createdAt: now,
  });
  const { sub, ...rest } = claims;
  const sst = Math.floor(startedAtMs / 1000);
  const tokens = {
    accessToken: await sign(
      db,
      { ...rest, sub, token_use: "access" },
      now,
      Math.min(now.getTime() + lifetime.accessMs, endMs),
    ),
    refreshToken: await sign(db, { sub, jti, sst, token_use: "refresh" }, now, refreshEndMs),
  };
  return { tokens, claims };
}

/** A fresh token pair starting a new refresh family (one per sign-in), with the family's id (`sid`). */
export async function issueSession(
  db: Db,
  user: User,
  now: Date,
): Promise<{ tokens: TokenPair; sessionId: string }> {
  const startedAtMs = Math.floor(now.getTime() / 1000) * 1000;
  const sessionId = randomUUID();
  const issued = await issueInFamily(db, user, sessionId, startedAtMs, now);
  if (!issued) throw new Error("a new session cannot have ended already");
  return { tokens: issued.tokens, sessionId };
}

/** A fresh token pair starting a new refresh family (one per sign-in). */
export async function issueTokens(db: Db, user: User, now: Date): Promise<TokenPair> {
  return (await issueSession(db, user, now)).tokens;
}

/**
 * Access tokens whose signature this process has checked, until they expire: every request of a
 * signed-in user presents the same token for up to 15 minutes, and an ECDSA verification costs more
 * than the rest of the middleware. Bounded, so a flood of distinct valid tokens only evicts entries.
 */
const verifiedAccess = new LRUCache<string, { claims: AccessClaims; expiresAtMs: number; kid: string }>({
  max: 5_000,
});

/** The claims of a valid access token; null when it is invalid, tampered with or expired. */
export async function verifyAccessToken(db: Db, token: string, now: Date): Promise<AccessClaims | null> {
  const hit = verifiedAccess.get(token);
  if (hit) {
    // Expiry and the signing key's usability are checked on every use, as jwtVerify would.
    if (hit.expiresAtMs > now.getTime() && (await publicKeyFor(db, hit.kid, now)))
      return { ...hit.claims, groups: [...hit.claims.groups] };
    verifiedAccess.delete(token);
    return null;
  }
  const payload = await verified(db, token, now);
  const parsed = accessPayload.safeParse(payload);
  if (!parsed.success) return null;
  const { sub, email, groups, name, provisionId, sid } = parsed.data;
  const claims = { sub, email, groups, name, provisionId, sid };
  const { kid } = decodeProtectedHeader(token);
  if (typeof payload?.exp === "number" && typeof kid === "string")
    verifiedAccess.set(token, { claims, expiresAtMs: payload.exp * 1000, kid });
  return claims;
}

/**
 * The session `sid` (an access token's refresh family) while it is still signed in: not signed out, not ended
 * by a password reset or a staff link, not expired, and its account not disabled (`users.disabled_at`). One
 * look-up on the family index, the same in both statements below.
 */
const activeSessionRow = (db: Db) =>
  db
    .select({ id: identityTokens.id })
    .from(identityTokens)
    .innerJoin(users, eq(users.id, identityTokens.userId))
    .where(
      and(
        eq(identityTokens.familyId, sql.placeholder("sid")),
        isNull(identityTokens.revokedAt),
        gt(identityTokens.expiresAt, sql.placeholder("now")),
        // A disabled (staff) account is signed out on its next request, whatever its tokens say.
        isNull(users.disabledAt),
      ),
    )
    .limit(1);

/** Runs on every signed-in request: prepared once (db/prepared.ts). */
const activeSessionQuery = (db: Db) => activeSessionRow(db).prepare("session_active");

/**
 * The session check and one provision row in one statement (one round trip): a single row whatever matches,
 * the provision left-joined to it (null when there is no such provision).
 */
const activeSessionWithProvisionQuery = (db: Db) =>
  db
    .select({ active: sql<boolean>`${exists(activeSessionRow(db))}`, provision: provisions })
    .from(sql`(values (1)) as "one" ("x")`)
    .leftJoin(provisions, eq(provisions.id, sql.placeholder("provisionId")))
    .prepare("session_active_with_provision");

/** Whether the session `sid` is still signed in (see `activeSessionRow`); the actor middleware asks on every request. */
export async function isSessionActive(db: Db, sid: string, now: Date): Promise<boolean> {
  if (!isUuid(sid)) return false;
  const [row] = await prepared(db, "session_active", activeSessionQuery).execute({
    sid,
    now: now.toISOString(),
  });
  return row !== undefined;
}

/**
 * `isSessionActive` and the provision `provisionId` (a valid uuid) read in the same statement, for a request
 * that will read that provision anyway (the actor middleware on a GET request). The provision is null when the
 * session is not active, as well as when there is no such provision; access to it is not checked here.
 */
export async function sessionWithProvision(
  db: Db,
  sid: string,
  provisionId: string,
  now: Date,
): Promise<{ active: boolean; provision: Provision | null }> {
  if (!isUuid(sid)) return { active: false, provision: null };
  const [row] = await prepared(db, "session_active_with_provision", activeSessionWithProvisionQuery).execute({
    sid,
    now: now.toISOString(),
    provisionId,
  });
  const active = row?.active === true;
  return { active, provision: active ? (row?.provision ?? null) : null };
}

async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(identityTokens)
    .set({ revokedAt: now })
    .where(and(eq(identityTokens.familyId, familyId), isNull(identityTokens.revokedAt)));
  await deleteProviderSession(db, familyId);
}

/** The stored row of a valid refresh token of ours, and when its session began; null otherwise. */
async function storedRefreshToken(db: Db, refreshToken: string, now: Date) {
  const parsed = refreshPayload.safeParse(await verified(db, refreshToken, now));
  if (!parsed.success) return null;
  const [row] = await db
    .select()
    .from(identityTokens)
    .where(and(eq(identityTokens.tokenHash, sha256(parsed.data.jti)), eq(identityTokens.kind, "refresh")));
  return row ? { ...row, startedAtMs: parsed.data.sst * 1000 } : null;
}

/**
 * Asked when a staff session is renewed: the user's groups as the identity provider says they are now, or
 * null when the provider no longer knows the person (or cannot be asked). The session ends unless the answer
 * still holds a staff group.
 */
export type StaffRecheck = (user: User, familyId: string) => Promise<string[] | null>;

/**
 * Rotates a refresh token: the next pair of the same family with fresh claims (groups, name and provision
 * as they are now). Null for an invalid, expired or revoked token and after the session's idle or absolute
 * end. A token used before revokes its family, unless it was used within the last REFRESH_REUSE_GRACE_MS
 * (two tabs refreshing at once): then it gets a pair of the same family too.
 */
export async function refreshTokens(
  db: Db,
  refreshToken: string,
  now: Date,
  options: { recheckStaff?: StaffRecheck } = {},
): Promise<{ tokens: TokenPair; claims: AccessClaims } | null> {
  const presented = await storedRefreshToken(db, refreshToken, now);
  if (!presented?.familyId) return null;
  const familyId = presented.familyId;
  // A live token not yet used (a grace reuse was checked a moment ago): a staff member who signed in at the
  // provider is asked about there first, outside the transaction (it is a network call).
  const live = !presented.usedAt && !presented.revokedAt && presented.expiresAt > now;
  if (live && !(await stillStaffAtProvider(db, presented.userId, familyId, options.recheckStaff))) {
    await revokeFamily(db, familyId, now);
    return null;
  }
  // Load the signing key outside the transaction, where it can be cached.
  await activeSigningKey(db, now);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [current] = await tx
      .update(identityTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(identityTokens.id, presented.id),
          isNull(identityTokens.usedAt),
          isNull(identityTokens.revokedAt),
          gt(identityTokens.expiresAt, now),
        ),
      )
      .returning({ id: identityTokens.id });
    if (!current) {
      // Used before (by another tab, or by whoever holds a copy), or revoked / expired meanwhile.
      const [again] = await tx
        .select({
          usedAt: identityTokens.usedAt,
          revokedAt: identityTokens.revokedAt,
          expiresAt: identityTokens.expiresAt,
        })
        .from(identityTokens)
        .where(eq(identityTokens.id, presented.id));
      if (!again?.usedAt) return null;
      const justRotated =
        again.revokedAt === null &&
        again.expiresAt > now &&
        now.getTime() - again.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
      if (!justRotated) {
        await revokeFamily(tx, familyId, now);
        return null;
      }
    }
    const [user] = await tx.select().from(users).where(eq(users.id, presented.userId));
    if (!user) return null;
    if (user.disabledAt) {
      await revokeFamily(tx, familyId, now);
      return null;
    }
    const issued = await issueInFamily(tx, user, familyId, presented.startedAtMs, now);
    if (!issued) await revokeFamily(tx, familyId, now);
    return issued;
  });
}

/**
 * Whether a session may be renewed as far as the identity provider is concerned: always for accounts that do
 * not sign in there. For one that does and is staff, the provider is asked (`recheck`); its groups replace
 * ours, and the session may go on only while they hold a staff group. Without a way to ask, or when the
 * provider does not answer, the session ends (the staff member signs in again).
 */
async function stillStaffAtProvider(
  db: Db,
  userId: string,
  familyId: string,
  recheck: StaffRecheck | undefined,
): Promise<boolean> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user?.oidcSubject || !isStaffGroups(user.groups)) return true;
  const groups = recheck ? await recheck(user, familyId) : null;
  if (groups === null) {
    logger.warn({ userId }, "staff session not renewed: the identity provider could not confirm the person");
    return false;
  }
  const now = [...new Set(groups)].sort();
  if (JSON.stringify(now) !== JSON.stringify(user.groups)) {
    await db.update(users).set({ groups: now }).where(eq(users.id, userId));
    logger.warn({ userId, before: user.groups, after: now }, "staff groups changed at the identity provider");
  }
  return isStaffGroups(now);
}

/** Revokes the refresh family of a token (sign-out); an invalid token is ignored. */
export async function signOut(db: Db, refreshToken: string, now: Date): Promise<void> {
  const presented = await storedRefreshToken(db, refreshToken, now);
  if (presented?.familyId) await revokeFamily(db, presented.familyId, now);
}

/** Ends every session of a user (after a password reset, when an account is linked to staff sign-in). */
export async function revokeAllRefreshTokens(db: Db, userId: string, now: Date): Promise<void> {
  await deleteProviderSessionsOf(db, userId);
  await revokeTokensOf(db, userId, "refresh", now, { alsoUsed: true });
}
