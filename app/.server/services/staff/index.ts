/**
 * Customer-care work (/salesforce and /provisions/:provisionId, admin and customercare only): staff look
 * customers up in the CRM and hold one customer's provision at a time. Every look-up and every opening is
 * audited.
 */
import { ServiceError } from "~/domain/errors";
import type { Actor } from "../../auth/actor";
import { accountProvisionIds, fullName, type CrmPort, type SalesforceAccount } from "../../crm/port";
import type { Db } from "../../db/client";
import type { Provision } from "../../db/schema";
import { recordAudit } from "../audit";
import { findProvision, holding, type ProvisionActor } from "../provisions";
import { isUuid } from "~/domain/validation/uuid";
import type { AppSession } from "../../session";
import { discardSessionDrafts } from "../../wizard/drafts";

export type StaffActor = Pick<Actor, "userId" | "isStaff">;

/** What the admin banner shows about the held provision. */
export interface ProvisionSummary {
  displayName: string;
  number: number;
}

export interface HeldProvision extends ProvisionSummary {
  provisionId: string;
}

function assertStaff(actor: StaffActor): void {
  if (!actor.isStaff) throw new ServiceError("forbidden");
}

function summary(provision: Provision): HeldProvision {
  return {
    provisionId: provision.id,
    displayName: fullName(provision.firstname, provision.lastname) || provision.userEmail,
    number: provision.number,
  };
}

/**
 * Name and number of the provision a staff member holds, for the admin banner on every page; null when they
 * hold none or it no longer exists. Not audited per page: taking it up was ("provision.open").
 */
export async function heldProvisionSummary(db: Db, actor: ProvisionActor): Promise<ProvisionSummary | null> {
  if (!actor.isStaff || !actor.heldProvisionId) return null;
  // The actor acts on the held provision (`actingProvisionId`): the row its GET request read ahead, if any.
  const found = await findProvision(db, actor, { audit: false, keepReadAhead: true });
  return found && { displayName: summary(found).displayName, number: found.number };
}

/**
 * A staff member starts working on a customer's provision (the caller stores the id in the session).
 * Customers get `forbidden`; a malformed or unknown id gets `notFound`. Audited as "provision.open".
 */
export async function holdProvision(
  db: Db,
  actor: StaffActor,
  { provisionId }: { provisionId: string },
  { ip }: { ip?: string | null } = {},
): Promise<HeldProvision> {
  assertStaff(actor);
  const found = await findProvision(db, holding(actor, provisionId), { ip, audit: "provision.open" });
  if (!found) throw new ServiceError("notFound");
  return summary(found);
}

/**
 * Takes up a customer's provision in this session (the POST of /provisions/:provisionId): audited as
 * "provision.open" by holdProvision. The session's wizard drafts are discarded, so nothing entered for the
 * customer held before (an address, an IBAN) is carried over or kept longer than needed.
 */
export async function takeUpProvision(
  db: Db,
  actor: StaffActor,
  input: { provisionId: string },
  { ip, session }: { ip?: string | null; session: AppSession },
): Promise<HeldProvision> {
  const held = await holdProvision(db, actor, input, { ip });
  if (session.get("heldProvisionId") !== held.provisionId) await discardSessionDrafts(db, session);
  session.set("heldProvisionId", held.provisionId);
  return held;
}

/**
 * Lets go of the provision this session holds (the admin banner's "Verbindung trennen"), discarding the
 * session's drafts; null when it holds none or the provision no longer exists.
 */
export async function letGoOfProvision(
  db: Db,
  actor: StaffActor,
  { ip, session }: { ip?: string | null; session: AppSession },
): Promise<{ released: ProvisionSummary | null } | null> {
  assertStaff(actor);
  const held = session.get("heldProvisionId");
  if (!held) return null;
  session.unset("heldProvisionId");
  await discardSessionDrafts(db, session);
  return { released: await releaseProvision(db, actor, { provisionId: held }, { ip }) };
}

/** The staff member stops working on the provision (audited as "provision.close"); null when it no longer exists. */
export async function releaseProvision(
  db: Db,
  actor: StaffActor,
  { provisionId }: { provisionId: string },
  { ip }: { ip?: string | null } = {},
): Promise<ProvisionSummary | null> {
  assertStaff(actor);
  const found = await findProvision(db, holding(actor, provisionId), { ip, audit: "provision.close" });
  return found && { displayName: summary(found).displayName, number: found.number };
}

/**
 * Looks a customer up in the CRM by e-mail (login or contact address). The look-up is audited once per
 * provision it shows, or once without a provision when it shows none.
 */
export async function lookUpCustomer(
  db: Db,
  actor: StaffActor,
  { email }: { email: string },
  { ip, crm }: { ip?: string | null; crm: CrmPort },
): Promise<SalesforceAccount | null> {
  assertStaff(actor);
  const account = await crm.findAccountByEmail(email);
  const provisionIds = account ? accountProvisionIds(account).filter(isUuid) : [];
  const entries = provisionIds.length > 0 ? provisionIds : [null];
  for (const provisionId of entries) {
    await recordAudit(db, {
      actorUserId: actor.userId,
      provisionId,
      action: "crm.lookup",
      detail: { email, found: account !== null },
      ip,
    });
  }
  return account;
}
