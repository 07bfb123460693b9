/**
 * OpenID Connect staff sign-in against a real provider (oidc-provider) on loopback: discovery, authorization
 * code with PKCE, ID token verified against the provider's JWKS, staff user created, our tokens issued.
 */
import { OidcRefusedError } from "~/domain/errors";
import { t } from "~/i18n";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, staffProviderSessions, users } from "../db/schema";
import { useTestDatabase } from "../testing/test-database";
import { isSessionActive, issueTokens, refreshTokens, registerUser, verifyAccessToken } from "../identity";
import { MINUTE_MS } from "../identity/policy";
import { resetTravel, travel, testClock } from "../testing/identity";
import {
  clearStateCookies,
  createOidcClient,
  describeOidcFailure,
  finishOidcSignIn,
  oidcEnabled,
  oidcSettings,
  startOidcSignIn,
  staffGroups,
  type OidcClient,
} from "./oidc";

const APP = "http://portal.test";
const CLIENT_ID = "vorsorgeportal";
const CLIENT_SECRET = "test-client-secret-of-enough-length";

/** The provider's people: login name → claims. */
const ACCOUNTS: Record<string, Record<string, unknown>> = {
  carla: {
    email: "Carla.Care@Example.de",
    email_verified: true,
    name: "Carla Care",
    groups: ["customercare", "staff"],
  },
  kunde: { email: "kunde@example.de", email_verified: true, name: "Kunde", groups: ["everyone"] },
  // Somebody registered these addresses as customers before the staff members first signed in.
  otto: { email: "otto.admin@example.de", email_verified: true, name: "Otto", groups: ["admin"] },
  paula: { email: "paula.care@example.de", email_verified: true, name: "Paula", groups: ["customercare"] },
  // Signed in with a one-time code besides the password (the provider says so in `amr`).
  mona: {
    email: "mona.admin@example.de",
    email_verified: true,
    name: "Mona",
    groups: ["admin"],
    amr: ["pwd", "otp"],
  },
  // A provider that does not say whether it checked the address.
  vera: { email: "vera.admin@example.de", name: "Vera", groups: ["admin"] },
};

const database = useTestDatabase({ seed: false });
let server: http.Server;
let client: OidcClient;
/** The same provider with OIDC_REQUIRE_MFA=1 (decision 0093). */
let mfaClient: OidcClient;

beforeAll(async () => {
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${APP}/auth/oidc/callback`],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
      },
    ],
    pkce: { required: () => true },
    // Like Keycloak: a refresh token with every code exchange, without the offline_access scope.
    issueRefreshToken: () => true,
    claims: {
      openid: ["sub", "amr"],
      email: ["email", "email_verified"],
      profile: ["name"],
      groups: ["groups"],
    },
    cookies: { keys: ["oidc-test-cookie-key"] },
    findAccount: (_ctx: unknown, sub: string) =>
      ACCOUNTS[sub] ? { accountId: sub, claims: () => ({ sub, ...ACCOUNTS[sub] }) } : undefined,
  });
  // The development login form says nothing about how the person signed in; the people with `amr` above
  // signed in with a second factor, as a real provider reports it in the ID token.
  type Finish = (
    req: unknown,
    res: unknown,
    result: Record<string, unknown>,
    options?: unknown,
  ) => Promise<void>;
  const interactions = provider as unknown as { interactionFinished: Finish };
  const finished = interactions.interactionFinished.bind(provider);
  interactions.interactionFinished = (req, res, result, options) => {
    const login = result.login as { accountId: string } | undefined;
    const amr = login ? ACCOUNTS[login.accountId]?.amr : undefined;
    return finished(req, res, amr ? { ...result, login: { ...login, amr } } : result, options);
  };
  server.on("request", provider.callback());
  const settings = oidcSettings({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    BASE_URL: APP,
    production: false,
  });
  client = await createOidcClient(settings!);
  mfaClient = await createOidcClient({ ...settings!, requireMfa: true });
}, 60_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** A minimal cookie jar for the provider (one host; the newest cookie of a name wins). */
class Jar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1);
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * Runs the browser's part of the code flow: from our start redirect through the provider's login and consent
 * forms (its development interactions) to the request that reaches our callback.
 */
async function browse(login: string, through: OidcClient = client): Promise<Request> {
  const start = await startOidcSignIn(through, new Request(`${APP}/auth/oidc?state=ignored`));
  expect(start.status).toBe(302);
  const appCookie = start.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  expect(appCookie).toMatch(/^__vp_oidc/);
  let url = new URL(start.headers.get("Location")!);
  expect(url.searchParams.get("code_challenge_method")).toBe("S256");
  expect(url.searchParams.get("scope")).toBe("openid email profile groups");
  expect(url.searchParams.get("redirect_uri")).toBe(`${APP}/auth/oidc/callback`);

  const jar = new Jar();
  for (let step = 0; step < 12; step += 1) {
    if (url.href.startsWith(`${APP}/auth/oidc/callback`)) {
      return new Request(url, { headers: { Cookie: appCookie } });
    }
    let response = await fetch(url, { redirect: "manual", headers: { Cookie: jar.header() } });
    jar.store(response);
    if (response.status === 200) {
      const html = await response.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!prompt || !action) throw new Error(`unexpected provider page: ${html.slice(0, 200)}`);
      const form = new URLSearchParams({ prompt });
      if (prompt === "login") {
        form.set("login", login);
        form.set("password", "any");
      }
      response = await fetch(new URL(action, url), {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: jar.header(), "Content-Type": "application/x-www-form-urlencoded" },
        body: form,
      });
      jar.store(response);
    }
    const location = response.headers.get("Location");
    if (!location) throw new Error(`provider answered ${response.status} without a redirect`);
    url = new URL(location, url);
  }
  throw new Error("the code flow did not reach the callback");
}

describe("OIDC staff sign-in", () => {
  it("creates the staff user with group customercare and issues our tokens", async () => {
    const callback = await browse("carla");
    const { user, tokens } = await finishOidcSignIn(database.db, client, callback, testClock.now());
    expect(user).toMatchObject({
      email: "carla.care@example.de",
      oidcSubject: "carla",
      groups: ["customercare"],
    });
    const claims = await verifyAccessToken(database.db, tokens.accessToken, testClock.now());
    expect(claims).toMatchObject({ sub: user.id, groups: ["customercare"] });
    expect(clearStateCookies(callback)).toEqual([
      expect.stringMatching(/^__vp_oidc:[^=]+=; Max-Age=0; Path=\/auth\/oidc/),
    ]);

    // A second sign-in finds the same account by subject.
    const again = await finishOidcSignIn(database.db, client, await browse("carla"), testClock.now());
    expect(again.user.id).toBe(user.id);
  }, 20_000);

  it("refuses a provider user without a staff group", async () => {
    const callback = await browse("kunde");
    const error = await finishOidcSignIn(database.db, client, callback, testClock.now()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OidcRefusedError);
    expect(describeOidcFailure(error)).toMatchObject({ status: 403, message: "staff.oidc.noStaffGroup" });
    expect(await database.db.select().from(users).where(eq(users.email, "kunde@example.de"))).toEqual([]);
  }, 20_000);

  it("treats a missing email_verified as unverified: refused, no account created", async () => {
    const error = await finishOidcSignIn(database.db, client, await browse("vera"), testClock.now()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OidcRefusedError);
    expect(describeOidcFailure(error)).toMatchObject({ status: 403, message: "staff.oidc.noEmail" });
    expect(await database.db.select().from(users).where(eq(users.email, "vera.admin@example.de"))).toEqual(
      [],
    );
  }, 20_000);

  it("refuses to link a customer account whose e-mail was never confirmed, with a German message", async () => {
    const { user } = await registerUser(
      database.db,
      {
        email: "otto.admin@example.de",
        password: "geheim123",
      },
      testClock.now(),
    );
    const session = await issueTokens(database.db, user, testClock.now());
    const callback = await browse("otto");
    const error = await finishOidcSignIn(database.db, client, callback, testClock.now(), "192.0.2.9").catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OidcRefusedError);
    expect(describeOidcFailure(error)).toMatchObject({
      status: 403,
      message: "staff.oidc.unconfirmedAccount",
      unexpected: false,
    });
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(user);
    expect(await refreshTokens(database.db, session.refreshToken, testClock.now())).not.toBeNull();
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "staff.oidc.linkRefused"));
    expect(audit).toEqual([expect.objectContaining({ ip: "192.0.2.9", actorUserId: null })]);
  }, 20_000);

  it("links a confirmed customer account and ends the sessions issued before", async () => {
    const { user } = await registerUser(
      database.db,
      {
        email: "paula.care@example.de",
        password: "geheim123",
      },
      testClock.now(),
    );
    await database.db.update(users).set({ status: "CONFIRMED" }).where(eq(users.id, user.id));
    const before = await issueTokens(database.db, user, testClock.now());
    const sid = (await verifyAccessToken(database.db, before.accessToken, testClock.now()))!.sid;

    const { user: linked, tokens } = await finishOidcSignIn(
      database.db,
      client,
      await browse("paula"),
      testClock.now(),
    );
    expect(linked).toMatchObject({ id: user.id, groups: ["customercare"], passwordHash: null });
    expect(await refreshTokens(database.db, before.refreshToken, testClock.now())).toBeNull();
    expect(await isSessionActive(database.db, sid, testClock.now())).toBe(false);
    const claims = await verifyAccessToken(database.db, tokens.accessToken, testClock.now());
    expect(await isSessionActive(database.db, claims!.sid, testClock.now())).toBe(true);
  }, 20_000);

  it("rejects a callback without the state cookie or with a foreign state", async () => {
    const callback = await browse("carla");
    const withoutCookie = new Request(callback.url);
    const missing = await finishOidcSignIn(database.db, client, withoutCookie, testClock.now()).catch(
      (e: unknown) => e,
    );
    expect(describeOidcFailure(missing)).toMatchObject({ status: 400, message: "staff.oidc.expired" });
    const forged = new URL(callback.url);
    forged.searchParams.set("state", "forged");
    const mismatch = await finishOidcSignIn(
      database.db,
      client,
      new Request(forged, { headers: callback.headers }),
      testClock.now(),
    ).catch((e: unknown) => e);
    expect(describeOidcFailure(mismatch)).toMatchObject({ status: 400, message: "staff.oidc.expired" });
  }, 20_000);
});

describe("OIDC staff session renewal (decision 0028)", () => {
  it("asks the provider again: a staff member removed from the staff group there loses the session", async () => {
    ACCOUNTS.rita = {
      email: "rita.care@example.de",
      email_verified: true,
      name: "Rita",
      groups: ["customercare"],
    };
    try {
      const { user, tokens } = await finishOidcSignIn(
        database.db,
        client,
        await browse("rita"),
        testClock.now(),
      );
      const sid = (await verifyAccessToken(database.db, tokens.accessToken, testClock.now()))!.sid;
      const [stored] = await database.db
        .select()
        .from(staffProviderSessions)
        .where(eq(staffProviderSessions.familyId, sid));
      expect(stored).toMatchObject({ userId: user.id, refreshToken: { enc: "A256GCM" } });
      const recheckStaff = (u: typeof user, familyId: string) =>
        client.recheck(database.db, u, familyId, testClock.now());

      // Still staff at the provider: renewed, groups as the provider says (now also admin).
      ACCOUNTS.rita.groups = ["customercare", "admin"];
      travel(6 * MINUTE_MS);
      const renewed = await refreshTokens(database.db, tokens.refreshToken, testClock.now(), {
        recheckStaff,
      });
      expect(renewed?.claims.groups).toEqual(["admin", "customercare"]);

      // Without a way to ask the provider (OIDC switched off) an OIDC staff session is not renewed.
      travel(6 * MINUTE_MS);
      const other = await finishOidcSignIn(database.db, client, await browse("rita"), testClock.now());
      travel(6 * MINUTE_MS);
      expect(await refreshTokens(database.db, other.tokens.refreshToken, testClock.now())).toBeNull();

      // Removed from the staff groups at the provider: the next renewal ends the session and the rights.
      ACCOUNTS.rita.groups = ["everyone"];
      const ended = await refreshTokens(database.db, renewed!.tokens.refreshToken, testClock.now(), {
        recheckStaff,
      });
      expect(ended).toBeNull();
      expect(await isSessionActive(database.db, sid, testClock.now())).toBe(false);
      const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
      // Only our groups are kept: none is left.
      expect(after!.groups).toEqual([]);
      expect(
        await database.db
          .select()
          .from(staffProviderSessions)
          .where(eq(staffProviderSessions.userId, user.id)),
      ).toEqual([]);
    } finally {
      delete ACCOUNTS.rita;
      resetTravel();
    }
  }, 30_000);

  it("ends the session when the provider no longer knows the person", async () => {
    ACCOUNTS.gone = { email: "gone.care@example.de", email_verified: true, name: "Gone", groups: ["admin"] };
    try {
      const { tokens } = await finishOidcSignIn(database.db, client, await browse("gone"), testClock.now());
      delete ACCOUNTS.gone;
      travel(6 * MINUTE_MS);
      const recheckStaff = (u: Parameters<typeof client.recheck>[1], familyId: string) =>
        client.recheck(database.db, u, familyId, testClock.now());
      expect(
        await refreshTokens(database.db, tokens.refreshToken, testClock.now(), { recheckStaff }),
      ).toBeNull();
    } finally {
      delete ACCOUNTS.gone;
      resetTravel();
    }
  }, 30_000);
});

describe("OIDC_REQUIRE_MFA=1 (decision 0093)", () => {
  it("refuses a sign-in whose ID token shows no second factor, with a German message; nothing is created", async () => {
    const callback = await browse("carla", mfaClient);
    const error = await finishOidcSignIn(database.db, mfaClient, callback, testClock.now()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OidcRefusedError);
    const failure = describeOidcFailure(error);
    expect(failure).toMatchObject({ status: 403, message: "staff.oidc.noMfa" });
    expect(t(failure.message)).toMatch(/keinen zweiten Faktor/);
    const before = await database.db.select().from(users).where(eq(users.email, "mona.admin@example.de"));
    expect(before).toEqual([]);
  }, 20_000);

  it("lets in a sign-in whose ID token names a second factor in amr", async () => {
    const { user } = await finishOidcSignIn(
      database.db,
      mfaClient,
      await browse("mona", mfaClient),
      testClock.now(),
    );
    expect(user).toMatchObject({ email: "mona.admin@example.de", groups: ["admin"] });
  }, 20_000);
});

describe("OIDC configuration", () => {
  it("is on only with issuer, client id and secret", () => {
    expect(
      oidcEnabled({ OIDC_ISSUER: undefined, OIDC_CLIENT_ID: undefined, OIDC_CLIENT_SECRET: undefined }),
    ).toBe(false);
    expect(
      oidcEnabled({ OIDC_ISSUER: "https://id.example", OIDC_CLIENT_ID: "a", OIDC_CLIENT_SECRET: "b" }),
    ).toBe(true);
    expect(
      oidcSettings({
        OIDC_ISSUER: "https://id.example",
        OIDC_CLIENT_ID: "a",
        OIDC_CLIENT_SECRET: "b",
        BASE_URL: "https://portal.example",
        production: true,
      }),
    ).toMatchObject({
      redirectUri: "https://portal.example/auth/oidc/callback",
      secureCookie: true,
      scopes: ["openid", "email", "profile", "groups"],
    });
    expect(
      oidcSettings({
        OIDC_ISSUER: "https://id.example",
        OIDC_CLIENT_ID: "a",
        OIDC_CLIENT_SECRET: "b",
        OIDC_EXTRA_SCOPES: "offline_access groups",
        BASE_URL: "https://portal.example",
        production: true,
      })?.scopes,
    ).toEqual(["openid", "email", "profile", "groups", "offline_access"]);
  });

  it("maps only admin and customercare", () => {
    expect(staffGroups(["admin", "/customercare", "other"])).toEqual(["admin", "customercare"]);
    expect(staffGroups("admin")).toEqual([]);
    expect(staffGroups(undefined)).toEqual([]);
  });
});
