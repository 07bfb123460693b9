/**
 * Customer-care work (spec 000 §2 /salesforce and /provisions/:provisionId, §6): staff look customers up in
 * the CRM and hold one customer's provision at a time. Every look-up and every opening is audited.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { ServiceError } from "~/domain/errors";
import type { Actor } from "../auth/actor";
import { accountProvisionIds, fullName, type CrmPort, type SalesforceAccount } from "../crm/port";
import type { Db } from "../db/client";
import { provisions } from "../db/schema";
import { recordAudit } from "./audit";

export type StaffActor = Pick<Actor, "userId" | "isStaff">;

/** What the admin banner shows about the held provision. */
export interface ProvisionSummary {
  displayName: string;
  number: number;
}

export interface HeldProvision extends ProvisionSummary {
  provisionId: string;
}

/** Any well-formed UUID (Postgres accepts every version); a malformed id never reaches the database. */
export function isUuid(value: string): boolean {
  return z.guid().safeParse(value).success;
}

function assertStaff(actor: StaffActor): void {
  if (!actor.isStaff) throw new ServiceError("forbidden");
}

async function findProvision(db: Db, provisionId: string): Promise<HeldProvision | null> {
  if (!isUuid(provisionId)) return null;
  const [row] = await db
    .select({
      provisionId: provisions.id,
      firstname: provisions.firstname,
      lastname: provisions.lastname,
      userEmail: provisions.userEmail,
      number: provisions.number,
    })
    .from(provisions)
    .where(eq(provisions.id, provisionId));
  if (!row) return null;
  return {
    provisionId: row.provisionId,
    displayName: fullName(row.firstname, row.lastname) || row.userEmail,
    number: row.number,
  };
}

/** Name and number of a provision for the admin banner; null when it does not exist (any more). */
export async function heldProvisionSummary(db: Db, provisionId: string): Promise<ProvisionSummary | null> {
  const found = await findProvision(db, provisionId);
  return found && { displayName: found.displayName, number: found.number };
}

/**
 * A staff member starts working on a customer's provision (the caller stores the id in the session).
 * Customers get `forbidden`; a malformed or unknown id gets `notFound`.
 */
export async function holdProvision(
  db: Db,
  actor: StaffActor,
  provisionId: string,
  ip?: string | null,
): Promise<HeldProvision> {
  assertStaff(actor);
  const found = await findProvision(db, provisionId);
  if (!found) throw new ServiceError("notFound");
  await recordAudit(db, {
    actorUserId: actor.userId,
    provisionId: found.provisionId,
    action: "provision.open",
    ip,
  });
  return found;
}

/** The staff member stops working on the provision; null when it no longer exists. */
export async function releaseProvision(
  db: Db,
  actor: StaffActor,
  provisionId: string,
  ip?: string | null,
): Promise<ProvisionSummary | null> {
  assertStaff(actor);
  const found = await findProvision(db, provisionId);
  if (!found) return null;
  await recordAudit(db, {
    actorUserId: actor.userId,
    provisionId: found.provisionId,
    action: "provision.close",
    ip,
  });
  return { displayName: found.displayName, number: found.number };
}

/**
 * Looks a customer up in the CRM by e-mail (login or contact address). The look-up is audited once per
 * provision it shows, or once without a provision when it shows none.
 */
export async function lookUpCustomer(
  db: Db,
  crm: CrmPort,
  actor: StaffActor,
  email: string,
  ip?: string | null,
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
