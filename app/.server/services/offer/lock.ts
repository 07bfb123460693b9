/**
 * The offer lock (isOfferLocked; provisions.offer_locked_at): an item change takes the lock in a
 * short transaction of its own, so that a second change arriving meanwhile is refused with a message instead
 * of queueing behind it or getting lost; then it changes the items and recalculates the price in one
 * transaction that also releases the lock. A failure releases it too. A lock older than 30 s is stale (its
 * holder died) and is taken over.
 */
import { ServiceError } from "~/domain/errors";
import { isOfferEditable } from "~/domain/offer";
import type { Db } from "../../db/client";
import type { AuditAction } from "../audit";
import type { Provision } from "../../db/schema";
import { changeProvision, type ProvisionActor, type ProvisionPatch, type Tx } from "../provisions";
import { recalculateOfferPrice } from "./price";

export const OFFER_LOCK_STALE_MS = 30_000;

export function isOfferLocked(provision: Pick<Provision, "offerLockedAt">, now: Date): boolean {
  const at = provision.offerLockedAt;
  return at !== null && now.getTime() - at.getTime() < OFFER_LOCK_STALE_MS;
}

/** 404 unless the offer may be edited (a customized offer is read-only). */
export function requireEditableOffer(provision: Pick<Provision, "state">): void {
  if (!isOfferEditable(provision.state)) throw new ServiceError("notFound", { detail: "offer customized" });
}

export interface OfferChangeOptions {
  /** Audit action of the change, e.g. "offer.product.choose". */
  action: AuditAction;
  /** The version the form was rendered with (readVersion). */
  expectedVersion: number | undefined;
  detail?: Record<string, unknown>;
  ip?: string | null;
  /** The request's instant (`runtime.clock.now()`): the lock's time and the proposal's new version time. */
  now: Date;
}

/**
 * Runs `change` under the offer lock: it writes the proposal items through `tx` (reached from the checked
 * provision) and may return a provision patch; the price is recalculated from the result in the same
 * transaction. Refusals and conflicts (ServiceError) leave nothing changed.
 */
export async function changeOfferItems<T>(
  db: Db,
  actor: ProvisionActor | null,
  options: OfferChangeOptions,
  change: (
    tx: Tx,
    provision: Provision & { proposalId: string },
  ) => Promise<{ patch?: ProvisionPatch; result: T }>,
): Promise<T> {
  const lockedAt = options.now;
  const locked = await changeProvision(
    db,
    actor,
    { action: "offer.lock", expectedVersion: options.expectedVersion, ip: options.ip },
    (_tx, provision) => {
      requireEditableOffer(provision);
      if (!provision.proposalId) throw new ServiceError("notFound", { detail: "provision without proposal" });
      if (isOfferLocked(provision, lockedAt)) throw new ServiceError("offerLocked");
      return { offerLockedAt: lockedAt };
    },
  );
  let result: T | undefined;
  try {
    await changeProvision(
      db,
      actor,
      { action: options.action, expectedVersion: locked.version, detail: options.detail, ip: options.ip },
      async (tx, provision) => {
        const outcome = await change(tx, provision as Provision & { proposalId: string });
        result = outcome.result;
        const next = { ...provision, ...outcome.patch };
        return {
          ...outcome.patch,
          ...(await recalculateOfferPrice(tx, next, options.now)),
          offerLockedAt: null,
        };
      },
    );
  } catch (error) {
    await releaseOfferLock(db, actor, lockedAt);
    throw error;
  }
  return result as T;
}

/** Clears our own lock after a failed change (never someone else's). */
async function releaseOfferLock(db: Db, actor: ProvisionActor | null, lockedAt: Date): Promise<void> {
  await changeProvision(db, actor, { action: "offer.unlock" }, (_tx, provision) =>
    provision.offerLockedAt?.getTime() === lockedAt.getTime() ? { offerLockedAt: null } : {},
  ).catch(() => undefined);
}
