import { redirect, href } from "react-router";
import { RadioCardGroup } from "~/components/RadioCardGroup";
import { invalid, parseForm } from "~/.server/forms";
import { withErrorPages } from "~/.server/service-errors";
import { saveProvisionType } from "~/.server/services/finance";
import { FINANCIAL_PROVISION_TYPES, type FinancialProvisionType } from "~/domain/finance/constants";
import { financialProvisionTypeSchema } from "~/domain/validation/finance";
import { COST_WIZARD_PATHS, INSURANCE_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";
import { insuranceStep } from "./insurance-wizard.server";
import { financePage } from "./finance-page";
import { WizardPage } from "~/components/WizardPage";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/insurance.wizard.type";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

/** Where each choice leads (each saved at once). */
const NEXT: Record<FinancialProvisionType, string> = {
  ALREADY_PAID: INSURANCE_WIZARD_PATHS.details,
  PAY_BY_MYSELF: COST_WIZARD_PATHS.costCalculator,
  PAY_BY_FAMILY: href("/overview/finance"),
};

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision, step, total } = await insuranceStep({ request, context }, "type");
  return { current: provision.financialProvisionType, version: provision.version, step, total };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip } = await insuranceStep({ request, context }, "type");
  const { submission } = await parseForm(request, financialProvisionTypeSchema);
  if (submission.status !== "success") return invalid(submission);
  const { financialProvisionType } = submission.value;
  await saveProvisionType(db, actor, financialProvisionType, { ip });
  return redirect(NEXT[financialProvisionType]);
});

const OPTIONS = FINANCIAL_PROVISION_TYPES.map((type) => ({
  value: type,
  label: t(`finance.type.${type}`),
  description: t(`finance.type.${type}.description`),
}));

/** Insurance wizard, type: ALREADY_PAID, PAY_BY_MYSELF or PAY_BY_FAMILY. */
export default function InsuranceType({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData, {
    financialProvisionType: loaderData.current ?? undefined,
  });
  return (
    <WizardPage
      {...financePage("insuranceWizard", loaderData, INSURANCE_WIZARD_PATHS.intro)}
      title={t("finance.insuranceWizard.type.title")}
      hasErrors={Boolean(actionData)}
      form={form.props}
      summary={{ form, focusKey: actionData }}
    >
      <RadioCardGroup
        field={form.field("financialProvisionType")}
        legend={t("finance.insuranceWizard.type.legend")}
        options={OPTIONS}
        mode="submit"
        required
      />
    </WizardPage>
  );
}
