/** Shared by the burial-fund insurance wizard's steps. */
import type { RouteArgs } from "~/.server/route-request";
import { wizardRequest } from "~/.server/wizard";
import { burialFundProgress, burialFundWizard } from "~/domain/finance/wizards";
import { requireFinance } from "./finance.server";

type Step = (typeof burialFundWizard.ids)[number];

/** The provision, the draft and the chosen payment type; or the redirect (no payment type → payment step). */
export async function tariffStep(args: RouteArgs, step: Step) {
  const { context, request } = args;
  const finance = await requireFinance(args);
  const wizard = wizardRequest(context, burialFundWizard);
  const { draft } = await wizard.requireStep(request, step);
  const paymentType = burialFundWizard.answer("paymentType", draft)?.paymentType ?? null;
  return {
    ...finance,
    wizard,
    draft,
    paymentType,
    // Counted on the insurance path; the trust account has no counter (null).
    step: burialFundProgress(step)?.current ?? null,
    total: burialFundProgress(step)?.total ?? null,
  };
}

/** The document state in the draft: created (and the insurer's URL, when the insurer returned one). */
export function documentState(
  draft: Record<string, unknown>,
): { createdAt: string; url: string | null } | null {
  const state = draft.document as { createdAt?: unknown; url?: unknown } | undefined;
  if (typeof state?.createdAt !== "string") return null;
  return { createdAt: state.createdAt, url: typeof state.url === "string" ? state.url : null };
}
