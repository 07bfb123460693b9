/** Deleting and exporting an account is the customer's own right (decision 0018). */
import { ServiceError } from "~/domain/errors";
import type { Db } from "../../db/client";
import type { Provision } from "../../db/schema";
import { actsForCustomer, readProvision, type ProvisionActor } from "../provisions";

/** Staff may look after a provision, but deleting or exporting an account is the customer's own right. */
export async function ownProvision(db: Db, actor: ProvisionActor): Promise<Provision> {
  const provision = await readProvision(db, actor, { audit: false });
  if (actsForCustomer(actor, provision))
    throw new ServiceError("forbidden", { detail: "staff on own-only action" });
  return provision;
}
