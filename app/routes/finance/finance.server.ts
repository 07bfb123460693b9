/** What every finance route module needs on the server: the actor, the provision, the redirect rule. */
import { data, redirect } from "react-router";
import { insuranceFor } from "~/.server/insurance";
import { trustedPartnerParams } from "~/.server/partner-link";
import { requestOf, type RouteArgs } from "~/.server/route-request";
import { loadFinance } from "~/.server/services/finance";
import {
  FINANCE_PARTNER_WW,
  type InsurancePaymentType,
  type PartnerPaymentType,
} from "~/domain/finance/constants";
import { ageRefusalMessages, paymentKindOf, type AgeRange, type AgeRuleResult } from "~/domain/finance";
import { todayInGermany, type IsoDate } from "~/domain/dates";
import { INSURANCE_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";

/**
 * The signed-in request (`requestOf(args, "signedIn")`) with the acting provision, its costs and funding gap, and the
 * insurer (`insurer`, the insurance port) and the request's instant (`now`, from the runtime clock). Without a financialProvisionType every finance route
 * except the insurance wizard redirects to the insurance wizard.
 */
export async function requireFinance(args: RouteArgs, options: { needsType?: boolean } = {}) {
  const base = requestOf(args, "signedIn");
  const now = base.runtime.clock.now();
  const finance = await loadFinance(base.db, base.actor, { ip: base.ip, now });
  if (!finance) throw data({ message: t("finance.noProvision") }, { status: 404 });
  // A frozen provision (decision 0063) is shown as it is: the wizard would only lead back here.
  if (
    (options.needsType ?? true) &&
    !finance.provision.financialProvisionType &&
    !finance.provision.frozenAt
  ) {
    throw redirect(INSURANCE_WIZARD_PATHS.intro);
  }
  return { ...base, insurer: insuranceFor(base.runtime), now, ...finance };
}

/**
 * The partner insurer variant: the provision's financePartner 'ww', or the URL parameter fp=ww when the partner
 * signed the link (decision 0030; without PARTNER_LINK_KEY the parameter is ignored).
 */
export function partnerFlag(
  financePartner: string | null,
  request: Request,
  partnerLinkKey: string | undefined,
  now: Date,
): boolean {
  if (financePartner === FINANCE_PARTNER_WW) return true;
  const fp = trustedPartnerParams(new URL(request.url).searchParams, partnerLinkKey, now).get("fp");
  return fp?.trim().toLowerCase() === FINANCE_PARTNER_WW;
}

/**
 * Why each payment type of a wizard is closed for this customer (null when open): the spec's text, then the limit
 * of that wizard's tariff in figures (decision 0075). The same answer beside the disabled choice and to a forced
 * post. Without a birth date every type is closed.
 */
export function ageRefusals<T extends InsurancePaymentType | PartnerPaymentType>(
  ranges: Readonly<Record<T, AgeRange>>,
  birth: string | null,
  now: Date,
  rulesOf: (birth: string, today: IsoDate) => Record<T, AgeRuleResult>,
): Record<T, string | null> {
  const rules = birth ? rulesOf(birth, todayInGermany(now)) : null;
  const types = Object.keys(ranges) as T[];
  return Object.fromEntries(
    types.map((type) => {
      const messages = ageRefusalMessages(ranges[type], paymentKindOf(type), rules ? rules[type] : null);
      return [type, messages.length > 0 ? messages.map((m) => t(m.key, m.values)).join(" ") : null];
    }),
  ) as Record<T, string | null>;
}
