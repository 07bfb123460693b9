/**
 * Staff sign-in with OpenID Connect (the "identity" port, docs/architecture.md): authorization code flow with
 * PKCE (S256) through remix-auth-oauth2, endpoints from the issuer's discovery document, the ID token verified with
 * the issuer's JWKS. The provider's `groups` claim decides: only admin and customercare may sign in.
 */
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from "jose";
import { Authenticator } from "remix-auth";
import { CodeChallengeMethod, OAuth2RequestError, OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import { isServiceError, OidcRefusedError, StaffLinkRefusedError } from "~/domain/errors";
import { providerCheckedSecondFactor } from "~/domain/second-factor";
import type { MessageKey } from "~/i18n";
import { lowerCaseEmail } from "~/i18n/format";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { User } from "../db/schema";
import { findOrCreateOidcStaffUser, issueSession, saveProviderSession } from "../identity";
import { providerRefreshToken } from "../identity/provider-sessions";
import { logger } from "../logger";
import type { Runtime } from "../runtime";
import type { SessionAuth } from "../session";
import { STAFF_ROLES, type StaffRole } from "~/domain/backoffice/staff";

export const OIDC_SCOPES = ["openid", "email", "profile", "groups"];
/** Prefix of the short-lived cookies that keep state and PKCE verifier between start and callback. */
export const OIDC_STATE_COOKIE = "__vp_oidc";
export const OIDC_START_PATH = "/auth/oidc";
export const OIDC_CALLBACK_PATH = "/auth/oidc/callback";
const STRATEGY = "oidc";
const PROVIDER_TIMEOUT_MS = 10_000;

/** The provider's token answer as remix-auth-oauth2 hands it over (arctic's OAuth2Tokens, not re-exported). */
type OAuth2Tokens = Awaited<ReturnType<OAuth2Strategy<unknown>["refreshToken"]>>;

type OidcEnv = Pick<Config, "OIDC_ISSUER" | "OIDC_CLIENT_ID" | "OIDC_CLIENT_SECRET">;
type OidcSettingsEnv = OidcEnv &
  Partial<Pick<Config, "OIDC_EXTRA_SCOPES" | "OIDC_REQUIRE_MFA">> &
  Pick<Config, "BASE_URL" | "production">;

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** OIDC_SCOPES and the operator's extra ones (OIDC_EXTRA_SCOPES). */
  scopes: string[];
  /** Mark the state cookie Secure (production over https). */
  secureCookie: boolean;
  /** OIDC_REQUIRE_MFA=1: the ID token must show a second factor (decision 0093). */
  requireMfa: boolean;
}

/** Whether staff can sign in with OpenID Connect (the login page then links to /auth/oidc). */
export function oidcEnabled(config: OidcEnv): boolean {
  return Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET);
}

export function oidcSettings(config: OidcSettingsEnv): OidcSettings | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID || !config.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    redirectUri: `${config.BASE_URL}${OIDC_CALLBACK_PATH}`,
    scopes: [...new Set([...OIDC_SCOPES, ...(config.OIDC_EXTRA_SCOPES?.split(" ") ?? [])])],
    secureCookie: config.production && config.BASE_URL.startsWith("https:"),
    requireMfa: config.OIDC_REQUIRE_MFA === "1",
  };
}

const metadataSchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
  revocation_endpoint: z.url().optional(),
});
type ProviderMetadata = z.infer<typeof metadataSchema>;

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  groups: z.unknown().optional(),
  amr: z.unknown().optional(),
  acr: z.unknown().optional(),
});

const withoutSlash = (url: string) => url.replace(/\/+$/, "");

async function discover(issuer: string): Promise<ProviderMetadata> {
  const url = `${withoutSlash(issuer)}/.well-known/openid-configuration`;
  const response = await fetch(url, {
    headers: { Accept: "application/json" },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`OIDC discovery answered ${response.status}`);
  const metadata = metadataSchema.parse(await response.json());
  if (withoutSlash(metadata.issuer) !== withoutSlash(issuer)) {
    throw new Error(`OIDC discovery names issuer ${metadata.issuer}, expected ${issuer}`);
  }
  return metadata;
}

/** Our groups among the provider's (`admin`, `customercare`; Keycloak-style "/admin" paths too). */
export function staffGroups(groups: unknown): StaffRole[] {
  if (!Array.isArray(groups)) return [];
  const names = groups
    .filter((g): g is string => typeof g === "string")
    .map((g) => g.trim().replace(/^\//, ""));
  return STAFF_ROLES.filter((group) => names.includes(group));
}

export interface OidcStaffClaims {
  subject: string;
  email: string;
  groups: StaffRole[];
  /** The provider's refresh token, kept (sealed) so that renewing the session asks the provider again. */
  providerRefreshToken: string | null;
}

async function userinfo(endpoint: string, accessToken: string): Promise<JWTPayload> {
  const response = await fetch(endpoint, {
    headers: { Accept: "application/json", Authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`OIDC userinfo answered ${response.status}`);
  return (await response.json()) as JWTPayload;
}

export interface OidcClient {
  /** Authenticates the provider's answer to the staff member's verified claims. */
  authenticator: Authenticator<OidcStaffClaims>;
  settings: OidcSettings;
  /**
   * Asks the provider, with the session's stored refresh token, which groups the staff member has now (the
   * identity port's StaffRecheck): null when the provider refuses the token, names another subject, or
   * cannot be reached. Stores the rotated refresh token.
   */
  recheck(db: Db, user: User, familyId: string, now: Date): Promise<string[] | null>;
}

/** Discovers the provider and sets up the strategy; the verify step checks the ID token and the claims. */
export async function createOidcClient(settings: OidcSettings): Promise<OidcClient> {
  const metadata = await discover(settings.issuer);
  const jwks = createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: PROVIDER_TIMEOUT_MS });

  /** The person's claims from the provider's tokens: the verified ID token, gaps filled by userinfo. */
  async function providerClaims(tokens: OAuth2Tokens) {
    const { payload } = await jwtVerify(tokens.idToken(), jwks, {
      issuer: metadata.issuer,
      audience: settings.clientId,
    });
    // How the person signed in is said by the verified ID token only, never by the userinfo answer.
    if (settings.requireMfa && !providerCheckedSecondFactor({ amr: payload.amr, acr: payload.acr }))
      throw new OidcRefusedError("noMfa");
    let raw: JWTPayload = payload;
    // Providers that follow OIDC Core strictly put scope claims only into the userinfo answer.
    if ((payload.email === undefined || payload.groups === undefined) && metadata.userinfo_endpoint) {
      const info = await userinfo(metadata.userinfo_endpoint, tokens.accessToken());
      // The ID token's own claims win; userinfo only fills gaps, and only for the same subject.
      if (info.sub === payload.sub) raw = { ...info, ...payload };
    }
    return claimsSchema.parse(raw);
  }

  async function staffClaims(tokens: OAuth2Tokens): Promise<OidcStaffClaims> {
    const claims = await providerClaims(tokens);
    const groups = staffGroups(claims.groups);
    if (groups.length === 0) throw new OidcRefusedError("noStaffGroup");
    // Only an explicit "verified" counts: a provider that says nothing has not checked the address.
    const verified = claims.email_verified === true || claims.email_verified === "true";
    if (!claims.email || !verified) throw new OidcRefusedError("noEmail");
    return {
      subject: claims.sub,
      email: lowerCaseEmail(claims.email),
      groups,
      providerRefreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    };
  }

  const strategy = new OAuth2Strategy<OidcStaffClaims>(
    {
      cookie: {
        name: OIDC_STATE_COOKIE,
        path: OIDC_START_PATH,
        httpOnly: true,
        sameSite: "Lax",
        ...(settings.secureCookie ? { secure: true } : {}),
        maxAge: 10 * 60,
      },
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      authorizationEndpoint: metadata.authorization_endpoint,
      tokenEndpoint: metadata.token_endpoint,
      tokenRevocationEndpoint: metadata.revocation_endpoint,
      redirectURI: settings.redirectUri,
      scopes: settings.scopes,
      codeChallengeMethod: CodeChallengeMethod.S256,
    },
    ({ tokens }) => staffClaims(tokens),
  );
  const authenticator = new Authenticator<OidcStaffClaims>();
  authenticator.use(strategy, STRATEGY);

  async function recheck(db: Db, user: User, familyId: string, now: Date): Promise<string[] | null> {
    const stored = await providerRefreshToken(db, familyId);
    if (!stored) return null;
    try {
      const tokens = await strategy.refreshToken(stored);
      if (tokens.hasRefreshToken()) {
        await saveProviderSession(
          db,
          { familyId, userId: user.id, refreshToken: tokens.refreshToken() },
          now,
        );
      }
      // A refresh answer may lack the ID token; then only userinfo can say who this is.
      const claims =
        "id_token" in tokens.data
          ? await providerClaims(tokens)
          : metadata.userinfo_endpoint
            ? claimsSchema.parse(await userinfo(metadata.userinfo_endpoint, tokens.accessToken()))
            : null;
      if (!claims || claims.sub !== user.oidcSubject) return null;
      return staffGroups(claims.groups);
    } catch (error) {
      const refused = error instanceof OAuth2RequestError;
      logger[refused ? "info" : "error"]({ err: error, userId: user.id }, "OIDC staff re-check failed");
      return null;
    }
  }

  return { authenticator, settings, recheck };
}

const clients = new WeakMap<object, Promise<OidcClient>>();

/** The OIDC client of this runtime (discovered once; a failed discovery is retried next time); null when off. */
export function oidcClientFor(runtime: Pick<Runtime, "config">): Promise<OidcClient> | null {
  const settings = oidcSettings(runtime.config);
  if (!settings) return null;
  let client = clients.get(runtime);
  if (!client) {
    const created = createOidcClient(settings);
    created.catch(() => {
      if (clients.get(runtime) === created) clients.delete(runtime);
    });
    clients.set(runtime, created);
    client = created;
  }
  return client;
}

/** Starts the code flow: the redirect to the provider, setting the state cookie. */
export async function startOidcSignIn(client: OidcClient, request: Request): Promise<Response> {
  // Never let a query on the start URL (a stray ?state=…) turn this into a callback.
  const start = new Request(new URL(OIDC_START_PATH, request.url), { headers: request.headers });
  try {
    await client.authenticator.authenticate(STRATEGY, start);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("the OAuth2 strategy did not redirect to the provider");
}

/**
 * Completes the code flow at the callback: the staff user (found, linked or created; see
 * findOrCreateOidcStaffUser) and our own tokens, issued at `now`. `ip` goes into the audit log of a link.
 */
export async function finishOidcSignIn(
  db: Db,
  client: OidcClient,
  request: Request,
  now: Date,
  ip?: string,
): Promise<{ user: User; tokens: SessionAuth }> {
  const { providerRefreshToken: providerToken, ...claims } = await client.authenticator.authenticate(
    STRATEGY,
    request,
  );
  try {
    const user = await findOrCreateOidcStaffUser(db, { ...claims, ...(ip === undefined ? {} : { ip }) }, now);
    const { tokens, sessionId } = await issueSession(db, user, now);
    if (providerToken) {
      await saveProviderSession(
        db,
        { familyId: sessionId, userId: user.id, refreshToken: providerToken },
        now,
      );
    }
    return { user, tokens };
  } catch (error) {
    if (error instanceof StaffLinkRefusedError) throw new OidcRefusedError(error.reason);
    throw error;
  }
}

/** Set-Cookie values that delete the state cookies the request carries. */
export function clearStateCookies(request: Request): string[] {
  const header = request.headers.get("Cookie") ?? "";
  return header
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => name.startsWith(OIDC_STATE_COOKIE))
    .map((name) => `${name}=; Max-Age=0; Path=${OIDC_START_PATH}; HttpOnly; SameSite=Lax`);
}

export interface OidcFailure {
  status: number;
  message: MessageKey;
  /** Unexpected: log it as an error. */
  unexpected: boolean;
}

/** The answer to a failed callback: a German message and a status, never a 500. */
export function describeOidcFailure(error: unknown): OidcFailure {
  if (error instanceof OidcRefusedError) {
    return { status: 403, message: `staff.oidc.${error.reason}`, unexpected: false };
  }
  if (error instanceof OAuth2RequestError)
    return { status: 401, message: "staff.oidc.denied", unexpected: false };
  // Missing or mismatching state cookie, missing code: an old or replayed callback URL.
  if (error instanceof ReferenceError || error instanceof RangeError) {
    return { status: 400, message: "staff.oidc.expired", unexpected: false };
  }
  if (error instanceof joseErrors.JOSEError)
    return { status: 401, message: "staff.oidc.invalid", unexpected: true };
  if (isServiceError(error) && error.status >= 400 && error.status < 500) {
    return { status: error.status, message: error.messageKey, unexpected: false };
  }
  return { status: 502, message: "staff.oidc.unavailable", unexpected: true };
}
