import { redirect, href } from "react-router";
import { ButtonLink } from "~/components/Button";
import { withErrorPages } from "~/.server/service-errors";
import { paymentOf } from "~/.server/services/pricing";
import { maskedIban } from "~/domain/pricing/prices";
import { pricingWizard } from "~/domain/pricing/wizard";
import { calendarDateInGermany } from "~/domain/dates";
import { bookingTerms, isPaid } from "~/domain/billing/trial";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { formatCents } from "~/i18n/currency";
import { Facts, pricingPage } from "./pricing-page";
import { WizardPage } from "~/components/WizardPage";
import styles from "./pricing.module.css";
import { requestOf } from "~/.server/route-request";
import type { Route } from "./+types/confirmation";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/pricing"));

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, provision, config } = await requestOf({ request, context }, "provision");
  if (!isPaid(provision)) throw redirect(pricingWizard.path("plans"));
  // The order's dates from the first payment; the yearly amount from the latest (a guarantee booked later).
  const [order, payment] = await Promise.all([
    paymentOf(db, provision, "first"),
    paymentOf(db, provision, "latest"),
  ]);
  const orderedOn = calendarDateInGermany(order?.createdAt ?? new Date());
  const terms = payment ? bookingTerms(orderedOn, payment.paymentType) : null;
  return {
    since: formatViewDate(orderedOn),
    withGuarantee: provision.priceGuaranteeBookedAt !== null,
    contractNumber: provision.number,
    mailedTo: provision.email ?? provision.userEmail,
    payment:
      payment && terms
        ? {
            firstDebit: formatViewDate(terms.firstDebit),
            secondDebit: formatViewDate(terms.secondDebit),
            amount: payment.priceCents,
            type: payment.paymentType,
            iban: payment.ibanLast4 ? maskedIban(payment.ibanLast4) : null,
            reference: payment.mandateReference,
            creditorId: payment.paymentType === "sepa" ? config.SEPA_CREDITOR_ID : null,
          }
        : null,
  };
});

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const { since, withGuarantee, payment, contractNumber, mailedTo } = loaderData;
  const rows: [string, string][] = [[t("pricing.confirmation.contractNumber"), String(contractNumber)]];
  if (payment) {
    rows.push([t("pricing.confirmation.amount"), formatCents(payment.amount)]);
    rows.push([
      t("pricing.confirmation.method"),
      payment.type === "sepa" ? t("pricing.payment.sepa") : t("pricing.payment.paypal"),
    ]);
    if (payment.iban) rows.push([t("pricing.confirmation.iban"), payment.iban]);
    if (payment.reference) rows.push([t("pricing.confirmation.mandateReference"), payment.reference]);
    if (payment.creditorId) rows.push([t("pricing.confirmation.creditorId"), payment.creditorId]);
    rows.push([t("pricing.confirmation.firstDebit"), payment.firstDebit]);
  }
  return (
    <WizardPage
      {...pricingPage({})}
      title={t("pricing.confirmation.title")}
      lead={<p>{t("pricing.confirmation.lead", { date: since, guarantee: String(withGuarantee) })}</p>}
    >
      {payment ? (
        <p>
          {t("pricing.confirmation.whenTaken", {
            type: payment.type,
            date: payment.firstDebit,
            next: payment.secondDebit,
          })}
        </p>
      ) : null}
      <Facts rows={rows} />
      <p>{t("pricing.confirmation.mailed", { email: mailedTo })}</p>
      <p className={styles.actions}>
        <ButtonLink to={href("/overview")}>{t("pricing.confirmation.toOverview")}</ButtonLink>
      </p>
    </WizardPage>
  );
}
