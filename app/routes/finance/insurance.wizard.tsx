import { ButtonLink } from "~/components/Button";
import { withErrorPages } from "~/.server/service-errors";
import { INSURANCE_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { ESTIMATED_MINUTES } from "~/domain/constants";
import { t } from "~/i18n";
import { insuranceStep } from "./insurance-wizard.server";
import { financePage } from "./finance-page";
import { WizardPage } from "~/components/WizardPage";
import type { Route } from "./+types/insurance.wizard";
import { href } from "react-router";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { step, total } = await insuranceStep({ request, context }, "intro");
  return { step, total };
});

/** Insurance wizard, intro: what the finance area offers. */
export default function InsuranceIntro({ loaderData }: Route.ComponentProps) {
  return (
    <WizardPage
      {...financePage("insuranceWizard", loaderData)}
      title={t("finance.insuranceWizard.intro.title")}
      lead={
        <>
          <p>{t("finance.insuranceWizard.intro.text")}</p>
          <p>{t("components.duration", { minutes: ESTIMATED_MINUTES.insurance })}</p>
        </>
      }
    >
      <ButtonLink to={INSURANCE_WIZARD_PATHS.type} iconEnd="arrow-right">
        {t("finance.start")}
      </ButtonLink>
    </WizardPage>
  );
}
