/** The session middleware's part in clearing the browser's cache when who is signed in changes (decision 0111). */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { runtimeContext } from "./context";
import { createSessionStorage, type Runtime } from "./runtime";
import { startSession } from "./services/account";
import {
  forgetCachedPages,
  sessionContext,
  sessionMiddleware,
  takeForgetPages,
  type AppSession,
} from "./session";

const config = loadConfig({ SESSION_SECRET: "s".repeat(40), DATA_DIR: "/tmp/vp-session-test" });
const runtime = { config, sessions: createSessionStorage(config) } as Runtime;

/**
 * One request through the session middleware with `cookie`; `work` plays the routes (it gets the session and the
 * request's context) and answers `status`. Returns the answer and the cookie the browser keeps afterwards.
 */
async function request(
  cookie: string | null,
  work: (session: AppSession, context: RouterContextProvider) => void,
  status = 200,
) {
  const context = new RouterContextProvider();
  context.set(runtimeContext, runtime);
  const headers = new Headers(cookie ? { Cookie: cookie } : {});
  const response = await sessionMiddleware(
    { request: new Request("http://portal.test/overview", { headers }), context, params: {} } as never,
    async () => {
      work(context.get(sessionContext), context);
      return new Response(null, { status });
    },
  );
  const set = (response as Response).headers.get("Set-Cookie");
  return { response: response as Response, cookie: set ? set.split(";")[0]! : cookie };
}

const tokens = { accessToken: "a", refreshToken: "r" };

describe("clearing the browser's cache when who is signed in changes", () => {
  it("is asked for by the answer of a sign-in, and by no other answer", async () => {
    const signIn = await request(null, (session) => startSession(session, tokens));
    expect(signIn.response.headers.get("Clear-Site-Data")).toBe('"cache"');
    const next = await request(signIn.cookie, (session, context) => {
      // The sign-in page is what was left: no second request is needed after a sign-in.
      expect(takeForgetPages(context)).toBe(false);
      session.set("showIntro", false);
    });
    expect(next.response.headers.get("Clear-Site-Data")).toBeNull();
  });

  it("after a sign-out, is asked for again by the next page shown, once", async () => {
    const signedIn = await request(null, (session) => startSession(session, tokens));
    const signOut = await request(
      signedIn.cookie,
      (session) => {
        session.unset("auth");
        forgetCachedPages(session, { signedOut: true });
      },
      302,
    );
    expect(signOut.response.headers.get("Clear-Site-Data")).toBe('"cache"');

    // A redirect (or a page without the root loader) does not use it up.
    const redirect = await request(
      signOut.cookie,
      (_session, context) => {
        expect(takeForgetPages(context)).toBe(true);
      },
      302,
    );
    const page = await request(redirect.cookie, (_session, context) => {
      expect(takeForgetPages(context)).toBe(true);
    });
    expect(page.response.headers.get("Clear-Site-Data")).toBeNull();
    await request(page.cookie, (_session, context) => {
      expect(takeForgetPages(context)).toBe(false);
    });
  });
});
