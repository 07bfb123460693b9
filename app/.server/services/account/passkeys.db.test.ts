/**
 * Passkeys with a real database and a software authenticator (decision 0094): adding one after the password,
 * signing in into the same session a password starts, and every answer an attacker could bring — replayed, from
 * another origin or relying party, for another account, without user verification, from a cloned device — refused
 * with the German message, counted against the sign-in limit, and changing nothing else.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "react-router";
import { createCustomer, serviceFailure } from "../../testing/crm";
import { loginAttempts, mailOutbox, passkeyChallenges, passkeys, provisions, users } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { MINUTE_MS } from "../../identity/policy";
import { PASSWORD, resetTravel, travel, testClock } from "../../testing/identity";
import { TestAuthenticator } from "../../testing/passkey-authenticator";
import type { Runtime } from "../../runtime";
import type { AppSession, SessionData, SessionFlashData } from "../../session";
import { actorFor, testRuntime } from "~/.server/testing/routes";
import { t } from "~/i18n";
import { ServiceError } from "~/domain/errors";
import { requestPasswordReset, resetPasswordWithLink, signInWithPassword } from "./index";
import { exportCustomerData } from "../profile";
import {
  finishPasskeyRegistration,
  listOwnPasskeys,
  removeOwnPasskey,
  signInWithPasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
} from "./passkeys";

const database = useTestDatabase({ seed: false });
let runtime: Runtime;
const ORIGIN = "http://localhost:3000";

beforeAll(() => {
  runtime = testRuntime(database, "/tmp/vp-passkeys", { BASE_URL: ORIGIN });
});
afterEach(resetTravel);

const db = () => runtime.database.db;
const newSession = (): AppSession => createSession<SessionData, SessionFlashData>();

let counter = 0;
async function customer() {
  counter += 1;
  const email = `passkey${counter}@example.de`;
  const made = await createCustomer(db(), { email, confirmed: true, password: PASSWORD });
  const actor = actorFor(made.user.id, { ownProvisionId: made.provision.id });
  return { ...made, email, actor, ip: `203.0.113.${counter}` };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const options = (c: Customer, session: AppSession) => ({
  ip: c.ip,
  session,
  config: runtime.config,
  now: testClock.now(),
});

/** Adds a passkey of `authenticator` to the customer's account; returns the stored row's id. */
async function addPasskey(c: Customer, authenticator: TestAuthenticator, name = "Handy") {
  const session = newSession();
  const creation = await startPasskeyRegistration(
    db(),
    c.actor,
    { currentPassword: PASSWORD },
    options(c, session),
  );
  const stored = await finishPasskeyRegistration(
    db(),
    c.actor,
    { response: JSON.stringify(authenticator.register(creation)), name },
    options(c, session),
  );
  return stored.id;
}

const passkeyRow = async (id: string) => (await db().select().from(passkeys).where(eq(passkeys.id, id)))[0];
const failedSignIns = async (email: string) =>
  (
    await db()
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.action, "login")))
  ).filter((attempt) => !attempt.succeeded).length;

/** A sign-in ceremony: the options for a fresh session, the authenticator's answer (changed by `answer`). */
async function signInAnswer(c: Customer, authenticator: TestAuthenticator, answer = {}) {
  const session = newSession();
  const request = await startPasskeySignIn(db(), options(c, session));
  return { session, response: JSON.stringify(authenticator.authenticate(request, answer)) };
}

const signIn = (c: Customer, session: AppSession, response: string) =>
  signInWithPasskey(db(), { response }, options(c, session));

/** The refusal of a sign-in, with what it left behind: the session's sign-in as it was, the passkey unchanged. */
async function refusedSignIn(c: Customer, session: AppSession, response: string, passkeyId: string) {
  const before = await passkeyRow(passkeyId);
  const auth = session.get("auth");
  const failure = await serviceFailure(() => signIn(c, session, response));
  expect(session.get("auth")).toEqual(auth);
  expect(await passkeyRow(passkeyId)).toEqual(before);
  return failure;
}

describe("adding a passkey", () => {
  it("asks for the current password, then stores the passkey with its name; the profile lists it", async () => {
    const c = await customer();
    const session = newSession();
    expect(
      await serviceFailure(() =>
        startPasskeyRegistration(db(), c.actor, { currentPassword: "falsch123" }, options(c, session)),
      ),
    ).toMatchObject({ code: "wrongPassword", status: 400, field: "currentPassword" });
    expect(await failedSignIns(c.email)).toBe(1);
    expect(session.get("passkeyChallenge")).toBeUndefined();

    const creation = await startPasskeyRegistration(
      db(),
      c.actor,
      { currentPassword: PASSWORD },
      options(c, session),
    );
    // The relying party is the configured public address, and the person must be verified.
    expect(creation.rp).toEqual({ id: "localhost", name: "Vorsorgeportal" });
    expect(creation.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(creation.user.name).toBe(c.email);
    const authenticator = new TestAuthenticator(ORIGIN, "localhost");
    const stored = await finishPasskeyRegistration(
      db(),
      c.actor,
      { response: JSON.stringify(authenticator.register(creation)), name: "Mein Handy" },
      options(c, session),
    );
    expect(stored).toMatchObject({ userId: c.user.id, credentialId: authenticator.id, name: "Mein Handy" });
    // The account's address learns of it, with the way out if it was not the customer.
    const [notice] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, c.email));
    expect(notice).toMatchObject({
      template: "passkeyAdded",
      subject: "Ein Passkey wurde zu Ihrem Konto hinzugefügt",
      userId: c.user.id,
    });
    expect(notice!.text).toContain(`${ORIGIN}/profile#passkeys`);
    expect(session.get("passkeyChallenge")).toBeUndefined();
    expect(await listOwnPasskeys(db(), c.actor)).toEqual([
      { id: stored.id, name: "Mein Handy", createdAt: expect.any(Date), lastUsedAt: null },
    ]);
    // The next ceremony excludes the stored credential.
    const again = await startPasskeyRegistration(
      db(),
      c.actor,
      { currentPassword: PASSWORD },
      options(c, session),
    );
    expect(again.excludeCredentials?.map((credential) => credential.id)).toEqual([authenticator.id]);
  });

  it("refuses an answer from another origin or for another relying party, and one without user verification", async () => {
    const c = await customer();
    for (const answer of [
      { origin: "https://evil.example" },
      { rpId: "evil.example" },
      { userVerified: false },
    ]) {
      const session = newSession();
      const creation = await startPasskeyRegistration(
        db(),
        c.actor,
        { currentPassword: PASSWORD },
        options(c, session),
      );
      const authenticator = new TestAuthenticator(ORIGIN, "localhost");
      const response = JSON.stringify(authenticator.register(creation, answer));
      expect(
        await serviceFailure(() =>
          finishPasskeyRegistration(db(), c.actor, { response, name: "X" }, options(c, session)),
        ),
      ).toMatchObject({ code: "passkeyInvalid", status: 400 });
    }
    expect(await listOwnPasskeys(db(), c.actor)).toEqual([]);
  });

  it("takes an answer once, from the session that asked, for the account that asked, within 5 minutes", async () => {
    const c = await customer();
    const other = await customer();
    const authenticator = new TestAuthenticator(ORIGIN, "localhost");
    const session = newSession();
    const creation = await startPasskeyRegistration(
      db(),
      c.actor,
      { currentPassword: PASSWORD },
      options(c, session),
    );
    const response = JSON.stringify(authenticator.register(creation));
    const challengeId = session.get("passkeyChallenge")!;

    // Another browser (no challenge in its session), another account with this browser's challenge.
    const finish = (actor: Customer["actor"], s: AppSession) =>
      serviceFailure(() => finishPasskeyRegistration(db(), actor, { response, name: "X" }, options(c, s)));
    expect(await finish(c.actor, newSession())).toMatchObject({ code: "passkeyExpired", status: 400 });
    const stolen = newSession();
    stolen.set("passkeyChallenge", challengeId);
    expect(await finish(other.actor, stolen)).toMatchObject({ code: "passkeyExpired" });
    // That try used the challenge up: the right browser's answer now comes too late.
    expect(await finish(c.actor, session)).toMatchObject({ code: "passkeyExpired" });

    // Expired.
    const late = newSession();
    const creation2 = await startPasskeyRegistration(
      db(),
      c.actor,
      { currentPassword: PASSWORD },
      options(c, late),
    );
    const response2 = JSON.stringify(new TestAuthenticator(ORIGIN, "localhost").register(creation2));
    travel(6 * MINUTE_MS);
    expect(
      await serviceFailure(() =>
        finishPasskeyRegistration(db(), c.actor, { response: response2, name: "X" }, options(c, late)),
      ),
    ).toMatchObject({ code: "passkeyExpired" });
    expect(await listOwnPasskeys(db(), c.actor)).toEqual([]);
    expect(await listOwnPasskeys(db(), other.actor)).toEqual([]);
  });

  it("refuses a malformed answer and a credential stored already", async () => {
    const c = await customer();
    for (const response of ["kein json", "{}", JSON.stringify({ id: "a", type: "public-key" })]) {
      const session = newSession();
      await startPasskeyRegistration(db(), c.actor, { currentPassword: PASSWORD }, options(c, session));
      expect(
        await serviceFailure(() =>
          finishPasskeyRegistration(db(), c.actor, { response, name: "X" }, options(c, session)),
        ),
      ).toMatchObject({ code: "passkeyInvalid" });
    }
    const authenticator = new TestAuthenticator(ORIGIN, "localhost");
    await addPasskey(c, authenticator);
    const other = await customer();
    await expect(addPasskey(other, authenticator)).rejects.toMatchObject({ code: "passkeyExists" });
  });

  it("keeps staff out, also while they hold a customer's provision", async () => {
    const c = await customer();
    const staff = actorFor(c.user.id, { isStaff: true, heldProvisionId: c.provision.id });
    expect(
      await serviceFailure(() =>
        startPasskeyRegistration(db(), staff, { currentPassword: PASSWORD }, options(c, newSession())),
      ),
    ).toMatchObject({ code: "forbidden", status: 403 });
    expect(await listOwnPasskeys(db(), staff)).toEqual([]);
  });
});

describe("signing in with a passkey", () => {
  it("starts the same session a password sign-in starts and records the use", async () => {
    const c = await customer();
    const authenticator = new TestAuthenticator(ORIGIN, "localhost");
    const id = await addPasskey(c, authenticator);
    const { session, response } = await signInAnswer(c, authenticator);
    session.set("draftKey", "anonymous-draft");
    await signIn(c, session, response);

    const passwordSession = newSession();
    await signInWithPassword(db(), { email: c.email, password: PASSWORD }, options(c, passwordSession));
    const keys = (s: AppSession) => Object.keys(s.data).sort();
    expect(keys(session)).toEqual(keys(passwordSession));
    expect(session.get("showIntro")).toBe(true);
    expect(session.get("draftKey")).toBeUndefined();
    expect(session.get("passkeyChallenge")).toBeUndefined();
    const row = await passkeyRow(id);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    expect(row?.counter).toBe(authenticator.counter);
    const [provision] = await db().select().from(provisions).where(eq(provisions.id, c.provision.id));
    expect(provision?.loginCounter).toBe(2);
  });

  it("refuses a replayed answer, changes nothing and counts the attempt", async () => {
    const c = await customer();
    const authenticator = new TestAuthenticator(ORIGIN, "localhost");
    const id = await addPasskey(c, authenticator);
    const { session, response } = await signInAnswer(c, authenticator);
    await signIn(c, session, response);
    const failuresBefore = await failedSignIns(c.email);

    // The same answer again: in the same browser (its challenge is used up) and with a fresh challenge.
    expect(await refusedSignIn(c, session, response, id)).toMatchObject({
      code: "passkeyRefused",
      status: 401,
    });
    const fresh = newSession();
    await startPasskeySignIn(db(), options(c, fresh));
    expect(await refusedSignIn(c, fresh, response, id)).toMatchObject({ code: "passkeyRefused" });
    expect(await failedSignIns(c.email)).toBe(failuresBefore + 2);
    expect(t("error.api.passkeyRefused")).toMatch(/^Die Anmeldung mit dem Passkey ist nicht gelungen/);
  });

  it("refuses an answer from another origin, for another relying party, or without user verification", async () => {
    const c = await customer();
    const authenticator = new TestAuthenticator(ORIGIN, "localhost");
    const id = await addPasskey(c, authenticator);
    for (const answer of [
      { origin: "https://evil.example" },
      { origin: "http://localhost:3001" },
      { rpId: "evil.example" },
      { userVerified: false },
    ]) {
      const { session, response } = await signInAnswer(c, authenticator, answer);
      expect(await refusedSignIn(c, session, response, id)).toMatchObject({ code: "passkeyRefused" });
    }
    expect(await failedSignIns(c.email)).toBe(4);
  });

  it("refuses an answer for another account: a swapped credential or user handle", async () => {
    const alice = await customer();
    const bob = await customer();
    const aliceKey = new TestAuthenticator(ORIGIN, "localhost");
    const bobKey = new TestAuthenticator(ORIGIN, "localhost");
    await addPasskey(alice, aliceKey);
    const bobPasskey = await addPasskey(bob, bobKey);

    // Alice's signature presented as Bob's credential.
    const swapped = await signInAnswer(alice, aliceKey);
    const answer = JSON.parse(swapped.response) as { id: string; rawId: string };
    answer.id = answer.rawId = bobKey.id;
    expect(await refusedSignIn(alice, swapped.session, JSON.stringify(answer), bobPasskey)).toMatchObject({
      code: "passkeyRefused",
    });
    // Bob's credential claiming Alice's user handle.
    bobKey.userHandle = aliceKey.userHandle;
    const claimed = await signInAnswer(bob, bobKey);
    expect(await refusedSignIn(bob, claimed.session, claimed.response, bobPasskey)).toMatchObject({
      code: "passkeyRefused",
    });
    expect(await failedSignIns(bob.email)).toBe(2);
  });

  it("refuses a counter that went back (a cloned authenticator)", async () => {
    const c = await customer();
    const authenticator = new TestAuthenticator(ORIGIN, "localhost");
    const id = await addPasskey(c, authenticator);
    const first = await signInAnswer(c, authenticator);
    await signIn(c, first.session, first.response);
    authenticator.counter -= 1;
    const clone = await signInAnswer(c, authenticator);
    expect(await refusedSignIn(c, clone.session, clone.response, id)).toMatchObject({
      code: "passkeyRefused",
    });
  });

  it("refuses an unknown credential, a malformed answer and an answer without a challenge", async () => {
    const c = await customer();
    const authenticator = new TestAuthenticator(ORIGIN, "localhost");
    const id = await addPasskey(c, authenticator);
    const stranger = new TestAuthenticator(ORIGIN, "localhost");
    stranger.userHandle = authenticator.userHandle;
    const unknown = await signInAnswer(c, stranger);
    expect(await refusedSignIn(c, unknown.session, unknown.response, id)).toMatchObject({
      code: "passkeyRefused",
    });
    const malformed = newSession();
    await startPasskeySignIn(db(), options(c, malformed));
    expect(await refusedSignIn(c, malformed, "{nicht json", id)).toMatchObject({ code: "passkeyRefused" });
    const { response } = await signInAnswer(c, authenticator);
    expect(await refusedSignIn(c, newSession(), response, id)).toMatchObject({ code: "passkeyRefused" });
  });

  it("refuses a disabled account as a password sign-in would", async () => {
    const c = await customer();
    const authenticator = new TestAuthenticator(ORIGIN, "localhost");
    const id = await addPasskey(c, authenticator);
    await db().update(users).set({ disabledAt: testClock.now() }).where(eq(users.id, c.user.id));
    const { session, response } = await signInAnswer(c, authenticator);
    expect(await refusedSignIn(c, session, response, id)).toMatchObject({ code: "passkeyRefused" });
  });

  it("counts against the sign-in limit: after 5 failures even a good answer and the password are refused", async () => {
    const c = await customer();
    const authenticator = new TestAuthenticator(ORIGIN, "localhost");
    const id = await addPasskey(c, authenticator);
    for (let i = 0; i < 5; i++) {
      const { session, response } = await signInAnswer(c, authenticator, { origin: "https://evil.example" });
      expect(await refusedSignIn(c, session, response, id)).toMatchObject({ code: "passkeyRefused" });
    }
    const good = await signInAnswer(c, authenticator);
    expect(await refusedSignIn(c, good.session, good.response, id)).toMatchObject({
      code: "LimitExceededException",
      status: 429,
    });
    expect(
      await serviceFailure(() =>
        signInWithPassword(db(), { email: c.email, password: PASSWORD }, options(c, newSession())),
      ),
    ).toMatchObject({ code: "LimitExceededException" });
    travel(16 * MINUTE_MS);
    const later = await signInAnswer(c, authenticator);
    await signIn(c, later.session, later.response);
    expect(later.session.get("auth")).toBeDefined();
  });

  it("limits the ceremonies begun per address", async () => {
    const c = await customer();
    c.ip = "192.0.2.77";
    const session = newSession();
    for (let i = 0; i < 30; i++) await startPasskeySignIn(db(), options(c, session));
    await expect(startPasskeySignIn(db(), options(c, session))).rejects.toBeInstanceOf(ServiceError);
    // The session's earlier challenges went as each new one came: one row for this browser.
    const rows = await db()
      .select()
      .from(passkeyChallenges)
      .where(eq(passkeyChallenges.id, session.get("passkeyChallenge")!));
    expect(rows).toHaveLength(1);
  });
});

describe("removing a passkey", () => {
  it("asks for the current password and removes only the account's own passkey", async () => {
    const c = await customer();
    const other = await customer();
    const id = await addPasskey(c, new TestAuthenticator(ORIGIN, "localhost"));
    const foreign = await addPasskey(other, new TestAuthenticator(ORIGIN, "localhost"));
    const remove = (passkeyId: string, currentPassword: string) =>
      serviceFailure(() =>
        removeOwnPasskey(db(), c.actor, { passkeyId, currentPassword }, { ip: c.ip, now: testClock.now() }),
      );
    expect(await remove(id, "falsch123")).toMatchObject({ code: "wrongPassword", field: "currentPassword" });
    expect(await passkeyRow(id)).toBeDefined();
    expect(await remove(foreign, PASSWORD)).toMatchObject({ code: "passkeyNotFound", status: 404 });
    expect(await passkeyRow(foreign)).toBeDefined();
    await removeOwnPasskey(
      db(),
      c.actor,
      { passkeyId: id, currentPassword: PASSWORD },
      { ip: c.ip, now: testClock.now() },
    );
    expect(await passkeyRow(id)).toBeUndefined();
    expect(await listOwnPasskeys(db(), c.actor)).toEqual([]);
  });
});

describe("the data export", () => {
  it("lists the passkeys by name and dates, without their keys", async () => {
    const c = await customer();
    const authenticator = new TestAuthenticator(ORIGIN, "localhost");
    const id = await addPasskey(c, authenticator, "Tablet");
    const exported = await exportCustomerData(db(), c.actor, { now: testClock.now() });
    expect(exported.passkeys).toEqual([{ name: "Tablet", createdAt: expect.any(Date), lastUsedAt: null }]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain((await passkeyRow(id))!.publicKey);
    expect(text).not.toContain(authenticator.id);
  });
});

describe("a password reset", () => {
  it("removes every passkey and says so in the mail", async () => {
    const c = await customer();
    const authenticator = new TestAuthenticator(ORIGIN, "localhost");
    await addPasskey(c, authenticator);
    await addPasskey(c, new TestAuthenticator(ORIGIN, "localhost"), "Laptop");
    await requestPasswordReset(
      db(),
      { email: c.email },
      { ip: c.ip, config: runtime.config, now: testClock.now() },
    );
    const mails = () => db().select().from(mailOutbox).where(eq(mailOutbox.to, c.email));
    const reset = (await mails()).find((mail) => mail.template === "passwordReset");
    const token = /[?&]token=([^&\s]+)/.exec(reset!.text)![1]!;
    const outcome = await resetPasswordWithLink(
      db(),
      { token, password: "ganzNeu456" },
      { config: runtime.config, now: testClock.now() },
    );
    expect(outcome.passkeysRemoved).toBe(2);
    expect(await listOwnPasskeys(db(), c.actor)).toEqual([]);
    const notice = (await mails()).find((mail) => mail.template === "passwordChanged");
    expect(notice?.text).toContain(t("mail.passwordChanged.passkeysRemoved"));
    // The removed passkey no longer signs in.
    const { session, response } = await signInAnswer(c, authenticator);
    expect(await serviceFailure(() => signIn(c, session, response))).toMatchObject({
      code: "passkeyRefused",
    });
  });
});
