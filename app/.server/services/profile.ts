/**
 * The customer's profile (spec 000 §2 /profile, §5, §7 PUT/DELETE /provisions/{id}; decision 0018): master data,
 * the document request, the free provision set by post, the care log, the data export (GDPR Art. 15/20) and
 * the deletion of the account. Every read and change of the provision goes through the provision access helper (decision 0008).
 */
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { isoDateAtNoon } from "~/domain/dates";
import { ServiceError } from "~/domain/errors";
import type { CareLogEntry } from "~/domain/care-log";
import { contactEmailChange, maskIban } from "~/domain/profile";
import type { ProfileInput } from "~/domain/validation/profile";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
import {
  auditLog,
  guests,
  letters,
  mailOutbox,
  payments,
  proposalItems,
  proposals,
  readAccessLinks,
  trackingEvents,
  users,
  type Provision,
} from "../db/schema";
import * as identity from "../identity";
import {
  consumeSecret,
  createOneTimeSecret,
  findUsableSecret,
  revokeOneTimeSecrets,
} from "../identity/codes";
import { recordAttempt } from "../identity/limits";
import { CONTACT_EMAIL_LIMIT, CONTACT_EMAIL_TOKEN_TTL_MS, normalizeEmail } from "../identity/policy";
import { contactEmailLink, contactEmailMail, enqueueMail, mailOwner } from "../mail";
import {
  documentsConfirmationMail,
  documentsRequestMail,
  provisionSetConfirmationMail,
  provisionSetRequestMail,
  type CustomerRef,
} from "../mail/profile-templates";
import type { Runtime } from "../runtime";
import type { AppSession } from "../session";
import { recordAudit } from "./audit";
import { requireCurrentPassword, signOutSession } from "./account";
import {
  actsForCustomer,
  changeProvision,
  ownerActor,
  readProvision,
  type ProvisionActor,
  type ProvisionPatch,
} from "./provisions";
import { requireFeature } from "./features";
import { revokeAllReadAccess } from "./trusted-person";

export type { CareLogEntry };

const CARE_LOG_LIMIT = 200;

/** The care log's read, prepared once per database handle (db/prepared.ts): it runs on every profile page. */
const careLogQuery = (db: Db) =>
  db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      detail: auditLog.detail,
      who: users.email,
      linkEmail: readAccessLinks.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    // A link use names its link (detail.linkId); the address it was sent to says who used it.
    .leftJoin(
      readAccessLinks,
      and(
        eq(readAccessLinks.provisionId, auditLog.provisionId),
        sql`${readAccessLinks.id}::text = ${auditLog.detail}->>'linkId'`,
      ),
    )
    .where(
      and(
        eq(auditLog.provisionId, sql.placeholder("provisionId")),
        // Not the customer's own entries; without a user every entry (no one is the customer).
        or(
          isNull(auditLog.actorUserId),
          sql`${auditLog.actorUserId} is distinct from ${sql.placeholder("userId")}`,
        ),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(CARE_LOG_LIMIT)
    .prepare("care_log");

/**
 * Every staff view or change of the provision and every use of a read-access link (the audit rows not caused by
 * the customer themselves), newest first.
 */
export async function listCareLog(
  db: Db,
  provision: Pick<Provision, "id" | "userId">,
): Promise<CareLogEntry[]> {
  const rows = await prepared(db, "care_log", careLogQuery).execute({
    provisionId: provision.id,
    userId: provision.userId,
  });
  return rows.map((row) => ({
    at: row.at,
    action: row.action,
    who: row.who ?? null,
    linkEmail: row.linkEmail ?? (typeof row.detail.email === "string" ? row.detail.email : null),
    fields: Array.isArray(row.detail.fields)
      ? row.detail.fields.filter((field): field is string => typeof field === "string")
      : [],
  }));
}

/** The profile page: the acting provision (a staff read is audited) and its care log. */
export async function loadProfile(db: Db, actor: ProvisionActor, ip?: string) {
  const provision = await readProvision(db, actor, { ip });
  return { provision, careLog: await listCareLog(db, provision) };
}

export interface ProfileSaved {
  provision: Provision;
  /** The new contact address a confirmation link was just sent to, else null. */
  confirmationSentTo: string | null;
}

/**
 * Saves the master data (PUT /provisions/{id}). The birth date travels as the API sends it, an ISO timestamp at
 * noon (spec 000 §7), and is stored as its calendar date; e-mails lower-cased, phone already E.164 (schema).
 * The login e-mail (`userEmail`) is not part of it: it cannot be changed here.
 *
 * A new contact e-mail is not taken as it is (decision 0029): it waits in `pendingEmail` and a confirmation link
 * goes to it (rate-limited per account and IP); mail keeps going to the last confirmed address until the link
 * is opened (`confirmContactEmail`).
 */
export async function updateProfile(
  runtime: Runtime,
  actor: ProvisionActor,
  input: ProfileInput,
  options: { expectedVersion?: number | null; ip?: string | null },
): Promise<ProfileSaved> {
  const { db } = runtime.database;
  const { config } = runtime;
  const provisionBirth = isoDateAtNoon(input.provisionBirth);
  const wanted = normalizeEmail(input.email);
  const before = await readProvision(db, actor, { audit: false });
  if (contactEmailChange(before, wanted) === "needsConfirmation") {
    // Counted outside the change, so a refused or failed save still counts.
    await recordAttempt(db, CONTACT_EMAIL_LIMIT, { email: before.userEmail, ip: options.ip ?? "" });
  }
  let confirmationSentTo: string | null = null;
  const provision = await changeProvision(
    db,
    actor,
    {
      action: "profile.update",
      expectedVersion: options.expectedVersion,
      ip: options.ip,
      refuseUnchanged: true,
    },
    async (transaction, current) => {
      const tx = transaction as unknown as Db;
      const patch: ProvisionPatch = {
        salutation: input.salutation,
        firstname: input.firstname,
        lastname: input.lastname,
        provisionBirth: provisionBirth.slice(0, 10),
        street: input.street ?? null,
        postalCode: input.postalCode ?? null,
        city: input.city ?? null,
        phone: input.phone ?? null,
      };
      const change = contactEmailChange(current, wanted);
      if (change === "stillPending") return patch;
      if (!current.userId) throw new ServiceError("forbidden", { detail: "provision without account" });
      if (change === "needsConfirmation") {
        const token = await createOneTimeSecret(tx, {
          userId: current.userId,
          kind: "contact-email",
          ttlMs: CONTACT_EMAIL_TOKEN_TTL_MS,
        });
        await enqueueMail(tx, {
          ...contactEmailMail({
            to: wanted,
            salutation: input.salutation,
            lastname: input.lastname,
            link: contactEmailLink(config.BASE_URL, token),
            hotline: config.hotline,
          }),
          owner: mailOwner(current),
        });
        confirmationSentTo = wanted;
        return { ...patch, pendingEmail: wanted };
      }
      // The confirmed or the login address: a pending change is withdrawn, its link stops working.
      await revokeOneTimeSecrets(tx, current.userId, "contact-email");
      return { ...patch, email: change === "loginAddress" ? wanted : current.email, pendingEmail: null };
    },
  );
  return { provision, confirmationSentTo };
}

/**
 * Opens the link that confirms a new contact e-mail (no sign-in needed: the link came to that address). The
 * address becomes the contact address, the link is used up, and every read-access link of the provision ends
 * (an e-mail change revokes them, decision 0029). CodeMismatchException / ExpiredCodeException for a bad link.
 */
export async function confirmContactEmail(db: Db, token: string): Promise<{ email: string }> {
  const row = await findUsableSecret(db, "contact-email", token);
  const owner = await ownerActor(db, row.userId);
  let email = "";
  await changeProvision(
    db,
    owner,
    { action: "profile.contactEmail.confirm" },
    async (transaction, current) => {
      const tx = transaction as unknown as Db;
      const usable = await findUsableSecret(tx, "contact-email", token);
      await consumeSecret(tx, usable);
      if (!current.pendingEmail) {
        throw new ServiceError("CodeMismatchException", { detail: "no contact e-mail pending" });
      }
      email = current.pendingEmail;
      await revokeAllReadAccess(tx, row.userId);
      return { email, pendingEmail: null };
    },
  );
  return { email };
}

function customerRef(provision: Provision): CustomerRef {
  return {
    salutation: provision.salutation ?? null,
    firstname: provision.firstname,
    lastname: provision.lastname,
    number: provision.number,
    email: provision.email ?? provision.userEmail,
    street: provision.street,
    postalCode: provision.postalCode,
    city: provision.city,
  };
}

/** Thrown inside a change to leave it without writing anything. */
class Refused extends Error {}

export type RequestOutcome = "requested" | "notAllowed";

/**
 * The document request (spec 000 §2): only once the plan is paid and no documents were requested. Sets
 * `requestedDocumentsAt` and queues the customer's confirmation and customer care's request in the same
 * transaction (so both mails exist exactly when the request does). "notAllowed" changes nothing.
 */
export async function requestDocuments(
  runtime: Runtime,
  actor: ProvisionActor,
  options: { ip?: string | null } = {},
): Promise<RequestOutcome> {
  const { config } = runtime;
  try {
    await changeProvision(
      runtime.database.db,
      actor,
      { action: "documents.request", ip: options.ip },
      async (tx, provision) => {
        requireFeature(provision, "documentRequest", actor);
        if (provision.requestedDocumentsAt !== null) throw new Refused();
        const customer = customerRef(provision);
        const owner = mailOwner(provision);
        await enqueueMail(tx, { ...documentsConfirmationMail(customer, config.hotline), owner });
        await enqueueMail(tx, { ...documentsRequestMail(config.CUSTOMER_CARE_EMAIL, customer), owner });
        return { requestedDocumentsAt: new Date() };
      },
    );
    return "requested";
  } catch (error) {
    if (error instanceof Refused) return "notAllowed";
    throw error;
  }
}

/** When the free provision set was ordered (provision flags), or null. */
export function provisionSetOrderedAt(provision: Provision): string | null {
  const value = provision.flags.provisionSetOrderedAt;
  return typeof value === "string" ? value : null;
}

export type SetOrderOutcome = "ordered" | "alreadyOrdered" | "addressMissing";

/**
 * The free provision set by post (the texts offer it, spec 001 §9): needs the postal address of the profile;
 * once per customer. Remembered in the provision's flags; mails to the customer and to customer care.
 */
export async function orderProvisionSet(
  runtime: Runtime,
  actor: ProvisionActor,
  options: { ip?: string | null } = {},
): Promise<SetOrderOutcome> {
  const { config } = runtime;
  let outcome: SetOrderOutcome = "ordered";
  try {
    await changeProvision(
      runtime.database.db,
      actor,
      { action: "provisionSet.order", ip: options.ip },
      async (tx, provision) => {
        if (provisionSetOrderedAt(provision)) {
          outcome = "alreadyOrdered";
          throw new Refused();
        }
        if (!provision.street || !provision.postalCode || !provision.city) {
          outcome = "addressMissing";
          throw new Refused();
        }
        const customer = customerRef(provision);
        const owner = mailOwner(provision);
        await enqueueMail(tx, { ...provisionSetConfirmationMail(customer, config.hotline), owner });
        await enqueueMail(tx, { ...provisionSetRequestMail(config.CUSTOMER_CARE_EMAIL, customer), owner });
        return { flags: { ...provision.flags, provisionSetOrderedAt: new Date().toISOString() } };
      },
    );
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
  }
  return outcome;
}

/** Staff may look after a provision, but deleting or exporting an account is the customer's own right. */
async function ownProvision(db: Db, actor: ProvisionActor): Promise<Provision> {
  const provision = await readProvision(db, actor, { audit: false });
  if (actsForCustomer(actor, provision))
    throw new ServiceError("forbidden", { detail: "staff on own-only action" });
  return provision;
}

/**
 * Deletes the customer's account (DELETE /provisions/{id}, then sign-out): the identity port removes provision
 * and user (letters, payments, guests, read-access links and tokens cascade); the proposal the funnel created
 * keeps its offer but loses the person's data (GDPR Art. 17). The audit log keeps "account.delete" without the
 * person. The session is emptied; the caller redirects. Needs the current password (sign-in attempt limits);
 * a wrong one deletes nothing.
 */
export async function deleteOwnAccount(
  runtime: Runtime,
  actor: Actor,
  session: AppSession,
  options: { ip?: string | null; currentPassword: string },
): Promise<void> {
  const { db } = runtime.database;
  const provision = await ownProvision(db, actor);
  // The current password again (decision 0029): a left-open session alone cannot delete the account.
  await requireCurrentPassword(runtime, actor, {
    password: options.currentPassword,
    ip: options.ip,
    field: "currentPassword",
  });
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
  await signOutSession(runtime, session);
}

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
export async function exportCustomerData(db: Db, actor: Actor) {
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
  return {
    exportedAt: new Date().toISOString(),
    account: user ?? null,
    provision: without(provision, "version"),
    proposal: proposal ? { ...without(proposal, "version"), items } : null,
    letters: letterRows.map((row) => without(row, "version")),
    payments: paymentRows.map((row) => ({
      ...without(row, "ibanEncrypted", "ibanLast4"),
      iban: maskIban(row.ibanLast4),
    })),
    guests: guestRows,
    readAccessLinks: linkRows,
    careLog: await listCareLog(db, provision),
    mails,
    trackingEvents: tracking,
  };
}
