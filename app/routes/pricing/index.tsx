import { parseWithZod } from "@conform-to/zod/v4";
import { href } from "react-router";
import { ChangeForm } from "~/components/ReadOnly";
import { Banner } from "~/components/Banner";
import { Button, ButtonLink } from "~/components/Button";
import { ErrorSummary } from "~/components/ErrorSummary";
import { RadioGroup } from "~/components/RadioGroup";
import { TextArea } from "~/components/TextArea";
import { invalid } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import { isRefusal, onServiceError, withErrorPages } from "~/.server/service-errors";
import { appliedCoupon, entitlement, grantDiscountStep } from "~/.server/services/pricing";
import { actsForCustomer, readVersion } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import { isPaid } from "~/domain/trial";
import { grantStepSchema } from "~/domain/validation/pricing";
import { couponPercentFor } from "~/domain/pricing/coupons";
import { useReplyForm } from "~/reply-form";
import {
  BASE_PLAN_PRICE_CENTS_PER_YEAR,
  PRICE_GUARANTEE_DISCOUNTS,
  PRICE_GUARANTEE_PRICE_CENTS_PER_YEAR,
} from "~/domain/pricing/constants";
import { priceGuaranteeState } from "~/domain/pricing/prices";
import { PRICING_BASE, PRICING_PATHS } from "~/domain/pricing/paths";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { formatCents } from "~/i18n/currency";
import { pricingPage } from "./pricing-page";
import { WizardPage } from "~/components/WizardPage";
import styles from "./pricing.module.css";
import { provisionRequest } from "~/.server/route-request";
import { trialNotice } from "~/.server/services/billing/trial";
import type { Route } from "./+types/index";

/**
 * The price-guarantee page: booked with its date, a discount notice, or bookable. Customer care
 * acting on a customer's provision also sees the form that grants a discount step (decision 0035).
 */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, actor, provision, runtime } = await provisionRequest({ request, context });
  const now = runtime.clock.now();
  const [entitled, coupon] = await Promise.all([
    entitlement(db, provision, now),
    appliedCoupon(db, provision, now),
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
  };
});

/** Customer care grants a step; anyone else is refused by the service (403 page), nothing stored. */
export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip, session } = await provisionRequest({ request, context });
  const { form } = await readIntent(request, ["grantStep"] as const);
  const submission = parseWithZod(form, { schema: grantStepSchema });
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
  const { state, bookedAt, guarantee, paid, coupon, entitled, staff } = loaderData;
  return (
    <WizardPage
      {...pricingPage({ trial: loaderData.trial, back: { href: href("/overview") } })}
      title={t("pricing.guarantee.title")}
      lead={<p>{t("pricing.guarantee.lead")}</p>}
    >
      {state === "booked" ? (
        <Banner variant="success" title={t("pricing.guarantee.booked.title")}>
          <p>{t("pricing.guarantee.booked.text", { date: bookedAt ?? "", discount: String(guarantee) })}</p>
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
      {state !== "booked" && paid ? <p>{t("pricing.guarantee.paidWithout")}</p> : null}
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
