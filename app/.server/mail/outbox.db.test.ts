import { beforeEach, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { useTestDatabase } from "../testing/test-database";
import { mailOutbox } from "../db/schema";
import { enqueueMail, type Mail } from "./outbox";

const database = useTestDatabase({ seed: false });

beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

const mail = (overrides: Partial<Mail> = {}): Mail => ({
  to: "Erika@Example.org",
  subject: "Betreff",
  text: "Text",
  html: "<p>Text</p>",
  ...overrides,
});

const rows = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));

describe("enqueueMail", () => {
  it("stores a pending, due mail with the recipient lower-cased", async () => {
    await enqueueMail(database.db, mail({ template: "confirmation" }));
    const [row, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      to: "erika@example.org",
      subject: "Betreff",
      text: "Text",
      html: "<p>Text</p>",
      template: "confirmation",
      dedupeKey: null,
      status: "pending",
      attempts: 0,
      lockedUntil: null,
      sentAt: null,
      lastError: null,
    });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("queues a mail with a known dedupe key only once", async () => {
    await enqueueMail(database.db, mail({ dedupeKey: "confirmation:1", subject: "erste" }));
    await enqueueMail(database.db, mail({ dedupeKey: "confirmation:1", subject: "zweite" }));
    await enqueueMail(database.db, mail({ dedupeKey: "confirmation:2" }));
    const stored = await rows();
    expect(stored.map((r) => [r.dedupeKey, r.subject])).toEqual([
      ["confirmation:1", "erste"],
      ["confirmation:2", "Betreff"],
    ]);
  });

  it("queues every mail without a dedupe key", async () => {
    await enqueueMail(database.db, mail());
    await enqueueMail(database.db, mail());
    expect(await rows()).toHaveLength(2);
  });

  it("keeps a duplicate from aborting the caller's transaction", async () => {
    await enqueueMail(database.db, mail({ dedupeKey: "k" }));
    await database.db.transaction(async (tx) => {
      await enqueueMail(tx, mail({ dedupeKey: "k" }));
      await enqueueMail(tx, mail({ dedupeKey: "other" }));
    });
    expect((await rows()).map((r) => r.dedupeKey)).toEqual(["k", "other"]);
  });

  it("is stored together with the caller's change or not at all", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail({ dedupeKey: "rolled-back" }));
        throw new Error("the causing change failed");
      }),
    ).rejects.toThrow("the causing change failed");
    expect(await rows()).toEqual([]);
  });
});
