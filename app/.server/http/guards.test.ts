import { describe, expect, it } from "vitest";
import { foreignOrigin, isMalformedForm, ownOrigins, requestTarget } from "./guards";

const own = ["http://localhost:3000"];

describe("foreignOrigin", () => {
  it("allows our own origin and requests without Origin and Referer", () => {
    expect(foreignOrigin({ origin: "http://localhost:3000" }, own)).toBeNull();
    expect(foreignOrigin({}, own)).toBeNull();
    expect(foreignOrigin({ referer: "http://localhost:3000/login?x=1" }, own)).toBeNull();
  });

  it("names another origin, a null origin and a foreign or broken referer", () => {
    expect(foreignOrigin({ origin: "https://evil.example" }, own)).toBe("https://evil.example");
    expect(foreignOrigin({ origin: "null" }, own)).toBe("null");
    expect(foreignOrigin({ referer: "https://evil.example/form" }, own)).toBe("https://evil.example");
    expect(foreignOrigin({ referer: "not a url" }, own)).toBe("(unreadable Referer)");
  });

  it("decides by Origin when both are present", () => {
    expect(foreignOrigin({ origin: "https://evil.example", referer: "http://localhost:3000/" }, own)).toBe(
      "https://evil.example",
    );
  });
});

describe("requestTarget and ownOrigins", () => {
  const BASE = "https://vorsorge.example.de";
  const direct = { encrypted: false, trusted: false };

  it("accepts the origin the request itself was sent to, e.g. 127.0.0.1 instead of localhost", () => {
    const origins = ownOrigins(BASE, requestTarget({ host: "127.0.0.1:3000" }, direct));
    expect(origins).toEqual([BASE, "http://127.0.0.1:3000"]);
    expect(foreignOrigin({ origin: "http://127.0.0.1:3000" }, origins)).toBeNull();
    expect(foreignOrigin({ origin: BASE }, origins)).toBeNull();
    expect(foreignOrigin({ origin: "http://localhost:3000" }, origins)).toBe("http://localhost:3000");
  });

  it("uses the TLS socket for the scheme and normalises default ports and case", () => {
    expect(
      ownOrigins(BASE, requestTarget({ host: "Portal.Example:443" }, { encrypted: true, trusted: false })),
    ).toEqual([BASE, "https://portal.example"]);
    expect(ownOrigins(BASE, requestTarget({ host: "[::1]:3000" }, direct))).toEqual([
      BASE,
      "http://[::1]:3000",
    ]);
  });

  it("honours X-Forwarded-Host and -Proto only from a trusted proxy", () => {
    const headers = {
      host: "app:3000",
      "x-forwarded-host": "portal.example, inner.example",
      "x-forwarded-proto": "https",
    };
    expect(ownOrigins(BASE, requestTarget(headers, { encrypted: false, trusted: true }))).toEqual([
      BASE,
      "https://portal.example",
    ]);
    // A client cannot widen the accepted origins by writing the headers itself.
    expect(ownOrigins(BASE, requestTarget(headers, direct))).toEqual([BASE, "http://app:3000"]);
  });

  it("ignores a Host that is no plain host, leaving BASE_URL", () => {
    for (const host of ["evil.example/x", "user@evil.example", "a b", "", "x:99999"]) {
      expect(ownOrigins(BASE, requestTarget({ host }, direct)), host).toEqual([BASE]);
    }
    expect(ownOrigins(BASE, requestTarget({}, direct))).toEqual([BASE]);
  });

  it("keeps refusing a foreign origin whatever the Host says", () => {
    const origins = ownOrigins(BASE, requestTarget({ host: "127.0.0.1:3000" }, direct));
    expect(foreignOrigin({ origin: "https://evil.example" }, origins)).toBe("https://evil.example");
    expect(foreignOrigin({ referer: "https://evil.example/page" }, origins)).toBe("https://evil.example");
  });
});

describe("isMalformedForm", () => {
  it("accepts ordinary form bodies and non-form bodies", async () => {
    expect(await isMalformedForm("application/x-www-form-urlencoded", Buffer.from("a=1&b=%C3%A4"))).toBe(
      false,
    );
    expect(await isMalformedForm("application/json", Buffer.from("{"))).toBe(false);
  });

  it("rejects a multipart body whose boundary does not match", async () => {
    const body = Buffer.from('--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n');
    expect(await isMalformedForm("multipart/form-data; boundary=xyz", body)).toBe(true);
  });
});
