/**
 * The documents page (/documents, the PDF opened at /pdf/provision/{id}; decision 0018): what the
 * provision summary and the Bestattungsverfügung print, read through the provision access helper. Only the
 * acting provision's id is accepted: any other id is "not found" (nothing tells whether it exists).
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { isPaid } from "~/domain/billing/trial";
import { ServiceError } from "~/domain/errors";
import type { Cents } from "~/domain/money";
import type { Guest } from "~/domain/wishes";
import { lineGross, offerPrice } from "~/domain/offer";
import { isPackageItem, offerBreakdown, type OfferBreakdown } from "~/domain/offer/breakdown";
import type { Db } from "../../db/client";
import {
  funeralSites,
  graveTypes,
  guests,
  coupons,
  letters,
  plans,
  proposalItems,
  type AdditionalCost,
  type FuneralSiteFees,
  type Provision,
  type TrustedPerson,
} from "../../db/schema";
import { logger } from "../../logger";
import { readProvision, type ProvisionActor } from "../provisions";
import { isUuid } from "~/domain/validation/uuid";
import { requireFeature } from "../features";
import { latestPayment } from "../pricing";
import { itemLine, offerCouponPercent, offerCouponShown, offerFees } from "../offer/price";
import { applicationContactSchema, type ApplicationContact } from "~/domain/validation/finance";

export interface DocumentLine {
  name: string;
  /** Product category, for products. */
  category: string | null;
  quantity: number;
  grossCents: Cents;
}

export interface DocumentWish {
  text: string | null;
  leftToSurvivors: boolean;
}

/** Everything the two provision documents print. */
export interface ProvisionDocumentData {
  provisionId: string;
  number: number;
  person: {
    salutation: "sir" | "madame" | null;
    firstname: string;
    lastname: string;
    birthDate: string | null;
    street: string | null;
    postalCode: string | null;
    city: string | null;
    email: string;
    phone: string | null;
  };
  funeralType: Provision["funeralType"];
  planName: string | null;
  graveTypeName: string | null;
  graveTypeNote: string | null;
  site: { title: string; street: string; plz: string; city: string; organisationName: string } | null;
  products: DocumentLine[];
  services: DocumentLine[];
  extras: DocumentLine[];
  /** The offer page's price rows (base price, package items, booked items, site fee, coupon, total). */
  breakdown: OfferBreakdown;
  /** The offer coupon behind the breakdown's coupon row (decision 0073), null without one. */
  offerCoupon: { code: string; percent: number } | null;
  wishes: { music: DocumentWish; quote: DocumentWish; notification: DocumentWish };
  guests: Guest[];
  trustedPerson: TrustedPerson | null;
  finance: {
    type: string | null;
    note: string | null;
    existingInsuranceCompany: string | null;
    existingInsuranceContractNumber: string | null;
    additionalCosts: AdditionalCost[];
    siteEstimateCents: Cents | null;
  };
  paidAt: Date | null;
}

/**
 * The acting provision when `provisionId` names it; "notFound" for any other or malformed id, and the
 * "not confirmed" refusal (403) while a customer's account is unconfirmed (staff may).
 */
export async function readDocumentProvision(
  db: Db,
  actor: ProvisionActor,
  provisionId: string,
  options: { ip?: string | null; now: Date },
): Promise<Provision> {
  if (!isUuid(provisionId)) throw new ServiceError("notFound");
  const provision = await readProvision(db, actor, { ip: options.ip, audit: "documents.pdf" });
  if (provision.id !== provisionId.toLowerCase()) {
    logger.warn({ actorUserId: actor.userId, provisionId }, "document of another provision refused");
    throw new ServiceError("notFound");
  }
  requireFeature(provision, "documentPdf", options.now, actor);
  return provision;
}

type ItemRow = typeof proposalItems.$inferSelect;

const line = (row: ItemRow): DocumentLine => ({
  name: row.name,
  category: row.category,
  quantity: row.quantity,
  grossCents: lineGross(itemLine(row)),
});

/** The offer's price as the offer page shows it (decision 0037), from the same rules and the same fees. */
function documentBreakdown(
  provision: Provision,
  items: readonly ItemRow[],
  live: { planFee: Cents; siteFees: FuneralSiteFees | null } | undefined,
  couponPercent: number,
): OfferBreakdown {
  const price = offerPrice({
    ...offerFees(provision, live),
    lines: items.map(itemLine),
    offerCouponPercent: couponPercent,
  });
  return offerBreakdown(
    price,
    items.map((item) => ({ gross: lineGross(itemLine(item)), inPackage: isPackageItem(item.kind) })),
  );
}

/**
 * Offer, site, wishes, guests, trusted person and finance notes of a checked provision (5 queries at most). The
 * person's address is the customer's one stored address (decision 0108), as the profile shows it.
 */
export async function provisionDocumentData(db: Db, provision: Provision): Promise<ProvisionDocumentData> {
  const siteId = provision.funeralSiteId;
  const [items, [site], [graveType], [plan], guestRows, [coupon]] = await Promise.all([
    provision.proposalId
      ? db
          .select()
          .from(proposalItems)
          .where(eq(proposalItems.proposalId, provision.proposalId))
          .orderBy(asc(proposalItems.sort), asc(proposalItems.name))
      : Promise.resolve([]),
    siteId
      ? db.select().from(funeralSites).where(eq(funeralSites.id, siteId))
      : Promise.resolve([] as (typeof funeralSites.$inferSelect)[]),
    provision.graveTypeId
      ? db.select().from(graveTypes).where(eq(graveTypes.id, provision.graveTypeId))
      : Promise.resolve([] as (typeof graveTypes.$inferSelect)[]),
    db
      .select()
      .from(plans)
      .where(inArray(plans.id, [provision.funeralPlan])),
    db
      .select()
      .from(guests)
      .where(eq(guests.provisionId, provision.id))
      .orderBy(asc(guests.sort), asc(guests.name)),
    provision.couponCode
      ? db.select({ kind: coupons.kind }).from(coupons).where(eq(coupons.code, provision.couponCode))
      : Promise.resolve([]),
  ]);
  const products = items.filter((i) => i.kind === "basic_product" || i.kind === "optional_product").map(line);
  const services = items.filter((i) => i.kind === "basic_service" || i.kind === "optional_service").map(line);
  const extras = items.filter((i) => i.kind === "extra").map(line);
  const couponPercent = offerCouponPercent(provision, coupon?.kind);
  const breakdown = documentBreakdown(
    provision,
    items,
    plan && { planFee: plan.priceCents, siteFees: site?.fees ?? null },
    couponPercent,
  );
  return {
    provisionId: provision.id,
    number: provision.number,
    person: {
      salutation: provision.salutation ?? null,
      firstname: provision.firstname ?? "",
      lastname: provision.lastname ?? "",
      birthDate: provision.provisionBirth,
      street: provision.street,
      postalCode: provision.postalCode,
      city: provision.city,
      email: provision.email ?? provision.userEmail,
      phone: provision.phone,
    },
    funeralType: provision.funeralType,
    planName: plan ? (provision.funeralType === "sea" ? plan.seaName : plan.name) : null,
    graveTypeName: graveType?.name ?? null,
    graveTypeNote: provision.graveTypeNote,
    site: site
      ? {
          title: site.title,
          street: site.street,
          plz: site.plz,
          city: site.city,
          organisationName: site.organisationName,
        }
      : null,
    products,
    services,
    extras,
    breakdown,
    offerCoupon: offerCouponShown(provision, couponPercent),
    wishes: {
      music: { text: provision.music, leftToSurvivors: provision.musicLeftToSurvivors },
      quote: { text: provision.quote, leftToSurvivors: provision.quoteLeftToSurvivors },
      notification: {
        text: provision.personalNotification,
        leftToSurvivors: provision.personalNotificationLeftToSurvivors,
      },
    },
    guests: guestRows.map(({ name, relation, address, email, note, invite, notify }) => ({
      name,
      relation,
      address,
      email,
      note,
      invite,
      notify,
    })),
    trustedPerson: provision.trustedPerson,
    finance: {
      type: provision.financialProvisionType,
      note: provision.financialProvisionNote,
      existingInsuranceCompany: provision.existingInsuranceCompany,
      existingInsuranceContractNumber: provision.existingInsuranceContractNumber,
      additionalCosts: provision.additionalCosts,
      siteEstimateCents: provision.funeralSiteEstimateCents,
    },
    paidAt: provision.paymentAcceptedAt,
  };
}

/** A letter as /documents lists it: who it is to, and whether it has a text (only then is there a PDF). */
export interface DocumentLetter {
  id: string;
  salutation: string | null;
  firstname: string | null;
  lastname: string | null;
  hasText: boolean;
}

/** Most letters /documents lists; the letters page pages through any more. */
export const DOCUMENT_LETTERS_LIMIT = 200;

/**
 * The letters of a provision the caller has read through the access helper, oldest first, with the columns a
 * line on /documents shows (never the text or the address).
 */
export async function documentLetters(db: Db, provision: Pick<Provision, "id">): Promise<DocumentLetter[]> {
  return db
    .select({
      id: letters.id,
      salutation: sql<string | null>`${letters.recipient}->>'salutation'`,
      firstname: sql<string | null>`${letters.recipient}->>'firstname'`,
      lastname: sql<string | null>`${letters.recipient}->>'lastname'`,
      hasText: sql<boolean>`${letters.content} is not null`,
    })
    .from(letters)
    .where(eq(letters.provisionId, provision.id))
    .orderBy(asc(letters.createdAt), asc(letters.id))
    .limit(DOCUMENT_LETTERS_LIMIT);
}

/** What the plan confirmation PDF prints: the booking and its latest payment (null before a plan is paid). */
export interface PlanConfirmationData {
  acceptedAt: Date;
  withGuarantee: boolean;
  payment: {
    amountCents: Cents;
    type: "sepa" | "paypal";
    ibanLast4: string | null;
    mandateReference: string | null;
  } | null;
}

export async function planConfirmationData(
  db: Db,
  provision: Provision,
): Promise<PlanConfirmationData | null> {
  if (!isPaid(provision) || !provision.paymentAcceptedAt) return null;
  const payment = await latestPayment(db, provision);
  return {
    acceptedAt: provision.paymentAcceptedAt,
    withGuarantee: provision.priceGuaranteeBookedAt !== null,
    payment: payment
      ? {
          amountCents: payment.priceCents,
          type: payment.paymentType,
          ibanLast4: payment.ibanLast4,
          mandateReference: payment.mandateReference,
        }
      : null,
  };
}

/** What /documents lists besides the two provision PDFs (decision 0038). */
export interface CustomerDocuments {
  /** A plan is booked: the plan confirmation PDF exists. */
  paid: boolean;
  /** When the burial-fund application was made (and can be rebuilt: its contact is stored), else null. */
  applicationAt: string | null;
  /** A trust-account deposit is recorded: the trust contract PDF exists. */
  trustContract: boolean;
  letters: DocumentLetter[];
}

/** The documents of a provision the caller has read through the access helper. */
export async function customerDocuments(db: Db, provision: Provision): Promise<CustomerDocuments> {
  const tariff = provision.insuranceTariff ?? {};
  const applicationAt =
    typeof tariff.applicationAt === "string" && storedApplicationContact(provision)
      ? tariff.applicationAt
      : null;
  return {
    paid: isPaid(provision),
    applicationAt,
    trustContract: provision.trustDepositCents > 0,
    letters: await documentLetters(db, provision),
  };
}

/**
 * The contact the burial-fund application was made with (stored with it; decision 0038), so /documents can
 * offer the application again after the wizard's draft is gone; null for applications made before.
 */
export function storedApplicationContact(
  provision: Pick<Provision, "insuranceTariff">,
): ApplicationContact | null {
  const parsed = applicationContactSchema.safeParse(provision.insuranceTariff?.applicationContact);
  return parsed.success ? parsed.data : null;
}
