import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact";

describe("redactUrl", () => {
  it("hides mailed codes and tokens and the e-mail address beside them", () => {
    expect(redactUrl("/activate-account?code=123456&username=anna%40example.de")).toBe(
      "/activate-account?code=[redacted]&username=[redacted]",
    );
    expect(redactUrl("/forgot-password/verify?token=abcDEF-123")).toBe(
      "/forgot-password/verify?token=[redacted]",
    );
    expect(redactUrl("/salesforce?email=anna@example.de&page=2")).toBe("/salesforce?email=[redacted]&page=2");
    expect(redactUrl("/auth/oidc/callback?code=xyz&state=s3cr3t")).toBe(
      "/auth/oidc/callback?code=[redacted]&state=[redacted]",
    );
  });

  it("catches encoded, upper-case and repeated names, absolute URLs and React Router data requests", () => {
    expect(redactUrl("/x?Password=a&%70assword=b&E-Mail=c")).toBe(
      "/x?Password=[redacted]&%70assword=[redacted]&E-Mail=[redacted]",
    );
    expect(redactUrl("http://localhost:3000/activate-account.data?code=1&_routes=x")).toBe(
      "http://localhost:3000/activate-account.data?code=[redacted]&_routes=x",
    );
    expect(redactUrl("/forgot-password/verify?token=a&token=b#top")).toBe(
      "/forgot-password/verify?token=[redacted]&token=[redacted]",
    );
  });

  it("keeps harmless parameters and URLs without a query as they are", () => {
    expect(redactUrl("/overview")).toBe("/overview");
    expect(redactUrl("/register/place?q=2410&utm_source=zeitung")).toBe(
      "/register/place?q=2410&utm_source=zeitung",
    );
    expect(redactUrl("/login?redirectTo=%2Foverview&flag")).toBe("/login?redirectTo=%2Foverview&flag");
  });

  it("hides the token in the path of a read-access link, in every form a request can take", () => {
    const token = "Zq3xv0T-ab_CDefGhIjKlMnOpQrStUvWxYz0123456";
    expect(redactUrl(`/einsicht/${token}`)).toBe("/einsicht/[redacted]");
    expect(redactUrl(`/einsicht/${token}.data?_routes=routes%2Fx`)).toBe(
      "/einsicht/[redacted]?_routes=routes%2Fx",
    );
    expect(redactUrl(`http://localhost:3000/EINSICHT/${token}/`)).toBe(
      "http://localhost:3000/EINSICHT/[redacted]/",
    );
    expect(redactUrl(`/einsicht/${token}?token=x`)).toBe("/einsicht/[redacted]?token=[redacted]");
    expect(redactUrl("/overview/trusted-person")).toBe("/overview/trusted-person");
  });

  it("hides the developer mailbox's key", () => {
    expect(redactUrl("/dev/mailbox?key=abc&to=x")).toBe("/dev/mailbox?key=[redacted]&to=x");
  });

  it("drops a parameter whose name cannot be decoded instead of risking a secret", () => {
    expect(redactUrl("/x?%E0%A4%A=secret&ok=1")).toBe("/x?[redacted]&ok=1");
  });
});
