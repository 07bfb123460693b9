import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import pino from "pino";
import { useTestDatabase } from "../testing/test-database";
import { mailOutbox } from "../db/schema";
import { enqueueMail } from "./outbox";
import { smtpTransport, startMailSender } from "./sender";
import {
  activationLink,
  confirmationMail,
  escapeHtml,
  passwordResetLink,
  passwordResetMail,
} from "./templates";
import { decodeQuotedPrintable, decodeWords, parseMessage, useTestSmtpServer } from "../testing/mail";
import { DEFAULT_HOTLINE as hotline } from "../config";

const BASE = "http://localhost:3000";
const FROM = "Vorsorgeportal <no-reply@vorsorgeportal.de>";
const database = useTestDatabase({ seed: false });
const smtp = useTestSmtpServer();

function sender() {
  return startMailSender({
    db: database.db,
    transport: smtpTransport(smtp.url, FROM),
    from: FROM,
    logger: pino({ level: "silent" }),
    intervalMs: 3_600_000,
  });
}

describe("the message reader of the tests", () => {
  it("decodes quoted-printable with soft line breaks and encoded words", () => {
    expect(decodeQuotedPrintable("Bitte best=C3=A4tigen Sie Ihre E-Mail-Adre=\r\nsse: http://x/?a=3D1")).toBe(
      "Bitte bestätigen Sie Ihre E-Mail-Adresse: http://x/?a=1",
    );
    expect(decodeWords("=?UTF-8?Q?Bitte_best=C3=A4tigen?= =?UTF-8?Q?_Sie?=")).toBe("Bitte bestätigen Sie");
    expect(decodeWords("=?UTF-8?B?QmVzdMOkdGlndW5n?=")).toBe("Bestätigung");
  });
});

describe("sending through SMTP", () => {
  it("delivers a queued confirmation mail whose subject, recipient and link can be read back", async () => {
    const username = "erika.mustermann+vorsorge@example.org";
    const link = activationLink(BASE, "0f3c9a7e-4b1d-4c55-9f1e-2a7b8c9d0e1f", username);
    await enqueueMail(
      database.db,
      confirmationMail({ hotline, to: username, salutation: "madame", lastname: "Mustermann", link }),
    );
    const s = sender();
    expect(await s.runOnce()).toBe(1);
    await s.stop();

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.mailFrom).toBe("no-reply@vorsorgeportal.de");
    expect(message!.rcptTo).toEqual([username]);

    const parsed = parseMessage(message!.raw);
    expect(parsed.headers.subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse");
    expect(parsed.headers.to).toBe(username);
    expect(parsed.headers.from).toBe(FROM);
    expect(parsed.text).toContain("Sehr geehrte Frau Mustermann,");
    expect(parsed.text).toContain(link);
    const received = /http:\/\/localhost:3000\/activate-account\?\S+/.exec(parsed.text ?? "")?.[0];
    expect(received).toBe(link);
    expect(new URL(received!).searchParams.get("username")).toBe(username);
    expect(parsed.html).toContain('<html lang="de">');
    expect(parsed.html).toContain(`href="${escapeHtml(link)}"`);

    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, username));
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row!.messageId).toMatch(/^<.+@.+>$/);
  });

  it("delivers a password-reset mail with its token intact", async () => {
    const link = passwordResetLink(BASE, "a".repeat(43));
    await enqueueMail(database.db, passwordResetMail({ hotline, to: "Max@Example.org", link }));
    const s = sender();
    await s.runOnce();
    await s.stop();
    const parsed = parseMessage(smtp.received.at(-1)!.raw);
    expect(smtp.received.at(-1)!.rcptTo).toEqual(["max@example.org"]);
    expect(parsed.headers.subject).toBe("Ihr neues Passwort für das Vorsorgeportal");
    expect(parsed.text).toContain(`\n${link}\n`);
  });

  it("keeps a mail the server refuses for a retry, with the server's answer as the error", async () => {
    await enqueueMail(
      database.db,
      passwordResetMail({ hotline, to: "reject@example.org", link: `${BASE}/x` }),
    );
    const s = sender();
    expect(await s.runOnce()).toBe(1);
    await s.stop();
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "reject@example.org"));
    expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(row!.lastError).toMatch(/550/);
  });
});
