import { describe, expect, it } from "vitest";
import { linkifyOwnUrls, mailboxEnabled, mailPreviewDocument, requireMailbox } from "./mailbox";

const BASE = "http://localhost:3000";

describe("mailboxEnabled", () => {
  it("is on outside production, off in production, and MAIL_DEV decides when set", () => {
    expect(mailboxEnabled({ production: false, MAIL_DEV: undefined })).toBe(true);
    expect(mailboxEnabled({ production: true, MAIL_DEV: undefined })).toBe(false);
    expect(mailboxEnabled({ production: true, MAIL_DEV: "1" })).toBe(true);
    expect(mailboxEnabled({ production: false, MAIL_DEV: "0" })).toBe(false);
  });

  const database = { db: {} } as Parameters<typeof requireMailbox>[0]["database"];
  const key = "k".repeat(43);
  const off = {
    config: {
      production: true,
      MAIL_DEV: undefined,
      MAIL_DEV_KEY: undefined,
      BASE_URL: "http://localhost:3000",
    },
    database,
  } as Parameters<typeof requireMailbox>[0];
  const on: typeof off = { ...off, config: { ...off.config, MAIL_DEV: "1", MAIL_DEV_KEY: key } };
  const status = async (request: Request, runtime = on) => {
    try {
      await requireMailbox(runtime, request);
      return 200;
    } catch (error) {
      if (error instanceof Response) return error.status;
      return (error as { init?: { status?: number } }).init?.status;
    }
  };
  const get = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

  it("answers 404 for the mailbox routes when off, even with a key", async () => {
    expect(await status(get(`http://localhost:3000/dev/mailbox?key=${key}`), off)).toBe(404);
    expect(
      await status(get("http://localhost:3000/dev/mailbox", { Cookie: `__vp_mailbox=${key}` }), off),
    ).toBe(404);
  });

  it("refuses a request through a proxy on this host that carries no key (X-Forwarded-For, loopback Host)", async () => {
    const proxied = get("http://127.0.0.1:3000/dev/mailbox?to=anna%40example.de", {
      "X-Forwarded-For": "203.0.113.9",
      Forwarded: "for=203.0.113.9",
    });
    expect(await status(proxied)).toBe(404);
    expect(await status(get("http://127.0.0.1:3000/dev/mailbox"))).toBe(404);
  });

  it("refuses a DNS-rebinding page (foreign Host) and a wrong key or cookie", async () => {
    expect(await status(get("http://rebind.attacker.example:3000/dev/mailbox"))).toBe(404);
    expect(await status(get(`http://localhost:3000/dev/mailbox?key=${key}x`))).toBe(404);
    expect(await status(get("http://localhost:3000/dev/mailbox?key="))).toBe(404);
    expect(await status(get("http://localhost:3000/dev/mailbox", { Cookie: "__vp_mailbox=guess" }))).toBe(
      404,
    );
  });

  it("moves a valid key from the address into a cookie for the mailbox paths, then answers with the cookie", async () => {
    let redirect: Response | undefined;
    try {
      await requireMailbox(on, get(`http://localhost:3000/dev/mailbox?to=anna&key=${key}`));
    } catch (error) {
      redirect = error as Response;
    }
    expect(redirect?.status).toBe(302);
    expect(redirect?.headers.get("Location")).toBe("/dev/mailbox?to=anna");
    const cookie = redirect?.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(
      /^__vp_mailbox=[^;]+; Max-Age=\d+; Path=\/dev\/mailbox; HttpOnly; SameSite=Strict/,
    );
    const request = get("http://localhost:3000/dev/mailbox/x", { Cookie: cookie.split(";")[0]! });
    expect(await requireMailbox(on, request)).toBe(database.db);
  });
});

describe("linkifyOwnUrls", () => {
  it("turns links into our portal into link segments and keeps other text as it is", () => {
    const text = `Bitte öffnen:\n${BASE}/activate-account?code=1&username=a%40b.de\n\nMehr unter https://example.com/x.`;
    expect(linkifyOwnUrls(text, BASE)).toEqual([
      { text: "Bitte öffnen:\n" },
      {
        text: `${BASE}/activate-account?code=1&username=a%40b.de`,
        href: `${BASE}/activate-account?code=1&username=a%40b.de`,
      },
      { text: "\n\nMehr unter https://example.com/x." },
    ]);
  });

  it("leaves trailing punctuation out of the link and ignores look-alike hosts", () => {
    expect(linkifyOwnUrls(`Siehe ${BASE}/overview.`, `${BASE}/`)).toEqual([
      { text: "Siehe " },
      { text: `${BASE}/overview`, href: `${BASE}/overview` },
      { text: "." },
    ]);
    expect(linkifyOwnUrls(`${BASE}.evil.example/x ${BASE}0/y`, BASE)).toEqual([
      { text: `${BASE}.evil.example/x ${BASE}0/y` },
    ]);
    expect(linkifyOwnUrls("", BASE)).toEqual([]);
  });
});

describe("mailPreviewDocument", () => {
  it("puts a policy that forbids scripts and loading first, keeping one doctype", () => {
    const preview = mailPreviewDocument(
      '<!DOCTYPE html>\n<html lang="de"><head><title>x</title></head></html>',
    );
    expect(preview).toMatch(
      /^<!DOCTYPE html><meta http-equiv="Content-Security-Policy" content="default-src 'none';/,
    );
    expect(preview.match(/<!doctype/gi)).toHaveLength(1);
    expect(preview).toContain('<html lang="de">');
    expect(mailPreviewDocument("<p>nur ein Absatz</p>")).toMatch(
      /^<!DOCTYPE html><meta [^>]+><p>nur ein Absatz<\/p>$/,
    );
  });
});
