import { describe, expect, it } from "vitest";
import {
  CSP_EXTENSION_HEADER,
  cspExtension,
  extendPolicy,
  forwardCspExtension,
  parseCspExtension,
  sourceOfUrlTemplate,
} from "./csp";

const POLICY = "default-src 'self';img-src 'self' data:;script-src 'self' 'nonce-abc';object-src 'none'";

describe("route-specific CSP extensions", () => {
  it("adds the sources to their directive only", () => {
    const policy = extendPolicy(POLICY, { "img-src": ["https://tile.openstreetmap.org"] });
    expect(policy).toBe(
      "default-src 'self';img-src 'self' data: https://tile.openstreetmap.org;script-src 'self' 'nonce-abc';object-src 'none'",
    );
    expect(extendPolicy(policy, { "img-src": ["https://tile.openstreetmap.org"] })).toBe(policy);
  });

  it("creates a missing directive from default-src", () => {
    expect(extendPolicy(POLICY, { "frame-src": ["https://www.paypal.com"] })).toBe(
      `${POLICY};frame-src 'self' https://www.paypal.com`,
    );
  });

  it("turns a URL template into its origin, {s} subdomains into a wildcard", () => {
    expect(sourceOfUrlTemplate("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(
      "https://tile.openstreetmap.org",
    );
    expect(sourceOfUrlTemplate("https://{s}.tile.example.org:8443/{z}/{x}/{y}.png")).toBe(
      "https://*.tile.example.org:8443",
    );
    expect(() => sourceOfUrlTemplate("javascript:alert(1)")).toThrow(TypeError);
  });

  it("accepts only plain origins, never keywords", () => {
    expect(() => cspExtension({ "img-src": ["'unsafe-inline'"] })).toThrow(TypeError);
    expect(() => cspExtension({ "img-src": ["https://a.example; script-src *"] })).toThrow(TypeError);
    expect(() => cspExtension({ "default-src": ["https://a.example"] } as never)).toThrow(TypeError);
    expect(
      parseCspExtension(JSON.stringify({ "img-src": ["*", "'unsafe-eval'", "https://ok.example"] })),
    ).toEqual({
      "img-src": ["https://ok.example"],
    });
    expect(parseCspExtension(JSON.stringify({ "default-src": ["https://a.example"] }))).toEqual({});
    expect(parseCspExtension("not json")).toEqual({});
    expect(parseCspExtension(null)).toEqual({});
  });

  it("travels from the loader to the document response", () => {
    const header = cspExtension({ "img-src": ["https://tile.openstreetmap.org"] });
    const forwarded = forwardCspExtension({ loaderHeaders: new Headers(header) });
    expect(parseCspExtension(forwarded.get(CSP_EXTENSION_HEADER))).toEqual({
      "img-src": ["https://tile.openstreetmap.org"],
    });
    expect([...forwardCspExtension({ loaderHeaders: new Headers() }).keys()]).toEqual([]);
  });
});
