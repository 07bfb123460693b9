import { redirect, href } from "react-router";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { RadioGroup } from "~/components/RadioGroup";
import { invalid, parseForm } from "~/.server/forms";
import { withErrorPages } from "~/.server/service-errors";
import { featureRefusalOf } from "~/.server/services/features";
import { CALLBACK_TIMES } from "~/domain/finance/constants";
import { partnerConsultingSchema } from "~/domain/validation/finance";
import { PARTNER_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";
import { sendAndContinue } from "./partner-request.server";
import { partnerStep } from "./partner-wizard.server";
import { financePage } from "./finance-page";
import { WizardPage } from "~/components/WizardPage";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/partner.consulting";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

async function consultingStep(args: Route.LoaderArgs | Route.ActionArgs) {
  const step = await partnerStep(args, "consulting");
  if (step.paymentType !== "consulting") throw redirect(PARTNER_WIZARD_PATHS.tariff);
  return step;
}

export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { provision, step, total, now } = await consultingStep(args);
  return { confirmed: featureRefusalOf(provision, "partnerConsent", now) === null, step, total };
});

export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const step = await consultingStep(args);
  const { submission } = await parseForm(args.request, partnerConsultingSchema);
  if (submission.status !== "success") return invalid(submission);
  return sendAndContinue(step, "consulting", submission.value.callbackTime);
});

const TIMES = CALLBACK_TIMES.map((value) => ({ value, label: t(`finance.callback.${value}`) }));

/** Partner tariff wizard, consulting: a callback at a chosen time of day. */
export default function PartnerConsulting({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData, {});
  return (
    <WizardPage
      {...financePage("partnerWizard", loaderData, PARTNER_WIZARD_PATHS.paymentType)}
      title={t("finance.partnerWizard.consulting.title")}
      lead={<p>{t("finance.partnerWizard.consulting.text")}</p>}
      hasErrors={Boolean(actionData)}
      notice={loaderData.confirmed ? null : <Banner variant="warning">{t("finance.unconfirmed")}</Banner>}
      form={form.props}
      summary={{ form, focusKey: actionData }}
      footer={
        <Button type="submit" disabled={!loaderData.confirmed}>
          {t("finance.partnerWizard.consulting.send")}
        </Button>
      }
    >
      <RadioGroup
        field={form.field("callbackTime")}
        legend={t("finance.partnerWizard.consulting.legend")}
        options={TIMES}
        required
      />
    </WizardPage>
  );
}
