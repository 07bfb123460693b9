/**
 * The second factor through the sign-in's pages (decision 0093): password → code step or enrolment, with the
 * session holding no token in between; wrong, replayed and expired codes answered in German with a 4xx and
 * nothing changed; the pending state's end.
 */
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { secondFactors } from "~/.server/db/schema";
import { beginEnrolment, confirmEnrolment, createStaffUser, secondFactorOf } from "~/.server/identity";
import {
  createCustomer,
  PASSWORD,
  resetTravel,
  STAFF_PASSWORD,
  testClock,
  totpCode,
  travel,
  unique,
} from "~/.server/testing/identity";
import { body, call, location, post, routeContext, status, useRouteTestBed } from "~/.server/testing/routes";
import type { AppSession } from "~/.server/session";
import * as authenticator from "./login.authenticator";
import * as code from "./login.code";
import * as login from "./login";

const { database, runtime } = useRouteTestBed("second-factor-routes", { replace: { clock: testClock } });
afterEach(resetTravel);

/** Posts the sign-in form in a fresh session and gives the session on for the next steps. */
async function signInForm(email: string, password: string, redirectTo = "/backoffice") {
  const ip = unique().ip;
  const { context, session } = await routeContext(runtime, null, ip);
  const result = await call(
    login.action,
    post("http://x/login", { username: email, password, redirectTo }),
    context,
  );
  return { result, session, ip };
}

/** A request context carrying `session` (as the cookie would) for the next step. */
async function next(session: AppSession, ip: string) {
  const step = await routeContext(runtime, null, ip);
  for (const [key, value] of Object.entries(session.data)) step.session.set(key as never, value as never);
  return step;
}

const errorsOf = (result: unknown) =>
  JSON.stringify(body<{ error?: unknown }>(result)?.error ?? body<unknown>(result));

describe("staff with a password enrol at their next sign-in", () => {
  it("shows QR code and secret to the pending session only, confirms with a first code, then signs in", async () => {
    const { email } = unique("care");
    const staff = await createStaffUser(
      database.db,
      { email, password: STAFF_PASSWORD, role: "customercare" },
      testClock.now(),
    );
    const { result, session, ip } = await signInForm(email, STAFF_PASSWORD);
    expect(location(result)).toBe("/login/authenticator");
    // Half signed in: no tokens in the session, so every other page sees an anonymous visitor.
    expect(session.get("auth")).toBeUndefined();
    expect(session.get("pendingSignIn")).toMatchObject({ userId: staff.id, step: "enrol" });

    // Another visitor without the pending state is sent to the sign-in.
    const stranger = await routeContext(runtime, null);
    expect(
      location(
        await call(authenticator.loader, new Request("http://x/login/authenticator"), stranger.context),
      ),
    ).toBe("/login");
    // The code step is not the enrolment's page.
    let step = await next(session, ip);
    expect(location(await call(code.loader, new Request("http://x/login/code"), step.context))).toBe(
      "/login/authenticator",
    );

    step = await next(session, ip);
    const shown = body<{ enrolment: { secret: string; qrCode: string; email: string } }>(
      await call(authenticator.loader, new Request("http://x/login/authenticator"), step.context),
    );
    expect(shown.enrolment.email).toBe(email);
    expect(shown.enrolment.secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(shown.enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(shown.enrolment.qrCode.split(",")[1]!, "base64").toString()).toContain("<svg");
    const secret = shown.enrolment.secret.replace(/ /g, "");

    // A wrong first code: German message, 400, still pending, nothing confirmed.
    step = await next(session, ip);
    const wrong = await call(
      authenticator.action,
      post("http://x/login/authenticator", {
        intent: "confirm",
        code: "123456" === totpCode(secret, testClock.now()) ? "654321" : "123456",
      }),
      step.context,
    );
    expect(status(wrong)).toBe(400);
    expect(errorsOf(wrong)).toContain("Der Code ist falsch oder abgelaufen");
    expect((await secondFactorOf(database.db, staff.id)).state).toBe("pending");
    // Malformed: the form's own message, nothing counted.
    const malformed = await call(
      authenticator.action,
      post("http://x/login/authenticator", { intent: "confirm", code: "12ab" }),
      step.context,
    );
    expect(status(malformed)).toBe(400);
    expect(errorsOf(malformed)).toContain("6 Ziffern");

    step = await next(session, ip);
    const confirmed = await call(
      authenticator.action,
      post("http://x/login/authenticator", { intent: "confirm", code: totpCode(secret, testClock.now()) }),
      step.context,
    );
    const { recoveryCodes } = body<{ recoveryCodes: string[] }>(confirmed);
    expect(recoveryCodes).toHaveLength(10);
    expect(step.session.get("auth")).toBeUndefined();
    expect(step.session.get("pendingSignIn")).toMatchObject({ step: "enrolled" });
    // The page after the codes shows no secret any more.
    const after = await next(step.session, ip);
    expect(
      body<{ enrolment: unknown }>(
        await call(authenticator.loader, new Request("http://x/login/authenticator"), after.context),
      ).enrolment,
    ).toBeNull();

    const done = await call(
      authenticator.action,
      post("http://x/login/authenticator", { intent: "continue" }),
      after.context,
    );
    expect(location(done)).toBe("/backoffice");
    expect(after.session.get("auth")).toBeDefined();
    expect(after.session.get("pendingSignIn")).toBeUndefined();
  });
});

describe("the code step", () => {
  async function customerWithFactor() {
    const { user } = await createCustomer(database.db);
    const { secret } = await beginEnrolment(database.db, user);
    await confirmEnrolment(
      database.db,
      user,
      { code: totpCode(secret, testClock.now()), ip: unique().ip },
      testClock.now(),
    );
    travel(30_000);
    return { user, secret };
  }

  it("asks a customer with a factor for the code; wrong and replayed codes are refused in German, nothing changes", async () => {
    const { user, secret } = await customerWithFactor();
    const { result, session, ip } = await signInForm(user.email, PASSWORD, "/overview/wishes");
    expect(location(result)).toBe("/login/code");
    expect(session.get("auth")).toBeUndefined();

    let step = await next(session, ip);
    expect(await call(code.loader, new Request("http://x/login/code"), step.context)).toBeNull();
    const wrong = await call(
      code.action,
      post("http://x/login/code", { intent: "verify", code: "000000" }),
      step.context,
    );
    expect(status(wrong)).toBe(400);
    expect(errorsOf(wrong)).toContain("Der Code ist falsch oder abgelaufen");
    expect(step.session.get("auth")).toBeUndefined();

    const right = totpCode(secret, testClock.now());
    step = await next(session, ip);
    const done = await call(
      code.action,
      post("http://x/login/code", { intent: "verify", code: right }),
      step.context,
    );
    expect(location(done)).toBe("/overview/wishes");
    expect(step.session.get("auth")).toBeDefined();

    // The same code in a second sign-in within its time step: a replay.
    const again = await signInForm(user.email, PASSWORD);
    step = await next(again.session, again.ip);
    const replay = await call(
      code.action,
      post("http://x/login/code", { intent: "verify", code: right }),
      step.context,
    );
    expect(status(replay)).toBe(400);
    expect(errorsOf(replay)).toContain("bereits verwendet");
    expect(step.session.get("auth")).toBeUndefined();
  });

  it("ends the pending sign-in after ten minutes: back to the password, no tokens", async () => {
    const { user, secret } = await customerWithFactor();
    const { session, ip } = await signInForm(user.email, PASSWORD);
    travel(10 * 60_000 + 1000);
    const step = await next(session, ip);
    const late = await call(
      code.action,
      post("http://x/login/code", { intent: "verify", code: totpCode(secret, testClock.now()) }),
      step.context,
    );
    expect(location(late)).toBe("/login");
    expect(step.session.get("auth")).toBeUndefined();
    expect(step.session.get("pendingSignIn")).toBeUndefined();
    expect(JSON.stringify(step.session.get("toasts"))).toContain("Die Anmeldung ist abgelaufen");
    // The loader sends the stale session to the sign-in as well.
    const view = await next(step.session, ip);
    expect(location(await call(code.loader, new Request("http://x/login/code"), view.context))).toBe(
      "/login",
    );
  });

  it("refuses codes with 429 once the run of failures passes five (the password counts until the code is right)", async () => {
    const { user, secret } = await customerWithFactor();
    const { session, ip } = await signInForm(user.email, PASSWORD);
    let last: unknown;
    for (let i = 0; i < 5; i++) {
      const step = await next(session, ip);
      last = await call(
        code.action,
        post("http://x/login/code", { intent: "verify", code: "000000" }),
        step.context,
      );
    }
    expect(status(last)).toBe(429);
    expect(errorsOf(last)).toContain("Zu viele Versuche");
    const step = await next(session, ip);
    const right = await call(
      code.action,
      post("http://x/login/code", { intent: "verify", code: totpCode(secret, testClock.now()) }),
      step.context,
    );
    expect(status(right)).toBe(429);
    expect(step.session.get("auth")).toBeUndefined();
    const [row] = await database.db.select().from(secondFactors).where(eq(secondFactors.userId, user.id));
    // The refused right code did not move the last accepted step.
    expect(row!.lastStep).toBeLessThan(Math.floor(testClock.now().getTime() / 30_000));
  });
});
