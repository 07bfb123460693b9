import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { isFixtureRequestAllowed } from "./e2e-fixtures";

const secret = "s".repeat(32);

describe("e2e fixture endpoints", () => {
  it("answer only loopback callers that present the secret", () => {
    expect(isFixtureRequestAllowed("127.0.0.1", secret, secret)).toBe(true);
    expect(isFixtureRequestAllowed("::1", secret, secret)).toBe(true);
    expect(isFixtureRequestAllowed("::ffff:127.0.0.1", secret, secret)).toBe(true);
    expect(isFixtureRequestAllowed("10.0.0.7", secret, secret)).toBe(false);
    expect(isFixtureRequestAllowed("::ffff:192.168.1.2", secret, secret)).toBe(false);
    expect(isFixtureRequestAllowed(undefined, secret, secret)).toBe(false);
    expect(isFixtureRequestAllowed("127.0.0.1", undefined, secret)).toBe(false);
    expect(isFixtureRequestAllowed("127.0.0.1", `${secret}x`, secret)).toBe(false);
    expect(isFixtureRequestAllowed("127.0.0.1", "t".repeat(32), secret)).toBe(false);
  });

  it("cannot be switched on with a short value or for a public https address", () => {
    const base = { DATA_DIR: "/tmp/vp-config-test", SESSION_SECRET: "x".repeat(32) };
    expect(loadConfig({ ...base, E2E_FIXTURES_SECRET: secret }).E2E_FIXTURES_SECRET).toBe(secret);
    expect(loadConfig(base).E2E_FIXTURES_SECRET).toBeUndefined();
    expect(() => loadConfig({ ...base, E2E_FIXTURES_SECRET: "1" })).toThrow(/E2E_FIXTURES_SECRET/);
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: "production",
        MAIL_TRANSPORT: "outbox",
        INSURANCE: "embedded",
        BASE_URL: "https://vorsorge.example",
        E2E_FIXTURES_SECRET: secret,
      }),
    ).toThrow(/E2E_FIXTURES_SECRET/);
  });
});
