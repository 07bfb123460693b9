import { eq } from "drizzle-orm";
import { ServiceError } from "~/domain/errors";
import { actingProvisionId, type Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { provisions, type Provision } from "../db/schema";
import { recordAudit } from "./audit";

/**
 * The provision the actor works on: a customer's own, or the one a staff member holds.
 * A staff read of a customer's provision is written to the audit log.
 */
export async function getActingProvision(db: Db, actor: Actor, ip?: string): Promise<Provision | null> {
  const id = actingProvisionId(actor);
  if (!id) return null;
  const [provision] = await db.select().from(provisions).where(eq(provisions.id, id));
  if (!provision) return null;
  const own = provision.userId === actor.userId;
  if (!own && !actor.isStaff) throw new ServiceError("forbidden");
  if (!own) {
    await recordAudit(db, {
      actorUserId: actor.userId,
      provisionId: provision.id,
      action: "provision.read",
      ip,
    });
  }
  return provision;
}
