import { Banner } from "~/components/Banner";
import { ButtonLink } from "~/components/Button";
import { withErrorPages } from "~/.server/intent";
import {
  BASE_PLAN_PRICE_CENTS_PER_YEAR,
  PARTNER_DISCOUNT_PERCENT,
  PRICE_GUARANTEE_PRICE_CENTS_PER_YEAR,
} from "~/domain/constants";
import { isPartner, priceGuaranteeState } from "~/domain/pricing/prices";
import { PRICING_PATHS } from "~/domain/pricing/paths";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { formatCents } from "~/i18n/currency";
import { pricingRequest } from "./pricing.server";
import { PricingFrame } from "./pricing-frame";
import styles from "./pricing.module.css";
import type { Route } from "./+types/index";

/** The price-guarantee page (spec 001 §4): booked with its date, a discount notice, or bookable. */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision, trial } = await pricingRequest(context, request);
  const state = priceGuaranteeState(provision);
  return {
    state,
    bookedAt: provision.priceGuaranteeBookedAt ? formatViewDate(provision.priceGuaranteeBookedAt) : null,
    guarantee: provision.paymentPriceGuarantee ?? 0,
    paid: provision.paymentAcceptedAt !== null,
    coupon: provision.couponCode
      ? { code: provision.couponCode, percent: provision.couponDiscount ?? 0 }
      : null,
    partner: isPartner(provision.financePartner),
    trial,
  };
});

export default function PriceGuarantee({ loaderData }: Route.ComponentProps) {
  const { state, bookedAt, guarantee, paid, coupon, partner } = loaderData;
  return (
    <PricingFrame
      trial={loaderData.trial}
      title={t("pricing.guarantee.title")}
      lead={<p>{t("pricing.guarantee.lead")}</p>}
      back={{ href: "/overview" }}
    >
      {state === "booked" ? (
        <Banner variant="success" title={t("pricing.guarantee.booked.title")}>
          <p>{t("pricing.guarantee.booked.text", { date: bookedAt ?? "", discount: String(guarantee) })}</p>
        </Banner>
      ) : null}
      {state === "discount" ? (
        <Banner variant="info" title={t("pricing.guarantee.discount.title")}>
          {coupon ? <p>{t("pricing.guarantee.discount.coupon", coupon)}</p> : null}
          {partner ? (
            <p>{t("pricing.guarantee.discount.partner", { percent: PARTNER_DISCOUNT_PERCENT })}</p>
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
          <ButtonLink to="/overview/pricing/confirmation" variant="secondary">
            {t("pricing.guarantee.showConfirmation")}
          </ButtonLink>
        </p>
      ) : null}
    </PricingFrame>
  );
}
