/**
 * Delivers the mail outbox. Every replica may run a sender: a batch of due rows is claimed inside a
 * transaction (`FOR UPDATE SKIP LOCKED`, then `locked_until` set), so a row is sent by one replica only;
 * the sending itself happens after that transaction, outside any row lock. A claim is a lease: a replica
 * that dies mid-batch leaves its rows locked until `locked_until`, then another replica retries them.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { DEFAULT_MAIL_FROM } from "../config";
import type { Db } from "../db/client";
import { mailOutbox, type MailOutboxEntry } from "../db/schema";
import { logger as rootLogger } from "../logger";
import { periodic } from "../periodic";
import { mailFailures } from "../metrics";
import type { Mail } from "./outbox";

export interface MailTransport {
  /** Sends one mail; throws when it was not accepted. May return the message id of the server. */
  send(mail: Mail & { from: string }): Promise<void | { messageId?: string }>;
}

export interface MailSenderOptions {
  db: Db;
  /** null: developer mailbox mode, rows are marked sent without sending (they stay in /dev/mailbox). */
  transport: MailTransport | null;
  logger?: Logger;
  /** Pause between two polls of the outbox (default 1 s); a full batch is followed at once by the next. */
  intervalMs?: number;
  now?: () => Date;
  /** The From header (default MAIL_FROM's default). */
  from?: string;
  batchSize?: number;
  maxAttempts?: number;
}

export interface MailSender {
  /** Stops polling and resolves when the batch in progress is finished. */
  stop(): Promise<void>;
  /** Claims and processes one batch of due mails; resolves to the number processed. */
  runOnce(): Promise<number>;
}

export const MAIL_BATCH_SIZE = 10;
export const MAIL_MAX_ATTEMPTS = 8;
/** How long a claim holds a row; longer than the SMTP timeouts of one batch. */
export const MAIL_LOCK_MS = 15 * 60_000;
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 60 * 60_000;
const ERROR_MAX_LENGTH = 1000;

/** Wait before the next attempt after `attempts` failed ones: 1 min, 2, 4, … at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

const claimedColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  text: mailOutbox.text,
  html: mailOutbox.html,
  template: mailOutbox.template,
  attempts: mailOutbox.attempts,
};
type ClaimedMail = Pick<MailOutboxEntry, keyof typeof claimedColumns>;

type Outcome = { ok: true; messageId?: string } | { ok: false; error: unknown };

export function startMailSender(options: MailSenderOptions): MailSender {
  const { db, transport } = options;
  const log = (options.logger ?? rootLogger).child({ component: "mail-sender" });
  const intervalMs = options.intervalMs ?? 1000;
  const now = options.now ?? (() => new Date());
  const from = options.from ?? DEFAULT_MAIL_FROM;
  const batchSize = options.batchSize ?? MAIL_BATCH_SIZE;
  const maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS;

  /** Claims up to batchSize due rows; the lease end doubles as the claim token. */
  async function claim(): Promise<{ rows: ClaimedMail[]; lease: Date }> {
    const at = now();
    const lease = new Date(at.getTime() + MAIL_LOCK_MS);
    const rows = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, "pending"),
            lte(mailOutbox.nextAttemptAt, at),
            or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, at)),
          ),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      const ids = due.map((row) => row.id);
      const claimed = await tx
        .update(mailOutbox)
        .set({ lockedUntil: lease, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, ids))
        .returning(claimedColumns);
      return ids.map((id) => claimed.find((row) => row.id === id)!);
    });
    return { rows, lease };
  }

  async function deliver(row: ClaimedMail): Promise<Outcome> {
    if (!transport) {
      log.info(
        { mailId: row.id, template: row.template },
        "mail kept in the developer mailbox (no SMTP_URL)",
      );
      return { ok: true };
    }
    try {
      const mail = { to: row.to, subject: row.subject, text: row.text, html: row.html ?? "", from };
      const info = await transport.send(mail);
      log.info({ mailId: row.id, template: row.template, messageId: info?.messageId }, "mail sent");
      return { ok: true, messageId: info?.messageId };
    } catch (error) {
      mailFailures.inc();
      return { ok: false, error };
    }
  }

  /** Records the outcome, but only while this sender still holds the claim. */
  async function record(row: ClaimedMail, lease: Date, outcome: Outcome): Promise<void> {
    const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.lockedUntil, lease));
    let changes: Partial<typeof mailOutbox.$inferInsert>;
    if (outcome.ok) {
      changes = { status: "sent", sentAt: now(), lastError: null, messageId: outcome.messageId ?? null };
    } else {
      const lastError = describeError(outcome.error);
      const failed = row.attempts >= maxAttempts;
      changes = failed
        ? { status: "failed", lastError }
        : { lastError, nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)) };
      log[failed ? "error" : "warn"](
        { mailId: row.id, template: row.template, attempts: row.attempts, err: outcome.error },
        failed ? "mail failed for good" : "mail not sent, will retry",
      );
    }
    const updated = await db
      .update(mailOutbox)
      .set({ ...changes, lockedUntil: null })
      .where(mine)
      .returning({ id: mailOutbox.id });
    if (updated.length === 0)
      log.warn({ mailId: row.id }, "mail claim expired before its outcome was recorded");
  }

  async function processBatch(): Promise<number> {
    const { rows, lease } = await claim();
    for (const row of rows) {
      const outcome = await deliver(row);
      try {
        await record(row, lease, outcome);
      } catch (error) {
        // The row stays claimed until the lease ends and is then retried.
        log.error({ mailId: row.id, err: error }, "could not record the outcome of a mail");
      }
    }
    return rows.length;
  }

  return periodic(processBatch, {
    name: "mail-outbox",
    firstDelayMs: intervalMs,
    // A full batch may have left more behind: the next one at once.
    nextDelayMs: (processed) => ((processed ?? 0) >= batchSize ? 0 : intervalMs),
    onError: (error) => log.error({ err: error }, "mail outbox poll failed"),
  });
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, ERROR_MAX_LENGTH);
}

/** SMTP timeouts unless the URL sets its own (`?socketTimeout=…`): a hanging server must not hold a claim. */
const SMTP_TIMEOUTS = { connectionTimeout: "30000", greetingTimeout: "30000", socketTimeout: "60000" };

/** Sends through SMTP with nodemailer; the URL takes nodemailer's options as query parameters. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transporter = nodemailer.createTransport(url.toString(), { from });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: mail.from || from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html || undefined,
      });
      return { messageId: info.messageId };
    },
  };
}
