import { ButtonLink } from "~/components/Button";
import { useReadOnly } from "~/components/ReadOnly";
import { PageHeading } from "~/components/PageHeading";
import { withErrorPages } from "~/.server/service-errors";
import { readIntent } from "~/.server/intent";
import { recordInsuranceConcluded } from "~/.server/services/finance";
import { redirectWithToast } from "~/.server/toast";
import { formatCents } from "~/i18n/currency";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import { requireFinance } from "./finance.server";
import { FundingGapCard } from "./funding-gap";
import { ApplicationStatus } from "./insurance-status";
import type { Route } from "./+types/index";
import { href } from "react-router";
import { shownReadOnly } from "~/domain/after-death/read-only";

export const handle = shownReadOnly;

/** /overview/finance: cost estimate, tariff and product solutions, insurance info, funding gap. */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision, costs, gap, insurance, insurer, config } = await requireFinance({ request, context });
  return {
    type: provision.financialProvisionType!,
    insurance: {
      kind: provision.existingInsuranceType,
      company: provision.existingInsuranceCompany,
      contract: provision.existingInsuranceContractNumber,
    },
    offerCents: costs.offerCents,
    todayCents: costs.estimate.todayCents,
    totalCents: costs.estimate.totalCents,
    years: costs.estimate.years,
    costsEntered: provision.funeralSiteEstimateCents !== null,
    gap,
    application: {
      ...insurance,
      example: insurer.example,
      hotline: config.hotline,
    },
  };
});

/** The burial-fund insurance's contract: the customer records it as concluded, or takes that back. */
export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip, session, now } = await requireFinance({ request, context });
  const { intent } = await readIntent(request, ["concluded", "reopen"] as const);
  const concluded = intent === "concluded";
  await recordInsuranceConcluded(db, actor, { concluded }, { ip, now });
  return redirectWithToast(href("/overview/finance"), session, {
    kind: "success",
    message: t(concluded ? "finance.application.confirmed" : "finance.application.reopened"),
  });
});

export const meta = () => pageTitle(t("finance.overview.title"));

export default function FinanceOverview({ loaderData: data }: Route.ComponentProps) {
  // Staff on a frozen provision (decision 0063): no products to book.
  const readOnly = useReadOnly();
  return (
    <>
      <PageHeading lead={<p>{t("finance.overview.lead")}</p>}>{t("finance.overview.title")}</PageHeading>
      <FundingGapCard gap={data.gap} />
      <ApplicationStatus
        {...data.application}
        action={href("/overview/finance")}
        headingId="finance-application"
      />
      <section aria-labelledby="finance-costs">
        <h2 id="finance-costs">{t("finance.overview.costs.title")}</h2>
        <dl>
          <dt>{t("figure.offerToday")}</dt>
          <dd>{formatCents(data.offerCents)}</dd>
          <dt>{t("figure.today")}</dt>
          <dd>{formatCents(data.todayCents)}</dd>
          <dt>{t("figure.future", { years: data.years })}</dt>
          <dd>{formatCents(data.totalCents)}</dd>
        </dl>
        <ButtonLink
          to={data.costsEntered ? "/overview/finance/costs" : href("/overview/finance/costs/wizard")}
          variant="secondary"
        >
          {data.costsEntered ? t("finance.overview.costs.edit") : t("finance.overview.costs.start")}
        </ButtonLink>
      </section>
      {readOnly ? null : (
        <section aria-labelledby="finance-products">
          <h2 id="finance-products">{t("finance.overview.products.title")}</h2>
          <p>{t("finance.overview.products.text")}</p>
          <ul>
            <li>
              <a href={href("/overview/finance/tariff")}>{t("finance.overview.products.tariff")}</a>
            </li>
            <li>
              <a href={href("/overview/finance/partner")}>{t("finance.overview.products.partner")}</a>
            </li>
            <li>
              <a href={href("/overview/finance/tariff/treuhand")}>
                {t("finance.overview.products.treuhand")}
              </a>
            </li>
          </ul>
        </section>
      )}
      <section aria-labelledby="finance-insurance">
        <h2 id="finance-insurance">{t("finance.overview.insurance.title")}</h2>
        <dl>
          <dt>{t("finance.insurance.type")}</dt>
          <dd>{data.type ? t(`finance.type.${data.type}`) : t("finance.type.none")}</dd>
          {data.insurance.kind ? (
            <>
              <dt>{t("finance.insurance.kind")}</dt>
              <dd>{data.insurance.kind}</dd>
            </>
          ) : null}
          {data.insurance.company ? (
            <>
              <dt>{t("finance.insurance.company")}</dt>
              <dd>{data.insurance.company}</dd>
            </>
          ) : null}
          {data.insurance.contract ? (
            <>
              <dt>{t("finance.insurance.contract")}</dt>
              <dd>{data.insurance.contract}</dd>
            </>
          ) : null}
        </dl>
        <ButtonLink to={href("/overview/finance/insurance")} variant="secondary">
          {t("finance.overview.insurance.edit")}
        </ButtonLink>
      </section>
    </>
  );
}
