import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import {
  E2E_CLOCK_OFFSET_HEADER,
  E2E_FIXTURES_HEADER,
  e2eClock,
  e2eClockOffset,
  isFixtureRequestAllowed,
} from "./e2e-fixtures";

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

  it("move the clock for one request that carries the secret, and refuse the offset header without it", async () => {
    const handle = (address: string, headers: Record<string, string>) =>
      new Promise<{ status?: number; now?: number }>((resolve) => {
        const req = { socket: { remoteAddress: address }, get: (name: string) => headers[name] };
        const res = { status: (status: number) => ({ end: () => resolve({ status }) }) };
        e2eClockOffset(secret)(
          req as never,
          res as never,
          () =>
            // Read after an await, as a loader would: the offset follows the request's async work.
            void Promise.resolve().then(() => resolve({ now: e2eClock.now().getTime() })),
        );
      });
    const before = Date.now();
    const moved = await handle("127.0.0.1", {
      [E2E_FIXTURES_HEADER]: secret,
      [E2E_CLOCK_OFFSET_HEADER]: "62000",
    });
    expect(moved.now! - before).toBeGreaterThanOrEqual(62_000);
    expect(moved.now! - Date.now()).toBeLessThanOrEqual(62_000);
    // Outside a request the fixtures' clock is the real time.
    expect(Math.abs(e2eClock.now().getTime() - Date.now())).toBeLessThan(1_000);
    const plain = await handle("127.0.0.1", {});
    expect(Math.abs(plain.now! - Date.now())).toBeLessThan(1_000);
    expect(await handle("127.0.0.1", { [E2E_CLOCK_OFFSET_HEADER]: "62000" })).toEqual({ status: 404 });
    expect(
      await handle("10.0.0.7", { [E2E_FIXTURES_HEADER]: secret, [E2E_CLOCK_OFFSET_HEADER]: "62000" }),
    ).toEqual({ status: 404 });
    expect(
      await handle("127.0.0.1", { [E2E_FIXTURES_HEADER]: secret, [E2E_CLOCK_OFFSET_HEADER]: "-5" }),
    ).toEqual({ status: 404 });
  });
});
