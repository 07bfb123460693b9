/** Deleting the customer's own account (GDPR Art. 17; decisions 0018, 0029). */
import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { proposals } from "../../db/schema";
import * as identity from "../../identity";
import type { AppSession } from "../../session";
import { recordAudit } from "../audit";
import { requireCurrentPassword, signOutSession } from "../account";
import { refuseFrozen } from "../provisions";
import { ownProvision } from "./own-provision";

/**
 * Deletes the customer's account (DELETE /provisions/{id}, then sign-out): the identity port removes provision
 * and user (letters, payments, guests, read-access links and tokens cascade); the proposal the funnel created
 * keeps its offer but loses the person's data (GDPR Art. 17). The audit log keeps "account.delete" without the
 * person. The session is emptied; the caller redirects. Needs the current password (sign-in attempt limits);
 * a wrong one deletes nothing.
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
    if (provision.proposalId) {
      await tx
        .update(proposals)
        .set({
          salutation: null,
          firstname: null,
          lastname: null,
          email: null,
          phone: null,
          provisionBirth: null,
          trackingUserId: null,
          sessionId: null,
          clientId: null,
          clientidGclid: null,
        })
        .where(eq(proposals.id, provision.proposalId));
    }
    await identity.deleteAccount(tx, { userId: actor.userId });
  });
  await signOutSession(db, options);
}
