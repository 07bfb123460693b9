import { describe, expect, it } from "vitest";
import type { Config } from "./config";
import { createSessionStorage } from "./runtime";

const config = {
  production: false,
  BASE_URL: "http://localhost:3000",
  SESSION_SECRET: "s".repeat(40),
} as Config;

describe("session cookies decoded once per cookie header", () => {
  it("gives every request its own copy of a remembered session", async () => {
    const sessions = createSessionStorage(config);
    const first = await sessions.getSession();
    first.set("skippedIntros", ["confirm"]);
    const cookie = (await sessions.commitSession(first)).split(";")[0]!;

    const a = await sessions.getSession(cookie);
    a.get("skippedIntros")?.push("welcome");
    a.set("showIntro", true);
    const b = await sessions.getSession(cookie);
    expect(b.get("skippedIntros")).toEqual(["confirm"]);
    expect(b.has("showIntro")).toBe(false);
  });

  it("still refuses a tampered cookie", async () => {
    const sessions = createSessionStorage(config);
    const session = await sessions.getSession();
    session.set("heldProvisionId", "p-1");
    const cookie = (await sessions.commitSession(session)).split(";")[0]!;
    const tampered = cookie.replace(/.(?=\.[^.]*$)/, (c) => (c === "A" ? "B" : "A"));
    expect((await sessions.getSession(tampered)).has("heldProvisionId")).toBe(false);
    expect((await sessions.getSession(cookie)).get("heldProvisionId")).toBe("p-1");
  });
});
