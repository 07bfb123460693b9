/**
 * The finance area's services (decision 0019): provision type, insurance details, costs, the burial-fund tariff and
 * application, the trust account, the partner request. Every read and change through ./provisions.
 */
import {
  INSURANCE_DOCUMENT_PROVISION_ID_LENGTH,
  type FinancialProvisionType,
  type InsurancePaymentType,
  type PartnerPaymentType,
  type CallbackTime,
} from "~/domain/finance/constants";
import { todayInGermany } from "~/domain/dates";
import type { PrintStyle } from "~/domain/print";
import { ServiceError } from "~/domain/errors";
import {
  concludedFields,
  countedInsuranceCents,
  applicationContact,
  estimateCosts,
  fundingGap,
  insuranceAges,
  insuranceState,
  pendingInsuranceCents,
  roundCosts,
  type CostEstimate,
} from "~/domain/finance";
import { additionalCostExamples, todayCosts } from "~/domain/finance/costs";
import { ZERO_CENTS, type Cents } from "~/domain/money";
import { decimalEuros } from "~/i18n/currency";
import type { ApplicationContact, CostsFormInput, InsuranceContactInput } from "~/domain/validation/finance";
import { toE164 } from "~/i18n/phone";
import type { ProvisionActor, Tx } from "../provisions";
import { changeProvision, findProvision } from "../provisions";
import { and, eq, inArray } from "drizzle-orm";
import { proposalItems, type Provision } from "../../db/schema";
import type { Db } from "../../db/client";
import type { HdhDocument, InsurancePort } from "../../insurance";
import { computeOfferPrice } from "../offer/price";
import { enqueueMail, mailOwner } from "../../mail";
import { partnerRequestMail, type PartnerPayload } from "../../mail/finance-templates";
import type { Config } from "../../config";
import type { AuditAction } from "../audit";
import { requireFeature } from "../features";

/**
 * How a finance change is made, as in every area: the version the form was rendered with (a stale one is
 * refused with 409), the client address for the audit log.
 */
export interface FinanceChange {
  expectedVersion?: number | null;
  ip?: string | null;
  /** An edit page's save: an unchanged submit is refused with "unchanged" (a wizard step just goes on). */
  refuseUnchanged?: boolean;
}

const changeOptions = (action: AuditAction, context: FinanceChange) => ({
  action,
  expectedVersion: context.expectedVersion,
  ip: context.ip,
  refuseUnchanged: context.refuseUnchanged === true,
});

export interface FinanceCosts {
  offerCents: Cents;
  /** Whether the offer's total holds the funeral site's fee (then the cost form does not ask for it). */
  offerHasSiteFee: boolean;
  siteCents: Cents;
  additionalCents: Cents;
  estimate: CostEstimate;
  costsRoundedCents: Cents;
}

/**
 * Today's cost, counted once (decision 0037): the offer's total, plus the site estimate only while the offer
 * holds no site fee, plus the additional costs; and its future estimate.
 */
export async function financeCosts(db: Db | Tx, provision: Provision, now: Date): Promise<FinanceCosts> {
  // What the offer page shows as the total and the customer pays: gross lines and site fee, after a coupon.
  const price = await computeOfferPrice(db, provision);
  const offerHasSiteFee = price.siteFeeGross !== null;
  const today = todayCosts({
    offerCents: price.total,
    offerHasSiteFee,
    siteEstimateCents: provision.funeralSiteEstimateCents,
    additionalCents: provision.additionalCosts.map((cost) => cost.estimatedPriceCents),
  });
  // The time to live from the birth date alone (unisex column): a salutation is not a sex (decision 0075).
  const estimate = estimateCosts({
    todayCents: today.todayCents,
    birthDate: provision.provisionBirth,
    today: todayInGermany(now),
  });
  return {
    offerCents: today.offerCents,
    offerHasSiteFee,
    siteCents: today.siteCents,
    additionalCents: today.additionalCents,
    estimate,
    costsRoundedCents: roundCosts(estimate.totalCents),
  };
}

/** What the cost form starts from: the offer's total, whether it holds the site's fee, what to suggest. */
export async function costFormOffer(db: Db, provision: Provision, costs: FinanceCosts) {
  return {
    offerCents: costs.offerCents,
    offerHasSiteFee: costs.offerHasSiteFee,
    examples: additionalCostExamples(await bookedServices(db, provision)),
  };
}

/** The identifiers of the services the offer holds (the cost form suggests no cost the offer covers). */
async function bookedServices(db: Db, provision: Provision): Promise<string[]> {
  if (!provision.proposalId) return [];
  const rows = await db
    .select({ reference: proposalItems.reference })
    .from(proposalItems)
    .where(
      and(
        eq(proposalItems.proposalId, provision.proposalId),
        inArray(proposalItems.kind, ["basic_service", "optional_service"]),
      ),
    );
  return rows.map((row) => row.reference);
}

/**
 * A provision's costs, insurance and funding gap, computed once for every surface that shows them: the finance
 * page, the overview's finance tile, the documents.
 */
export async function provisionFunding(db: Db | Tx, provision: Provision, now: Date) {
  const costs = await financeCosts(db, provision, now);
  // An application is not cover: only a concluded insurance counts (decision 0036).
  const insurance = insuranceOf(provision);
  const gap = fundingGap({
    // Everything the customer said the funeral will cost today: offer, site estimate, additional costs.
    priceCents: costs.estimate.todayCents,
    insuranceSumCents: countedInsuranceCents(insurance),
    pendingInsuranceSumCents: pendingInsuranceCents(insurance),
    trustDepositCents: provision.trustDepositCents,
    alreadyPaidCents: provision.existingSumCents,
  });
  return { costs, gap, insurance };
}

/** Everything /overview/finance shows; null when the actor has no provision. */
export async function loadFinance(
  db: Db,
  actor: ProvisionActor,
  { ip, now }: { ip?: string | null; now: Date },
) {
  const provision = await findProvision(db, actor, { ip });
  if (!provision) return null;
  return { provision, ...(await provisionFunding(db, provision, now)) };
}

/** The insurance wizard's type step: saved at once. */
export async function saveProvisionType(
  db: Db,
  actor: ProvisionActor,
  financialProvisionType: FinancialProvisionType,
  context: FinanceChange = {},
) {
  return changeProvision(db, actor, changeOptions("finance.type", context), () => ({
    financialProvisionType,
  }));
}

export interface InsuranceDetailsInput {
  existingInsuranceType?: string;
  existingInsuranceCompany?: string;
  existingInsuranceContractNumber?: string;
  /** What the existing provision already covers (undefined: not given). */
  existingSum?: Cents;
  financialProvisionType?: FinancialProvisionType;
  financialProvisionNote?: string;
}

/** The insurance edit form and the wizard's details step. */
export async function saveInsuranceDetails(
  db: Db,
  actor: ProvisionActor,
  input: InsuranceDetailsInput,
  context: FinanceChange = {},
) {
  return changeProvision(db, actor, changeOptions("finance.insurance", context), () => ({
    ...(input.financialProvisionType ? { financialProvisionType: input.financialProvisionType } : {}),
    ...("financialProvisionNote" in input
      ? { financialProvisionNote: input.financialProvisionNote ?? null }
      : {}),
    existingInsuranceType: input.existingInsuranceType ?? null,
    existingInsuranceCompany: input.existingInsuranceCompany ?? null,
    existingInsuranceContractNumber: input.existingInsuranceContractNumber ?? null,
    existingSumCents: input.existingSum ?? ZERO_CENTS,
  }));
}

/** The cost form (edit page and the cost wizard's first step). */
export async function saveCosts(
  db: Db,
  actor: ProvisionActor,
  input: CostsFormInput,
  context: FinanceChange = {},
) {
  return changeProvision(db, actor, changeOptions("finance.costs", context), () => ({
    // Blank (not known, or not asked because the offer holds the site's fee): 0, so the costs count as entered.
    funeralSiteEstimateCents: input.funeralSiteEstimatedPrice ?? ZERO_CENTS,
    financialProvisionNote: input.financialProvisionNote ?? null,
    additionalCosts: (input.additionalCosts ?? []).flatMap((row) =>
      row.name && row.estimatedPrice !== undefined
        ? [{ name: row.name, estimatedPriceCents: row.estimatedPrice }]
        : [],
    ),
  }));
}

/** Where the provision's burial-fund insurance stands, with the sum applied for (decision 0036). */
function insuranceOf(provision: Provision) {
  return insuranceState({ ...provision.insuranceTariff, sumCents: provision.insuranceSumCents });
}

/** The birth date a tariff needs; without one the customer is sent to the profile. */
function birthOf(provision: Provision): string {
  if (!provision.provisionBirth) throw new ServiceError("customerTooYoung", { detail: "no birth date" });
  return provision.provisionBirth;
}

/**
 * The burial-fund tariff for the acting provision and a payment type (age refusal → ServiceError). Inside a
 * `changeProvision` change pass its `tx`: the embedded database runs one transaction at a time.
 */
export async function burialFundQuote(
  db: Db | Tx,
  insurance: InsurancePort,
  provision: Provision,
  paymentType: InsurancePaymentType,
  now: Date,
) {
  const costs = await financeCosts(db, provision, now);
  const result = await insurance.hdhTariff({
    paymentType,
    provisionBirth: birthOf(provision),
    costsRoundedCents: costs.costsRoundedCents,
    today: todayInGermany(now),
  });
  if (!result.ok) throw new ServiceError(result.reason, { status: 422 });
  return { tariff: result.tariff, costs };
}

/** The partner tariff (one-time and monthly for the rounded future cost). */
export async function partnerQuote(db: Db | Tx, insurance: InsurancePort, provision: Provision, now: Date) {
  const costs = await financeCosts(db, provision, now);
  const birthdate = birthOf(provision);
  const tariff = await insurance.tariff({
    birthdate,
    insuranceSumCents: costs.costsRoundedCents,
    startDate: insuranceAges(birthdate, todayInGermany(now)).startDate,
  });
  return { tariff, costs };
}

/**
 * The application for a provision (a PDF of ours or the insurer's URL) with the tariff it was built on; the contact
 * as the insurer takes it (street and house number apart, `applicationContact`).
 */
export async function applicationDocument(
  db: Db | Tx,
  insurance: InsurancePort,
  provision: Provision,
  paymentType: InsurancePaymentType,
  contact: ApplicationContact,
  now: Date,
  print?: PrintStyle,
) {
  const { tariff, costs } = await burialFundQuote(db, insurance, provision, paymentType, now);
  const document = await insurance.hdhDocument(
    {
      paymentType,
      provisionBirth: birthOf(provision),
      costsRoundedCents: costs.costsRoundedCents,
      today: todayInGermany(now),
      provisionId: provision.id.slice(0, INSURANCE_DOCUMENT_PROVISION_ID_LENGTH),
      tariff,
      // Phone numbers go out in E.164.
      contact: { ...contact, phone: toE164(contact.phone) ?? contact.phone },
    },
    print,
  );
  return { tariff, document };
}

/**
 * The document step: computes the tariff again, records it on the provision as applied for (not yet
 * concluded: the sum counts as funding only once the customer records the contract) and returns the
 * application. A new application clears an earlier "concluded". The contact is kept with the application as the
 * insurer got it: a snapshot, which a later change of the customer's address does not touch (decision 0108).
 */
export async function createApplication(
  db: Db,
  actor: ProvisionActor,
  input: { paymentType: InsurancePaymentType; contact: InsuranceContactInput },
  context: FinanceChange & { insurance: InsurancePort; now: Date },
) {
  const { insurance } = context;
  let document: HdhDocument | undefined;
  const provision = await changeProvision(
    db,
    actor,
    changeOptions("finance.application", context),
    async (tx, current) => {
      const contact = applicationContact(input.contact);
      const built = await applicationDocument(
        tx,
        insurance,
        current,
        input.paymentType,
        contact,
        context.now,
      );
      const { tariff } = built;
      document = built.document;
      return {
        insuranceSumCents: tariff.sumCents,
        insuranceFeeCents: tariff.feeCents,
        insurancePayoutCents: tariff.payoutCents,
        insuranceTariff: {
          ...current.insuranceTariff,
          paymentType: input.paymentType,
          name: tariff.name,
          applicationAt: context.now.toISOString(),
          // Kept so /documents can offer the application again once the wizard's draft is gone.
          applicationContact: contact,
          concludedAt: null,
          concludedBy: null,
        },
      };
    },
  );
  return { provision, document: document! };
}

/**
 * The customer says the applied-for insurance was concluded (or takes that back): from then on its sum
 * counts towards the funding. Refused (422) without an application.
 */
export async function recordInsuranceConcluded(
  db: Db,
  actor: ProvisionActor,
  { concluded }: { concluded: boolean },
  context: FinanceChange & { now: Date },
) {
  return changeProvision(
    db,
    actor,
    changeOptions(concluded ? "finance.insuranceConcluded" : "finance.insuranceReopened", context),
    (_tx, current) => {
      const state = insuranceOf(current);
      const fields = concluded
        ? concludedFields(state, context.now)
        : state.status === "none"
          ? null
          : { concludedAt: null, concludedBy: null };
      if (!fields) throw new ServiceError("noInsuranceApplication", { status: 422 });
      return { insuranceTariff: { ...current.insuranceTariff, ...fields } };
    },
  );
}

/** The treuhand step: the amount the customer deposits in the trust account. */
export async function saveTrustDeposit(
  db: Db,
  actor: ProvisionActor,
  { trustDepositCents }: { trustDepositCents: Cents },
  context: FinanceChange = {},
) {
  return changeProvision(db, actor, changeOptions("finance.treuhand", context), () => ({
    trustDepositCents,
  }));
}

export interface PartnerRequestInput {
  paymentType: PartnerPaymentType;
  callbackTime?: CallbackTime;
  /** The partner insurer variant ('ww'); otherwise the request goes to our customer care. */
  partner: boolean;
}

/** Where a partner request goes: the partner insurer's address, or our customer care's. */
export type PartnerMailboxes = Pick<Config, "FINANCE_PARTNER_EMAIL" | "CUSTOMER_CARE_EMAIL">;

/**
 * The partner consent (or the consulting callback): stores the partner consent payload on the
 * provision and queues it as a mail in the same transaction. Refused while the e-mail is unconfirmed.
 */
export async function sendPartnerRequest(
  db: Db,
  actor: ProvisionActor,
  input: PartnerRequestInput,
  context: FinanceChange & { insurance: InsurancePort; mailboxes: PartnerMailboxes; now: Date },
) {
  return changeProvision(db, actor, changeOptions("finance.partnerConsent", context), async (tx, current) => {
    requireFeature(current, "partnerConsent", context.now, actor);
    const { tariff, costs } = await partnerQuote(tx, context.insurance, current, context.now);
    const permissionGrantedAt = context.now.toISOString();
    const payload: PartnerPayload = {
      permissionGrantedAt,
      emailData: {
        salesPersonId: current.salesPersonId ?? "",
        provisionBirth: current.provisionBirth ?? "",
        salutation: current.salutation ?? "",
        firstname: current.firstname ?? "",
        lastname: current.lastname ?? "",
        status: current.status,
        email: current.email ?? current.userEmail,
        phone: current.phone ?? "",
        city: current.city ?? "",
        number: String(current.number),
        oneTime: decimalEuros(tariff.oneTimeCents),
        monthly: decimalEuros(tariff.monthlyCents),
        sum: decimalEuros(tariff.sumCents),
        sumStatus: tariff.sumStatus,
        totalFutureCost: decimalEuros(costs.estimate.totalCents),
        paymentType: input.paymentType,
        ...(input.callbackTime ? { callbackTime: input.callbackTime } : {}),
      },
    };
    const { mailboxes } = context;
    const to = input.partner ? mailboxes.FINANCE_PARTNER_EMAIL : mailboxes.CUSTOMER_CARE_EMAIL;
    await enqueueMail(tx, {
      ...partnerRequestMail({ to, payload, partner: input.partner }),
      owner: mailOwner(current),
    });
    return {
      partnerConsent: payload as unknown as Record<string, unknown>,
      partnerConsentAt: new Date(permissionGrantedAt),
    };
  });
}
