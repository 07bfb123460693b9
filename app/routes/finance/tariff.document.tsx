import { Form, redirect, href } from "react-router";
import { Banner } from "~/components/Banner";
import { Button, ButtonGroup, ButtonLink } from "~/components/Button";
import { withErrorPages } from "~/.server/service-errors";
import { featureRefusalOf, requireFeature } from "~/.server/services/features";
import { createApplication } from "~/.server/services/finance";
import { burialFundWizard } from "~/domain/finance/wizards";
import { BURIAL_FUND_WIZARD_PATHS, TARIFF_APPLICATION_PATH } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";
import { ApplicationStatus } from "./insurance-status";
import { financePage } from "./finance-page";
import { WizardPage } from "~/components/WizardPage";
import { documentState, tariffStep } from "./tariff-wizard.server";
import type { Route } from "./+types/tariff.document";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision, draft, step, total, insurance, insurer, config, now } = await tariffStep(
    { request, context },
    "document",
  );
  const state = documentState(draft);
  return {
    application: {
      ...insurance,
      example: insurer.example,
      hotline: config.hotline,
    },
    downloaded: state !== null,
    href: state?.url ?? TARIFF_APPLICATION_PATH,
    confirmed: featureRefusalOf(provision, "insuranceApplication", now) === null,
    step,
    total,
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, insurer, actor, ip, provision, draft, wizard, paymentType, now } = await tariffStep(
    { request, context },
    "document",
  );
  const contact = burialFundWizard.answer("contact", draft);
  if (!paymentType || !contact) throw redirect(BURIAL_FUND_WIZARD_PATHS.paymentType);
  requireFeature(provision, "insuranceApplication", now, actor);
  const { document } = await createApplication(
    db,
    actor,
    { paymentType, contact },
    { ip, insurance: insurer, now },
  );
  await wizard.update({
    ...draft,
    document: { createdAt: now.toISOString(), url: document.kind === "url" ? document.url : null },
  });
  return redirect(BURIAL_FUND_WIZARD_PATHS.document);
});

/** Burial-fund insurance wizard, document: create the application, then download it. */
export default function TariffDocument({ loaderData }: Route.ComponentProps) {
  return (
    <WizardPage
      {...financePage("tariffWizard", loaderData, BURIAL_FUND_WIZARD_PATHS.contact)}
      title={t("finance.tariffWizard.document.title")}
      lead={
        <p>
          {t(
            loaderData.downloaded
              ? "finance.tariffWizard.document.ready"
              : "finance.tariffWizard.document.text",
          )}
        </p>
      }
    >
      {loaderData.confirmed ? null : <Banner variant="warning">{t("finance.unconfirmed")}</Banner>}
      {loaderData.downloaded ? (
        <>
          <ButtonGroup>
            <ButtonLink to={loaderData.href} reloadDocument icon="document">
              {t("finance.tariffWizard.document.download")}
            </ButtonLink>
          </ButtonGroup>
          <ApplicationStatus
            {...loaderData.application}
            action={href("/overview/finance")}
            headingId="tariff-application-status"
          />
          <ButtonGroup>
            <ButtonLink to={href("/overview/finance")} variant="secondary" iconEnd="arrow-right">
              {t("finance.tariffWizard.document.toOverview")}
            </ButtonLink>
          </ButtonGroup>
        </>
      ) : (
        <Form method="post">
          <Button type="submit" disabled={!loaderData.confirmed}>
            {t("finance.tariffWizard.document.create")}
          </Button>
        </Form>
      )}
    </WizardPage>
  );
}
