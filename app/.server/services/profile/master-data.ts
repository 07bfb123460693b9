/**
 * The customer's master data (decisions 0018, 0029): the profile page's read, saving the master data and
 * confirming a new contact e-mail. Every read and change of the provision goes through the provision access
 * helper (decision 0008).
 */
import { isoDateAtNoon } from "~/domain/dates";
import { ServiceError } from "~/domain/errors";
import { contactEmailChange } from "~/domain/profile";
import type { ProfileInput } from "~/domain/validation/profile";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Provision } from "../../db/schema";
import {
  consumeSecret,
  createOneTimeSecret,
  findUsableSecret,
  revokeOneTimeSecrets,
} from "../../identity/codes";
import { recordAttempt } from "../../identity/limits";
import { CONTACT_EMAIL_LIMIT, CONTACT_EMAIL_TOKEN_TTL_MS, normalizeEmail } from "../../identity/policy";
import { contactEmailLink, contactEmailMail, enqueueMail, mailOwner } from "../../mail";
import {
  changeProvision,
  ownerActor,
  readProvision,
  type ProvisionActor,
  type ProvisionPatch,
  type WriteOptions,
} from "../provisions";
import { revokeAllReadAccess } from "../trusted-person";
import { listCareLog } from "./care-log";

/** The profile page: the acting provision (a staff read is audited) and its care log. */
export async function loadProfile(db: Db, actor: ProvisionActor, { ip }: { ip?: string } = {}) {
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
 * noon, and is stored as its calendar date; e-mails lower-cased, phone already E.164 (schema).
 * The login e-mail (`userEmail`) is not part of it: it cannot be changed here.
 *
 * A new contact e-mail is not taken as it is (decision 0029): it waits in `pendingEmail` and a confirmation link
 * goes to it (rate-limited per account and IP); mail keeps going to the last confirmed address until the link
 * is opened (`confirmContactEmail`).
 */
export async function updateProfile(
  db: Db,
  actor: ProvisionActor,
  input: ProfileInput,
  options: WriteOptions & { config: Pick<Config, "BASE_URL" | "hotline">; now: Date },
): Promise<ProfileSaved> {
  const { config, now } = options;
  const provisionBirth = isoDateAtNoon(input.provisionBirth);
  const wanted = normalizeEmail(input.email);
  const before = await readProvision(db, actor, { audit: false });
  if (contactEmailChange(before, wanted) === "needsConfirmation") {
    // Counted outside the change, so a refused or failed save still counts.
    await recordAttempt(db, CONTACT_EMAIL_LIMIT, { email: before.userEmail, ip: options.ip ?? "" }, now);
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
        const token = await createOneTimeSecret(
          tx,
          { userId: current.userId, kind: "contact-email", ttlMs: CONTACT_EMAIL_TOKEN_TTL_MS },
          now,
        );
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
      await revokeOneTimeSecrets(tx, current.userId, "contact-email", now);
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
export async function confirmContactEmail(
  db: Db,
  token: string,
  { now }: { now: Date },
): Promise<{ email: string }> {
  const row = await findUsableSecret(db, "contact-email", token, now);
  const owner = await ownerActor(db, row.userId);
  let email = "";
  await changeProvision(
    db,
    owner,
    { action: "profile.contactEmail.confirm" },
    async (transaction, current) => {
      const tx = transaction as unknown as Db;
      const usable = await findUsableSecret(tx, "contact-email", token, now);
      await consumeSecret(tx, usable, now);
      if (!current.pendingEmail) {
        throw new ServiceError("CodeMismatchException", { detail: "no contact e-mail pending" });
      }
      email = current.pendingEmail;
      await revokeAllReadAccess(tx, row.userId, now);
      return { email, pendingEmail: null };
    },
  );
  return { email };
}
