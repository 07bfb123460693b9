import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { loggerOptions } from "../logger";
import { redactUrl } from "./redact";

type Entry = { path?: string; children?: Entry[] };
/** Every path of the route table, parents' segments joined. */
function routePaths(entries: Entry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    return [...(entry.path ? [path] : []), ...routePaths(entry.children ?? [], path)];
  });
}

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
    expect(redactUrl("/backoffice/customers?list=unpaid&sort=since&dir=desc&page=2")).toBe(
      "/backoffice/customers?list=unpaid&sort=since&dir=desc&page=2",
    );
    expect(redactUrl("/x?quelle=zeitung&total=3&utm_source=zeitung")).toBe(
      "/x?quelle=zeitung&total=3&utm_source=zeitung",
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

  it("hides what a person typed about a person: searches, names, phone numbers, addresses", () => {
    expect(redactUrl("/backoffice/customers?q=kunde.a%40example.de")).toBe(
      "/backoffice/customers?q=[redacted]",
    );
    expect(redactUrl("/backoffice/customers?Q=Alpha&page=2")).toBe(
      "/backoffice/customers?Q=[redacted]&page=2",
    );
    expect(redactUrl("/x?firstname=Anna&lastname=M%C3%BCller&phone=0431&birthDate=1950-12-24")).toBe(
      "/x?firstname=[redacted]&lastname=[redacted]&phone=[redacted]&birthDate=[redacted]",
    );
    expect(redactUrl("/x?street=Hafenstr.&postalCode=24103&city=Kiel")).toBe(
      "/x?street=[redacted]&postalCode=[redacted]&city=[redacted]",
    );
  });

  it("hides the developer mailbox's key and its address filter", () => {
    expect(redactUrl("/dev/mailbox?key=abc&to=anna%40example.de")).toBe(
      "/dev/mailbox?key=[redacted]&to=[redacted]",
    );
  });

  it("hides the token of the partner's sign-up link, which prefills a name, an e-mail and a phone", () => {
    expect(redactUrl("/register/partner/eyJhbGciOi.payload.sig")).toBe("/register/partner/[redacted]");
    expect(redactUrl("/register/partner/abc.data?_routes=x")).toBe("/register/partner/[redacted]?_routes=x");
  });

  it("hides the token of every route with a token in its path (the route table)", () => {
    const withToken = routePaths(routes as Entry[]).filter((path) => /(^|\/):token\b/.test(path));
    expect(withToken.length).toBeGreaterThan(0);
    for (const path of withToken) {
      const url = path.replace(":token", "SeCrEt-ToKeN_123");
      expect(redactUrl(url), path).not.toContain("SeCrEt-ToKeN_123");
    }
  });

  it("drops a parameter whose name cannot be decoded instead of risking a secret", () => {
    expect(redactUrl("/x?%E0%A4%A=secret&ok=1")).toBe("/x?[redacted]&ok=1");
  });
});

describe("the portal's logger", () => {
  it("redacts the url and the referer of a log line", () => {
    let line = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        line += chunk.toString();
        done();
      },
    });
    pino(loggerOptions, sink).warn(
      { url: "/register/partner/tok3n?q=Alpha", referer: "https://portal.example/einsicht/s3cret" },
      "cross-origin form refused",
    );
    expect(JSON.parse(line)).toMatchObject({
      url: "/register/partner/[redacted]?q=[redacted]",
      referer: "https://portal.example/einsicht/[redacted]",
    });
  });
});
