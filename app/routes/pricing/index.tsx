import { Form, href, useNavigation } from "react-router";
import { ChangeForm } from "~/components/ReadOnly";
import { Banner } from "~/components/Banner";
import { Button, ButtonLink } from "~/components/Button";
import { ErrorSummary } from "~/components/ErrorSummary";
import { RadioGroup } from "~/components/RadioGroup";
import { TextArea } from "~/components/TextArea";
import { invalid, readShownTotal, parseFields } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import { isRefusal, onServiceError, withErrorPages } from "~/.server/service-errors";
import { appliedCoupon, entitlement, grantDiscountStep } from "~/.server/services/pricing";
import {
  bookGuaranteeLater,
  guaranteeBookedLater,
  laterGuaranteeOffer,
} from "~/.server/services/pricing/later-guarantee";
import { actsForCustomer, readVersion } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import { isPaid } from "~/domain/billing/trial";
import { grantStepSchema } from "~/domain/validation/pricing";
import { couponPercentFor } from "~/domain/pricing/coupons";
import { useReplyForm } from "~/reply-form";
import {
  BASE_PLAN_PRICE_CENTS_PER_YEAR,
  CONSUMER_WITHDRAWAL_DAYS,
  PRICE_GUARANTEE_DISCOUNTS,
  PRICE_GUARANTEE_PRICE_CENTS_PER_YEAR,
} from "~/domain/pricing/constants";
import { priceGuaranteeState } from "~/domain/pricing/prices";
import { PRICING_BASE, PRICING_PATHS } from "~/domain/pricing/paths";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { formatCents } from "~/i18n/currency";
import { Facts, pricingPage } from "./pricing-page";
import { WizardPage } from "~/components/WizardPage";
import styles from "./pricing.module.css";
import { requestOf } from "~/.server/route-request";
import { trialNotice } from "~/.server/services/billing/trial";
import type { Route } from "./+types/index";
import { shownReadOnly } from "~/domain/after-death/read-only";

export const handle = shownReadOnly;

/**
 * The price-guarantee page: booked with its date, a discount notice, or bookable. Customer care
 * acting on a customer's provision also sees the form that grants a discount step (decision 0035).
 */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, actor, provision, runtime, config } = await requestOf({ request, context }, "provision");
  const now = runtime.clock.now();
  const [entitled, coupon, later, bookedLater] = await Promise.all([
    entitlement(db, provision, now),
    appliedCoupon(db, provision, now),
    laterGuaranteeOffer(db, provision, now, config),
    guaranteeBookedLater(db, provision, config),
  ]);
  const state = priceGuaranteeState({
    ...provision,
    couponDiscount: coupon?.refusal === null ? couponPercentFor("plan", coupon) : 0,
    grantedStep: entitled.source === "staff" ? entitled.step : null,
    couponStep: entitled.source === "coupon" ? entitled.step : null,
  });
  return {
    state,
    bookedAt: provision.priceGuaranteeBookedAt ? formatViewDate(provision.priceGuaranteeBookedAt) : null,
    guarantee: provision.paymentPriceGuarantee ?? 0,
    paid: isPaid(provision),
    // A usable plan coupon lowers the yearly amount; an offer coupon or an unusable one is not a discount here.
    coupon:
      coupon?.refusal === null && couponPercentFor("plan", coupon) > 0
        ? { code: coupon.code, percent: coupon.percent }
        : null,
    entitled: { ...entitled, coupon: provision.couponCode },
    staff:
      actor.isStaff && actsForCustomer(actor, provision)
        ? { grantedStep: provision.grantedStep, version: provision.version }
        : null,
    trial: trialNotice(provision, runtime.clock.now()),
    // A paid plan without the guarantee: what booking it now costs and when it is first charged (decision 0079).
    later: later
      ? {
          paymentType: later.paymentType,
          step: later.step,
          guarantee: later.guarantee,
          added: later.added,
          paidYearly: later.paidYearly,
          total: later.total,
          firstCharge: formatViewDate(later.firstCharge),
          version: provision.version,
        }
      : null,
    bookedLater: bookedLater
      ? { total: bookedLater.total, firstCharge: formatViewDate(bookedLater.firstCharge) }
      : null,
    hotline: config.hotline,
  };
});

/**
 * "bookGuarantee": the customer books the guarantee after the plan; a refusal (booked already, not bookable, price
 * changed, frozen, stale page) is an error toast on this page, which then shows the current state and price.
 * "grantStep": customer care grants a step; anyone else is refused by the service (403 page), nothing stored.
 */
export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip, session, config, runtime } = await requestOf({ request, context }, "provision");
  const { intent, form } = await readIntent(request, ["grantStep", "bookGuarantee"] as const);
  if (intent === "bookGuarantee") {
    return onServiceError(
      async () => {
        await bookGuaranteeLater(
          db,
          actor,
          { shownTotal: readShownTotal(form) },
          { expectedVersion: readVersion(form), ip, now: runtime.clock.now(), config },
        );
        return redirectWithToast(PRICING_BASE, session, {
          kind: "success",
          message: t("pricing.guarantee.later.done"),
        });
      },
      (error) => error.status < 500,
      (error) => redirectWithToast(PRICING_BASE, session, { kind: "error", message: error.userMessage }),
    );
  }
  const submission = parseFields(form, grantStepSchema);
  if (submission.status !== "success") return invalid(submission);
  return onServiceError(
    async () => {
      const updated = await grantDiscountStep(
        db,
        actor,
        { step: Number(submission.value.step), reason: submission.value.reason },
        { expectedVersion: readVersion(form), ip },
      );
      return redirectWithToast(PRICING_BASE, session, {
        kind: "success",
        message: t("pricing.grant.done", { step: updated.grantedStep ?? 0 }),
      });
    },
    (error) => isRefusal(error) && error.code !== "forbidden",
    (error) => invalid(submission, error),
  );
});

export default function PriceGuarantee({ loaderData, actionData }: Route.ComponentProps) {
  const { state, bookedAt, guarantee, paid, coupon, entitled, staff, later, hotline } = loaderData;
  return (
    <WizardPage
      {...pricingPage({ trial: loaderData.trial, back: { href: href("/overview") } })}
      title={t("pricing.guarantee.title")}
      lead={<p>{t("pricing.guarantee.lead")}</p>}
    >
      {state === "booked" ? (
        <Banner variant="success" title={t("pricing.guarantee.booked.title")}>
          <p>{t("pricing.guarantee.booked.text", { date: bookedAt ?? "", discount: String(guarantee) })}</p>
          {loaderData.bookedLater ? (
            <p>
              {t("pricing.guarantee.later.charged", {
                amount: formatCents(loaderData.bookedLater.total),
                date: loaderData.bookedLater.firstCharge,
              })}
            </p>
          ) : null}
        </Banner>
      ) : null}
      {state === "discount" ? (
        <Banner variant="info" title={t("pricing.guarantee.discount.title")}>
          {coupon ? <p>{t("pricing.guarantee.discount.coupon", coupon)}</p> : null}
          {entitled.step > 0 ? (
            <p>
              {t("pricing.guarantee.discount.step", {
                percent: entitled.step,
                source: entitled.source,
                code: entitled.coupon ?? "",
              })}
            </p>
          ) : null}
        </Banner>
      ) : null}
      {state !== "booked" && paid && later ? <BookLater {...later} hotline={hotline} /> : null}
      {state !== "booked" && !paid ? (
        <>
          {state === "bookable" ? <h2>{t("pricing.guarantee.bookable.title")}</h2> : null}
          <p>
            {t("pricing.guarantee.bookable.text", {
              plan: formatCents(BASE_PLAN_PRICE_CENTS_PER_YEAR),
              guarantee: formatCents(PRICE_GUARANTEE_PRICE_CENTS_PER_YEAR),
            })}
          </p>
          <p className={styles.actions}>
            <ButtonLink to={PRICING_PATHS.plans}>{t("pricing.guarantee.book")}</ButtonLink>
          </p>
        </>
      ) : null}
      {paid ? (
        <p className={styles.actions}>
          <ButtonLink to={href("/overview/pricing/confirmation")} variant="secondary">
            {t("pricing.guarantee.showConfirmation")}
          </ButtonLink>
        </p>
      ) : null}
      {staff ? <GrantStep {...staff} actionData={actionData} /> : null}
    </WizardPage>
  );
}

/** Customer care only: grant the customer one of the operator's steps, with a reason (decision 0035). */
function GrantStep({
  grantedStep,
  version,
  actionData,
}: {
  grantedStep: number | null;
  version: number;
  actionData: Route.ComponentProps["actionData"];
}) {
  const form = useReplyForm(actionData, { step: String(grantedStep ?? 0) }, "pricing-grant-step");
  return (
    <section className={styles.section} aria-labelledby="pricing-grant-title">
      <h2 id="pricing-grant-title">{t("pricing.grant.title")}</h2>
      <p>{t("pricing.grant.text")}</p>
      <p>{t("pricing.grant.current", { step: grantedStep === null ? "none" : String(grantedStep) })}</p>
      <ChangeForm {...form.props}>
        <ErrorSummary
          form={form}
          focusKey={actionData}
          labels={{ step: t("pricing.grant.step"), reason: t("pricing.grant.reason") }}
        />
        <input type="hidden" name="version" value={version} />
        <RadioGroup
          field={form.field("step")}
          legend={t("pricing.grant.step")}
          required
          options={PRICE_GUARANTEE_DISCOUNTS.map((step) => ({
            value: String(step),
            label: t("pricing.grant.option", { step }),
          }))}
        />
        <TextArea field={form.field("reason")} label={t("pricing.grant.reason")} required rows={3} />
        <div className={styles.actions}>
          <Button type="submit" name="intent" value="grantStep" variant="secondary">
            {t("pricing.grant.submit")}
          </Button>
        </div>
      </ChangeForm>
    </section>
  );
}

/**
 * The guarantee booked after the plan (decision 0079): its price, and right above the button the added yearly
 * amount, the new yearly amount and the first debit that charges it (§ 312j (2), (3) BGB). PayPal charges a
 * fixed amount: no button, the way through customer care instead.
 */
function BookLater({
  paymentType,
  step,
  guarantee,
  added,
  paidYearly,
  total,
  firstCharge,
  version,
  hotline,
}: NonNullable<Route.ComponentProps["loaderData"]["later"]> & {
  hotline: Route.ComponentProps["loaderData"]["hotline"];
}) {
  const booking = useNavigation().state !== "idle";
  return (
    <section className={styles.section} aria-labelledby="pricing-later-title">
      <h2 id="pricing-later-title">{t("pricing.guarantee.later.title")}</h2>
      <p>{t("pricing.guarantee.later.paidWithout")}</p>
      <p>{t("pricing.guarantee.later.price", { amount: formatCents(guarantee), discount: String(step) })}</p>
      {paymentType === "paypal" ? (
        <p>{t("pricing.guarantee.later.paypal", { number: hotline.number, hours: hotline.hours })}</p>
      ) : (
        <>
          <p>{t("pricing.guarantee.later.bookable")}</p>
          <h3>{t("pricing.guarantee.later.summary")}</h3>
          <Facts
            rows={[
              [t("pricing.guarantee.later.paidYearly"), formatCents(paidYearly)],
              [t("pricing.guarantee.later.added"), `+ ${formatCents(added)}`],
              [
                t("pricing.guarantee.later.total"),
                <strong key="total" data-testid="guarantee-later-total">
                  {formatCents(total)}
                </strong>,
              ],
              [
                t("pricing.guarantee.later.firstCharge"),
                <strong key="first" data-testid="guarantee-later-first-charge">
                  {t("pricing.guarantee.later.firstChargeValue", {
                    amount: formatCents(total),
                    date: firstCharge,
                  })}
                </strong>,
              ],
            ]}
          />
          <p>{t("pricing.guarantee.later.fromToday")}</p>
          <p>{t("pricing.summary.withdrawal", { days: CONSUMER_WITHDRAWAL_DAYS })}</p>
          <Form method="post" className={styles.actions}>
            <input type="hidden" name="version" value={version} />
            <input type="hidden" name="shownTotal" value={total} />
            <Button type="submit" name="intent" value="bookGuarantee" disabled={booking}>
              {t("pricing.guarantee.later.book")}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
