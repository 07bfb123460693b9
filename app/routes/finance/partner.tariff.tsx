import { Form, redirect, href } from "react-router";
import { Button } from "~/components/Button";
import { withErrorPages } from "~/.server/service-errors";
import { partnerQuote } from "~/.server/services/finance";
import { PARTNER_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { formatViewDate } from "~/i18n/format";
import { formatCents } from "~/i18n/currency";
import { t } from "~/i18n";
import { partnerStep } from "./partner-wizard.server";
import { ExampleNote, financePage } from "./finance-page";
import { SumLimitsNote } from "./tariff-figures";
import { BURIAL_FUND_SUM_LIMITS_CENTS } from "~/domain/finance/constants";
import { WizardPage } from "~/components/WizardPage";
import type { Route } from "./+types/partner.tariff";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

async function quote(args: Route.LoaderArgs | Route.ActionArgs) {
  const step = await partnerStep(args, "tariff");
  if (step.paymentType === "consulting") throw redirect(PARTNER_WIZARD_PATHS.consulting);
  if (!step.paymentType) throw redirect(PARTNER_WIZARD_PATHS.paymentType);
  const { tariff } = await partnerQuote(step.db, step.insurer, step.provision, step.now);
  const refusal = step.paymentType === "oneTime" ? tariff.oneTimeRefusal : tariff.monthlyRefusal;
  if (refusal) throw redirect(PARTNER_WIZARD_PATHS.paymentType);
  return { ...step, paymentType: step.paymentType, tariff };
}

export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { tariff, paymentType, insurer, step, total } = await quote(args);
  return {
    paymentType,
    feeCents: paymentType === "oneTime" ? tariff.oneTimeCents : tariff.monthlyCents,
    sumCents: tariff.sumCents,
    sumStatus: tariff.sumStatus,
    limitCents: tariff.limitCents,
    startDate: tariff.startDate,
    example: insurer.example,
    step,
    total,
  };
});

export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { wizard, paymentType } = await quote(args);
  return wizard.saveStep("tariff", { paymentType });
});

/** Partner tariff wizard, tariff: the premium for the rounded future cost (GET provisions/tariff). */
export default function PartnerTariff({ loaderData: d }: Route.ComponentProps) {
  return (
    <WizardPage
      {...financePage("partnerWizard", d, PARTNER_WIZARD_PATHS.paymentType)}
      title={t("finance.partnerWizard.tariff.title")}
    >
      <ExampleNote example={d.example} />
      <dl>
        <dt>{t("finance.tariff.fee")}</dt>
        <dd data-testid="partner-fee">
          {t(`finance.partnerTariff.fee.${d.paymentType}`, { amount: formatCents(d.feeCents) })}
        </dd>
        <dt>{t("figure.insuredSum")}</dt>
        <dd>{formatCents(d.sumCents)}</dd>
        <dt>{t("finance.tariff.start")}</dt>
        <dd>{formatViewDate(d.startDate)}</dd>
      </dl>
      {d.sumStatus !== "normal" && d.limitCents !== null ? (
        <p>{t(`finance.tariff.sumStatus.${d.sumStatus}`, { amount: formatCents(d.limitCents) })}</p>
      ) : null}
      <SumLimitsNote differ={d.sumCents > BURIAL_FUND_SUM_LIMITS_CENTS.maximum} />
      <Form method="post">
        <Button type="submit" iconEnd="arrow-right">
          {t("finance.next")}
        </Button>
      </Form>
    </WizardPage>
  );
}
