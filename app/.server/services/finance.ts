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
import { ServiceError } from "~/domain/errors";
import {
  concludedFields,
  countedInsuranceCents,
  estimateCosts,
  fundingGap,
  insuranceAges,
  insuranceState,
  pendingInsuranceCents,
  lifeTableSex,
  roundCosts,
  type CostEstimate,
} from "~/domain/finance";
import { additionalCostExamples, todayCosts } from "~/domain/finance/costs";
import { type Cents } from "~/domain/money";
import type { CostsFormInput, InsuranceContactInput } from "~/domain/validation/finance";
import { toE164 } from "~/i18n/phone";
import type { ProvisionActor, Tx } from "./provisions";
import { changeProvision, findProvision } from "./provisions";
import { and, eq, inArray } from "drizzle-orm";
import { proposalItems, type InsuranceTariff, type Provision } from "../db/schema";
import type { Db } from "../db/client";
import { insuranceFor, type HdhDocument } from "../insurance";
import { computeOfferPrice } from "./offer/price";
import { enqueueMail, mailOwner } from "../mail";
import { partnerRequestMail, type PartnerPayload } from "../mail/finance-templates";
import type { Runtime } from "../runtime";
import { requireFeature } from "./features";

type FinanceRuntime = Pick<Runtime, "config" | "database">;
/** What a finance form passes: the version it was rendered with, the IP, and whether it is an edit form. */
interface SaveOptions {
  version?: number;
  ip?: string | null;
  /** An edit page's save: an unchanged submit is refused with "unchanged" (a wizard step just goes on). */
  refuseUnchanged?: boolean;
}

const writeOptions = (action: string, version: number | undefined, ip?: string | null) => ({
  action,
  expectedVersion: version,
  ip,
});

const saveOptions = (action: string, options: SaveOptions) => ({
  ...writeOptions(action, options.version, options.ip),
  refuseUnchanged: options.refuseUnchanged === true,
});

/** Numbers stored in the insurance jsonb (whole cents), or 0. */
export function storedCents(tariff: InsuranceTariff | null, key: string): number {
  const value = tariff?.[key];
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

export interface FinanceCosts {
  offerCents: Cents;
  /** Whether the offer's total holds the funeral site's fee (then the cost form does not ask for it). */
  offerHasSiteFee: boolean;
  siteCents: Cents;
  additionalCents: Cents;
  estimate: CostEstimate;
  costsRoundedCents: number;
}

/**
 * Today's cost, counted once (decision 0037): the offer's total, plus the site estimate only while the offer
 * holds no site fee, plus the additional costs; and its future estimate (spec 001 §9).
 */
export async function financeCosts(db: Db | Tx, provision: Provision): Promise<FinanceCosts> {
  // What the offer page shows as the total and the customer pays: gross lines and site fee, after a coupon.
  const price = await computeOfferPrice(db, provision);
  const offerHasSiteFee = price.siteFeeGross !== null;
  const today = todayCosts({
    offerCents: price.total,
    offerHasSiteFee,
    siteEstimateEuros: provision.funeralSiteEstimatedPrice,
    additionalEuros: provision.additionalCosts.map((cost) => cost.estimatedPrice),
  });
  const estimate = estimateCosts({
    todayCents: today.todayCents,
    birthDate: provision.provisionBirth,
    sex: lifeTableSex(provision.salutation),
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
export async function costFormOffer(runtime: FinanceRuntime, provision: Provision, costs: FinanceCosts) {
  return {
    offerCents: costs.offerCents,
    offerHasSiteFee: costs.offerHasSiteFee,
    examples: additionalCostExamples(await bookedServices(runtime, provision)),
  };
}

/** The identifiers of the services the offer holds (the cost form suggests no cost the offer covers). */
async function bookedServices(runtime: FinanceRuntime, provision: Provision): Promise<string[]> {
  if (!provision.proposalId) return [];
  const rows = await runtime.database.db
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

/** Everything /overview/finance shows; null when the actor has no provision. */
export async function loadFinance(runtime: FinanceRuntime, actor: ProvisionActor, ip?: string) {
  const { db } = runtime.database;
  const provision = await findProvision(db, actor, { ip });
  if (!provision) return null;
  const costs = await financeCosts(db, provision);
  // An application is not cover: only a concluded insurance counts (decision 0036).
  const insurance = insuranceState(provision.insuranceTariff);
  const gap = fundingGap({
    priceCents: costs.offerCents,
    insuranceSumCents: countedInsuranceCents(insurance),
    pendingInsuranceSumCents: pendingInsuranceCents(insurance),
    trustDepositCents: storedCents(provision.insuranceTariff, "trustDepositCents"),
    alreadyPaidCents: storedCents(provision.insuranceTariff, "existingSumCents"),
  });
  return { provision, costs, gap, insurance };
}

/** The insurance wizard's type step: saved at once. */
export async function saveProvisionType(
  runtime: FinanceRuntime,
  actor: ProvisionActor,
  financialProvisionType: FinancialProvisionType,
  options: { version?: number; ip?: string | null } = {},
) {
  return changeProvision(
    runtime.database.db,
    actor,
    writeOptions("finance.type", options.version, options.ip),
    () => ({ financialProvisionType }),
  );
}

export interface InsuranceDetailsInput {
  existingInsuranceType?: string;
  existingInsuranceCompany?: string;
  existingInsuranceContractNumber?: string;
  /** Whole euros already covered by the existing provision ("" or undefined: not given). */
  existingSum?: string;
  financialProvisionType?: FinancialProvisionType;
  financialProvisionNote?: string;
}

/** The insurance edit form and the wizard's details step. */
export async function saveInsuranceDetails(
  runtime: FinanceRuntime,
  actor: ProvisionActor,
  input: InsuranceDetailsInput,
  options: SaveOptions = {},
) {
  return changeProvision(
    runtime.database.db,
    actor,
    saveOptions("finance.insurance", options),
    (_tx, current) => ({
      ...(input.financialProvisionType ? { financialProvisionType: input.financialProvisionType } : {}),
      ...("financialProvisionNote" in input
        ? { financialProvisionNote: input.financialProvisionNote ?? null }
        : {}),
      existingInsuranceType: input.existingInsuranceType ?? null,
      existingInsuranceCompany: input.existingInsuranceCompany ?? null,
      existingInsuranceContractNumber: input.existingInsuranceContractNumber ?? null,
      insuranceTariff: {
        ...current.insuranceTariff,
        existingSumCents: input.existingSum ? Number(input.existingSum) * 100 : 0,
      },
    }),
  );
}

/** The cost form (edit page and the cost wizard's first step). */
export async function saveCosts(
  runtime: FinanceRuntime,
  actor: ProvisionActor,
  input: CostsFormInput,
  options: SaveOptions = {},
) {
  return changeProvision(runtime.database.db, actor, saveOptions("finance.costs", options), () => ({
    // Blank (not known, or not asked because the offer holds the site's fee): "0", so the costs count as entered.
    funeralSiteEstimatedPrice: input.funeralSiteEstimatedPrice ?? "0",
    financialProvisionNote: input.financialProvisionNote ?? null,
    additionalCosts: (input.additionalCosts ?? []).flatMap((row) =>
      row.name && row.estimatedPrice ? [{ name: row.name, estimatedPrice: Number(row.estimatedPrice) }] : [],
    ),
  }));
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
  runtime: FinanceRuntime,
  provision: Provision,
  paymentType: InsurancePaymentType,
  db: Db | Tx = runtime.database.db,
) {
  const costs = await financeCosts(db, provision);
  const result = await insuranceFor(runtime).hdhTariff({
    paymentType,
    provisionBirth: birthOf(provision),
    costsRoundedCents: costs.costsRoundedCents,
  });
  if (!result.ok) throw new ServiceError(result.reason, { status: 422 });
  return { tariff: result.tariff, costs };
}

/** The partner tariff (one-time and monthly for the rounded future cost). */
export async function partnerQuote(
  runtime: FinanceRuntime,
  provision: Provision,
  db: Db | Tx = runtime.database.db,
) {
  const costs = await financeCosts(db, provision);
  const birthdate = birthOf(provision);
  const tariff = await insuranceFor(runtime).tariff({
    birthdate,
    insuranceSumCents: costs.costsRoundedCents,
    startDate: insuranceAges(birthdate).startDate,
  });
  return { tariff, costs };
}

/** The application for a provision (a PDF of ours or the insurer's URL) with the tariff it was built on. */
export async function applicationDocument(
  runtime: FinanceRuntime,
  provision: Provision,
  paymentType: InsurancePaymentType,
  contact: InsuranceContactInput,
  db: Db | Tx = runtime.database.db,
) {
  const { tariff, costs } = await burialFundQuote(runtime, provision, paymentType, db);
  const document = await insuranceFor(runtime).hdhDocument({
    paymentType,
    provisionBirth: birthOf(provision),
    costsRoundedCents: costs.costsRoundedCents,
    provisionId: provision.id.slice(0, INSURANCE_DOCUMENT_PROVISION_ID_LENGTH),
    tariff,
    // Spec 001 §5: phone numbers go out in E.164.
    contact: { ...contact, phone: toE164(contact.phone) ?? contact.phone },
  });
  return { tariff, document };
}

/**
 * The document step: computes the tariff again, records it on the provision as applied for (not yet
 * concluded: the sum counts as funding only once the customer records the contract) and returns the
 * application. A new application clears an earlier "concluded".
 */
export async function createApplication(
  runtime: FinanceRuntime,
  actor: ProvisionActor,
  input: { paymentType: InsurancePaymentType; contact: InsuranceContactInput; ip?: string | null },
) {
  let document: HdhDocument | undefined;
  const provision = await changeProvision(
    runtime.database.db,
    actor,
    writeOptions("finance.application", undefined, input.ip),
    async (tx, current) => {
      const built = await applicationDocument(runtime, current, input.paymentType, input.contact, tx);
      const { tariff } = built;
      document = built.document;
      return {
        insuranceTariff: {
          ...current.insuranceTariff,
          paymentType: input.paymentType,
          fee: (tariff.feeCents / 100).toFixed(2),
          sum: (tariff.sumCents / 100).toFixed(2),
          payout: (tariff.payoutCents / 100).toFixed(2),
          name: tariff.name,
          sumCents: tariff.sumCents,
          applicationAt: new Date().toISOString(),
          // Kept so /documents can offer the application again once the wizard's draft is gone.
          applicationContact: input.contact,
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
  runtime: FinanceRuntime,
  actor: ProvisionActor,
  concluded: boolean,
  options: { ip?: string | null } = {},
) {
  return changeProvision(
    runtime.database.db,
    actor,
    writeOptions(
      concluded ? "finance.insuranceConcluded" : "finance.insuranceReopened",
      undefined,
      options.ip,
    ),
    (_tx, current) => {
      const state = insuranceState(current.insuranceTariff);
      const fields = concluded
        ? concludedFields(state, new Date())
        : state.status === "none"
          ? null
          : { concludedAt: null, concludedBy: null };
      if (!fields) throw new ServiceError("noInsuranceApplication", { status: 422 });
      return { insuranceTariff: { ...current.insuranceTariff, ...fields } };
    },
  );
}

/** The treuhand step: the amount the customer deposits in the trust account (whole euros). */
export async function saveTrustDeposit(
  runtime: FinanceRuntime,
  actor: ProvisionActor,
  depositEuros: string,
  options: { ip?: string | null } = {},
) {
  return changeProvision(
    runtime.database.db,
    actor,
    writeOptions("finance.treuhand", undefined, options.ip),
    (_tx, current) => ({
      insuranceTariff: { ...current.insuranceTariff, trustDepositCents: Number(depositEuros) * 100 },
    }),
  );
}

export interface PartnerRequestInput {
  paymentType: PartnerPaymentType;
  callbackTime?: CallbackTime;
  /** The partner insurer variant ('ww'); otherwise the request goes to our customer care. */
  partner: boolean;
  ip?: string | null;
}

/**
 * The partner consent (or the consulting callback): stores the consent payload of spec 001 §3 on the
 * provision and queues it as a mail in the same transaction. Refused while the e-mail is unconfirmed.
 */
export async function sendPartnerRequest(
  runtime: FinanceRuntime,
  actor: ProvisionActor,
  input: PartnerRequestInput,
) {
  const { db } = runtime.database;
  return changeProvision(
    db,
    actor,
    writeOptions("finance.partnerConsent", undefined, input.ip),
    async (tx, current) => {
      requireFeature(current, "partnerConsent", actor);
      const { tariff, costs } = await partnerQuote(runtime, current, tx);
      const permissionGrantedAt = new Date().toISOString();
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
          oneTime: (tariff.oneTimeCents / 100).toFixed(2),
          monthly: (tariff.monthlyCents / 100).toFixed(2),
          sum: (tariff.sumCents / 100).toFixed(2),
          sumStatus: tariff.sumStatus,
          totalFutureCost: (costs.estimate.totalCents / 100).toFixed(2),
          paymentType: input.paymentType,
          ...(input.callbackTime ? { callbackTime: input.callbackTime } : {}),
        },
      };
      const to = input.partner ? runtime.config.FINANCE_PARTNER_EMAIL : runtime.config.CUSTOMER_CARE_EMAIL;
      await enqueueMail(tx, {
        ...partnerRequestMail({ to, payload, partner: input.partner }),
        owner: mailOwner(current),
      });
      return {
        partnerConsent: payload as unknown as Record<string, unknown>,
        partnerConsentAt: new Date(permissionGrantedAt),
      };
    },
  );
}
