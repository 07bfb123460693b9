import { beforeEach, describe, expect, it } from "vitest";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import pino from "pino";
import { useTestDatabase } from "../testing/test-database";
import { mailOutbox } from "../db/schema";
import { enqueueMail, type Mail } from "./outbox";
import {
  MAIL_LOCK_MS,
  MAIL_MAX_ATTEMPTS,
  retryDelayMs,
  startMailSender,
  type MailSender,
  type MailSenderOptions,
  type MailTransport,
} from "./sender";

const MINUTE = 60_000;
const silent = pino({ level: "silent" });
const database = useTestDatabase({ seed: false });
const senders: MailSender[] = [];

beforeEach(async () => {
  await Promise.all(senders.splice(0).map((s) => s.stop()));
  await database.db.delete(mailOutbox);
});

/** A clock ahead of the database's now(), so freshly queued mails are due. */
function fakeClock() {
  let at = Date.now() + 1000;
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

/** A transport that records what it was asked to send and fails while `failing` is set. */
function recordingTransport() {
  const sent: (Mail & { from: string })[] = [];
  const transport = {
    failing: false as false | string,
    sent,
    async send(mail: Mail & { from: string }) {
      if (transport.failing) throw new Error(transport.failing);
      sent.push(mail);
      return { messageId: `<${sent.length}@test>` };
    },
  };
  return transport;
}

/** A sender that only works when the test calls runOnce() (its own loop waits an hour). */
function sender(options: Partial<MailSenderOptions> & Pick<MailSenderOptions, "transport">) {
  const s = startMailSender({ db: database.db, logger: silent, intervalMs: 3_600_000, ...options });
  senders.push(s);
  return s;
}

async function queue(count: number, prefix = "kunde") {
  for (let i = 0; i < count; i++) {
    await enqueueMail(database.db, {
      to: `${prefix}${i}@example.org`,
      subject: `Betreff ${i}`,
      text: `Text ${i}`,
      html: `<p>HTML ${i}</p>`,
    });
  }
}

const row = async (to: string) => {
  const [found] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return found!;
};

describe("retryDelayMs", () => {
  it("doubles from one minute and stops at one hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelayMs(n) / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });
});

describe("startMailSender", () => {
  it("sends due mails with the From address and marks them sent", async () => {
    await queue(3);
    const clock = fakeClock();
    const transport = recordingTransport();
    const s = sender({ transport, now: clock.now, from: "Portal <portal@example.org>" });

    expect(await s.runOnce()).toBe(3);
    expect(transport.sent.map((m) => [m.to, m.subject, m.text, m.html, m.from])).toEqual([
      ["kunde0@example.org", "Betreff 0", "Text 0", "<p>HTML 0</p>", "Portal <portal@example.org>"],
      ["kunde1@example.org", "Betreff 1", "Text 1", "<p>HTML 1</p>", "Portal <portal@example.org>"],
      ["kunde2@example.org", "Betreff 2", "Text 2", "<p>HTML 2</p>", "Portal <portal@example.org>"],
    ]);
    const first = await row("kunde0@example.org");
    expect(first).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null, lastError: null });
    expect(first.sentAt).toEqual(clock.now());
    expect(first.messageId).toBe("<1@test>");
    expect(await s.runOnce()).toBe(0);
    expect(transport.sent).toHaveLength(3);
  });

  it("sends in batches, oldest first", async () => {
    await queue(5);
    const transport = recordingTransport();
    const s = sender({ transport, now: fakeClock().now, batchSize: 2 });
    expect(await s.runOnce()).toBe(2);
    expect(await s.runOnce()).toBe(2);
    expect(await s.runOnce()).toBe(1);
    expect(transport.sent.map((m) => m.subject)).toEqual([0, 1, 2, 3, 4].map((i) => `Betreff ${i}`));
  });

  it("leaves mails alone until they are due", async () => {
    await queue(1);
    await database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() + 10 * MINUTE) });
    const clock = fakeClock();
    const transport = recordingTransport();
    const s = sender({ transport, now: clock.now });
    expect(await s.runOnce()).toBe(0);
    clock.advance(10 * MINUTE);
    expect(await s.runOnce()).toBe(1);
  });

  it("retries a failed mail with exponential backoff and records the error", async () => {
    await queue(1);
    const clock = fakeClock();
    const transport = recordingTransport();
    transport.failing = "421 Service not available";
    const s = sender({ transport, now: clock.now });

    for (const [attempt, waitMinutes] of [
      [1, 1],
      [2, 2],
      [3, 4],
    ] as const) {
      expect(await s.runOnce()).toBe(1);
      const failed = await row("kunde0@example.org");
      expect(failed).toMatchObject({ status: "pending", attempts: attempt, lockedUntil: null });
      expect(failed.lastError).toBe("421 Service not available");
      expect(failed.nextAttemptAt.getTime() - clock.now().getTime()).toBe(waitMinutes * MINUTE);
      // Not due again before the wait is over.
      clock.advance(waitMinutes * MINUTE - 1);
      expect(await s.runOnce()).toBe(0);
      clock.advance(1);
    }

    transport.failing = false;
    expect(await s.runOnce()).toBe(1);
    expect(await row("kunde0@example.org")).toMatchObject({ status: "sent", attempts: 4, lastError: null });
    expect(transport.sent).toHaveLength(1);
  });

  it("gives up after the maximum number of attempts and marks the mail failed", async () => {
    await queue(1);
    const clock = fakeClock();
    const transport = recordingTransport();
    transport.failing = "550 Mailbox unavailable";
    const s = sender({ transport, now: clock.now });

    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      expect(await s.runOnce()).toBe(1);
      clock.advance(retryDelayMs(attempt));
    }
    const failed = await row("kunde0@example.org");
    expect(failed).toMatchObject({
      status: "failed",
      attempts: MAIL_MAX_ATTEMPTS,
      lastError: "550 Mailbox unavailable",
      lockedUntil: null,
      sentAt: null,
    });
    clock.advance(24 * 60 * MINUTE);
    expect(await s.runOnce()).toBe(0);
  });

  it("without a transport marks mails sent at once, keeping them for the developer mailbox", async () => {
    await queue(2);
    const clock = fakeClock();
    const s = sender({ transport: null, now: clock.now });
    expect(await s.runOnce()).toBe(2);
    const kept = await row("kunde1@example.org");
    expect(kept).toMatchObject({ status: "sent", text: "Text 1", html: "<p>HTML 1</p>" });
    expect(kept.sentAt).toEqual(clock.now());
  });

  it("skips mails another sender has claimed, and retries them once that claim has expired", async () => {
    await queue(1);
    const clock = fakeClock();
    // A replica claimed the mail and died before recording an outcome.
    await database.db.update(mailOutbox).set({ lockedUntil: new Date(clock.now().getTime() + MAIL_LOCK_MS) });
    const transport = recordingTransport();
    const s = sender({ transport, now: clock.now });
    expect(await s.runOnce()).toBe(0);
    clock.advance(MAIL_LOCK_MS);
    expect(await s.runOnce()).toBe(1);
    expect(transport.sent).toHaveLength(1);
  });

  it("sends by itself on its interval, and stop() waits for the batch in progress", async () => {
    await queue(2);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    const transport: MailTransport = {
      async send(mail) {
        started.push(mail.to);
        await gate;
      },
    };
    const s = startMailSender({ db: database.db, transport, logger: silent, intervalMs: 10 });
    await expect.poll(() => started.length, { timeout: 5000 }).toBe(1);

    let stopped = false;
    const stopping = s.stop().then(() => (stopped = true));
    await sleep(50);
    expect(stopped).toBe(false);
    release();
    await stopping;
    // The whole batch was finished, nothing is left claimed.
    expect(started).toEqual(["kunde0@example.org", "kunde1@example.org"]);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.map((r) => [r.status, r.lockedUntil])).toEqual([
      ["sent", null],
      ["sent", null],
    ]);

    // After stop() the loop polls no more.
    await queue(1, "spaet");
    await sleep(60);
    expect((await row("spaet0@example.org")).status).toBe("pending");
  });

  it("keeps polling after a failed poll", async () => {
    await queue(1);
    let calls = 0;
    const transport = recordingTransport();
    const flaky: MailSenderOptions["db"] = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "transaction" && calls++ === 0) {
          return () => Promise.reject(new Error("connection lost"));
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const s = startMailSender({ db: flaky, transport, logger: silent, intervalMs: 10 });
    senders.push(s);
    await expect.poll(() => transport.sent.length, { timeout: 5000 }).toBe(1);
    expect(calls).toBeGreaterThan(1);
  });
});

describe("two senders at once", () => {
  it("send every mail exactly once", async () => {
    const total = 60;
    await queue(total);
    const deliveries: string[] = [];
    const transport = (name: string): MailTransport => ({
      async send(mail) {
        deliveries.push(`${name}:${mail.to}`);
        await sleep(Math.random() * 3);
      },
    });
    const a = sender({ transport: transport("a"), batchSize: 4 });
    const b = sender({ transport: transport("b"), batchSize: 4 });
    const drain = async (s: MailSender) => {
      while ((await s.runOnce()) > 0);
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);

    const recipients = deliveries.map((d) => d.slice(2));
    expect(recipients).toHaveLength(total);
    expect(new Set(recipients).size).toBe(total);
    expect(new Set(deliveries.map((d) => d[0]))).toEqual(new Set(["a", "b"]));
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1 && r.lockedUntil === null)).toBe(true);
  });
});
