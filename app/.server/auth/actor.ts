import { createContext } from "react-router";
import { roleOf } from "~/domain/backoffice/staff";
import { ServiceError } from "~/domain/errors";

/** Who acts in this request, and on which provision. Resolved from the session's tokens by the actor middleware. */
export interface Actor {
  userId: string;
  email: string;
  /** Name for the header ("Vorname Nachname"), or the e-mail when unknown. */
  displayName: string;
  groups: string[];
  /** admin or customercare. */
  isStaff: boolean;
  /** The actor's own provision, if any ("me"). */
  ownProvisionId: string | null;
  /** A foreign provision a staff member holds (taken up at /provisions/:provisionId), else null. */
  heldProvisionId: string | null;
}

/** The provision a request works on: the held foreign one for staff, else the own one. */
export function actingProvisionId(actor: Actor): string | null {
  return (actor.isStaff ? actor.heldProvisionId : null) ?? actor.ownProvisionId;
}

/** Staff: an account with a staff role (admin or customer care). */
export function isStaffGroups(groups: readonly string[]): boolean {
  return roleOf(groups) !== null;
}

/** Admins manage catalogue, prices, sites, coupons, staff and partner keys in the back office. */
export function isAdmin(actor: Pick<Actor, "groups">): boolean {
  return actor.groups.includes("admin");
}

/** What a back-office page needs: `admin` (admins only) or `care` (customer care and admins). */
export type BackOfficeNeed = "admin" | "care";

export function mayEnterBackOffice(actor: Pick<Actor, "groups">, need: BackOfficeNeed): boolean {
  return need === "admin" ? isAdmin(actor) : isStaffGroups(actor.groups);
}

/** null when nobody is signed in. Set by the root middleware on every request. */
export const actorContext = createContext<Actor | null>(null);

/**
 * Every back-office service checks the role again (defence in depth; the layouts' middleware decided first):
 * without the need, the record "does not exist" (ServiceError notFound, answered as the plain 404 page).
 */
export function requireBackOffice(actor: Pick<Actor, "groups">, need: BackOfficeNeed): void {
  if (!mayEnterBackOffice(actor, need))
    throw new ServiceError("notFound", { detail: `back office: ${need} only` });
}
