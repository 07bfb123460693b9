import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { BodyTooLargeError } from "~/domain/errors";
import {
  DRAIN_MAX_BYTES,
  addressRefusal,
  bodyRefusal,
  foreignOrigin,
  formRefusal,
  ownOrigins,
  readBody,
  requestTarget,
} from "./guards";

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

describe("formRefusal", () => {
  const form = "application/x-www-form-urlencoded";
  const multipart = (value: string) =>
    Buffer.from(`--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n${value}\r\n--xyz--\r\n`);

  it("accepts ordinary forms: umlauts, line breaks, tabs, an empty form", async () => {
    expect(
      await formRefusal(form, Buffer.from("a=1&b=%C3%A4+M%C3%BCller&c=Zeile%0D%0AZeile%09x")),
    ).toBeNull();
    expect(await formRefusal(`${form}; charset=UTF-8`, Buffer.from("a=ä"))).toBeNull();
    expect(await formRefusal(form, Buffer.alloc(0))).toBeNull();
    expect(await formRefusal("multipart/form-data; boundary=xyz", multipart("Grüße\r\nAnna"))).toBeNull();
  });

  it("refuses JSON, text and a missing content type: request.formData() would throw", async () => {
    expect(await formRefusal("application/json", Buffer.from('{"email":"a@b.de"}'))).toBe("notForm");
    expect(await formRefusal("text/plain", Buffer.from("email=a@b.de"))).toBe("notForm");
    expect(await formRefusal(undefined, Buffer.from("email=a@b.de"))).toBe("notForm");
    expect(await formRefusal(undefined, Buffer.alloc(0))).toBe("notForm");
  });

  it("leaves an uploaded file's bytes to its route, but refuses a text field that is no UTF-8", async () => {
    const type = "multipart/form-data; boundary=xyz";
    const file = Buffer.concat([
      Buffer.from(
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nM',
      ),
      Buffer.from([0xfc]), // "ü" in Latin-1
      Buffer.from("nchen\r\n--xyz--\r\n"),
    ]);
    expect(await formRefusal(type, file)).toBeNull();
    const field = Buffer.concat([
      Buffer.from('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nM'),
      Buffer.from([0xfc]),
      Buffer.from("nchen\r\n--xyz--\r\n"),
    ]);
    expect(await formRefusal(type, field)).toBe("unreadableText");
  });

  it("refuses a multipart body whose boundary does not match", async () => {
    const body = Buffer.from('--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n');
    expect(await formRefusal("multipart/form-data; boundary=xyz", body)).toBe("malformed");
  });

  it("refuses NUL and other control characters, in values and names, encoded or raw", async () => {
    for (const body of ["name=Anna%00", "name=%1B%5B31m", "na%00me=x", "a=%7F", "a=%0C"]) {
      expect(await formRefusal(form, Buffer.from(body)), body).toBe("unreadableText");
    }
    expect(await formRefusal("multipart/form-data; boundary=xyz", multipart("Anna\u0000"))).toBe(
      "unreadableText",
    );
  });

  it("refuses bytes that are no UTF-8: raw, percent-encoded, cut off, a lone surrogate, a stray %", async () => {
    expect(await formRefusal(form, Buffer.from([0x61, 0x3d, 0xff, 0xfe]))).toBe("unreadableText");
    for (const body of ["a=%FF", "a=%C3", "a=%ED%A0%80", "a=100%"]) {
      expect(await formRefusal(form, Buffer.from(body)), body).toBe("unreadableText");
    }
    const latin1 = Buffer.concat([
      Buffer.from('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nM'),
      Buffer.from([0xfc]),
      Buffer.from("ller\r\n--xyz--\r\n"),
    ]);
    expect(await formRefusal("multipart/form-data; boundary=xyz", latin1)).toBe("unreadableText");
  });
});

describe("addressRefusal", () => {
  it("accepts ordinary addresses, encoded umlauts, + and %2B", () => {
    for (const url of [
      "/overview",
      "/register/place?q=K%C3%B6ln",
      "/x?q=a+b&r=%2B49",
      "/einsicht/Ab-c_d",
      "/a+b",
    ]) {
      expect(addressRefusal(url), url).toBeNull();
    }
  });

  it("refuses a NUL or control character and non-UTF-8 in the query or the path", () => {
    for (const url of [
      "/register/places?q=%00",
      "/dev/mailbox?to=a%1B",
      "/x?q=%FF",
      "/overview/guests/%00",
      "/x/%C3",
    ]) {
      expect(addressRefusal(url), url).toBe("unreadableText");
    }
  });
});

describe("bodyRefusal", () => {
  const json = Buffer.from('{"event_type":"BILLING.SUBSCRIPTION.CANCELLED","resource":{"id":"I-1"}}');

  it("lets JSON through to the JSON APIs only, in UTF-8", async () => {
    expect(await bodyRefusal("/api/paypal/webhook", "application/json", json)).toBeNull();
    expect(await bodyRefusal("/api/paypal/webhook", "application/json; charset=utf-8", json)).toBeNull();
    expect(
      await bodyRefusal("/api/paypal/webhook", "application/json", Buffer.from([0x7b, 0xff, 0x7d])),
    ).toBe("unreadableText");
    expect(await bodyRefusal("/api/paypal/webhook", "text/plain", json)).toBe("notForm");
    expect(await bodyRefusal("/api/paypal/webhook", undefined, json)).toBe("notForm");
  });

  it("keeps every other path to forms", async () => {
    expect(await bodyRefusal("/login", "application/json", json)).toBe("notForm");
    expect(await bodyRefusal("/apix/webhook", "application/json", json)).toBe("notForm");
    expect(await bodyRefusal("/login", "application/x-www-form-urlencoded", Buffer.from("a=1"))).toBeNull();
  });
});

describe("readBody", () => {
  /** A request body sent in chunks of 64 kB, with or without a Content-Length. */
  function sent(bytes: number, declared = false) {
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let left = bytes;
    const stream = new Readable({
      read() {
        if (left <= 0) return void this.push(null);
        const part = chunk.subarray(0, Math.min(left, chunk.length));
        left -= part.length;
        this.push(part);
      },
    });
    return Object.assign(stream, {
      headers: declared ? { "content-length": String(bytes) } : {},
    }) as unknown as IncomingMessage & Readable;
  }
  const refusal = (promise: Promise<Buffer>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it("reads a body within the limit", async () => {
    expect((await readBody(sent(1000), 1024)).length).toBe(1000);
  });

  it("reads a 2 MB body over the limit to its end before refusing it, so the answer can be sent (413, not a reset)", async () => {
    for (const declared of [false, true]) {
      const request = sent(2 * 1024 * 1024, declared);
      const error = await refusal(readBody(request, 1024 * 1024));
      expect(error).toBeInstanceOf(BodyTooLargeError);
      expect((error as BodyTooLargeError).drained).toBe(true);
      expect(request.readableEnded).toBe(true);
    }
  });

  it("reads no further than DRAIN_MAX_BYTES: beyond it the connection is closed", async () => {
    const declared = await refusal(readBody(sent(DRAIN_MAX_BYTES + 1, true), 1024));
    expect((declared as BodyTooLargeError).drained).toBe(false);
    const chunked = await refusal(readBody(sent(DRAIN_MAX_BYTES + 64 * 1024), 1024));
    expect((chunked as BodyTooLargeError).drained).toBe(false);
  });
});
