/**
 * The consent and tracking cookies are `Secure` exactly where the session cookie is (production behind an https
 * BASE_URL, decision 0029), so none of them travels over plain http there.
 */
import { describe, expect, it } from "vitest";
import { routeContext } from "~/.server/testing/routes";
import { loadConfig } from "~/.server/config";
import { consentCookie, trackingMiddleware } from "~/.server/consent";
import { createSessionStorage, type Runtime } from "~/.server/runtime";
import * as consent from "./cookie-consent";

function runtimeAt(baseUrl: string, nodeEnv: "production" | "development"): Runtime {
  const config = {
    ...loadConfig({ SESSION_SECRET: "s".repeat(40), DATA_DIR: "/tmp/vp-consent-test" }),
    BASE_URL: baseUrl,
    production: nodeEnv === "production",
  };
  return { config, sessions: createSessionStorage(config) } as unknown as Runtime;
}

async function choose(runtime: Runtime, choice: "accept" | "decline") {
  const { context } = await routeContext(runtime, null);
  const request = new Request(`${runtime.config.BASE_URL}/cookie-consent`, {
    method: "POST",
    body: new URLSearchParams({ consent: choice, redirectTo: "/" }),
  });
  const response = (await consent.action({ request, context, params: {} } as never)) as Response;
  return response.headers.getSetCookie();
}

const named = (cookies: string[], name: string) => cookies.find((cookie) => cookie.startsWith(`${name}=`));

describe("consent and tracking cookies", () => {
  it("are Secure in production under https, like the session cookie", async () => {
    const runtime = runtimeAt("https://vorsorge.example", "production");
    for (const choice of ["accept", "decline"] as const) {
      const cookies = await choose(runtime, choice);
      for (const name of ["vp_consent", "sessionID", "userID"]) {
        expect(named(cookies, name), `${choice}: ${name}`).toMatch(/; Secure/i);
      }
    }
  });

  it("are Secure when the tracking middleware renews them under https", async () => {
    const runtime = runtimeAt("https://vorsorge.example", "production");
    const { context } = await routeContext(runtime, null);
    const accepted = (await consentCookie.serialize("accept")).split(";")[0]!;
    const request = new Request("https://vorsorge.example/", { headers: { Cookie: accepted } });
    const response = (await trackingMiddleware(
      { request, context, params: {} } as never,
      async () => new Response("ok"),
    )) as Response;
    const cookies = response.headers.getSetCookie();
    expect(named(cookies, "sessionID")).toMatch(/; Secure/i);
    expect(named(cookies, "userID")).toMatch(/; Secure/i);
  });

  it("are not Secure on a plain-http development server (the browser would drop them)", async () => {
    const cookies = await choose(runtimeAt("http://localhost:3000", "development"), "accept");
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).not.toMatch(/; Secure/i);
  });
});
