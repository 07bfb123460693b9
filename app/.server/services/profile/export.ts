/** The data export of the customer's own account (GDPR Art. 15 and 20; decision 0018). */
import { eq, or } from "drizzle-orm";
import { maskedIban } from "~/domain/pricing/prices";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import {
  guests,
  letters,
  mailOutbox,
  passkeys,
  payments,
  proposalItems,
  proposals,
  readAccessLinks,
  trackingEvents,
  users,
} from "../../db/schema";
import { listCareLog } from "./care-log";
import { ownProvision } from "./own-provision";

/** The value of a stored row without the named columns. */
function without<T extends Record<string, unknown>, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

/**
 * Everything stored about the customer (GDPR Art. 15 access, Art. 20 portability), as one JSON-ready object:
 * account, provision, offer, letters, payments (IBAN masked), guests, read-access links, care log, mails sent
 * (subject and date, not the bodies: they carry one-time links) and tracking events. Never a password hash,
 * token, token hash or encrypted IBAN.
 */
export async function exportCustomerData(db: Db, actor: Actor, options: { now: Date }) {
  const provision = await ownProvision(db, actor);
  const [user] = await db
    .select({
      email: users.email,
      status: users.status,
      createdAt: users.createdAt,
      confirmedAt: users.confirmedAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(eq(users.id, actor.userId));
  const [proposal] = provision.proposalId
    ? await db.select().from(proposals).where(eq(proposals.id, provision.proposalId))
    : [];
  const items = proposal
    ? await db
        .select({
          kind: proposalItems.kind,
          category: proposalItems.category,
          reference: proposalItems.reference,
          name: proposalItems.name,
          priceCents: proposalItems.priceCents,
          quantity: proposalItems.quantity,
        })
        .from(proposalItems)
        .where(eq(proposalItems.proposalId, proposal.id))
    : [];
  const letterRows = await db.select().from(letters).where(eq(letters.provisionId, provision.id));
  const paymentRows = await db.select().from(payments).where(eq(payments.provisionId, provision.id));
  const guestRows = await db.select().from(guests).where(eq(guests.provisionId, provision.id));
  const linkRows = await db
    .select({
      email: readAccessLinks.email,
      createdAt: readAccessLinks.createdAt,
      expiresAt: readAccessLinks.expiresAt,
      revokedAt: readAccessLinks.revokedAt,
      lastUsedAt: readAccessLinks.lastUsedAt,
    })
    .from(readAccessLinks)
    .where(eq(readAccessLinks.provisionId, provision.id));
  const mails = await db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      template: mailOutbox.template,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    // The mails recorded as this account's when they were queued, never the mails to an address it names.
    .where(or(eq(mailOutbox.userId, actor.userId), eq(mailOutbox.provisionId, provision.id)))
    .orderBy(mailOutbox.createdAt);
  const tracking = await db
    .select({ name: trackingEvents.name, createdAt: trackingEvents.createdAt, data: trackingEvents.data })
    .from(trackingEvents)
    .where(or(eq(trackingEvents.provisionId, provision.id), eq(trackingEvents.userId, actor.userId)));
  // The passkeys by what the profile shows of them (decision 0094); the public key is no personal fact.
  const passkeyRows = await db
    .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, actor.userId))
    .orderBy(passkeys.createdAt);
  return {
    exportedAt: options.now.toISOString(),
    account: user ?? null,
    provision: without(provision, "version"),
    proposal: proposal ? { ...without(proposal, "version"), items } : null,
    letters: letterRows.map((row) => without(row, "version")),
    payments: paymentRows.map((row) => ({
      ...without(row, "ibanEncrypted", "ibanLast4"),
      iban: row.ibanLast4 ? maskedIban(row.ibanLast4) : null,
    })),
    guests: guestRows,
    readAccessLinks: linkRows,
    passkeys: passkeyRows,
    careLog: await listCareLog(db, provision),
    mails,
    trackingEvents: tracking,
  };
}
