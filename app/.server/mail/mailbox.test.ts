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
  const config = { production: true, MAIL_DEV: undefined } as Parameters<typeof requireMailbox>[0]["config"];
  const status = (call: () => unknown) => {
    try {
      call();
      return 200;
    } catch (error) {
      return (error as { init?: { status?: number } }).init?.status;
    }
  };

  it("answers 404 for the mailbox routes when off", () => {
    expect(status(() => requireMailbox({ config, database }, "127.0.0.1"))).toBe(404);
    expect(requireMailbox({ config: { ...config, MAIL_DEV: "1" }, database }, "127.0.0.1")).toBe(database.db);
  });

  it("answers 404 to every peer but the loopback interface, even when on", () => {
    const on = { config: { ...config, MAIL_DEV: "1" as const }, database };
    expect(status(() => requireMailbox(on, "192.168.1.20"))).toBe(404);
    expect(status(() => requireMailbox(on, "::ffff:10.0.0.7"))).toBe(404);
    expect(status(() => requireMailbox(on, undefined))).toBe(404);
    expect(status(() => requireMailbox(on, "::1"))).toBe(200);
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
