/**
 * Trusted person and read access ("friends and family"; decision 0017).
 *
 * - Saving drops `permissionGrantedAt` (never stored) and sends nothing (no automatic e-mail). When
 *   the e-mail changes it resets "notified" and revokes the read-access links sent to the old address.
 * - The notification is the one mail the trusted person gets (decision 0040): the customer sends it on purpose;
 *   it says who named them, what it means and how to decline (the permission request). The e-mail address is
 *   optional: without one nothing can be sent and the customer tells the person themselves.
 * - Every mail to the trusted person's address needs a confirmed account and counts against the account's daily
 *   limit of such mails (work-limits.ts, decision 0030).
 * - Read access: a link with 256 random bits; only its SHA-256 is stored; the token is in the mail only. Every
 *   use is rate-limited per IP and written to the audit log (actor null, "readAccess.used"), which the
 *   customer's care log lists.
 * - Read access belongs to the account's rightful owner (decision 0029): only a confirmed account grants it; a
 *   password reset, a contact e-mail change and the account's deletion end every link; opening a link checks
 *   again that the account is confirmed and the plan still includes read access.
 */
import { featureRefusalOf, requireFeature } from "../features";
import crypto from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Hotline } from "~/domain/constants";
import { ServiceError } from "~/domain/errors";
import {
  READ_ACCESS_ACTIVE_MAX,
  READ_ACCESS_TOKEN_PATTERN,
  readAccessState,
  type ReadAccessDays,
} from "~/domain/wishes";
import type { TrustedPersonInput } from "~/domain/validation/trusted-person";
import type { Db } from "../../db/client";
import {
  guests,
  letterDispatches,
  letters,
  readAccessLinks,
  type LetterRecipient,
  type LetterShippingDate,
  type Provision,
  type TrustedPerson,
} from "../../db/schema";
import { letterStatus } from "~/domain/letters";
import { provisionDocumentData, type ProvisionDocumentData } from "../documents";
import { recordAttempt } from "../../identity/limits";
import { READ_ACCESS_LIMIT } from "../../identity/policy";
import { enqueueMail, mailOwner } from "../../mail/outbox";
import { readAccessMail, trustedPersonNotificationMail } from "../../mail/wishes-templates";
import { recordAudit } from "../audit";
import { allowThirdPartyMail } from "../work-limits";
import {
  changeProvision,
  openProvisionIdsOfUser,
  readProvision,
  readProvisionGrantedByLink,
  type ProvisionActor,
  type Tx,
} from "../provisions";

/** What the mails need from the configuration. */
export interface MailSettings {
  baseUrl: string;
  hotline: Hotline;
}

/** The mail settings of the runtime's configuration (`config` of `requestOf`). */
export const mailSettings = (config: { BASE_URL: string; hotline: Hotline }): MailSettings => ({
  baseUrl: config.BASE_URL,
  hotline: config.hotline,
});

export interface ChangeContext {
  expectedVersion?: number | null;
  ip?: string | null;
  now: Date;
}

/** A change that mails: the options of every change and the mail settings (`mailSettings(config)`). */
export interface MailChangeContext extends ChangeContext {
  mail: MailSettings;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export const customerName = (p: Pick<Provision, "firstname" | "lastname" | "userEmail">) =>
  [p.firstname, p.lastname].filter(Boolean).join(" ") || p.userEmail;
/** The trusted person as the provision stores it; pages build their view of it from this. */
export type { TrustedPerson };

export const personName = (person: Pick<TrustedPerson, "firstname" | "lastname">) =>
  `${person.firstname} ${person.lastname}`;

export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** Revokes every active link of a provision sent to an address other than `keepFor` (all when null). */
async function revokeLinksNotFor(tx: Tx, provisionId: string, keepFor: string | null, now: Date) {
  const links = await tx
    .select({ id: readAccessLinks.id, email: readAccessLinks.email })
    .from(readAccessLinks)
    .where(and(eq(readAccessLinks.provisionId, provisionId), isNull(readAccessLinks.revokedAt)));
  for (const link of links.filter((l) => l.email !== keepFor)) {
    await tx.update(readAccessLinks).set({ revokedAt: now }).where(eq(readAccessLinks.id, link.id));
  }
}

/**
 * Revokes every active read-access link of the user's provision (password reset, contact e-mail change). Run it
 * in the transaction of that change. The links of a frozen provision stay (decision 0063): after a death they are
 * the trusted person's way in, and a reset of the deceased's password must not end them.
 */
export async function revokeAllReadAccess(tx: Db | Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(readAccessLinks)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(readAccessLinks.revokedAt),
        inArray(readAccessLinks.provisionId, openProvisionIdsOfUser(tx, userId)),
      ),
    );
}

/**
 * Names or changes the trusted person; sends nothing. Returns the stored provision and whether the e-mail
 * changed (a new address is "not yet notified" and the page offers the notification).
 */
export async function saveTrustedPerson(
  db: Db,
  actor: ProvisionActor | null,
  input: TrustedPersonInput,
  context: ChangeContext,
) {
  const { now } = context;
  let emailChanged = false;
  const provision = await changeProvision(
    db,
    actor,
    {
      action: "trustedPerson.update",
      expectedVersion: context.expectedVersion,
      ip: context.ip,
      refuseUnchanged: true,
    },
    async (tx, current) => {
      const previous = current.trustedPerson;
      const email = input.email ?? null;
      emailChanged = (previous?.email ?? null) !== email;
      const same = !emailChanged && previous;
      // Only known fields are stored: anything else a client posts (permissionGrantedAt) is dropped.
      const person: TrustedPerson = {
        salutation: input.salutation ?? null,
        firstname: input.firstname,
        lastname: input.lastname,
        relationship: input.relationship ?? null,
        street: input.street ?? null,
        postalCode: input.postalCode ?? null,
        city: input.city ?? null,
        email,
        phone: input.phone,
        note: input.note ?? null,
        notified: same ? previous.notified === true : false,
        notifiedAt: same ? (previous.notifiedAt ?? null) : null,
        readAccessGrantedAt: same ? (previous.readAccessGrantedAt ?? null) : null,
      };
      // The links went to the old address: they were for another person (or for nobody now).
      if (emailChanged) await revokeLinksNotFor(tx, current.id, email, now);
      return { trustedPerson: person };
    },
  );
  return { provision, emailChanged };
}

function requirePerson(provision: Provision): TrustedPerson {
  if (!provision.trustedPerson) throw new ServiceError("notFound", { detail: "no trusted person named" });
  return provision.trustedPerson;
}

/** The trusted person and their e-mail address; none → 409 "trustedPersonNoEmail" (nothing can be mailed). */
function requireMailablePerson(provision: Provision): TrustedPerson & { email: string } {
  const person = requirePerson(provision);
  if (!person.email) {
    throw new ServiceError("trustedPersonNoEmail", { detail: "the trusted person has no e-mail address" });
  }
  return { ...person, email: person.email };
}

/**
 * Sends the one mail to the trusted person (decision 0040: named, what it means, how to decline) and records
 * "notified" with the date. Without an e-mail address: 409, nothing sent.
 */
export async function notifyTrustedPerson(db: Db, actor: ProvisionActor | null, context: MailChangeContext) {
  const { mail: settings } = context;
  const { now } = context;
  return changeProvision(
    db,
    actor,
    { action: "trustedPerson.notify", expectedVersion: context.expectedVersion, ip: context.ip },
    async (tx, current) => {
      const person = requireMailablePerson(current);
      await allowThirdPartyMail(tx, current, context.ip, now);
      await enqueueMail(tx as unknown as Db, {
        ...trustedPersonNotificationMail({
          to: person.email,
          customerName: customerName(current),
          personName: personName(person),
          hotline: settings.hotline,
        }),
        owner: mailOwner(current),
      });
      return { trustedPerson: { ...person, notified: true, notifiedAt: now.toISOString() } };
    },
  );
}

export type ReadAccessLinkView = Omit<typeof readAccessLinks.$inferSelect, "tokenHash">;

/** The links of the acting provision, newest first, without their hashes. */
export async function listReadAccess(
  db: Db,
  actor: ProvisionActor | null,
  { ip }: { ip?: string | null } = {},
) {
  const provision = await readProvision(db, actor, { ip });
  const { tokenHash: _hash, ...columns } = readAccessLinks;
  void _hash;
  const links: ReadAccessLinkView[] = await db
    .select({
      id: columns.id,
      provisionId: columns.provisionId,
      email: columns.email,
      expiresAt: columns.expiresAt,
      revokedAt: columns.revokedAt,
      lastUsedAt: columns.lastUsedAt,
      createdAt: columns.createdAt,
    })
    .from(readAccessLinks)
    .where(eq(readAccessLinks.provisionId, provision.id))
    .orderBy(desc(readAccessLinks.createdAt))
    .limit(20);
  return { provision, links };
}

/** Grants read access: a new link mailed to the trusted person. The token leaves this function only in the mail. */
export async function grantReadAccess(
  db: Db,
  actor: ProvisionActor | null,
  { days }: { days: ReadAccessDays },
  context: MailChangeContext,
) {
  const { mail: settings } = context;
  const { now } = context;
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  const provision = await changeProvision(
    db,
    actor,
    {
      action: "readAccess.grant",
      expectedVersion: context.expectedVersion,
      ip: context.ip,
      detail: { days },
    },
    async (tx, current) => {
      // Only the confirmed owner of the address, in the trial or paid, may hand out the provision (0029, 0032).
      requireFeature(current, "readAccess", now, actor ?? undefined);
      // The link travels by mail only: no address, no link.
      const person = requireMailablePerson(current);
      const active = await tx
        .select({ id: readAccessLinks.id })
        .from(readAccessLinks)
        .where(
          and(
            eq(readAccessLinks.provisionId, current.id),
            isNull(readAccessLinks.revokedAt),
            gt(readAccessLinks.expiresAt, now),
          ),
        );
      if (active.length >= READ_ACCESS_ACTIVE_MAX) {
        throw new ServiceError("payloadTooLarge", {
          status: 409,
          detail: "too many active read-access links",
        });
      }
      await allowThirdPartyMail(tx, current, context.ip, now);
      await tx.insert(readAccessLinks).values({
        provisionId: current.id,
        tokenHash: hashToken(token),
        email: person.email,
        expiresAt,
        createdAt: now,
      });
      await enqueueMail(tx as unknown as Db, {
        ...readAccessMail({
          to: person.email,
          customerName: customerName(current),
          personName: personName(person),
          link: `${settings.baseUrl.replace(/\/$/, "")}/einsicht/${token}`,
          expiresAt,
          hotline: settings.hotline,
        }),
        owner: mailOwner(current),
      });
      return { trustedPerson: { ...person, readAccessGrantedAt: now.toISOString() } };
    },
  );
  return { provision, expiresAt };
}

/** Revokes one link of the acting provision; another provision's link (or an unknown id) is 404. */
export async function revokeReadAccess(
  db: Db,
  actor: ProvisionActor | null,
  linkId: string,
  context: ChangeContext,
) {
  const { now } = context;
  return changeProvision(
    db,
    actor,
    { action: "readAccess.revoke", ip: context.ip, detail: { linkId } },
    async (tx, current) => {
      const [link] = /^[0-9a-f-]{36}$/i.test(linkId)
        ? await tx
            .select()
            .from(readAccessLinks)
            .where(
              and(eq(readAccessLinks.id, linkId.toLowerCase()), eq(readAccessLinks.provisionId, current.id)),
            )
        : [];
      if (!link) throw new ServiceError("notFound");
      if (link.revokedAt === null) {
        await tx.update(readAccessLinks).set({ revokedAt: now }).where(eq(readAccessLinks.id, link.id));
      }
    },
  );
}

export type ReadAccessResult =
  | { state: "invalid" }
  | { state: "expired" | "revoked" }
  | {
      state: "active";
      provision: Provision;
      guests: (typeof guests.$inferSelect)[];
      /** What is decided: package, grave type, site (the documents' read; prices are not shown there). */
      decided: Pick<ProvisionDocumentData, "planName" | "graveTypeName" | "site">;
      letters: ReadAccessLetter[];
      expiresAt: Date;
    };

/** A complete farewell letter as the trusted person sees it: to whom and when it goes, never its text. */
export interface ReadAccessLetter {
  recipient: LetterRecipient;
  shippingDate: LetterShippingDate;
  /** The day it is posted, once a funeral date after a confirmed death fixed it; null before. */
  dueOn: string | null;
  sent: boolean;
}

/** The provision's complete letters, oldest first, with their dispatch date once one is scheduled. */
async function readAccessLetters(db: Db, provisionId: string): Promise<ReadAccessLetter[]> {
  const rows = await db
    .select({
      content: letters.content,
      recipient: letters.recipient,
      shippingDate: letters.shippingDate,
      dueOn: letterDispatches.dueOn,
      status: letterDispatches.status,
    })
    .from(letters)
    .leftJoin(letterDispatches, eq(letterDispatches.letterId, letters.id))
    .where(eq(letters.provisionId, provisionId))
    .orderBy(asc(letters.createdAt), asc(letters.id));
  return rows.flatMap(({ content, recipient, shippingDate, dueOn, status }) =>
    letterStatus({ content, recipient, shippingDate }) === "completed" && recipient && shippingDate
      ? [{ recipient, shippingDate, dueOn, sent: status === "sent" }]
      : [],
  );
}

/**
 * Opens a read-access link (no account): rate-limited per IP (LimitExceededException), then the hash is looked
 * up; an active link returns the provision and guest list and writes "readAccess.used" to the audit log.
 */
export async function openReadAccess(
  db: Db,
  token: string,
  ip: string,
  now: Date,
): Promise<ReadAccessResult> {
  await recordAttempt(db, READ_ACCESS_LIMIT, { email: "", ip }, now);
  if (!READ_ACCESS_TOKEN_PATTERN.test(token)) return { state: "invalid" };
  const [link] = await db
    .select()
    .from(readAccessLinks)
    .where(eq(readAccessLinks.tokenHash, hashToken(token)));
  if (!link) return { state: "invalid" };
  const state = readAccessState(link, now);
  if (state !== "active") return { state };
  const provision = await readProvisionGrantedByLink(db, link, now);
  if (!provision) return { state: "invalid" };
  // The grant holds only while the account stays confirmed and its plan includes read access (a link granted in
  // the trial stops with the trial).
  // After a confirmed death (decision 0063) the plan no longer decides: billing stopped because of the death.
  if (!provision.frozenAt && featureRefusalOf(provision, "readAccess", now) !== null) {
    return { state: "revoked" };
  }
  await db.update(readAccessLinks).set({ lastUsedAt: now }).where(eq(readAccessLinks.id, link.id));
  await recordAudit(db, {
    actorUserId: null,
    provisionId: provision.id,
    action: "readAccess.used",
    detail: { linkId: link.id },
    ip,
  });
  const [list, documentData, letterList] = await Promise.all([
    db
      .select()
      .from(guests)
      .where(eq(guests.provisionId, provision.id))
      .orderBy(asc(guests.sort), asc(guests.createdAt)),
    provisionDocumentData(db, provision),
    readAccessLetters(db, provision.id),
  ]);
  const { planName, graveTypeName, site } = documentData;
  return {
    state: "active",
    provision,
    guests: list,
    decided: { planName, graveTypeName, site },
    letters: letterList,
    expiresAt: link.expiresAt,
  };
}
