import { redirect, href } from "react-router";
import { Button } from "~/components/Button";
import { invalid, parseForm } from "~/.server/forms";
import { withErrorPages } from "~/.server/service-errors";
import { saveInsuranceDetails } from "~/.server/services/finance";
import { readVersion } from "~/.server/services/provisions";
import { insuranceDetailsSchema } from "~/domain/validation/finance";
import { INSURANCE_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";
import { InsuranceFields, insuranceDefaults } from "./insurance-fields";
import { insuranceStep } from "./insurance-wizard.server";
import { financePage } from "./finance-page";
import { WizardPage } from "~/components/WizardPage";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/insurance.wizard.details";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision, step, total } = await insuranceStep({ request, context }, "details");
  return {
    defaults: insuranceDefaults(provision),
    version: provision.version,
    step,
    total,
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip } = await insuranceStep({ request, context }, "details");
  const { submission, formData } = await parseForm(request, insuranceDetailsSchema);
  if (submission.status !== "success") return invalid(submission);
  await saveInsuranceDetails(db, actor, submission.value, { expectedVersion: readVersion(formData), ip });
  return redirect(href("/overview/finance"));
});

/** Insurance wizard, details (after ALREADY_PAID): the existing insurance. */
export default function InsuranceDetails({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData, loaderData.defaults);
  return (
    <WizardPage
      {...financePage("insuranceWizard", loaderData, INSURANCE_WIZARD_PATHS.type)}
      title={t("finance.insuranceWizard.details.title")}
      lead={<p>{t("finance.insuranceWizard.details.text")}</p>}
      hasErrors={Boolean(actionData)}
      form={form.props}
      summary={{ form, focusKey: actionData }}
      footer={<Button type="submit">{t("finance.insurance.save")}</Button>}
    >
      <input type="hidden" name="version" value={loaderData.version} />
      <InsuranceFields form={form} />
    </WizardPage>
  );
}
