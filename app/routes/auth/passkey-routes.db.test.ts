/**
 * The passkey endpoints as the router calls them (decision 0094): every refusal is German JSON with a 4xx (never a
 * 500, never a password), the relying party comes from BASE_URL whatever the request's Host says, and a sign-in
 * answer sets the signed-in session only when it verifies.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCustomer } from "~/.server/testing/crm";
import { PASSWORD } from "~/.server/testing/identity";
import { TestAuthenticator } from "~/.server/testing/passkey-authenticator";
import { call, post, useRouteTestBed } from "~/.server/testing/routes";
import { passkeys } from "~/.server/db/schema";
import * as signInOptions from "./login.passkey.options";
import * as signIn from "./login.passkey";
import * as addOptions from "../profile/passkeys.options";
import * as add from "../profile/passkeys";

const ORIGIN = "https://portal.example";
const { database, asCustomer, asStaff, contextFor } = useRouteTestBed("passkey-routes", {
  env: { BASE_URL: ORIGIN },
});

let counter = 0;
async function customer() {
  counter += 1;
  return createCustomer(database.db, {
    email: `route-passkey${counter}@example.de`,
    confirmed: true,
    password: PASSWORD,
  });
}

const json = async (result: unknown) => {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A request as a proxy would forward it, with a Host the attacker chose. */
const forged = (path: string, form: Record<string, string>) => {
  const request = post(`http://evil.example${path}`, form);
  request.headers.set("Host", "evil.example");
  return request;
};

describe("adding a passkey over HTTP", () => {
  it("refuses a wrong password at its field, without echoing it, and staff with 403", async () => {
    const c = await customer();
    const { context } = await asCustomer(c, "198.51.100.7");
    const wrong = await json(
      await call(
        addOptions.action,
        post("http://localhost/profile/passkeys/options", { currentPassword: "falsch123" }),
        context,
      ),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: "Das Passwort ist nicht richtig. Bitte geben Sie Ihr aktuelles Passwort ein.",
      fields: {
        currentPassword: ["Das Passwort ist nicht richtig. Bitte geben Sie Ihr aktuelles Passwort ein."],
      },
    });
    expect(JSON.stringify(wrong.body)).not.toContain("falsch123");
    const empty = await json(
      await call(addOptions.action, post("http://localhost/profile/passkeys/options", {}), context),
    );
    expect(empty).toMatchObject({ status: 400, body: { message: "Bitte prüfen Sie Ihre Angaben." } });

    const staff = await asStaff(c.user.id, c.provision.id);
    const refused = await json(
      await call(
        addOptions.action,
        post("http://localhost/profile/passkeys/options", { currentPassword: PASSWORD }),
        staff.context,
      ),
    );
    expect(refused.status).toBe(403);
  });

  it("names the configured relying party whatever Host the request names, and stores a verified answer", async () => {
    const c = await customer();
    const { context } = await asCustomer(c, "198.51.100.8");
    const options = await json(
      await call(
        addOptions.action,
        forged("/profile/passkeys/options", { currentPassword: PASSWORD }),
        context,
      ),
    );
    expect(options.status).toBe(200);
    expect(options.body.rp).toEqual({ id: "portal.example", name: "Vorsorgeportal" });
    // An answer made on the attacker's host is refused.
    const device = new TestAuthenticator(ORIGIN, "portal.example");
    const onEvil = device.register(options.body as never, {
      origin: "http://evil.example",
      rpId: "evil.example",
    });
    const refused = await json(
      await call(add.action, forged("/profile/passkeys", { response: JSON.stringify(onEvil) }), context),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^Der Passkey konnte nicht/) },
    });
    expect(await database.db.select().from(passkeys).where(eq(passkeys.userId, c.user.id))).toEqual([]);

    // A fresh ceremony, answered for the portal: stored under its default name, with a toast.
    const again = await json(
      await call(
        addOptions.action,
        post("http://localhost/profile/passkeys/options", { currentPassword: PASSWORD }),
        context,
      ),
    );
    const good = device.register(again.body as never);
    const added = await json(
      await call(
        add.action,
        post("http://localhost/profile/passkeys", { response: JSON.stringify(good) }),
        context,
      ),
    );
    expect(added).toEqual({ status: 200, body: { added: true } });
    const [stored] = await database.db.select().from(passkeys).where(eq(passkeys.userId, c.user.id));
    expect(stored?.name).toMatch(/^Passkey vom \d\d\.\d\d\.\d{4}$/);
  });
});

describe("signing in with a passkey over HTTP", () => {
  it("refuses an answer without a challenge, a malformed one and a too long one with 401 and one message", async () => {
    const anonymous = await contextFor(null, "198.51.100.9");
    for (const response of [undefined, "", "{", "x".repeat(20_000)]) {
      const form: Record<string, string> = response === undefined ? {} : { response };
      const answer = await json(
        await call(signIn.action, post("http://localhost/login/passkey", form), anonymous.context),
      );
      expect(answer).toEqual({
        status: 401,
        body: {
          message:
            "Die Anmeldung mit dem Passkey ist nicht gelungen. Bitte versuchen Sie es noch einmal oder melden Sie sich mit Ihrem Passwort an.",
        },
      });
      expect(anonymous.session.get("auth")).toBeUndefined();
    }
  });

  it("signs in with a verified answer, into the page asked for (a foreign one falls back to the overview)", async () => {
    const c = await customer();
    const device = new TestAuthenticator(ORIGIN, "portal.example");
    const owner = await asCustomer(c, "198.51.100.10");
    const creation = await json(
      await call(
        addOptions.action,
        post("http://localhost/profile/passkeys/options", { currentPassword: PASSWORD }),
        owner.context,
      ),
    );
    await call(
      add.action,
      post("http://localhost/profile/passkeys", {
        response: JSON.stringify(device.register(creation.body as never)),
      }),
      owner.context,
    );

    for (const [redirectTo, expected] of [
      ["/overview/wishes", "/overview/wishes"],
      ["//evil.example/x", "/overview"],
    ] as const) {
      const browser = await contextFor(null, "198.51.100.11");
      const request = await json(
        await call(signInOptions.action, post("http://localhost/login/passkey/options", {}), browser.context),
      );
      expect(request.body).toMatchObject({ rpId: "portal.example", userVerification: "required" });
      const answer = device.authenticate(request.body as never);
      const signedIn = await json(
        await call(
          signIn.action,
          post("http://localhost/login/passkey", { response: JSON.stringify(answer), redirectTo }),
          browser.context,
        ),
      );
      expect(signedIn).toEqual({ status: 200, body: { redirectTo: expected } });
      expect(browser.session.get("auth")).toBeDefined();
    }
  });

  it("limits the ceremonies begun from one address with 429 and the German message", async () => {
    const browser = await contextFor(null, "198.51.100.12");
    for (let i = 0; i < 30; i++) {
      expect(
        (
          await json(
            await call(
              signInOptions.action,
              post("http://localhost/login/passkey/options", {}),
              browser.context,
            ),
          )
        ).status,
      ).toBe(200);
    }
    const limited = await json(
      await call(signInOptions.action, post("http://localhost/login/passkey/options", {}), browser.context),
    );
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/versuch/i);
  });
});
