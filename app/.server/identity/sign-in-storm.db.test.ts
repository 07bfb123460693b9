/**
 * A sign-in storm (decision 0098): when the queue of password hashes is full, a sign-in is answered at once with
 * 503, Retry-After and the German "in einer Minute noch einmal", and nothing is counted against the visitor.
 */
import { afterEach, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { loginAttempts } from "~/.server/db/schema";
import { hashPassword, setMaxWaitingHashes, verifyPassword } from "./password";
import { createCustomer, PASSWORD } from "~/.server/testing/identity";
import { call, post, routeContext, useRouteTestBed } from "~/.server/testing/routes";
import * as login from "~/routes/auth/login";

const { database, runtime } = useRouteTestBed("sign-in-storm");
afterEach(() => setMaxWaitingHashes());

const attemptsOf = async (email: string) =>
  (
    await database.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email)))
  )[0]!.n;

describe("a sign-in storm", () => {
  it("answers 503 with Retry-After and the German message at once, counting nothing, while the queue is full", async () => {
    const { user } = await createCustomer(database.db);
    setMaxWaitingHashes(0);
    const { context, session } = await routeContext(runtime, null, "192.0.2.88");
    const result = (await call(
      login.action,
      post("http://x/login", { username: user.email, password: PASSWORD }),
      context,
    )) as { init: ResponseInit | null; data: { error?: Record<string, string[]> } };
    expect(result.init?.status).toBe(503);
    expect(new Headers(result.init?.headers).get("Retry-After")).toBe("60");
    expect(Object.values(result.data.error ?? {}).flat()).toContain(
      "Gerade melden sich sehr viele Menschen gleichzeitig an. Bitte versuchen Sie es in einer Minute noch einmal.",
    );
    expect(session.get("auth")).toBeUndefined();
    expect(await attemptsOf(user.email)).toBe(0);
    // The page forwards the wait to the browser.
    expect(
      new Headers(login.headers({ actionHeaders: new Headers(result.init?.headers) } as never)).get(
        "Retry-After",
      ),
    ).toBe("60");
  });

  it("queues no more hashes than the limit: the ones beyond it are refused, the others finish", async () => {
    const stored = await hashPassword("geheim-12345");
    setMaxWaitingHashes(2);
    const checks = Array.from({ length: 8 }, () => verifyPassword("geheim-12345", stored));
    const outcomes = await Promise.allSettled(checks);
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    for (const o of refused)
      expect((o as PromiseRejectedResult).reason).toMatchObject({ code: "signInBusy", status: 503 });
    expect(
      outcomes
        .filter((o) => o.status === "fulfilled")
        .every((o) => (o as PromiseFulfilledResult<boolean>).value),
    ).toBe(true);
  });
});
