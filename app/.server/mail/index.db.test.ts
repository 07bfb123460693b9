import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { mailOutbox } from "../db/schema";
import { useTestDatabase } from "../testing/test-database";
import type { Runtime } from "../runtime";
import { createMailSender, enqueueMail } from ".";
import { parseMessage, useTestSmtpServer } from "../testing/mail";

const database = useTestDatabase({ seed: false });
const smtp = useTestSmtpServer();

const runtime = (config: Partial<Runtime["config"]>) =>
  ({ config: { MAIL_FROM: "Portal <portal@example.org>", ...config }, database }) as unknown as Runtime;

const statusOf = async (to: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]?.status;

describe("createMailSender", () => {
  it("without SMTP_URL keeps mails for the developer mailbox, polling every second", async () => {
    const sender = createMailSender(runtime({ SMTP_URL: undefined }));
    try {
      await enqueueMail(database.db, { to: "dev@example.org", subject: "S", text: "T", html: "" });
      await expect.poll(() => statusOf("dev@example.org"), { timeout: 5000 }).toBe("sent");
      expect(smtp.received).toEqual([]);
    } finally {
      await sender.stop();
    }
  });

  it("with SMTP_URL sends through SMTP from MAIL_FROM", async () => {
    const sender = createMailSender(runtime({ SMTP_URL: smtp.url }));
    try {
      await enqueueMail(database.db, { to: "smtp@example.org", subject: "Über SMTP", text: "T", html: "" });
      await expect.poll(() => statusOf("smtp@example.org"), { timeout: 5000 }).toBe("sent");
      const parsed = parseMessage(smtp.received[0]!.raw);
      expect(parsed.headers.from).toBe("Portal <portal@example.org>");
      expect(parsed.headers.subject).toBe("Über SMTP");
    } finally {
      await sender.stop();
    }
  });
});
