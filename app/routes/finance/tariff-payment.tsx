import { data, Form } from "react-router";
import { Banner } from "~/components/Banner";
import { ErrorSummary } from "~/components/ErrorSummary";
import { RadioCardGroup } from "~/components/RadioCardGroup";
import { invalid, parseForm, reply } from "~/.server/forms";
import { withErrorPages } from "~/.server/intent";
import { INSURANCE_PAYMENT_TYPES, type InsurancePaymentType } from "~/domain/constants";
import { ageRefusalMessageKey, burialFundAgeRules, type AgeRuleResult } from "~/domain/finance";
import { insurancePaymentTypeSchema } from "~/domain/validation/finance";
import { BURIAL_FUND_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";
import { FinanceStep } from "./step";
import { tariffStep } from "./tariff-wizard.server";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/tariff-payment";

/** Age rule per payment type; without a birth date every type is closed (the page links to the profile). */
function rulesFor(birth: string | null): Record<InsurancePaymentType, AgeRuleResult> | null {
  return birth ? burialFundAgeRules(birth) : null;
}

/** The age message per payment type refused (null when open); null without a birth date. */
function refusals(birth: string | null): Record<InsurancePaymentType, string | null> | null {
  const rules = rulesFor(birth);
  if (!rules) return null;
  return Object.fromEntries(
    INSURANCE_PAYMENT_TYPES.map((type) => {
      const rule = rules[type];
      return [type, rule.ok ? null : t(ageRefusalMessageKey(rule.reason))];
    }),
  ) as Record<InsurancePaymentType, string | null>;
}

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision, paymentType, step, total } = await tariffStep(context, request, "paymentType");
  return { current: paymentType, refused: refusals(provision.provisionBirth), step, total };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { provision, wizard } = await tariffStep(context, request, "paymentType");
  const { submission } = await parseForm(request, insurancePaymentTypeSchema);
  if (submission.status !== "success") return invalid(submission);
  const rule = rulesFor(provision.provisionBirth)?.[submission.value.paymentType];
  if (!rule) return invalid(submission, { formErrors: [t("finance.birthMissing")] });
  if (!rule.ok) {
    const message = t(ageRefusalMessageKey(rule.reason));
    return data(reply(submission, { fieldErrors: { paymentType: [message] } }), { status: 422 });
  }
  return wizard.saveStep("paymentType", submission.value);
});

/** Burial-fund insurance wizard, payment type: one-time or monthly; types refused by age are disabled. */
export default function TariffPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { refused } = loaderData;
  const form = useReplyForm(actionData, { paymentType: loaderData.current ?? undefined });
  const options = INSURANCE_PAYMENT_TYPES.map((type) => {
    const refusal = refused?.[type] ?? null;
    return {
      value: type,
      label: t(`finance.paymentType.${type}`),
      description: refusal ?? t(`finance.paymentType.${type}.description`),
      disabled: !refused || refusal !== null,
    };
  });
  return (
    <FinanceStep
      title={t("finance.tariffWizard.payment.title")}
      kicker={t("finance.tariffWizard.kicker")}
      current={loaderData.step}
      total={loaderData.total}
      back={BURIAL_FUND_WIZARD_PATHS.intro}
      hasErrors={Boolean(actionData)}
    >
      {refused ? null : (
        <Banner variant="warning" action={{ href: "/profile", label: t("finance.birthMissingAction") }}>
          {t("finance.birthMissing")}
        </Banner>
      )}
      <Form method="post" {...form.props}>
        <ErrorSummary form={form} focusKey={actionData} />
        <RadioCardGroup
          field={form.field("paymentType")}
          legend={t("finance.tariffWizard.payment.legend")}
          options={options}
          mode="submit"
          required
        />
      </Form>
    </FinanceStep>
  );
}
