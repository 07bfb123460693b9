import { Form, redirect, href } from "react-router";
import { Button } from "~/components/Button";
import { withErrorPages } from "~/.server/service-errors";
import { wizardRequest } from "~/.server/wizard";
import { costWizard, insuranceProgress } from "~/domain/finance/wizards";
import { COST_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";
import { costsView, FutureEstimate } from "./costs-estimate";
import { requireFinance } from "./finance.server";
import { financePage, stepOf } from "./finance-page";
import { WizardPage } from "~/components/WizardPage";
import type { Route } from "./+types/costs.wizard.future";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { costs, provision } = await requireFinance({ request, context });
  await wizardRequest(context, costWizard).requireStep(request, "futureEstimationStep");
  return {
    costs: costsView(costs),
    // Counted as the rest of "Finanzierung planen" (decision 0105): the type step leads here.
    ...stepOf(insuranceProgress("futureEstimationStep", provision.financialProvisionType)),
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  await requireFinance({ request, context });
  const wizard = wizardRequest(context, costWizard);
  await wizard.requireStep(request, "futureEstimationStep");
  await wizard.clear();
  return redirect(href("/overview/finance"));
});

/** Cost wizard, step futureEstimationStep: the future cost from the life-expectancy table. */
export default function FutureEstimationStep({ loaderData }: Route.ComponentProps) {
  return (
    <WizardPage
      {...financePage("costWizard", loaderData, COST_WIZARD_PATHS.costCalculator)}
      title={t("finance.costWizard.future.title")}
    >
      <FutureEstimate costs={loaderData.costs} />
      <Form method="post">
        <Button type="submit">{t("finance.costWizard.finish")}</Button>
      </Form>
    </WizardPage>
  );
}
