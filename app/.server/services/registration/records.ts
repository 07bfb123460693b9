/** The rows a registration writes: the proposal's values and the provision's columns (new or continued). */
import type { NewProposal, NewProvision } from "../../db/schema";
import type { OfferTotals, RegistrationInput, RegistrationTracking } from "./types";

/** What a proposal is made of: the wizard's answers, the data step (without password) and the URL parameters. */
export type ProposalInput = Pick<RegistrationInput, "answers" | "params"> & {
  data: Pick<RegistrationInput["data"], "salutation" | "firstname" | "lastname" | "phone">;
};

export function proposalValues(
  input: ProposalInput,
  email: string,
  tracking: RegistrationTracking,
  offer: OfferTotals,
  now: Date,
): NewProposal {
  const { answers, data, params = {} } = input;
  return {
    funeralType: answers.funeralType,
    funeralPlan: answers.funeralPlan,
    graveTypeId: offer.graveTypeId,
    relationship: "myself",
    concernType: "provision",
    salutation: data.salutation,
    firstname: data.firstname,
    lastname: data.lastname,
    email,
    phone: data.phone,
    // A date column: the calendar date is stored as is ("at noon" only matters for timestamps).
    provisionBirth: answers.provisionBirth,
    placeCity: answers.place.city,
    placeCode: answers.place.code,
    trackingUserId: tracking.userID,
    sessionId: tracking.sessionID,
    utmMedium: tracking.utmMedium,
    utmSource: tracking.utmSource,
    utmCampaign: tracking.utmCampaign,
    clientidGclid: tracking.clientidGclid,
    clientId: tracking.clientId,
    landingPageUrl: tracking.landingPageUrl,
    funnelEntryUrl: tracking.funnelEntryUrl,
    // The affiliate source is the referrer parameter (at most 255 characters).
    sourceCookie: params.referrer,
    referrer: params.referrer,
    couponCode: params.couponCode,
    financePartner: params.financePartner,
    salesPersonId: params.salesPersonId,
    priceCents: offer.priceCents,
    // The submission gap and "versioned today" read these against the same clock.
    createdAt: now,
    lastVersionAt: now,
  };
}

/** The provision columns a registration sets (new provision, or the continued one). */
export function provisionFields(
  input: RegistrationInput,
  offer: OfferTotals,
  place: { lat: number | null; lon: number | null } | null,
  coupon: { code: string; discountPercent: number } | null,
  proposal: { id: string; createdAt: Date },
  now: Date,
) {
  const { answers, data, params = {} } = input;
  return {
    code: answers.place.code,
    lat: place?.lat ?? null,
    lon: place?.lon ?? null,
    funeralType: answers.funeralType,
    funeralPlan: answers.funeralPlan,
    funeralSiteId: null,
    graveTypeId: offer.graveTypeId,
    priceCents: offer.priceCents,
    salutation: data.salutation,
    firstname: data.firstname,
    lastname: data.lastname,
    phone: data.phone,
    provisionBirth: answers.provisionBirth,
    proposalId: proposal.id,
    proposalCreatedAt: proposal.createdAt,
    formSubmissionTime: now,
    ...(coupon ? { couponCode: coupon.code, couponDiscount: coupon.discountPercent } : {}),
    ...(params.financePartner ? { financePartner: params.financePartner } : {}),
    ...(params.salesPersonId ? { salesPersonId: params.salesPersonId } : {}),
  } satisfies Partial<NewProvision>;
}
