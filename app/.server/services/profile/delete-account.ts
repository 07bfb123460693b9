/** Deleting accounts: the customer's own (GDPR Art. 17; decisions 0018, 0029) and the retention job's (decision 0100). */
import type { Actor } from "../../auth/actor";
import { and, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { notCommercialMail } from "../../mail/outbox";
import { ServiceError } from "~/domain/errors";
import * as identity from "../../identity";
import type { AppSession } from "../../session";
import { recordAudit } from "../audit";
import { requireCurrentPassword, signOutSession } from "../account";
import { refuseFrozen } from "../provisions";
import { anonymiseProposals } from "../registration/proposal";
import { ownProvision } from "./own-provision";

/**
 * Deletes the customer's account (DELETE /provisions/{id}, then sign-out) with `eraseAccounts`. The audit log
 * keeps "account.delete" without the person. The session is emptied; the caller redirects. Needs the current
 * password (sign-in attempt limits); a wrong one deletes nothing.
 */
export async function deleteOwnAccount(
  db: Db,
  actor: Actor,
  input: { currentPassword: string },
  options: { ip?: string | null; session: AppSession; now: Date },
): Promise<void> {
  const provision = await ownProvision(db, actor);
  // After a confirmed death the account and its provision stay as they are (decision 0063).
  refuseFrozen(provision);
  // The current password again (decision 0029): a left-open session alone cannot delete the account.
  await requireCurrentPassword(
    db,
    actor,
    { password: input.currentPassword, field: "currentPassword" },
    { ip: options.ip, now: options.now },
  );
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await recordAudit(tx, {
      actorUserId: actor.userId,
      provisionId: provision.id,
      action: "account.delete",
      ip: options.ip,
    });
    const erased = await eraseAccounts(tx, [actor.userId], options.now);
    if (erased === 0) throw new ServiceError("UserNotFoundException", { detail: "no such user" });
  });
  await signOutSession(db, options);
}

/**
 * Deletes accounts (GDPR Art. 17): the identity port keeps their booking records (ten years, decision 0100) and
 * removes provision and user (letters, payments, guests, read-access links and tokens cascade); the account's
 * mails go, but the copies of commercial letters; the proposal the funnel created keeps its offer but loses the
 * person's data. What else of the account the portal still holds (commercial letters, cancellations, the audit
 * log) follows docs/retention.md; the rest goes the next night (the retention job's `deletedAccounts`). Returns how many accounts went. The
 * customer's own deletion and the retention job's (unconfirmed sign-ups, a deceased customer's file after its
 * period) go this one way.
 */
export async function eraseAccounts(tx: Db, userIds: readonly string[], now: Date): Promise<number> {
  if (userIds.length === 0) return 0;
  // The account's mails go with it, but the copies of commercial letters and a mail still to be sent.
  await tx
    .delete(mailOutbox)
    .where(
      and(inArray(mailOutbox.userId, [...userIds]), ne(mailOutbox.status, "pending"), notCommercialMail()),
    );
  const { deleted, proposalIds } = await identity.deleteAccounts(tx, { userIds }, now);
  await anonymiseProposals(tx, proposalIds);
  return deleted;
}
