import { inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import { COMMERCIAL_MAIL_TEMPLATES } from "~/domain/retention";
import type { Db } from "../db/client";
import { mailOutbox, type Provision } from "../db/schema";
import { lowerCaseEmail } from "~/i18n/format";

/** One e-mail as the portal composes it: a German text and HTML version for one recipient. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Idempotency key: the same logical mail (e.g. "confirmation:<tokenId>") is queued once. */
  dedupeKey?: string;
  /** Template key (e.g. "confirmation"), shown in the developer mailbox. */
  template?: string;
  /**
   * The customer account the mail belongs to (to the customer, or sent on their behalf). Recorded with the row:
   * the data export lists a customer's mails by it, never by address (an address proves nothing).
   */
  owner?: MailOwner;
}

export interface MailOwner {
  userId: string | null;
  provisionId: string | null;
}

/** The owner of mails about a provision: its account and the provision itself. */
export function mailOwner(provision: { id: string; userId: string | null }): MailOwner {
  return { userId: provision.userId, provisionId: provision.id };
}

/** Whom a provision's mail goes to and how it greets them: the contact e-mail, else the account's. */
export function mailRecipient(provision: Pick<Provision, "email" | "userEmail" | "salutation" | "lastname">) {
  return {
    to: provision.email ?? provision.userEmail,
    salutation: provision.salutation,
    lastname: provision.lastname,
  };
}

/**
 * Queues a mail in the transactional outbox; the sender delivers it after the commit. Pass the
 * transaction of the change that causes the mail, so both are stored or neither is.
 * With a `dedupeKey` that is already queued (or was sent) this is a no-op.
 */
export async function enqueueMail(db: Db, mail: Mail): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({
      to: lowerCaseEmail(mail.to),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      template: mail.template ?? null,
      dedupeKey: mail.dedupeKey ?? null,
      userId: mail.owner?.userId ?? null,
      provisionId: mail.owner?.provisionId ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

/**
 * The outbox's mails by status, for the metrics (decision 0097): "pending" is the queue still to send, "failed"
 * the mails given up after every retry. One grouped count (the outbox keeps sent mails for a while).
 */
export async function outboxStatusCounts(db: Db): Promise<{ status: string; count: number }[]> {
  return db
    .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
}

/**
 * Copies of commercial letters (`COMMERCIAL_MAIL_TEMPLATES`): kept six years, also after the account is deleted;
 * every other mail goes earlier (decision 0100).
 */
export const commercialMail = () => inArray(mailOutbox.template, [...COMMERCIAL_MAIL_TEMPLATES]);

/** Every other mail (one without a template too). */
export const notCommercialMail = () =>
  or(isNull(mailOutbox.template), notInArray(mailOutbox.template, [...COMMERCIAL_MAIL_TEMPLATES]));
