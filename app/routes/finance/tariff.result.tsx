import { Form, redirect, href } from "react-router";
import { Button } from "~/components/Button";
import { withErrorPages } from "~/.server/service-errors";
import { burialFundQuote } from "~/.server/services/finance";
import { BURIAL_FUND_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";
import { ExampleNote, financePage } from "./finance-page";
import { WizardPage } from "~/components/WizardPage";
import { TariffFigures } from "./tariff-figures";
import { tariffStep } from "./tariff-wizard.server";
import type { Route } from "./+types/tariff.result";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

async function quote(args: Route.LoaderArgs | Route.ActionArgs) {
  const step = await tariffStep(args, "tariff");
  if (!step.paymentType) throw redirect(BURIAL_FUND_WIZARD_PATHS.paymentType);
  const { tariff } = await burialFundQuote(step.db, step.insurer, step.provision, step.paymentType, step.now);
  return { ...step, paymentType: step.paymentType, tariff };
}

export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { tariff, step, total, insurer } = await quote(args);
  return { tariff, step, total, example: insurer.example };
});

export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { wizard, paymentType } = await quote(args);
  return wizard.saveStep("tariff", { paymentType });
});

/** Burial-fund insurance wizard, tariff: fee, sum, payout and name for the chosen payment type. */
export default function TariffResult({ loaderData }: Route.ComponentProps) {
  return (
    <WizardPage
      {...financePage("tariffWizard", loaderData, BURIAL_FUND_WIZARD_PATHS.paymentType)}
      title={t("finance.tariffWizard.result.title")}
    >
      <ExampleNote example={loaderData.example} />
      <TariffFigures tariff={loaderData.tariff} />
      <Form method="post">
        <Button type="submit" iconEnd="arrow-right">
          {t("finance.tariffWizard.result.apply")}
        </Button>
      </Form>
    </WizardPage>
  );
}
