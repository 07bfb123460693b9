/** Shared by the partner tariff wizard's steps. */
import type { RouteArgs } from "~/.server/route-request";
import { wizardRequest } from "~/.server/wizard";
import type { PartnerPaymentType } from "~/domain/finance/constants";
import { partnerProgress, partnerWizard } from "~/domain/finance/wizards";
import { partnerFlag, requireFinance } from "./finance.server";

type Step = (typeof partnerWizard.ids)[number];

/** The provision, the draft, the partner variant and the chosen payment type; or the redirect. */
export async function partnerStep(args: RouteArgs, step: Step) {
  const { context, request } = args;
  const finance = await requireFinance(args);
  const wizard = wizardRequest(context, partnerWizard);
  const { draft } = await wizard.requireStep(request, step);
  const paymentType: PartnerPaymentType | null =
    partnerWizard.answer("paymentType", draft)?.paymentType ?? null;
  const partner =
    draft.partner === true ||
    partnerFlag(finance.provision.financePartner, request, finance.config.PARTNER_LINK_KEY, finance.now);
  return {
    ...finance,
    wizard,
    draft,
    paymentType,
    partner,
    step: partnerProgress(step, paymentType).current,
    total: partnerProgress(step, paymentType).total,
  };
}

/** The variant's message key: the partner insurer ('ww') or the fallback without the insurer. */
export const variantKey = (partner: boolean): "partner" | "fallback" => (partner ? "partner" : "fallback");
