/** The developer mailbox (/dev/mailbox): reads the outbox, for developers and end-to-end tests. */
import { timingSafeEqual } from "node:crypto";
import { desc, eq, ilike } from "drizzle-orm";
import { createCookie, data, redirect } from "react-router";
import { mailboxEnabled, type Config } from "../config";
import type { Db } from "../db/client";
import { isUuid } from "~/domain/validation/uuid";
import { mailOutbox, type MailOutboxEntry } from "../db/schema";
import type { Runtime } from "../runtime";

export { mailboxEnabled };

/** The query parameter that carries the mailbox key in the address printed at start. */
export const MAILBOX_KEY_PARAM = "key";

/** Holds the key after the first visit, for this host and the mailbox's paths only. */
const mailboxKeyCookie = createCookie("__vp_mailbox", {
  httpOnly: true,
  sameSite: "strict",
  path: "/dev/mailbox",
  maxAge: 60 * 60 * 12,
});

/** The address that opens the mailbox, printed at start: only whoever sees the server's output (or DATA_DIR) has it. */
export function mailboxAddress(config: Pick<Config, "BASE_URL" | "MAIL_DEV_KEY">): string {
  return `${config.BASE_URL}/dev/mailbox?${MAILBOX_KEY_PARAM}=${encodeURIComponent(config.MAIL_DEV_KEY ?? "")}`;
}

function sameKey(presented: unknown, key: string): boolean {
  if (typeof presented !== "string") return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The database for the mailbox routes, for a request that presents the mailbox key (in the `key` query
 * parameter of the printed address, or in the cookie that address sets); for everyone else, and while the
 * mailbox is off, a 404 response as if the page did not exist. The mailbox shows every reset link, and
 * nothing about a request tells a local one from one through a proxy on this host (the peer is loopback,
 * nginx's default Host is 127.0.0.1, forwarding headers are optional) or from a DNS-rebinding page:
 * only the key counts (docs/decisions/0027-mailbox-and-edge-hardening.md).
 *
 * A valid key in the query is moved into the cookie by a redirect to the same address without it, so the
 * key leaves the address bar and every link inside the mailbox works without it.
 */
export async function requireMailbox(
  runtime: Pick<Runtime, "config" | "database">,
  request: Request,
): Promise<Db> {
  const key = runtime.config.MAIL_DEV_KEY;
  if (!mailboxEnabled(runtime.config) || !key) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const inQuery = url.searchParams.get(MAILBOX_KEY_PARAM);
  if (inQuery !== null) {
    if (!sameKey(inQuery, key)) throw data(null, { status: 404 });
    url.searchParams.delete(MAILBOX_KEY_PARAM);
    const secure = runtime.config.production && runtime.config.BASE_URL.startsWith("https:");
    throw redirect(`${url.pathname}${url.search}`, {
      headers: { "Set-Cookie": await mailboxKeyCookie.serialize(key, { secure }) },
    });
  }
  if (!sameKey(await mailboxKeyCookie.parse(request.headers.get("Cookie")), key)) {
    throw data(null, { status: 404 });
  }
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
