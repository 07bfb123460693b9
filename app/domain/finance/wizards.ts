/**
 * The finance wizards on the shared step machine (decision 0009); which step is which route:
 * docs/decisions/0020-finance-wizard-routes.md. Server code: the step schemas bring zod; pages link steps
 * through ./wizard-paths.ts.
 */
import { z } from "zod";
import {
  insuranceContactSchema,
  insurancePaymentTypeSchema,
  partnerPaymentTypeSchema,
} from "~/domain/validation/finance";
import { defineWizard, type WizardDraft } from "~/domain/wizard";
import {
  BURIAL_FUND_WIZARD_PATHS as BURIAL_FUND,
  COST_WIZARD_PATHS as COSTS,
  INSURANCE_WIZARD_PATHS as INSURANCE,
  PARTNER_WIZARD_PATHS as PARTNER,
} from "./wizard-paths";

/** What the insurance wizard knows from the provision. */
export interface InsuranceWizardCtx {
  /** As stored (the column also knows older values). */
  financialProvisionType: string | null;
}

/** Insurance wizard (intro, type, details): the type is saved to the provision at once. */
export const insuranceWizard = defineWizard({
  name: "finance-insurance",
  steps: [
    { id: "intro", path: INSURANCE.intro, optional: true },
    {
      id: "type",
      path: INSURANCE.type,
      isDone: (_draft: WizardDraft, ctx: InsuranceWizardCtx) => ctx?.financialProvisionType != null,
    },
    { id: "details", path: INSURANCE.details },
  ],
});

const savedMarker = z.object({ savedAt: z.string().min(1) });

/** Cost wizard (costCalculator, futureEstimationStep): the first step saves to the provision. */
export const costWizard = defineWizard({
  name: "finance-costs",
  steps: [
    { id: "costCalculator", path: COSTS.costCalculator, schema: savedMarker },
    { id: "futureEstimationStep", path: COSTS.futureEstimationStep },
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
    { id: "intro", path: BURIAL_FUND.intro, optional: true },
    { id: "paymentType", path: BURIAL_FUND.paymentType, schema: insurancePaymentTypeSchema },
    { id: "tariff", path: BURIAL_FUND.tariff, isDone: tariffAccepted },
    { id: "contact", path: BURIAL_FUND.contact, schema: insuranceContactSchema },
    { id: "document", path: BURIAL_FUND.document, optional: true },
    { id: "treuhand", path: BURIAL_FUND.treuhand, needs: [], optional: true },
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
    { id: "intro", path: PARTNER.intro, optional: true },
    { id: "paymentType", path: PARTNER.paymentType, schema: partnerPaymentTypeSchema },
    {
      id: "tariff",
      path: PARTNER.tariff,
      needs: ["paymentType"],
      optional: true,
      isDone: (draft: WizardDraft) => paymentOf(draft) !== "consulting" && tariffAccepted(draft),
    },
    {
      id: "consent",
      path: PARTNER.consent,
      needs: ["paymentType", "tariff"],
      schema: sentMarker,
      optional: true,
    },
    {
      id: "consulting",
      path: PARTNER.consulting,
      needs: ["paymentType"],
      optional: true,
      isDone: (draft: WizardDraft) =>
        paymentOf(draft) === "consulting" && sentMarker.safeParse(draft.consulting).success,
    },
    { id: "summary", path: PARTNER.summary, needs: ["paymentType"] },
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

/** A step counter's numbers: "Schritt current von total". */
export interface StepProgress {
  current: number;
  total: number;
}

const progressOn = (path: readonly string[], step: string): StepProgress | null => {
  const index = path.indexOf(step);
  return index < 0 ? null : { current: index + 1, total: path.length };
};

/**
 * "Finanzierung planen" is one journey of two wizards: the insurance wizard's intro and type, then what the type
 * leads to — the details (already paid), the cost wizard's two steps (paying oneself), nothing (the family pays).
 * Its counter follows that path, so "Schritt 2 von 3" is never followed by "Schritt 1 von 2" (decision 0105);
 * before a type is chosen it counts the longest path, as `partnerProgress` does.
 */
const INSURANCE_PATHS: Record<string, readonly string[]> = {
  ALREADY_PAID: ["intro", "type", "details"],
  PAY_BY_MYSELF: ["intro", "type", "costCalculator", "futureEstimationStep"],
  PAY_BY_FAMILY: ["intro", "type"],
};

export function insuranceProgress(
  step: (typeof insuranceWizard.ids)[number] | (typeof costWizard.ids)[number],
  financialProvisionType: string | null,
): StepProgress | null {
  const path =
    (financialProvisionType && INSURANCE_PATHS[financialProvisionType]) || INSURANCE_PATHS.PAY_BY_MYSELF!;
  return progressOn(path, step);
}

/**
 * The burial-fund insurance's counter counts the insurance path only (payment type to document, 4 steps):
 * the intro chooses between the insurance and the trust account, and the trust account (treuhand) is a
 * product of its own with its own heading; neither has a counter (decision 0036).
 */
export function burialFundProgress(step: (typeof burialFundWizard.ids)[number]): StepProgress | null {
  return progressOn(["paymentType", "tariff", "contact", "document"], step);
}

/**
 * The partner wizard's counter follows the path taken: consulting goes intro, payment, consulting, summary
 * (4 steps); the other types intro, payment, tariff, consent, summary (5). Before a choice: the longer path.
 */
export function partnerProgress(
  step: (typeof partnerWizard.ids)[number],
  paymentType: string | null,
): StepProgress {
  const path =
    paymentType === "consulting"
      ? ["intro", "paymentType", "consulting", "summary"]
      : ["intro", "paymentType", "tariff", "consent", "summary"];
  return progressOn(path, step) ?? { current: partnerWizard.stepNumber(step), total: path.length };
}
