import type * as ReactRouter from "react-router";
import { RouterContextProvider, type EntryContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { requestInfoContext } from "~/.server/context";
import { useNonce } from "~/nonce";

const page = vi.hoisted(() => ({ fail: false }));

// The router itself is React Router's; here it stands for any page, so that the test sees what the entry
// does with a render: the whole document in one answer, and nothing left behind once it is sent.
vi.mock("react-router", async (original) => ({
  ...(await original<typeof ReactRouter>()),
  ServerRouter: function Page() {
    const nonce = useNonce();
    if (page.fail) throw new Error("Die Seite ist kaputt.");
    return <p data-nonce={nonce}>Guten Tag</p>;
  },
}));

const { default: handleRequest } = await import("./entry.server");

function render(method = "GET") {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "abc123", ip: "127.0.0.1" });
  return handleRequest(
    new Request("http://localhost/overview", { method }),
    200,
    new Headers({ "X-Test": "1" }),
    {} as EntryContext,
    context,
  );
}

describe("the server entry", () => {
  beforeEach(() => {
    page.fail = false;
    // Only timeouts: React schedules its own work with setImmediate.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => vi.useRealTimers());

  it("answers with the whole document, its length and the request's nonce", async () => {
    const response = await render();
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toBe('<p data-nonce="abc123">Guten Tag</p>');
    expect(response.headers.get("Content-Length")).toBe(String(Buffer.byteLength(body)));
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("X-Test")).toBe("1");
  });

  // A timer left running would hold the finished render (React's request and every chunk) for six
  // seconds: under load that kept ~150 MB of pages alive (decision 0026).
  it("keeps no timer once the document is sent", async () => {
    await render();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps no timer when the page cannot be rendered", async () => {
    page.fail = true;
    await expect(render()).rejects.toThrow("Die Seite ist kaputt.");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("answers HEAD without rendering", async () => {
    const response = await render("HEAD");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
    expect(vi.getTimerCount()).toBe(0);
  });
});
