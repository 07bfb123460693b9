/**
 * The plan freezes (decision 0063): what happens to a provision when an admin confirms
 * the reported death. Called by the death-report workflow inside its confirming transaction, with the provision
 * row locked. Everything here happens in that transaction, so a failed confirmation leaves nothing behind.
 *
 * - The provision is marked frozen (`frozen_at`) and keeps the plan fee and site fee it has now (`frozen_fees`;
 *   its items' prices are a snapshot already), so no later catalogue change moves its price; `changeProvision` and the other write paths refuse it from now
 *   on, the billing job sends it no more mails, customer-care lists no longer count it as unpaid or outdated.
 * - A running PayPal subscription is marked for cancellation (`cancel_requested_at`); the billing job's PayPal
 *   re-check cancels it at PayPal and ends the payment (`paypal-sync.ts`). SEPA needs nothing: the portal only
 *   announces debits, and the pre-notification job skips frozen provisions.
 * - The owner's sessions end, so a browser left signed in shows the calm page after the next sign-in.
 * - The trusted person, when they have an e-mail address, gets one mail: the death, the contract number, whom to
 *   call, and a new read-access link only if the customer's latest choice grants read access (granted, and not
 *   withdrawn since by revoking the links or a password reset: `readAccessStands`). Never wishes, letters, prices.
 */
import crypto from "node:crypto";
import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { readAccessStands } from "~/domain/after-death/rules";
import { letterDispatches, payments, readAccessLinks, type Provision } from "../../db/schema";
import { revokeAllRefreshTokens } from "../../identity/tokens";
import { trustedPersonCorrectionMail, trustedPersonDeathMail } from "../../mail/after-death-templates";
import { enqueueMail, mailOwner } from "../../mail/outbox";
import { recordAudit } from "../audit";
import { feesToFreeze } from "../offer/price";
import { lockProvisionRow, markProvisionFrozen, markProvisionThawed, type Tx } from "../provisions";
import { customerName, DAY_MS, hashToken, personName } from "../trusted-person";

export type FreezeConfig = Pick<Config, "BASE_URL" | "hotline">;

/** How long the read-access link in the trusted person's mail is valid: the longest a customer can choose. */
export const AFTER_DEATH_READ_ACCESS_DAYS = 90;

export interface FreezeOutcome {
  /** True when a mail to the trusted person was queued. */
  trustedPersonMailed: boolean;
}

/** Marks the provision frozen, stops billing, ends the owner's sessions and tells the trusted person. */
export async function freezeProvision(
  tx: Tx,
  provision: Provision,
  { now, config }: { now: Date; config: FreezeConfig },
): Promise<FreezeOutcome> {
  const db = tx as unknown as Db;
  // The plan fee and the site fee are read live from the catalogue otherwise: kept as they are now (decision 0062).
  await markProvisionFrozen(tx, provision, now, await feesToFreeze(tx, provision));
  const cancelled = await tx
    .update(payments)
    .set({ cancelRequestedAt: now })
    .where(
      and(
        eq(payments.provisionId, provision.id),
        isNotNull(payments.paypalSubscriptionId),
        isNull(payments.endedAt),
        isNull(payments.cancelRequestedAt),
      ),
    )
    .returning({ id: payments.id });
  if (provision.userId) await revokeAllRefreshTokens(db, provision.userId, now);
  const mailed = await tellTrustedPerson(tx, provision, now, config);
  await recordAudit(db, {
    actorUserId: null,
    provisionId: provision.id,
    action: "provision.frozen",
    detail: {
      paypalCancelRequested: cancelled.length,
      trustedPersonMailed: mailed !== null,
      readAccessLink: mailed?.readAccess ?? false,
    },
  });
  return { trustedPersonMailed: mailed !== null };
}

/**
 * Freezes a provision in a transaction of its own: for the e2e fixtures, which stand in for the death workflow
 * (that one calls `freezeProvision` inside its confirming transaction).
 */
export async function freezeProvisionById(
  db: Db,
  provisionId: string,
  options: { now: Date; config: FreezeConfig },
): Promise<FreezeOutcome> {
  return db.transaction(async (tx) => {
    const provision = await lockProvisionRow(tx, provisionId);
    if (!provision) throw new Error(`no provision ${provisionId}`);
    return freezeProvision(tx, provision, options);
  });
}

/** Queues the trusted person's mail (see the module comment); null when there is nobody to write to. */
async function tellTrustedPerson(
  tx: Tx,
  provision: Provision,
  now: Date,
  config: FreezeConfig,
): Promise<{ readAccess: boolean } | null> {
  const person = provision.trustedPerson;
  const email = person?.email?.trim();
  if (!person || !email) return null;
  let readAccess: { link: string; expiresAt: Date } | null = null;
  const sent = await tx
    .select({ email: readAccessLinks.email, revokedAt: readAccessLinks.revokedAt })
    .from(readAccessLinks)
    .where(eq(readAccessLinks.provisionId, provision.id));
  if (readAccessStands(person.readAccessGrantedAt, email, sent)) {
    // Tokens are stored hashed, so an earlier link cannot be sent again: a new one, for the same address.
    const token = crypto.randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + AFTER_DEATH_READ_ACCESS_DAYS * DAY_MS);
    await tx.insert(readAccessLinks).values({
      provisionId: provision.id,
      tokenHash: hashToken(token),
      email,
      expiresAt,
      createdAt: now,
    });
    readAccess = { link: `${config.BASE_URL.replace(/\/$/, "")}/einsicht/${token}`, expiresAt };
  }
  await enqueueMail(tx as unknown as Db, {
    ...trustedPersonDeathMail({
      to: email,
      customerName: customerName(provision),
      personName: personName(person),
      contractNumber: String(provision.number),
      hotline: config.hotline,
      readAccess,
    }),
    dedupeKey: `after-death:trusted-person:${provision.id}`,
    owner: mailOwner(provision),
  });
  return { readAccess: readAccess !== null };
}

export interface ThawOutcome {
  /** A correction mail to the trusted person was queued (they had been told of the death). */
  trustedPersonMailed: boolean;
  /** PayPal subscriptions PayPal had already ended: the customer books the plan again (the mail says whom to call). */
  paypalEnded: number;
  /** Letters planned for dispatch and not sent yet, taken off the list. */
  lettersUnplanned: number;
}

/**
 * Undoes the freeze (decision 0092), inside the transaction in which a second admin takes back a mistaken
 * confirmation, the provision row locked: the plan is open again with the catalogue's fees, a PayPal cancellation
 * not yet carried out is called off, the read-access link the death's mail carried ends, letters not yet sent
 * leave the dispatch list, and a trusted person who was told of the death gets a correction.
 */
export async function thawProvision(
  tx: Tx,
  provision: Provision,
  {
    now,
    config,
    trustedPersonWasMailed,
  }: { now: Date; config: FreezeConfig; trustedPersonWasMailed: boolean },
): Promise<ThawOutcome> {
  const db = tx as unknown as Db;
  const frozenAt = provision.frozenAt;
  if (!frozenAt) return { trustedPersonMailed: false, paypalEnded: 0, lettersUnplanned: 0 };
  await markProvisionThawed(tx, provision, now);
  await tx
    .update(payments)
    .set({ cancelRequestedAt: null })
    .where(
      and(
        eq(payments.provisionId, provision.id),
        eq(payments.cancelRequestedAt, frozenAt),
        isNull(payments.endedAt),
      ),
    );
  const ended = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.provisionId, provision.id),
        eq(payments.cancelRequestedAt, frozenAt),
        isNotNull(payments.endedAt),
      ),
    );
  const links = await tx
    .update(readAccessLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(readAccessLinks.provisionId, provision.id),
        eq(readAccessLinks.createdAt, frozenAt),
        isNull(readAccessLinks.revokedAt),
      ),
    )
    .returning({ id: readAccessLinks.id });
  const unplanned = await tx
    .delete(letterDispatches)
    .where(and(eq(letterDispatches.provisionId, provision.id), ne(letterDispatches.status, "sent")))
    .returning({ id: letterDispatches.letterId });
  const person = provision.trustedPerson;
  const email = person?.email?.trim();
  const mail = trustedPersonWasMailed && person && email;
  if (mail) {
    await enqueueMail(db, {
      ...trustedPersonCorrectionMail({
        to: email,
        customerName: customerName(provision),
        personName: personName(person),
        contractNumber: String(provision.number),
        hotline: config.hotline,
        readAccessEnded: links.length > 0,
      }),
      dedupeKey: `after-death:trusted-person-correction:${provision.id}:${frozenAt.toISOString()}`,
      owner: mailOwner(provision),
    });
  }
  const outcome = {
    trustedPersonMailed: Boolean(mail),
    paypalEnded: ended.length,
    lettersUnplanned: unplanned.length,
  };
  await recordAudit(db, {
    actorUserId: null,
    provisionId: provision.id,
    action: "provision.thawed",
    detail: { ...outcome, readAccessLinksEnded: links.length },
  });
  return outcome;
}
