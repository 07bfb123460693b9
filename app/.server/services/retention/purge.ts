/**
 * What the nightly retention job deletes, one function per kind of ~/domain/retention (decision 0100, the periods
 * and their legal reasons in docs/retention.md). Each takes the instant before which the kind's event is past its
 * period (`before`) and the run's `now`, runs inside the transaction of its kind, and returns how many rows (for the
 * account kinds: accounts) it removed.
 *
 * Nothing of a customer whose death was reported and not withdrawn is purged by the kinds that hold a customer's
 * records (mails, links, audit rows, tracking events, mail markers, cancellations): `notAfterDeath`. Such a
 * customer's file goes as a whole, `deceasedFiles`, once the after-death work has ended and its period has passed;
 * its booking records are kept first. Expired credentials (tokens, challenges, drafts, rate-limit attempts) protect
 * nobody and go whoever they belonged to.
 */
import { and, eq, isNotNull, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { RetentionKind } from "~/domain/retention";
import type { Db } from "../../db/client";
import {
  apiIdempotency,
  auditLog,
  bookingRecords,
  cancellations,
  deathReports,
  identityTokens,
  letterDispatches,
  letters,
  mailOutbox,
  passkeyChallenges,
  payments,
  proposals,
  provisions,
  readAccessLinks,
  scheduledMails,
  staffProviderSessions,
  trackingEvents,
  users,
} from "../../db/schema";
import { deleteExpiredAttempts } from "../../identity/limits";
import { commercialMail, notCommercialMail } from "../../mail/outbox";
import { deleteExpiredDrafts } from "../../wizard/drafts";
import { eraseAccounts } from "../profile/delete-account";
import { emptyLetter } from "../letters";
import { anonymiseProposals } from "../registration/proposal";

export type Purge = (tx: Db, before: Date, now: Date) => Promise<number>;

/** An instant as a SQL value (both drivers bind an ISO string the same way). */
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** The row's provision has no death report that stands (reported or confirmed): its records may go. */
const notAfterDeath = (provisionId: AnyPgColumn) =>
  sql`not exists (select 1 from ${deathReports} where ${deathReports.provisionId} = ${provisionId}
    and ${deathReports.status} <> 'withdrawn')`;

/** The provision is gone (its account was deleted). */
const provisionGone = (provisionId: AnyPgColumn) =>
  sql`not exists (select 1 from ${provisions} where ${provisions.id} = ${provisionId})`;

/**
 * Deletes the rows of `table` whose `at` (a column, or an expression of the row) lies before `before`, and that
 * `also` allows; returns how many went.
 */
async function deleteBefore(
  tx: Db,
  table: PgTable,
  at: AnyPgColumn | SQL,
  before: Date,
  also?: SQL,
): Promise<number> {
  const rows = await tx
    .delete(table)
    .where(and(sql`${at} < ${instant(before)}`, also))
    .returning({ one: sql<number>`1` });
  return rows.length;
}

/**
 * Accounts never confirmed: neither the account nor its provision confirmed, not staff, nothing paid, no death
 * reported, and no sign-up, sign-in, change or new confirmation link since `before`.
 */
async function unconfirmedSignUps(tx: Db, before: Date, now: Date): Promise<number> {
  const candidates = await tx
    .select({ userId: users.id })
    .from(users)
    .innerJoin(provisions, eq(provisions.userId, users.id))
    .where(
      and(
        eq(users.status, "NOT_CONFIRMED"),
        eq(provisions.status, "NOT_CONFIRMED"),
        sql`cardinality(${users.groups}) = 0`,
        isNull(provisions.frozenAt),
        sql`not exists (select 1 from ${payments} where ${payments.provisionId} = ${provisions.id})`,
        sql`not exists (select 1 from ${deathReports} where ${deathReports.provisionId} = ${provisions.id})`,
        // A new confirmation link asked for counts as activity: the customer is still trying to confirm.
        sql`greatest(${users.createdAt}, ${users.lastLoginAt}, ${provisions.updatedAt},
          (select max(${identityTokens.createdAt}) from ${identityTokens} where ${identityTokens.userId} = ${users.id}
            and ${identityTokens.kind} = 'confirmation')) < ${instant(before)}`,
      ),
    );
  return eraseAccounts(
    tx,
    candidates.map(({ userId }) => userId),
    now,
  );
}

/**
 * When the after-death work of a confirmed death ended: the confirmation, the funeral day, the last letter posted
 * or returned, the end of the last read-access link (its expiry, or its revocation).
 */
const afterDeathEnded = sql`greatest(
  ${deathReports.confirmedAt},
  (${deathReports.funeralDate}::timestamp at time zone 'Europe/Berlin'),
  (select max(greatest(${letterDispatches.sentAt}, ${letterDispatches.returnedAt})) from ${letterDispatches}
    where ${letterDispatches.provisionId} = ${provisions.id}),
  (select max(least(${readAccessLinks.expiresAt}, coalesce(${readAccessLinks.revokedAt}, ${readAccessLinks.expiresAt})))
    from ${readAccessLinks} where ${readAccessLinks.provisionId} = ${provisions.id})
)`;

/**
 * A deceased customer's account, once the after-death work has ended before `before`: the death confirmed (no
 * revocation asked), the funeral date recorded, every scheduled letter posted, no read-access link still open.
 */
async function deceasedFiles(tx: Db, before: Date, now: Date): Promise<number> {
  const candidates = await tx
    .select({ userId: provisions.userId })
    .from(provisions)
    .innerJoin(deathReports, eq(deathReports.provisionId, provisions.id))
    .where(
      and(
        isNotNull(provisions.frozenAt),
        isNotNull(provisions.userId),
        eq(deathReports.status, "confirmed"),
        isNotNull(deathReports.funeralDate),
        isNull(deathReports.revocationRequestedAt),
        sql`not exists (select 1 from ${letterDispatches} where ${letterDispatches.provisionId} = ${provisions.id}
          and ${letterDispatches.status} <> 'sent')`,
        sql`not exists (select 1 from ${readAccessLinks} where ${readAccessLinks.provisionId} = ${provisions.id}
          and ${readAccessLinks.revokedAt} is null and ${readAccessLinks.expiresAt} > ${instant(now)})`,
        sql`${afterDeathEnded} < ${instant(before)}`,
      ),
    );
  return eraseAccounts(
    tx,
    candidates.flatMap(({ userId }) => (userId ? [userId] : [])),
    now,
  );
}

/**
 * What a deleted account left besides the records kept on purpose: the mails other than commercial letters that
 * were still to be sent at the deletion (once sent) or belonged to its provision only, its tracking events and its
 * recurring-mail markers.
 */
async function deletedAccounts(tx: Db): Promise<number> {
  const mails = await tx
    .delete(mailOutbox)
    .where(
      and(
        isNotNull(mailOutbox.provisionId),
        provisionGone(mailOutbox.provisionId),
        ne(mailOutbox.status, "pending"),
        notCommercialMail(),
      ),
    )
    .returning({ id: mailOutbox.id });
  const events = await tx
    .delete(trackingEvents)
    .where(
      or(
        and(isNotNull(trackingEvents.provisionId), provisionGone(trackingEvents.provisionId)),
        and(
          isNotNull(trackingEvents.userId),
          sql`not exists (select 1 from ${users} where ${users.id} = ${trackingEvents.userId})`,
        ),
      ),
    )
    .returning({ id: trackingEvents.id });
  const markers = await tx
    .delete(scheduledMails)
    .where(and(isNotNull(scheduledMails.provisionId), provisionGone(scheduledMails.provisionId)))
    .returning({ key: scheduledMails.key });
  return mails.length + events.length + markers.length;
}

/** The person in proposals no provision refers to (a partner's, an abandoned sign-up's), made before `before`. */
function proposalsWithoutAccount(tx: Db, before: Date): Promise<number> {
  return anonymiseProposals(
    tx,
    and(
      lt(proposals.createdAt, before),
      sql`not exists (select 1 from ${provisions} where ${provisions.proposalId} = ${proposals.id})`,
    )!,
  );
}

/** Mails sent or given up, queued before `before`, of one class (commercial letters or the rest). */
function mails(tx: Db, before: Date, commercial: boolean): Promise<number> {
  return deleteBefore(
    tx,
    mailOutbox,
    mailOutbox.createdAt,
    before,
    and(
      ne(mailOutbox.status, "pending"),
      commercial ? commercialMail() : notCommercialMail(),
      notAfterDeath(mailOutbox.provisionId),
    ),
  );
}

/**
 * Read-access links that ended (expired or revoked) before `before`. The link that decides whether the access
 * stands after a death stays (`readAccessStands`, decision 0090: with access granted, the links to an address
 * decide it; a purge must not turn a withdrawn access into a standing one or back): per provision that granted
 * access and per address, the newest link not revoked, else the newest revoked one.
 */
async function readAccessLinksEnded(tx: Db, before: Date): Promise<number> {
  const l = readAccessLinks;
  // Written out: inside the sub-select the outer row is "read_access_links", the others are k.
  const deciding = sql`(select k.id from "read_access_links" k
    where k.provision_id = "read_access_links".provision_id and k.email = "read_access_links".email
    order by (k.revoked_at is null) desc, k.created_at desc, k.id desc limit 1)`;
  const granted = sql`exists (select 1 from ${provisions} where ${provisions.id} = ${l.provisionId}
    and ${provisions.trustedPerson} ->> 'readAccessGrantedAt' is not null)`;
  return deleteBefore(
    tx,
    l,
    sql`least(${l.expiresAt}, coalesce(${l.revokedAt}, ${l.expiresAt}))`,
    before,
    and(notAfterDeath(l.provisionId), sql`not (${granted} and ${l.id} = ${deciding})`),
  );
}

/** Every kind's purge (`RETENTION_KINDS` order is the run's). */
export const PURGES: Record<RetentionKind, Purge> = {
  unconfirmedSignUps,
  deceasedFiles,
  deletedAccounts,
  proposalsWithoutAccount,
  signInAttempts: (tx, before) => deleteExpiredAttempts(tx, before),
  identityTokens: (tx, before) => deleteBefore(tx, identityTokens, identityTokens.expiresAt, before),
  staffProviderSessions: (tx, before) =>
    deleteBefore(tx, staffProviderSessions, staffProviderSessions.checkedAt, before),
  passkeyChallenges: (tx, before) => deleteBefore(tx, passkeyChallenges, passkeyChallenges.expiresAt, before),
  wizardDrafts: (tx, before) => deleteExpiredDrafts(tx, before),
  emptyLetters: (tx, before) => deleteBefore(tx, letters, letters.createdAt, before, emptyLetter),
  outboxMails: (tx, before) => mails(tx, before, false),
  commercialMails: (tx, before) => mails(tx, before, true),
  readAccessLinks: readAccessLinksEnded,
  auditRows: (tx, before) =>
    deleteBefore(tx, auditLog, auditLog.at, before, notAfterDeath(auditLog.provisionId)),
  trackingEvents: (tx, before) =>
    deleteBefore(
      tx,
      trackingEvents,
      trackingEvents.createdAt,
      before,
      notAfterDeath(trackingEvents.provisionId),
    ),
  scheduledMailMarkers: (tx, before) =>
    deleteBefore(tx, scheduledMails, scheduledMails.dueAt, before, notAfterDeath(scheduledMails.provisionId)),
  idempotencyKeys: (tx, before) => deleteBefore(tx, apiIdempotency, apiIdempotency.createdAt, before),
  cancellations: (tx, before) =>
    deleteBefore(
      tx,
      cancellations,
      cancellations.createdAt,
      before,
      notAfterDeath(cancellations.provisionId),
    ),
  bookingRecords: (tx, before) => deleteBefore(tx, bookingRecords, bookingRecords.lastEntryAt, before),
};
