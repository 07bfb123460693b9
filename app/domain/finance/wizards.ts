/**
 * The finance wizards on the shared step machine (decision 0009); which step of spec 001 §2 is which route:
 * docs/decisions/0020-finance-wizard-routes.md.
 */
import { z } from "zod";
import {
  insuranceContactSchema,
  insurancePaymentTypeSchema,
  partnerPaymentTypeSchema,
} from "~/domain/validation/finance";
import { defineWizard, type WizardDraft } from "~/domain/wizard";

/** What the insurance wizard knows from the provision. */
export interface InsuranceWizardCtx {
  /** As stored (the column also knows older values). */
  financialProvisionType: string | null;
}

/** Insurance wizard (intro, type, details): the type is saved to the provision at once. */
export const insuranceWizard = defineWizard({
  name: "finance-insurance",
  steps: [
    { id: "intro", path: "/overview/finance/insurance/wizard", optional: true },
    {
      id: "type",
      path: "/overview/finance/insurance/wizard/type",
      isDone: (_draft: WizardDraft, ctx: InsuranceWizardCtx) => ctx?.financialProvisionType != null,
    },
    { id: "details", path: "/overview/finance/insurance/wizard/details" },
  ],
});

const savedMarker = z.object({ savedAt: z.string().min(1) });

/** Cost wizard (costCalculator, futureEstimationStep): the first step saves to the provision. */
export const costWizard = defineWizard({
  name: "finance-costs",
  steps: [
    { id: "costCalculator", path: "/overview/finance/costs/wizard", schema: savedMarker },
    { id: "futureEstimationStep", path: "/overview/finance/costs/wizard/future" },
  ],
});

const paymentOf = (draft: WizardDraft) =>
  (draft.paymentType as { paymentType?: string } | undefined)?.paymentType ?? null;
/** A tariff step counts as done only for the payment type it was accepted with. */
const tariffAccepted = (draft: WizardDraft) => {
  const accepted = (draft.tariff as { paymentType?: string } | undefined)?.paymentType;
  return accepted != null && accepted === paymentOf(draft);
};

/**
 * Burial-fund insurance wizard (intro, paymentType, tariff, contact, document, treuhand). Without a payment
 * type every later step goes back to the payment step; the treuhand step needs nothing (the intro's trust
 * account option goes straight there).
 */
export const burialFundWizard = defineWizard({
  name: "finance-burial-fund",
  steps: [
    { id: "intro", path: "/overview/finance/tariff", optional: true },
    { id: "paymentType", path: "/overview/finance/tariff/payment", schema: insurancePaymentTypeSchema },
    { id: "tariff", path: "/overview/finance/tariff/result", isDone: tariffAccepted },
    { id: "contact", path: "/overview/finance/tariff/contact", schema: insuranceContactSchema },
    { id: "document", path: "/overview/finance/tariff/document", optional: true },
    { id: "treuhand", path: "/overview/finance/tariff/treuhand", needs: [], optional: true },
  ],
});

const sentMarker = z.object({ sentAt: z.string().min(1) });

/**
 * Partner tariff wizard (intro, paymentType, tariff, consent, consulting, summary). Consulting goes to the
 * consulting step, the other types to the tariff and the consent; both end at the summary.
 */
export const partnerWizard = defineWizard({
  name: "finance-partner",
  steps: [
    { id: "intro", path: "/overview/finance/partner", optional: true },
    { id: "paymentType", path: "/overview/finance/partner/payment", schema: partnerPaymentTypeSchema },
    {
      id: "tariff",
      path: "/overview/finance/partner/tariff",
      needs: ["paymentType"],
      optional: true,
      isDone: (draft: WizardDraft) => paymentOf(draft) !== "consulting" && tariffAccepted(draft),
    },
    {
      id: "consent",
      path: "/overview/finance/partner/consent",
      needs: ["paymentType", "tariff"],
      schema: sentMarker,
      optional: true,
    },
    {
      id: "consulting",
      path: "/overview/finance/partner/consulting",
      needs: ["paymentType"],
      optional: true,
      isDone: (draft: WizardDraft) =>
        paymentOf(draft) === "consulting" && sentMarker.safeParse(draft.consulting).success,
    },
    { id: "summary", path: "/overview/finance/partner/summary", needs: ["paymentType"] },
  ],
});

export const partnerPaymentOf = paymentOf;

/** Whether the partner request (consent or callback) was sent in this draft. */
export function partnerRequestSent(draft: WizardDraft): boolean {
  const type = paymentOf(draft);
  return type === "consulting"
    ? partnerWizard.isDone("consulting", draft)
    : partnerWizard.isDone("consent", draft);
}

/** The application PDF of the document step, and the trust contract of the treuhand step. */
export const TARIFF_APPLICATION_PATH = "/overview/finance/tariff/application";
export const TRUST_CONTRACT_PATH = "/overview/finance/tariff/treuhand/contract";
