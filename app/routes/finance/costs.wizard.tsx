import { Button } from "~/components/Button";
import { invalid, parseForm } from "~/.server/forms";
import { withErrorPages } from "~/.server/service-errors";
import { costFormOffer, saveCosts } from "~/.server/services/finance";
import { readVersion } from "~/.server/services/provisions";
import { wizardRequest } from "~/.server/wizard";
import { costWizard, insuranceProgress } from "~/domain/finance/wizards";
import { costsFormSchema } from "~/domain/validation/finance";
import { t } from "~/i18n";
import { CostsForm, costsDefaults } from "./costs-form";
import { requireFinance } from "./finance.server";
import { financePage, stepOf } from "./finance-page";
import { WizardPage } from "~/components/WizardPage";
import type { Route } from "./+types/costs.wizard";
import { href } from "react-router";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision, costs, db } = await requireFinance({ request, context });
  await wizardRequest(context, costWizard).requireStep(request, "costCalculator");
  return {
    defaults: costsDefaults(provision),
    offer: await costFormOffer(db, provision, costs),
    version: provision.version,
    // Counted as the rest of "Finanzierung planen" (decision 0105): the type step leads here.
    ...stepOf(insuranceProgress("costCalculator", provision.financialProvisionType)),
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip, now } = await requireFinance({ request, context });
  const wizard = wizardRequest(context, costWizard);
  await wizard.requireStep(request, "costCalculator");
  const { submission, formData } = await parseForm(request, costsFormSchema);
  if (submission.status !== "success") return invalid(submission);
  await saveCosts(db, actor, submission.value, { expectedVersion: readVersion(formData), ip });
  return wizard.saveStep("costCalculator", { savedAt: now.toISOString() });
});

/** Cost wizard, step costCalculator: the costs beyond the offer. */
export default function CostCalculator({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WizardPage
      {...financePage("costWizard", loaderData)}
      title={t("finance.costWizard.calculator.title")}
      lead={<p>{t("finance.costWizard.calculator.text")}</p>}
      hasErrors={Boolean(actionData)}
    >
      <CostsForm
        defaults={loaderData.defaults}
        offer={loaderData.offer}
        version={loaderData.version}
        lastResult={actionData}
      >
        <Button type="submit" iconEnd="arrow-right">
          {t("finance.next")}
        </Button>
      </CostsForm>
    </WizardPage>
  );
}
