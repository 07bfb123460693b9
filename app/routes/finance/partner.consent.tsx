import { Form, redirect, href } from "react-router";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { withErrorPages } from "~/.server/service-errors";
import { featureRefusalOf } from "~/.server/services/features";
import { PARTNER_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";
import { sendAndContinue } from "./partner-request.server";
import { partnerStep, variantKey } from "./partner-wizard.server";
import { financePage } from "./finance-page";
import { WizardPage } from "~/components/WizardPage";
import type { Route } from "./+types/partner.consent";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

async function consentStep(args: Route.LoaderArgs | Route.ActionArgs) {
  const step = await partnerStep(args, "consent");
  if (step.paymentType === "consulting") throw redirect(PARTNER_WIZARD_PATHS.consulting);
  return step;
}

export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { provision, partner, step, total, now } = await consentStep(args);
  return {
    confirmed: featureRefusalOf(provision, "partnerConsent", now) === null,
    variant: variantKey(partner),
    step,
    total,
  };
});

export const action = withErrorPages(async (args: Route.ActionArgs) =>
  sendAndContinue(await consentStep(args), "consent"),
);

/** Partner tariff wizard, consent: the customer agrees that the data listed go to the insurer (or to us). */
export default function PartnerConsent({ loaderData }: Route.ComponentProps) {
  return (
    <WizardPage
      {...financePage("partnerWizard", loaderData, PARTNER_WIZARD_PATHS.tariff)}
      title={t("finance.partnerWizard.consent.title")}
      lead={<p>{t(`finance.partnerWizard.consent.${loaderData.variant}`)}</p>}
    >
      <p>{t("finance.partnerWizard.consent.data")}</p>
      {loaderData.confirmed ? null : <Banner variant="warning">{t("finance.unconfirmed")}</Banner>}
      <Form method="post">
        <Button type="submit" disabled={!loaderData.confirmed}>
          {t("finance.partnerWizard.consent.send")}
        </Button>
      </Form>
    </WizardPage>
  );
}
