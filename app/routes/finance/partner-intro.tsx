import { ButtonLink } from "~/components/Button";
import { withErrorPages } from "~/.server/intent";
import { PARTNER_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";
import { partnerStep, variantKey } from "./partner-wizard.server";
import { FinanceStep } from "./step";
import type { Route } from "./+types/partner-intro";

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
    <FinanceStep
      title={t(`finance.partnerWizard.${variant}.title`)}
      kicker={t("finance.partnerWizard.kicker")}
      current={loaderData.step}
      total={loaderData.total}
      lead={<p>{t(`finance.partnerWizard.${variant}.text`)}</p>}
    >
      <ButtonLink to={PARTNER_WIZARD_PATHS.paymentType} iconEnd="arrow-right">
        {t("finance.start")}
      </ButtonLink>
    </FinanceStep>
  );
}
