/**
 * Refusals of offer changes: typed, with a German message key and a 4xx
 * status; route modules turn them into the German error page (`offerRefusalPage`). Nothing is stored when
 * one is thrown (it rolls the transaction back).
 */
import { t, type MessageKey } from "~/i18n";

export type OfferRefusalReason =
  | "locked"
  | "alreadyInOffer"
  | "otherPlan"
  | "otherFuneralType"
  | "notInOffer"
  | "notRemovable"
  | "unchanged"
  | "pricesChanged";

const MESSAGES = {
  locked: "offer.refused.locked",
  alreadyInOffer: "offer.refused.alreadyInOffer",
  otherPlan: "offer.refused.otherPlan",
  otherFuneralType: "offer.refused.otherFuneralType",
  notInOffer: "offer.refused.notInOffer",
  notRemovable: "offer.refused.notRemovable",
  unchanged: "offer.refused.unchanged",
  pricesChanged: "offer.refused.pricesChanged",
} as const satisfies Record<OfferRefusalReason, MessageKey>;

const STATUS: Record<OfferRefusalReason, number> = {
  locked: 409,
  alreadyInOffer: 409,
  otherPlan: 422,
  otherFuneralType: 422,
  notInOffer: 409,
  notRemovable: 422,
  unchanged: 400,
  pricesChanged: 409,
};

export class OfferRefusal extends Error {
  override readonly name = "OfferRefusal";
  readonly status: number;
  constructor(readonly reason: OfferRefusalReason) {
    super(reason);
    this.status = STATUS[reason];
  }
  get userMessage(): string {
    return t(MESSAGES[this.reason]);
  }
}

export const isOfferRefusal = (error: unknown): error is OfferRefusal => error instanceof OfferRefusal;
