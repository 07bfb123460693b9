/**
 * Every redirect target taken from a request stays on the portal: the sign-in form's redirectTo, the
 * intro's redirectTo (which redirects a signed-in user without any interaction), the toast close form and
 * the overview greeting's "to". Each is sent the dot-segment form that the URL parser used to normalise
 * into "//evil.example/phish".
 */
import { describe, expect, it } from "vitest";
import { createCustomer as createCrmCustomer } from "~/.server/testing/crm";
import { createCustomer, PASSWORD } from "~/.server/testing/identity";
import * as overview from "../overview/index";
import * as intro from "../private/intro";
import { actorFor, call, location, post, routeContext, useRouteTestBed } from "~/.server/testing/routes";
import * as toastsDismiss from "../shell/toasts.dismiss";
import * as login from "./login";

const { database, runtime } = useRouteTestBed("redirect-targets");

const PHISHING = ["/.//evil.example/phish", "/%2e//evil.example/phish", "/..//evil.example/phish"];

describe("redirect targets from a request", () => {
  it.each(PHISHING)("sign-in with redirectTo=%s lands on the overview", async (target) => {
    const { user } = await createCustomer(database.db);
    const { context, session } = await routeContext(runtime, null, "192.0.2.77");
    const result = await call(
      login.action,
      post("http://x/login", { username: user.email, password: PASSWORD, redirectTo: target }),
      context,
    );
    expect(session.get("auth")).toBeDefined();
    expect(location(result)).toBe("/overview");
  });

  it.each(PHISHING)("/intro?redirectTo=%s sends a signed-in user to the overview", async (target) => {
    const { user, provision } = await createCrmCustomer(database.db, {
      email: `intro-${Math.random()}@example.de`,
    });
    const { context } = await routeContext(runtime, actorFor(user.id, { ownProvisionId: provision.id }));
    const result = await call(
      intro.loader,
      new Request(`http://x/intro?redirectTo=${encodeURIComponent(target)}`),
      context,
    );
    expect(location(result)).toBe("/overview");
  });

  it.each(PHISHING)("closing a toast with redirectTo=%s stays on the portal", async (target) => {
    const { context } = await routeContext(runtime, null);
    const result = await call(
      toastsDismiss.action,
      post("http://x/toasts/dismiss", { redirectTo: target }),
      context,
    );
    expect(location(result)).toBe("/");
  });

  it.each(PHISHING)("the overview greeting with to=%s stays on the overview", async (target) => {
    const { user, provision } = await createCrmCustomer(database.db, {
      email: `greet-${Math.random()}@example.de`,
    });
    const { context } = await routeContext(runtime, actorFor(user.id, { ownProvisionId: provision.id }));
    const result = await call(
      overview.action,
      post("http://x/overview", { intent: "greeted", to: target }),
      context,
    );
    expect(location(result)).toBe("/overview");
  });
});
