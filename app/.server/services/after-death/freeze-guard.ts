/**
 * The customer's side of a frozen plan (decision 0063): the owner of a frozen provision sees one calm page
 * instead of the private pages. Asked by the signed-in layout's middleware on every private request, loaders
 * and actions alike; the answer "not frozen" is remembered in the session, which is safe because the freeze ends
 * every session of the owner (`freezeProvision`) and a new sign-in starts with an empty session.
 */
import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { provisions } from "../../db/schema";
import type { AppSession } from "../../session";
import { findProvision } from "../provisions";
import { customerName } from "../trusted-person";

const frozenAtQuery = (db: Db) =>
  db
    .select({ frozenAt: provisions.frozenAt })
    .from(provisions)
    .where(eq(provisions.id, sql.placeholder("id")))
    .prepare("provision_frozen_at");

/** True when the actor is a customer whose own provision is frozen. Staff are never sent away. */
export async function ownProvisionFrozen(db: Db, actor: Actor, session: AppSession): Promise<boolean> {
  const id = actor.ownProvisionId;
  if (actor.isStaff || !id) return false;
  if (session.get("openProvisionChecked") === id) return false;
  const [row] = await prepared(db, "provision_frozen_at", frozenAtQuery).execute({ id });
  if (row?.frozenAt) return true;
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
