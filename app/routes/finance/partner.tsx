import { ButtonLink } from "~/components/Button";
import { withErrorPages } from "~/.server/service-errors";
import { PARTNER_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";
import { partnerStep, variantKey } from "./partner-wizard.server";
import { financePage } from "./finance-page";
import { WizardPage } from "~/components/WizardPage";
import type { Route } from "./+types/partner";
import { href } from "react-router";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { wizard, draft, partner, step, total } = await partnerStep({ request, context }, "intro");
  // The URL parameter fp marks the partner variant for the rest of the wizard.
  if (partner && draft.partner !== true) await wizard.update({ ...draft, partner: true });
  return { variant: variantKey(partner), step, total };
});

/** Partner tariff wizard, intro: the partner insurer's offer, or the fallback without it. */
export default function PartnerIntro({ loaderData }: Route.ComponentProps) {
  const { variant } = loaderData;
  return (
    <WizardPage
      {...financePage("partnerWizard", loaderData)}
      title={t(`finance.partnerWizard.${variant}.title`)}
      lead={<p>{t(`finance.partnerWizard.${variant}.text`)}</p>}
    >
      <ButtonLink to={PARTNER_WIZARD_PATHS.paymentType} iconEnd="arrow-right">
        {t("finance.start")}
      </ButtonLink>
    </WizardPage>
  );
}
