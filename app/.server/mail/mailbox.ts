/** The developer mailbox (/dev/mailbox): reads the outbox, for developers and end-to-end tests. */
import { desc, eq, ilike } from "drizzle-orm";
import { data } from "react-router";
import type { Config } from "../config";
import { isLoopbackAddress } from "../http/loopback";
import type { Db } from "../db/client";
import { isUuid } from "../db/uuid";
import { mailOutbox, type MailOutboxEntry } from "../db/schema";
import type { Runtime } from "../runtime";

/** Shown unless in production; MAIL_DEV=1 shows it in production too, MAIL_DEV=0 hides it everywhere. */
export function mailboxEnabled(config: Pick<Config, "production" | "MAIL_DEV">): boolean {
  return config.MAIL_DEV === undefined ? !config.production : config.MAIL_DEV === "1";
}

/**
 * The database for the mailbox routes; a 404 response (as if the page did not exist) when it is off
 * or the request did not come over the loopback interface (`peer`: the socket's own remote address).
 * The mailbox shows every reset link, so it never answers another machine, even with MAIL_DEV=1.
 */
export function requireMailbox(runtime: Pick<Runtime, "config" | "database">, peer: string | undefined): Db {
  if (!mailboxEnabled(runtime.config) || !isLoopbackAddress(peer)) throw data(null, { status: 404 });
  return runtime.database.db;
}

export const MAILBOX_PAGE_SIZE = 200;

export type MailboxEntry = Pick<
  MailOutboxEntry,
  "id" | "to" | "subject" | "status" | "template" | "createdAt" | "sentAt"
>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The newest mails first; `to` filters by a part of the recipient's address (case-insensitive). */
export async function listMailbox(db: Db, filter: { to?: string } = {}): Promise<MailboxEntry[]> {
  const to = filter.to?.trim();
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      template: mailOutbox.template,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(to ? ilike(mailOutbox.to, likePattern(to)) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(MAILBOX_PAGE_SIZE);
}

/** One mail, or null when the id is unknown or not an id at all. */
export async function readMailboxMessage(db: Db, id: string): Promise<MailOutboxEntry | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/** No script, no network, no forms in the HTML preview: inline styles and data: images only. */
const PREVIEW_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'";

/**
 * The mail's HTML as the `srcdoc` of the preview frame, with a Content-Security-Policy put first, so that
 * nothing in the mail can run or load anything. (After the doctype, the parser places the meta element in
 * the head it opens, whatever the mail's own markup looks like.)
 */
export function mailPreviewDocument(html: string): string {
  const rest = html.replace(/^\s*<!doctype[^>]*>/i, "");
  return `<!DOCTYPE html><meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}">${rest}`;
}

export type TextSegment = { text: string; href?: string };

/**
 * Splits a mail's text into plain parts and links, so the mailbox can make links into our own portal
 * (starting with BASE_URL) clickable; other URLs stay text.
 */
export function linkifyOwnUrls(text: string, baseUrl: string): TextSegment[] {
  const base = baseUrl.replace(/\/$/, "");
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = match[0].replace(/[.,;:!?)]+$/, "");
    const own = url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
    if (!own) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ text: url, href: url });
    last = match.index + url.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}
