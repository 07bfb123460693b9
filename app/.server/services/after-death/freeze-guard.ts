/**
 * The customer's side of a frozen plan (decision 0063): the owner of a frozen provision sees one calm page
 * instead of the private pages. Asked by the signed-in layout's middleware on every private request, loaders
 * and actions alike; the answer "not frozen" is remembered in the session, which is safe because the freeze ends
 * every session of the owner (`freezeProvision`) and a new sign-in starts with an empty session.
 */
import { createContext } from "react-router";
import type { ChangePages } from "~/domain/after-death/read-only";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import type { AppSession } from "../../session";
import { findProvision, ownFrozenAt } from "../provisions";
import { customerName } from "../trusted-person";

/** True when the actor is a customer whose own provision is frozen. Staff are never sent away. */
export async function ownProvisionFrozen(db: Db, actor: Actor, session: AppSession): Promise<boolean> {
  const id = actor.ownProvisionId;
  if (actor.isStaff || !id) return false;
  if (session.get("openProvisionChecked") === id) return false;
  if (await ownFrozenAt(db, actor, id)) return true;
  session.set("openProvisionChecked", id);
  return false;
}

/**
 * What the calm page shows the owner of a frozen provision: the customer's name and the contract number, nothing
 * of the wishes, prices or letters. Null for staff and for a provision that is not frozen (the page sends them on).
 */
export async function frozenOwnProvision(
  db: Db,
  actor: Actor,
): Promise<{ name: string; contractNumber: string } | null> {
  if (actor.isStaff) return null;
  const provision = await findProvision(db, actor, { audit: false });
  if (!provision?.frozenAt) return null;
  return { name: customerName(provision), contractNumber: String(provision.number) };
}

/**
 * When the provision a staff member holds was frozen (the confirmed death), or null: set by the signed-in
 * layout's middleware for its loader (the notice) on a GET request.
 */
export const heldFrozenAtContext = createContext<Date | null>(null);

/**
 * When the provision the staff member `actor` holds was frozen, or null (not frozen, nothing held, a customer).
 * Asked on every GET of a private page; it takes the row the actor middleware read ahead with the session check
 * (decision 0065) and leaves it for the page, so it costs no database read of its own.
 */
export async function heldProvisionFrozenAt(db: Db, actor: Actor): Promise<Date | null> {
  if (!actor.isStaff || !actor.heldProvisionId) return null;
  const provision = await findProvision(db, actor, { audit: false, keepReadAhead: true });
  return provision?.frozenAt ?? null;
}

/** The change pages the route modules declare (`handle`, from the server build), set by the server per request. */
export const changePagesContext = createContext<ChangePages>();
