/** The actor middleware with a real database: who acts, and when a copied session stops working. */
import { RouterContextProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { runtimeContext } from "../context";
import { useTestDatabase } from "../db/test-database";
import { issueTokens, signOut, type TokenPair } from "../identity";
import { MINUTE_MS } from "../identity/clock";
import { createCareUser, createCustomer, resetTravel, travel } from "../identity/test-support";
import { systemClock } from "../clock";
import { createSessionStorage, type Runtime } from "../runtime";
import { sessionContext, type AppSession } from "../session";
import { actorContext } from "./actor";
import { actorMiddleware } from "./middleware";

const database = useTestDatabase({ seed: false });
let runtime: Runtime;

beforeAll(async () => {
  const config = loadConfig({ SESSION_SECRET: "m".repeat(40), DATA_DIR: "/tmp/vp-middleware-test" });
  runtime = {
    config,
    database,
    sessions: createSessionStorage(config),
    content: {} as Runtime["content"],
    clock: systemClock,
  };
});
afterEach(resetTravel);

/** Runs the middleware for a request whose session holds `auth`; the actor it resolved and the session. */
async function resolve(auth: TokenPair | undefined) {
  const context = new RouterContextProvider();
  const session: AppSession = await runtime.sessions.getSession();
  if (auth) session.set("auth", auth);
  context.set(runtimeContext, runtime);
  context.set(sessionContext, session);
  const request = new Request("http://portal.test/overview");
  await actorMiddleware({ request, context, params: {} } as never, async () => new Response("ok"));
  return { actor: context.get(actorContext), session };
}

describe("actorMiddleware", () => {
  it("resolves the signed-in customer", async () => {
    const { user, provision } = await createCustomer(database.db);
    const { actor } = await resolve(await issueTokens(database.db, user));
    expect(actor).toMatchObject({ userId: user.id, ownProvisionId: provision.id, isStaff: false });
  });

  it("gives no actor for a copy of the session made before sign-out, at once", async () => {
    const { user } = await createCustomer(database.db);
    const tokens = await issueTokens(database.db, user);
    const copy = { ...tokens };
    expect((await resolve(tokens)).actor).not.toBeNull();

    await signOut(database.db, tokens.refreshToken);
    // Well within the access token's 15 minutes.
    travel(MINUTE_MS);
    const { actor, session } = await resolve(copy);
    expect(actor).toBeNull();
    expect(session.get("auth")).toBeUndefined();
    // Its expired access token cannot be refreshed either.
    travel(20 * MINUTE_MS);
    expect((await resolve(copy)).actor).toBeNull();
  });

  it("refreshes an expired access token of an active session, but not a garbled one", async () => {
    const { user } = await createCustomer(database.db);
    const tokens = await issueTokens(database.db, user);
    travel(16 * MINUTE_MS);
    const { actor, session } = await resolve(tokens);
    expect(actor).toMatchObject({ userId: user.id });
    expect(session.get("auth")?.refreshToken).not.toBe(tokens.refreshToken);

    const garbled = { accessToken: "a.b.c", refreshToken: `${tokens.refreshToken}x` };
    const bad = await resolve(garbled);
    expect(bad.actor).toBeNull();
    expect(bad.session.get("auth")).toBeUndefined();
    expect((await resolve(undefined)).actor).toBeNull();
  });

  it("signs a staff member out after 30 minutes without a request; a request every 20 minutes keeps them in", async () => {
    const staff = await createCareUser(database.db);
    let auth = await issueTokens(database.db, staff);
    for (let i = 0; i < 3; i += 1) {
      travel(20 * MINUTE_MS);
      const { actor, session } = await resolve(auth);
      expect(actor).toMatchObject({ userId: staff.id, isStaff: true });
      auth = session.get("auth")!;
    }
    travel(31 * MINUTE_MS);
    const { actor, session } = await resolve(auth);
    expect(actor).toBeNull();
    expect(session.get("auth")).toBeUndefined();
  });

  it("keeps both of two tabs signed in when they refresh the same expired access token at once", async () => {
    const { user } = await createCustomer(database.db);
    const tokens = await issueTokens(database.db, user);
    travel(16 * MINUTE_MS);
    const [tabA, tabB] = await Promise.all([resolve(tokens), resolve(tokens)]);
    expect(tabA.actor).toMatchObject({ userId: user.id });
    expect(tabB.actor).toMatchObject({ userId: user.id });
    // The cookie the browser keeps (either tab's) goes on working.
    travel(MINUTE_MS);
    expect((await resolve(tabB.session.get("auth"))).actor).toMatchObject({ userId: user.id });
    expect((await resolve(tabA.session.get("auth"))).actor).toMatchObject({ userId: user.id });
  });
});
