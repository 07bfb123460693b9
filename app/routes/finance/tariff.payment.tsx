import { data, href } from "react-router";
import { Banner } from "~/components/Banner";
import { RadioCardGroup } from "~/components/RadioCardGroup";
import { invalid, parseForm, reply } from "~/.server/forms";
import { withErrorPages } from "~/.server/service-errors";
import { INSURANCE_PAYMENT_TYPES } from "~/domain/finance/constants";
import { BURIAL_FUND_AGE_RANGES, burialFundAgeRules } from "~/domain/finance";
import { insurancePaymentTypeSchema } from "~/domain/validation/finance";
import { BURIAL_FUND_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";
import { ageRefusals } from "./finance.server";
import { financePage } from "./finance-page";
import { WizardPage } from "~/components/WizardPage";
import { tariffStep } from "./tariff-wizard.server";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/tariff.payment";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

/** Why each payment type is closed (the tariff's age limits, decision 0075), or null when open. */
const refusals = (birth: string | null, now: Date) =>
  ageRefusals(BURIAL_FUND_AGE_RANGES, birth, now, burialFundAgeRules);

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision, paymentType, step, total, now } = await tariffStep({ request, context }, "paymentType");
  return {
    current: paymentType,
    refused: refusals(provision.provisionBirth, now),
    birthMissing: !provision.provisionBirth,
    step,
    total,
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { provision, wizard, now } = await tariffStep({ request, context }, "paymentType");
  const { submission } = await parseForm(request, insurancePaymentTypeSchema);
  if (submission.status !== "success") return invalid(submission);
  const refusal = refusals(provision.provisionBirth, now)[submission.value.paymentType];
  if (refusal) {
    return data(reply(submission, { fieldErrors: { paymentType: [refusal] } }), { status: 422 });
  }
  return wizard.saveStep("paymentType", submission.value);
});

/** Burial-fund insurance wizard, payment type: one-time or monthly; types refused by age are disabled. */
export default function TariffPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { refused, birthMissing } = loaderData;
  const form = useReplyForm(actionData, { paymentType: loaderData.current ?? undefined });
  const options = INSURANCE_PAYMENT_TYPES.map((type) => {
    const refusal = refused[type];
    return {
      value: type,
      label: t(`finance.paymentType.${type}`),
      description: t(`finance.paymentType.${type}.description`),
      disabled: refusal !== null,
      disabledReason: refusal,
    };
  });
  return (
    <WizardPage
      {...financePage("tariffWizard", loaderData, BURIAL_FUND_WIZARD_PATHS.intro)}
      title={t("finance.tariffWizard.payment.title")}
      hasErrors={Boolean(actionData)}
      notice={
        birthMissing ? (
          <Banner
            variant="warning"
            action={{ href: href("/profile"), label: t("finance.birthMissingAction") }}
          >
            {t("finance.birthMissing")}
          </Banner>
        ) : null
      }
      form={form.props}
      summary={{ form, focusKey: actionData }}
    >
      <RadioCardGroup
        field={form.field("paymentType")}
        legend={t("finance.tariffWizard.payment.legend")}
        options={options}
        mode="submit"
        required
      />
    </WizardPage>
  );
}
