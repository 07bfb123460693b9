/** The actor middleware with a real database: who acts, and when a copied session stops working. */
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { runtimeContext } from "../context";
import { useTestDatabase } from "../testing/test-database";
import { auditLog, provisions, users } from "../db/schema";
import { ownProvisionFrozen } from "../services/after-death/freeze-guard";
import { changeProvision, ownerActor, readProvision } from "../services/provisions";
import { heldProvisionSummary } from "../services/staff";
import { issueTokens, signOut, type TokenPair } from "../identity";
import { MINUTE_MS } from "../identity/policy";
import { createCareUser, createCustomer, resetTravel, travel, testClock } from "../testing/identity";
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
    clock: testClock,
  };
});
afterEach(resetTravel);

/**
 * Runs the middleware for a GET request (or `method`) whose session holds `auth` (and, for staff, the held
 * provision); the actor it resolved and the session.
 */
async function resolve(
  auth: TokenPair | undefined,
  { method = "GET", held }: { method?: string; held?: string } = {},
) {
  const context = new RouterContextProvider();
  const session: AppSession = await runtime.sessions.getSession();
  if (auth) session.set("auth", auth);
  if (held) session.set("heldProvisionId", held);
  context.set(runtimeContext, runtime);
  context.set(sessionContext, session);
  const request = new Request("http://portal.test/overview", { method });
  await actorMiddleware({ request, context, params: {} } as never, async () => new Response("ok"));
  return { actor: context.get(actorContext), session };
}

describe("actorMiddleware", () => {
  it("resolves the signed-in customer", async () => {
    const { user, provision } = await createCustomer(database.db);
    const { actor } = await resolve(await issueTokens(database.db, user, testClock.now()));
    expect(actor).toMatchObject({ userId: user.id, ownProvisionId: provision.id, isStaff: false });
  });

  it("gives no actor for a copy of the session made before sign-out, at once", async () => {
    const { user } = await createCustomer(database.db);
    const tokens = await issueTokens(database.db, user, testClock.now());
    const copy = { ...tokens };
    expect((await resolve(tokens)).actor).not.toBeNull();

    await signOut(database.db, tokens.refreshToken, testClock.now());
    // Well within the access token's 15 minutes.
    travel(MINUTE_MS);
    const { actor, session } = await resolve(copy);
    expect(actor).toBeNull();
    expect(session.get("auth")).toBeUndefined();
    // The next page shown clears the browser's cache of the site (decision 0111).
    expect(session.get("forgetPages")).toBe(true);
    // Its expired access token cannot be refreshed either.
    travel(20 * MINUTE_MS);
    expect((await resolve(copy)).actor).toBeNull();
  });

  it("refreshes an expired access token of an active session, but not a garbled one", async () => {
    const { user } = await createCustomer(database.db);
    const tokens = await issueTokens(database.db, user, testClock.now());
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
    let auth = await issueTokens(database.db, staff, testClock.now());
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
    const tokens = await issueTokens(database.db, user, testClock.now());
    travel(16 * MINUTE_MS);
    const [tabA, tabB] = await Promise.all([resolve(tokens), resolve(tokens)]);
    expect(tabA.actor).toMatchObject({ userId: user.id });
    expect(tabB.actor).toMatchObject({ userId: user.id });
    // The cookie the browser keeps (either tab's) goes on working.
    travel(MINUTE_MS);
    expect((await resolve(tabB.session.get("auth"))).actor).toMatchObject({ userId: user.id });
    expect((await resolve(tabA.session.get("auth"))).actor).toMatchObject({ userId: user.id });
  });

  describe("the acting provision read with the session check (GET)", () => {
    /** The provision's first name as stored now, written behind the middleware's back. */
    const rename = (id: string, firstname: string) =>
      database.db.update(provisions).set({ firstname }).where(eq(provisions.id, id));

    it("serves the page's first provision read from the session check's statement, later reads from the database", async () => {
      const { user, provision } = await createCustomer(database.db);
      const { actor } = await resolve(await issueTokens(database.db, user, testClock.now()));
      // Changed after the middleware read it: the first read is the row of the session check's statement.
      await rename(provision.id, "Erna");
      expect((await readProvision(database.db, actor))?.firstname).toBe("Erika");
      expect((await readProvision(database.db, actor))?.firstname).toBe("Erna");
    });

    it("never serves the row from before a change made in the same request", async () => {
      const { user, provision } = await createCustomer(database.db);
      const { actor } = await resolve(await issueTokens(database.db, user, testClock.now()));
      await changeProvision(database.db, actor, { action: "provision.flags" }, () => ({ firstname: "Erna" }));
      expect((await readProvision(database.db, actor)).firstname).toBe("Erna");
      expect((await readProvision(database.db, actor)).version).toBe(provision.version + 1);

      // The same when another actor object changes it (a link confirmed by its owner while signed in).
      const { actor: again } = await resolve(await issueTokens(database.db, user, testClock.now()));
      await changeProvision(
        database.db,
        await ownerActor(database.db, user.id),
        { action: "provision.flags" },
        () => ({
          firstname: "Emma",
        }),
      );
      expect((await readProvision(database.db, again)).firstname).toBe("Emma");
    });

    it("reads nothing ahead for a form post: its reads ask the database", async () => {
      const { user, provision } = await createCustomer(database.db);
      const { actor } = await resolve(await issueTokens(database.db, user, testClock.now()), {
        method: "POST",
      });
      await rename(provision.id, "Erna");
      expect((await readProvision(database.db, actor)).firstname).toBe("Erna");
    });

    it("refuses a signed-out session and a disabled account, on GET as on POST", async () => {
      const out = await createCustomer(database.db);
      const tokens = await issueTokens(database.db, out.user, testClock.now());
      await signOut(database.db, tokens.refreshToken, testClock.now());
      const disabled = await createCareUser(database.db);
      const staffTokens = await issueTokens(database.db, disabled, testClock.now());
      expect((await resolve(staffTokens, { held: out.provision.id })).actor).toMatchObject({ isStaff: true });
      await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
      for (const method of ["GET", "POST"]) {
        const signedOut = await resolve(tokens, { method });
        expect(signedOut.actor).toBeNull();
        expect(signedOut.session.get("auth")).toBeUndefined();
        const gone = await resolve(staffTokens, { method, held: out.provision.id });
        expect(gone.actor).toBeNull();
        expect(gone.session.get("auth")).toBeUndefined();
      }
    });

    it("keeps the access check and the audit entry of a staff member's read of the held provision", async () => {
      const { provision } = await createCustomer(database.db);
      const staff = await createCareUser(database.db);
      const { actor } = await resolve(await issueTokens(database.db, staff, testClock.now()), {
        held: provision.id,
      });
      await rename(provision.id, "Erna");
      // The root loader's admin banner looks at the row without using it up; the page's read takes it.
      expect(await heldProvisionSummary(database.db, actor!)).toMatchObject({ displayName: "Erika Muster" });
      expect((await readProvision(database.db, actor, { ip: "192.0.2.9" })).firstname).toBe("Erika");
      expect(await heldProvisionSummary(database.db, actor!)).toMatchObject({ displayName: "Erna Muster" });
      const audits = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.provisionId, provision.id), eq(auditLog.actorUserId, staff.id)));
      expect(audits.map((a) => a.action)).toEqual(["provision.read"]);
      // A customer's session never reads another customer's provision, whatever the session holds.
      const other = await createCustomer(database.db);
      const { actor: customer } = await resolve(await issueTokens(database.db, other.user, testClock.now()), {
        held: provision.id,
      });
      expect((await readProvision(database.db, customer)).id).toBe(other.provision.id);
    });

    it("still sends the owner of a frozen provision to the calm page", async () => {
      const { user, provision } = await createCustomer(database.db);
      const tokens = await issueTokens(database.db, user, testClock.now());
      await database.db
        .update(provisions)
        .set({ frozenAt: new Date() })
        .where(eq(provisions.id, provision.id));
      for (const method of ["GET", "POST"]) {
        const { actor, session } = await resolve(tokens, { method });
        expect(await ownProvisionFrozen(database.db, actor!, session)).toBe(true);
      }
      const open = await createCustomer(database.db);
      const { actor, session } = await resolve(await issueTokens(database.db, open.user, testClock.now()));
      expect(await ownProvisionFrozen(database.db, actor!, session)).toBe(false);
      // The frozen check looked without using the row up: the page's read is still served from it.
      await rename(open.provision.id, "Erna");
      expect((await readProvision(database.db, actor)).firstname).toBe("Erika");
    });
  });
});
