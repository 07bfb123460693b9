import { ButtonGroup, ButtonLink } from "~/components/Button";
import { withErrorPages } from "~/.server/service-errors";
import { BURIAL_FUND_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { formatCents } from "~/i18n/currency";
import { ESTIMATED_MINUTES } from "~/domain/constants";
import { t } from "~/i18n";
import { ExampleNote, financePage } from "./finance-page";
import { WizardPage } from "~/components/WizardPage";
import { tariffStep } from "./tariff-wizard.server";
import type { Route } from "./+types/tariff";
import { href } from "react-router";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { costs, step, total, insurer } = await tariffStep({ request, context }, "intro");
  return {
    costsRoundedCents: costs.costsRoundedCents,
    totalCents: costs.estimate.totalCents,
    years: costs.estimate.years,
    step,
    total,
    example: insurer.example,
  };
});

/** Burial-fund insurance wizard, intro: insurance or trust account. */
export default function TariffIntro({ loaderData }: Route.ComponentProps) {
  return (
    <WizardPage
      {...financePage("insuranceWizard", loaderData)}
      title={t("finance.tariffWizard.intro.title")}
      lead={
        <>
          <dl>
            <dt>{t("figure.future", { years: loaderData.years })}</dt>
            <dd>{formatCents(loaderData.totalCents)}</dd>
            <dt>{t("figure.insuredSum")}</dt>
            <dd data-testid="tariff-insured-sum">{formatCents(loaderData.costsRoundedCents)}</dd>
          </dl>
          <p>
            {t("figure.insuredSum.explain", {
              years: loaderData.years,
              amount: formatCents(loaderData.totalCents),
            })}
          </p>
          <p>{t("finance.tariffWizard.intro.text")}</p>
          <p>{t("components.duration", { minutes: ESTIMATED_MINUTES.tariff })}</p>
        </>
      }
    >
      <section aria-labelledby="tariff-intro-insurance">
        <h2 id="tariff-intro-insurance">{t("finance.tariffWizard.kicker")}</h2>
        <p>{t("finance.tariffWizard.intro.insuranceText")}</p>
        <ExampleNote example={loaderData.example} />
        <ButtonGroup>
          <ButtonLink to={BURIAL_FUND_WIZARD_PATHS.paymentType} iconEnd="arrow-right">
            {t("finance.tariffWizard.intro.insurance")}
          </ButtonLink>
        </ButtonGroup>
      </section>
      <section aria-labelledby="tariff-intro-treuhand">
        <h2 id="tariff-intro-treuhand">{t("finance.treuhand.title")}</h2>
        <p>{t("finance.tariffWizard.intro.treuhandText")}</p>
        <ButtonGroup>
          <ButtonLink to={BURIAL_FUND_WIZARD_PATHS.treuhand} variant="secondary">
            {t("finance.tariffWizard.intro.treuhand")}
          </ButtonLink>
        </ButtonGroup>
      </section>
    </WizardPage>
  );
}
