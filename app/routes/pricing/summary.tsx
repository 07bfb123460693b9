import { Form, Link, redirect, useNavigation, href } from "react-router";
import { Button } from "~/components/Button";
import { DemoNotice } from "~/components/DemoLabel";
import { readShownTotal } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { activatePlan } from "~/.server/services/pricing";
import { readProvision, readVersion } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import { CONSUMER_WITHDRAWAL_DAYS, SEPA_REFUND_WEEKS } from "~/domain/pricing/constants";
import { mandateReference, maskedIban } from "~/domain/pricing/prices";
import { bookingTerms, isPaid } from "~/domain/billing/trial";
import { calendarDateInGermany } from "~/domain/dates";
import { formatViewDate } from "~/i18n/format";
import { NUMBERED_STEPS, numberedStep, pricingWizard } from "~/domain/pricing/wizard";
import { t } from "~/i18n";
import { formatCents } from "~/i18n/currency";
import { Facts, pricingPage } from "./pricing-page";
import { WizardPage } from "~/components/WizardPage";
import { chosenPrices, pricingDraft, refusePaid } from "./pricing.server";
import styles from "./pricing.module.css";
import { requestOf } from "~/.server/route-request";
import { trialNotice } from "~/.server/services/billing/trial";
import { staffSeesDemo } from "~/.server/services/demo-data";
import type { Route } from "./+types/summary";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/pricing"));

const CONFIRMATION = href("/overview/pricing/confirmation");

async function summaryStep(args: Route.LoaderArgs | Route.ActionArgs) {
  const { request, context } = args;
  const pricing = await requestOf({ request, context }, "provision");
  const wizard = pricingDraft(context);
  if (isPaid(pricing.provision)) return { pricing, wizard, answers: null };
  const { draft } = await wizard.requireStep(request, "summary").catch(async (error: unknown) => {
    // The other request of a double submit activated and cleared the draft after this one read the
    // provision: it is paid now, so this one lands on the confirmation too, not on the plan choice.
    if (
      error instanceof Response &&
      isPaid(await readProvision(pricing.db, pricing.actor, { audit: false }))
    ) {
      return { draft: null };
    }
    throw error;
  });
  if (!draft) return { pricing, wizard, answers: null };
  const plan = pricingWizard.answer("plans", draft)!;
  const address = pricingWizard.answer("address", draft)!;
  const payment = pricingWizard.answer("payment", draft)!;
  return { pricing, wizard, answers: { plan, address, payment } };
}

export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { pricing, answers } = await summaryStep(args);
  refusePaid(pricing.provision);
  const { db, provision, config } = pricing;
  const { plan, address, payment } = answers!;
  const chosen = await chosenPrices(db, plan, provision, pricing.runtime.clock.now());
  // The plan was withdrawn since it was chosen: choose again.
  if (!chosen) throw redirect(pricingWizard.path("plans"));
  const now = pricing.runtime.clock.now();
  const terms = bookingTerms(calendarDateInGermany(now), payment.paymentType);
  const trial = trialNotice(provision, now);
  return {
    // Staff holding the provision are told when the offer or the coupon is demo data (decision 0059).
    demo: await staffSeesDemo(db, pricing.actor),
    trial,
    // § 312j (2) BGB: the term, its renewal, how to cancel and the first debit, right above the order button.
    terms: {
      orderedOn: formatViewDate(terms.orderedOn),
      firstYearEnds: formatViewDate(terms.firstYearEnds),
      firstDebit: formatViewDate(terms.firstDebit),
      secondDebit: formatViewDate(terms.secondDebit),
      trialDeadline: trial?.state === "active" ? trial.deadline : null,
    },
    version: provision.version,
    planName: chosen.plan.name,
    withGuarantee: plan.priceGuarantee,
    step: chosen.step,
    prices: chosen.prices,
    // Only a coupon that lowers the yearly amount is a row here (an offer coupon lowers the offer, decision 0073).
    coupon:
      chosen.coupon && chosen.prices.couponDiscount > 0
        ? { code: chosen.coupon.code, percent: chosen.coupon.percent }
        : null,
    address,
    payment:
      payment.paymentType === "sepa"
        ? {
            kind: "sepa" as const,
            iban: maskedIban(payment.ibanLast4),
            bank: payment.bank,
            bic: payment.bic,
            reference: mandateReference(provision.proposalId ?? provision.id),
            creditor: config.operator.name,
            creditorId: config.SEPA_CREDITOR_ID,
          }
        : { kind: "paypal" as const, subscription: payment.paypalSubscriptionID },
  };
});

export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { request } = args;
  const { pricing, wizard, answers } = await summaryStep(args);
  const { session } = pricing;
  const { form } = await readIntent(request, ["order"] as const);
  if (!answers) {
    // Already paid (a second activation, or the second request of a double submit): nothing stored.
    return redirectWithToast(CONFIRMATION, session, {
      kind: "info",
      message: t("pricing.confirmation.alreadyActive"),
    });
  }
  return onServiceError(
    async () => {
      const result = await activatePlan(pricing.db, pricing.actor, answers, {
        expectedVersion: readVersion(form),
        ip: pricing.ip,
        config: pricing.config,
        now: pricing.runtime.clock.now(),
        shownTotal: readShownTotal(form),
      });
      if (result.alreadyActive) {
        return redirectWithToast(CONFIRMATION, session, {
          kind: "info",
          message: t("pricing.confirmation.alreadyActive"),
        });
      }
      await wizard.clear();
      return redirectWithToast(CONFIRMATION, session, { kind: "success", message: t("pricing.activated") });
    },
    (error) => error.status < 500 || error.code === "paypalFailed",
    // Activation failure → toast with the message; nothing was stored (one transaction).
    (error) =>
      redirectWithToast(pricingWizard.path("summary"), session, {
        kind: "error",
        message: t("pricing.summary.failed", { message: error.userMessage }),
      }),
  );
});

export default function Summary({ loaderData }: Route.ComponentProps) {
  const { planName, withGuarantee, step, prices, coupon, address, payment, version, terms } = loaderData;
  // With JavaScript a second click while the order is on its way sends nothing (the server is idempotent anyway).
  const ordering = useNavigation().state !== "idle";
  const change = (step: "plans" | "address" | "payment", what: string) => (
    <Link
      to={pricingWizard.path(step)}
      reloadDocument={step === "payment"}
      aria-label={t("pricing.summary.changeWhat", { what })}
    >
      {t("pricing.summary.change")}
    </Link>
  );
  return (
    <WizardPage
      {...pricingPage({
        // In the trial the term section says that the order ends it; the notice's "kostenlos bis …" would contradict.
        trial: terms.trialDeadline ? null : loaderData.trial,
        step: { current: numberedStep("summary"), total: NUMBERED_STEPS },
        back: { href: pricingWizard.path("payment"), document: true },
      })}
      title={t("pricing.summary.title")}
      lead={<p>{t("pricing.summary.lead")}</p>}
    >
      <DemoNotice shown={loaderData.demo} />
      <section className={styles.section} aria-labelledby="summary-prices">
        <h2 id="summary-prices">{t("pricing.summary.prices")}</h2>
        <Facts
          rows={[
            [t("pricing.summary.plan"), `${planName}: ${formatCents(prices.plan)}`],
            withGuarantee
              ? [t("pricing.summary.guarantee", { percent: String(step) }), formatCents(prices.guarantee)]
              : [t("pricing.plans.guarantee"), t("pricing.summary.guaranteeNone")],
            ...(coupon
              ? ([
                  [t("pricing.summary.subtotal"), formatCents(prices.subtotal)],
                  [
                    t("pricing.summary.coupon", { code: coupon.code, percent: coupon.percent }),
                    `− ${formatCents(prices.couponDiscount)}`,
                  ],
                ] as const)
              : []),
            [
              t("pricing.summary.total"),
              <strong key="total" data-testid="pricing-total">
                {formatCents(prices.total)}
              </strong>,
            ],
          ]}
        />
        <p>{change("plans", t("pricing.summary.plan"))}</p>
      </section>
      <section className={styles.section} aria-labelledby="summary-address">
        <h2 id="summary-address">{t("pricing.summary.address")}</h2>
        <p>
          {address.firstname} {address.lastname}
          <br />
          {address.street}
          <br />
          {address.postalCode} {address.city}
        </p>
        <p>{change("address", t("pricing.summary.address"))}</p>
      </section>
      <section className={styles.section} aria-labelledby="summary-payment">
        <h2 id="summary-payment">{t("pricing.summary.payment")}</h2>
        {payment.kind === "sepa" ? (
          <>
            <Facts
              rows={[
                [t("pricing.payment.sepa"), ""],
                [
                  t("pricing.payment.iban"),
                  <span key="iban" className={styles.iban}>
                    {payment.iban}
                  </span>,
                ],
                ...(payment.bank ? [[t("pricing.payment.bank"), payment.bank] as const] : []),
                ...(payment.bic ? [[t("pricing.payment.bic"), payment.bic] as const] : []),
              ]}
            />
            <div className={styles.mandate}>
              <h3>{t("pricing.payment.mandateTitle")}</h3>
              <p>
                {t("pricing.payment.mandate", {
                  creditor: payment.creditor,
                  creditorId: payment.creditorId,
                  reference: payment.reference,
                })}
              </p>
              <p>
                {t("pricing.summary.mandateAmount", {
                  amount: formatCents(prices.total),
                  guarantee: String(withGuarantee),
                })}
              </p>
              <p>{t("pricing.payment.refund", { weeks: SEPA_REFUND_WEEKS })}</p>
            </div>
          </>
        ) : (
          <p>{t("pricing.summary.paypalSubscription", { id: payment.subscription })}</p>
        )}
        <p>{change("payment", t("pricing.summary.payment"))}</p>
      </section>
      <section className={styles.section} aria-labelledby="summary-withdrawal">
        <h2 id="summary-withdrawal">{t("pricing.summary.withdrawalTitle")}</h2>
        <p>{t("pricing.summary.withdrawal", { days: CONSUMER_WITHDRAWAL_DAYS })}</p>
        <p>
          {t("pricing.summary.terms")}{" "}
          <Link to={href("/agb")} reloadDocument>
            {t("pricing.summary.termsLink")}
          </Link>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="summary-term">
        <h2 id="summary-term">{t("pricing.summary.termTitle")}</h2>
        <p>{t("pricing.summary.term", { orderedOn: terms.orderedOn, firstYearEnds: terms.firstYearEnds })}</p>
        {terms.trialDeadline ? (
          <p>{t("pricing.summary.trialEnds", { deadline: terms.trialDeadline })}</p>
        ) : null}
        <Facts
          rows={[
            [
              t("pricing.summary.firstDebit"),
              <strong key="first" data-testid="pricing-first-debit">
                {t("pricing.summary.firstDebitValue", {
                  amount: formatCents(prices.total),
                  date: terms.firstDebit,
                  type: payment.kind,
                })}
              </strong>,
            ],
            [
              t("pricing.summary.nextDebit"),
              t("pricing.summary.nextDebitValue", { date: terms.secondDebit }),
            ],
          ]}
        />
        <p>{t("pricing.summary.cancel")}</p>
      </section>
      <Form method="post" className={styles.actions}>
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="shownTotal" value={prices.total} />
        <Button type="submit" name="intent" value="order" disabled={ordering}>
          {t("pricing.summary.order")}
        </Button>
      </Form>
    </WizardPage>
  );
}
