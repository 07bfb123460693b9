/** What every finance route module needs on the server: the actor, the provision, the redirect rule. */
import { data, redirect, type RouterContextProvider } from "react-router";
import { requireActor } from "~/.server/auth/guards";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { trustedPartnerParams } from "~/.server/partner-link";
import { loadFinance } from "~/.server/services/finance";
import { sessionContext } from "~/.server/session";
import {
  FINANCE_PARTNER_WW,
  type InsurancePaymentType,
  type PartnerPaymentType,
} from "~/domain/finance/constants";
import { ageRefusalMessage, paymentKindOf, type AgeRuleResult } from "~/domain/finance";
import { INSURANCE_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";

type Context = Readonly<RouterContextProvider>;

/** Actor, runtime, client address and session of a finance request. */
export function financeRequest(context: Context, request: Request) {
  return {
    actor: requireActor(context, request),
    runtime: context.get(runtimeContext),
    ip: context.get(requestInfoContext).ip,
    session: context.get(sessionContext),
  };
}

/**
 * The acting provision with its costs and funding gap. Spec 001 §2: without a financialProvisionType every
 * finance route except the insurance wizard redirects to the insurance wizard.
 */
export async function requireFinance(
  context: Context,
  request: Request,
  options: { needsType?: boolean } = {},
) {
  const base = financeRequest(context, request);
  const finance = await loadFinance(base.runtime, base.actor, base.ip);
  if (!finance) throw data({ message: t("finance.noProvision") }, { status: 404 });
  if ((options.needsType ?? true) && !finance.provision.financialProvisionType) {
    throw redirect(INSURANCE_WIZARD_PATHS.intro);
  }
  return { ...base, ...finance };
}

/**
 * The partner insurer variant: the provision's financePartner 'ww', or the URL parameter fp=ww when the partner
 * signed the link (decision 0030; without PARTNER_LINK_KEY the parameter is ignored).
 */
export function partnerFlag(
  financePartner: string | null,
  request: Request,
  partnerLinkKey: string | undefined,
): boolean {
  if (financePartner === FINANCE_PARTNER_WW) return true;
  const fp = trustedPartnerParams(new URL(request.url).searchParams, partnerLinkKey).get("fp");
  return fp?.trim().toLowerCase() === FINANCE_PARTNER_WW;
}

/**
 * Why each payment type of a wizard is closed for this customer (null when open), in the words of the one
 * age rule (decision 0036): both wizards call this with their rules, so the same age gets the same answer
 * and the same sentence. Without a birth date every type is closed.
 */
export function ageRefusals<T extends InsurancePaymentType | PartnerPaymentType>(
  types: readonly T[],
  birth: string | null,
  rulesOf: (birth: string) => Record<T, AgeRuleResult>,
): Record<T, string | null> {
  const rules = birth ? rulesOf(birth) : null;
  return Object.fromEntries(
    types.map((type) => {
      const message = ageRefusalMessage(paymentKindOf(type), rules ? rules[type] : null);
      return [type, message ? t(message.key, message.values) : null];
    }),
  ) as Record<T, string | null>;
}
