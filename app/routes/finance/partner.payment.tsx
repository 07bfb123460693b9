import { data, href } from "react-router";
import { RadioCardGroup } from "~/components/RadioCardGroup";
import { invalid, parseForm, reply } from "~/.server/forms";
import { withErrorPages } from "~/.server/service-errors";
import { PARTNER_PAYMENT_TYPES } from "~/domain/finance/constants";
import { PARTNER_AGE_RANGES, partnerAgeRules } from "~/domain/finance";
import { partnerPaymentTypeSchema } from "~/domain/validation/finance";
import { PARTNER_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";
import { ageRefusals } from "./finance.server";
import { partnerStep } from "./partner-wizard.server";
import { financePage } from "./finance-page";
import { WizardPage } from "~/components/WizardPage";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/partner.payment";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

/** Why each payment type is closed (the partner tariff's age limits, decision 0075), or null when open. */
const refusals = (birth: string | null, now: Date) =>
  ageRefusals(PARTNER_AGE_RANGES, birth, now, partnerAgeRules);

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision, paymentType, step, total, now } = await partnerStep({ request, context }, "paymentType");
  return { current: paymentType, refused: refusals(provision.provisionBirth, now), step, total };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { provision, wizard, now } = await partnerStep({ request, context }, "paymentType");
  const { submission } = await parseForm(request, partnerPaymentTypeSchema);
  if (submission.status !== "success") return invalid(submission);
  const { paymentType } = submission.value;
  const refusal = refusals(provision.provisionBirth, now)[paymentType];
  if (refusal) {
    return data(reply(submission, { fieldErrors: { paymentType: [refusal] } }), { status: 422 });
  }
  return wizard.saveStep("paymentType", submission.value, {
    to: paymentType === "consulting" ? "consulting" : "tariff",
  });
});

/** Partner tariff wizard, payment type: one-time, monthly or consulting; types without a tariff disabled. */
export default function PartnerPayment({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData, { paymentType: loaderData.current ?? undefined });
  const options = PARTNER_PAYMENT_TYPES.map((type) => {
    const refusal = loaderData.refused[type];
    return {
      value: type,
      label: t(`finance.partnerPayment.${type}`),
      description: t(`finance.partnerPayment.${type}.description`),
      disabled: refusal !== null,
      disabledReason: refusal,
    };
  });
  return (
    <WizardPage
      {...financePage("partnerWizard", loaderData, PARTNER_WIZARD_PATHS.intro)}
      title={t("finance.partnerWizard.payment.title")}
      hasErrors={Boolean(actionData)}
      form={form.props}
      summary={{ form, focusKey: actionData }}
    >
      <RadioCardGroup
        field={form.field("paymentType")}
        legend={t("finance.partnerWizard.payment.legend")}
        options={options}
        mode="submit"
        required
      />
    </WizardPage>
  );
}
