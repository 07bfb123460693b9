import { redirect, href } from "react-router";
import { ButtonLink } from "~/components/Button";
import { withErrorPages } from "~/.server/service-errors";
import { partnerPaymentOf, partnerRequestSent } from "~/domain/finance/wizards";
import { PARTNER_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";
import { partnerStep, variantKey } from "./partner-wizard.server";
import { financePage } from "./finance-page";
import { WizardPage } from "~/components/WizardPage";
import type { Route } from "./+types/partner.summary";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { draft, partner, paymentType, step, total } = await partnerStep({ request, context }, "summary");
  if (!partnerRequestSent(draft)) {
    throw redirect(PARTNER_WIZARD_PATHS[partnerPaymentOf(draft) === "consulting" ? "consulting" : "consent"]);
  }
  return { variant: variantKey(partner), paymentType: paymentType!, step, total };
});

/** Partner tariff wizard, summary: the request is on its way. */
export default function PartnerSummary({ loaderData }: Route.ComponentProps) {
  return (
    <WizardPage
      {...financePage("partnerWizard", loaderData)}
      title={t("finance.partnerWizard.summary.title")}
      lead={<p>{t(`finance.partnerWizard.summary.${loaderData.variant}`)}</p>}
    >
      <p>
        {t("finance.partnerWizard.summary.type", {
          type: t(`finance.partnerPayment.${loaderData.paymentType}`),
        })}
      </p>
      <ButtonLink to={href("/overview/finance")}>{t("finance.backToOverview")}</ButtonLink>
    </WizardPage>
  );
}
