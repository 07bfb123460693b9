/**
 * Changing the funeral type (/overview/offer/basic-information, POST /proposals/{id}/basic-information):
 * the plan's default grave type and default products of the new type replace the old ones, the basic
 * services follow the type, optional items that do not fit the new type leave the offer, and a site that
 * does not offer the new type is let go. The caller is told what changed, to show it.
 */
import { ServiceError } from "~/domain/errors";
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { isDefaultCategory } from "~/domain/offer";
import type { FuneralType } from "~/domain/constants";
import type { Db } from "../../db/client";
import { funeralSites, graveTypes, products, proposalItems, services } from "../../db/schema";
import type { ProvisionActor, WriteOptions } from "../provisions";
import { defaultOffer } from "../registration/default-offer";
import { fitsFuneralType } from "./catalogue";
import { changeOfferItems } from "./lock";

export interface FuneralTypeChange {
  graveType: string | null;
  products: string[];
  /** The chosen site was let go because it does not offer the new funeral type. */
  siteRemoved: boolean;
  /** Optional items that left the offer because they do not fit the new type. */
  removed: string[];
}

export async function changeFuneralType(
  db: Db,
  actor: ProvisionActor | null,
  input: { funeralType: FuneralType },
  { expectedVersion, ip, now }: WriteOptions & { now: Date },
): Promise<FuneralTypeChange> {
  return changeOfferItems<FuneralTypeChange>(
    db,
    actor,
    {
      action: "offer.basicInformation",
      expectedVersion: expectedVersion ?? undefined,
      ip,
      now,
      detail: { funeralType: input.funeralType },
    },
    async (tx, provision) => {
      if (provision.funeralType === input.funeralType) throw new ServiceError("offerUnchanged");
      const type = input.funeralType;
      const plan = provision.funeralPlan;
      const offer = await defaultOffer(tx as unknown as Db, type, plan);
      const items = await tx
        .select()
        .from(proposalItems)
        .where(eq(proposalItems.proposalId, provision.proposalId));
      const optionalItems = items.filter(
        (item) => item.kind === "optional_product" || item.kind === "optional_service",
      );
      // The optional items that still fit the new type stay.
      const fitting = new Set(
        optionalItems.length === 0
          ? []
          : (
              await tx
                .select({ id: proposalItems.id })
                .from(proposalItems)
                .leftJoin(products, eq(products.id, proposalItems.productId))
                .leftJoin(services, eq(services.id, proposalItems.serviceId))
                .where(
                  and(
                    eq(proposalItems.proposalId, provision.proposalId),
                    or(
                      and(isNotNull(proposalItems.productId), fitsFuneralType(products.funeralTypes, type)),
                      and(isNotNull(proposalItems.serviceId), fitsFuneralType(services.funeralTypes, type)),
                    ),
                  ),
                )
            ).map((row) => row.id),
      );
      const leaving = items.filter(
        (item) =>
          item.kind === "basic_product" ||
          item.kind === "basic_service" ||
          (item.category !== null && isDefaultCategory(plan, item.category)) ||
          ((item.kind === "optional_product" || item.kind === "optional_service") && !fitting.has(item.id)),
      );
      if (leaving.length > 0) {
        await tx.delete(proposalItems).where(
          inArray(
            proposalItems.id,
            leaving.map((item) => item.id),
          ),
        );
      }
      if (offer.items.length > 0) {
        await tx
          .insert(proposalItems)
          .values(offer.items.map((item) => ({ ...item, proposalId: provision.proposalId })));
      }
      const [site] = provision.funeralSiteId
        ? await tx
            .select({ id: funeralSites.id })
            .from(funeralSites)
            .where(
              and(
                eq(funeralSites.id, provision.funeralSiteId),
                sql`${type} = any(${funeralSites.funeralTypes})`,
              ),
            )
        : [];
      const [graveType] = offer.graveTypeId
        ? await tx
            .select({ name: graveTypes.name })
            .from(graveTypes)
            .where(eq(graveTypes.id, offer.graveTypeId))
        : [];
      const siteRemoved = provision.funeralSiteId !== null && !site;
      return {
        patch: {
          funeralType: type,
          graveTypeId: offer.graveTypeId,
          ...(siteRemoved ? { funeralSiteId: null } : {}),
        },
        result: {
          graveType: graveType?.name ?? null,
          products: offer.items.filter((item) => item.kind === "basic_product").map((item) => item.name),
          siteRemoved,
          removed: leaving
            .filter((item) => item.kind === "optional_product" || item.kind === "optional_service")
            .map((item) => item.name),
        },
      };
    },
  );
}
