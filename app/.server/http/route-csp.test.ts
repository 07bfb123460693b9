import { describe, expect, it } from "vitest";
import { extendPolicy, routeCspHeaders, ROUTE_CSP_HEADER } from "./route-csp";

const POLICY = "default-src 'self';script-src 'self' 'nonce-abc';connect-src 'self';object-src 'none'";

describe("route-specific CSP", () => {
  it("adds host sources to the named directives and creates a missing one", () => {
    const header = routeCspHeaders({
      "script-src": ["https://www.paypal.com", "https://*.paypal.com"],
      "frame-src": ["https://*.paypal.com"],
    })[ROUTE_CSP_HEADER]!;
    expect(extendPolicy(POLICY, header)).toBe(
      "default-src 'self';script-src 'self' 'nonce-abc' https://www.paypal.com https://*.paypal.com;connect-src 'self';object-src 'none';frame-src 'self' https://*.paypal.com",
    );
  });

  it("ignores keywords, other directives and malformed values", () => {
    expect(extendPolicy(POLICY, JSON.stringify({ "script-src": ["'unsafe-inline'", "*"] }))).toBe(POLICY);
    expect(extendPolicy(POLICY, JSON.stringify({ "default-src": ["https://evil.example"] }))).toBe(POLICY);
    expect(extendPolicy(POLICY, "not json")).toBe(POLICY);
  });

  it("allows a loopback stand-in with a port", () => {
    expect(extendPolicy(POLICY, JSON.stringify({ "connect-src": ["http://127.0.0.1:4106"] }))).toContain(
      "connect-src 'self' http://127.0.0.1:4106",
    );
  });
});
