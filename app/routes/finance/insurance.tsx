import { href } from "react-router";
import { ChangeForm } from "~/components/ReadOnly";
import { SaveOrCancel } from "~/components/SaveButton";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { RadioGroup } from "~/components/RadioGroup";
import { invalid, orFormError, parseForm } from "~/.server/forms";
import { withErrorPages } from "~/.server/service-errors";
import { saveInsuranceDetails } from "~/.server/services/finance";
import { readVersion } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import { FINANCIAL_PROVISION_TYPES } from "~/domain/finance/constants";
import { insuranceEditFormSchema } from "~/domain/validation/finance";
import { t } from "~/i18n";
import { requireFinance } from "./finance.server";
import { InsuranceFields, insuranceDefaults } from "./insurance-fields";
import { ProvisionNoteField } from "./costs-form";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/insurance";
import { shownReadOnly } from "~/domain/after-death/read-only";

export const handle = shownReadOnly;

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision } = await requireFinance({ request, context });
  return {
    defaults: {
      financialProvisionType: provision.financialProvisionType ?? undefined,
      financialProvisionNote: provision.financialProvisionNote ?? undefined,
      ...insuranceDefaults(provision),
    },
    version: provision.version,
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip, session } = await requireFinance({ request, context });
  const { submission, formData } = await parseForm(request, insuranceEditFormSchema);
  if (submission.status !== "success") return invalid(submission);
  const saved = await orFormError(submission, () =>
    saveInsuranceDetails(db, actor, submission.value, {
      expectedVersion: readVersion(formData),
      ip,
      refuseUnchanged: true,
    }),
  );
  if (!saved.ok) return saved.reply;
  return redirectWithToast(href("/overview/finance"), session, {
    kind: "success",
    message: t("finance.insurance.saved"),
  });
});

const TYPES = FINANCIAL_PROVISION_TYPES.map((type) => ({ value: type, label: t(`finance.type.${type}`) }));

/** /overview/finance/insurance: the provision type (required) and the existing insurance. */
export default function InsuranceEdit({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData, loaderData.defaults);
  return (
    <>
      <title>
        {errorTitle(t("shell.title", { page: t("finance.insurance.title") }), Boolean(actionData))}
      </title>
      <PageHeading>{t("finance.insurance.title")}</PageHeading>
      <ChangeForm {...form.props}>
        <ErrorSummary form={form} focusKey={actionData} />
        <input type="hidden" name="version" value={loaderData.version} />
        <RadioGroup
          field={form.field("financialProvisionType")}
          legend={t("finance.insurance.type")}
          options={TYPES}
          required
        />
        <ProvisionNoteField form={form} />
        <InsuranceFields form={form} />
        <SaveOrCancel
          save={t("finance.insurance.save")}
          cancel={t("finance.cancel")}
          to={href("/overview/finance")}
        />
      </ChangeForm>
    </>
  );
}
