/**
 * Adding, removing and swapping products and adding and removing optional services (PUT,
 * DELETE, POST /proposals/{id}/product, PUT and DELETE /proposals/{id}/service). Each is one call under the
 * offer lock with the price recalculated in the same transaction (lock.ts). Items are reached only through the
 * checked provision's proposal, so a forged id can name nothing of another customer's.
 */
import { and, eq } from "drizzle-orm";
import { ServiceError } from "~/domain/errors";
import { productFits } from "~/domain/offer";
import type { Db } from "../../db/client";
import type { AuditAction } from "../audit";
import { proposalItems, type Provision } from "../../db/schema";
import type { ProvisionActor, Tx, WriteOptions } from "../provisions";
import {
  defaultProductFor,
  productById,
  productItem,
  productItemsOf,
  serviceById,
  serviceItem,
} from "./catalogue";
import { changeOfferItems } from "./lock";

/** The product or service a change is about. */
export interface ItemChangeInput {
  id: string;
}

export interface ProductChoice {
  added: string;
  /** Short name of the product it replaced in its category, if any. */
  replaced: string | null;
}

type ItemWrite = WriteOptions & { now: Date };

/**
 * One item change as a service function: `(db, actor, input, write)` runs `step` under the offer lock, the
 * audit entry named `action` with the item's id under `key`.
 */
function itemChange<T>(
  action: AuditAction,
  key: "productId" | "serviceId",
  step: (
    tx: Tx,
    provision: Provision & { proposalId: string },
    input: ItemChangeInput,
  ) => Promise<{ result: T }>,
) {
  return (
    db: Db,
    actor: ProvisionActor | null,
    input: ItemChangeInput,
    { expectedVersion, ip, now }: ItemWrite,
  ) =>
    changeOfferItems<T>(
      db,
      actor,
      { action, expectedVersion: expectedVersion ?? undefined, ip, now, detail: { [key]: input.id } },
      (tx, provision) => step(tx, provision, input),
    );
}

/** The offer's line of a service, if the offer has it. */
async function serviceLineOf(tx: Tx, proposalId: string, serviceId: string) {
  const [item] = await tx
    .select()
    .from(proposalItems)
    .where(and(eq(proposalItems.proposalId, proposalId), eq(proposalItems.serviceId, serviceId)));
  return item;
}

/** Adds a product, or swaps it for the product of its category already in the offer (one per category). */
export const chooseProduct = itemChange<ProductChoice>(
  "offer.product.choose",
  "productId",
  async (tx, provision, input) => {
    const product = await productById(tx, input.id);
    if (!product) throw new ServiceError("productNotFound");
    const fits = productFits(product, provision.funeralPlan, provision.funeralType);
    if (!fits.funeralType) throw new ServiceError("offerOtherFuneralType");
    if (!fits.plan) throw new ServiceError("offerOtherPlan");
    const current = await productItemsOf(tx, provision.proposalId);
    if (current.some((item) => item.productId === product.id)) throw new ServiceError("offerAlreadyInOffer");
    const previous = current.find((item) => item.category === product.category) ?? null;
    if (previous) await tx.delete(proposalItems).where(eq(proposalItems.id, previous.id));
    await tx.insert(proposalItems).values(productItem(provision.proposalId, product, provision.funeralPlan));
    return { result: { added: product.translations.shortname, replaced: previous?.name ?? null } };
  },
);

export interface ProductRemoval {
  removed: string;
  /** The plan's default product swapped in, when the category belongs to the plan. */
  replacedBy: string | null;
}

/**
 * Removes a product. In a category the plan contains (coffin, urn, …) the plan's default product takes its
 * place; the default product itself cannot be removed there (it can be swapped).
 */
export const removeProduct = itemChange<ProductRemoval>(
  "offer.product.remove",
  "productId",
  async (tx, provision, input) => {
    const items = await productItemsOf(tx, provision.proposalId);
    const item = items.find((candidate) => candidate.productId === input.id);
    if (!item || !item.category) throw new ServiceError("offerNotInOffer");
    const fallback = await defaultProductFor(tx, item.category, provision.funeralPlan, provision.funeralType);
    const isDefaultCategoryItem = item.kind === "basic_product";
    if (isDefaultCategoryItem && (!fallback || fallback.id === item.productId))
      throw new ServiceError("offerNotRemovable");
    await tx.delete(proposalItems).where(eq(proposalItems.id, item.id));
    if (isDefaultCategoryItem && fallback) {
      await tx
        .insert(proposalItems)
        .values(productItem(provision.proposalId, fallback, provision.funeralPlan));
    }
    return {
      result: {
        removed: item.name,
        replacedBy: isDefaultCategoryItem ? (fallback?.translations.shortname ?? null) : null,
      },
    };
  },
);

/** Adds an optional service of the offer's funeral type. */
export const addService = itemChange<string>(
  "offer.service.add",
  "serviceId",
  async (tx, provision, input) => {
    const service = await serviceById(tx, input.id);
    if (!service || !service.optional) throw new ServiceError("notFound", { detail: "no optional service" });
    const fits = service.funeralTypes.length === 0 || service.funeralTypes.includes(provision.funeralType);
    if (!fits) throw new ServiceError("offerOtherFuneralType");
    if (await serviceLineOf(tx, provision.proposalId, service.id))
      throw new ServiceError("offerAlreadyInOffer");
    await tx.insert(proposalItems).values(serviceItem(provision.proposalId, service));
    return { result: service.translations.shortname };
  },
);

/** Removes an optional service (the basic services of the funeral type stay). */
export const removeService = itemChange<string>(
  "offer.service.remove",
  "serviceId",
  async (tx, provision, input) => {
    const item = await serviceLineOf(tx, provision.proposalId, input.id);
    if (!item) throw new ServiceError("offerNotInOffer");
    if (item.kind !== "optional_service") throw new ServiceError("offerNotRemovable");
    await tx.delete(proposalItems).where(eq(proposalItems.id, item.id));
    return { result: item.name };
  },
);
