/** Shared by the insurance wizard's steps: the step machine with the provision's type as context. */
import type { RouteArgs } from "~/.server/route-request";
import { wizardRequest } from "~/.server/wizard";
import { insuranceProgress, insuranceWizard, type InsuranceWizardCtx } from "~/domain/finance/wizards";
import { requireFinance } from "./finance.server";
import { stepOf } from "./finance-page";

type Step = (typeof insuranceWizard.ids)[number];

/** The provision and the step, or the redirect to the first missing step (type before details). */
export async function insuranceStep(args: RouteArgs, step: Step) {
  const { context, request } = args;
  const finance = await requireFinance(args, { needsType: false });
  const ctx: InsuranceWizardCtx = { financialProvisionType: finance.provision.financialProvisionType };
  await wizardRequest(context, insuranceWizard).requireStep(request, step, ctx);
  return { ...finance, ctx, ...stepOf(insuranceProgress(step, ctx.financialProvisionType)) };
}
