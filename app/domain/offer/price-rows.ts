/**
 * The offer's price rows as every place prints them — the offer page's price table and the provision summary
 * PDF (decision 0037): the package's base price, the package's items, the items booked on top, the site's fee,
 * subtotal and coupon when there is one, and the total. Read top to bottom they add up to the total.
 */
import { t } from "~/i18n";
import { formatCents } from "~/i18n/currency";
import type { OfferBreakdown } from "./breakdown";

export interface PriceRow {
  label: string;
  /** The amount as printed ("+ 120,00 €", "−50,00 €") or a note instead of an amount. */
  value: string;
  /** The value is a note, not an amount: it may wrap. */
  note?: boolean;
  testId?: string;
  total?: boolean;
}

/**
 * `offerCoupon` names the offer coupon behind the coupon row (decision 0073: a plan coupon never reaches the
 * offer, so a coupon row always belongs to an offer coupon).
 */
export function offerPriceRows(
  rows: OfferBreakdown,
  planName: string,
  offerCoupon: { code: string; percent: number } | null,
): PriceRow[] {
  return [
    {
      label: t("offer.price.plan", { plan: planName }),
      value: formatCents(rows.planFee),
      testId: "offer-plan-fee",
    },
    {
      label: t("offer.price.packageItems", { count: rows.packageItems.count }),
      value: `+ ${formatCents(rows.packageItems.gross)}`,
      testId: "offer-package-items",
    },
    ...(rows.addedItems.count > 0
      ? [
          {
            label: t("offer.price.addedItems", { count: rows.addedItems.count }),
            value: `+ ${formatCents(rows.addedItems.gross)}`,
            testId: "offer-added-items",
          },
        ]
      : []),
    {
      label: t("offer.price.site"),
      value: rows.siteFee === null ? t("offer.price.siteMissing") : `+ ${formatCents(rows.siteFee)}`,
      note: rows.siteFee === null,
      testId: "offer-site-fee",
    },
    ...(rows.coupon > 0 && offerCoupon
      ? [
          { label: t("offer.price.subtotal"), value: formatCents(rows.subtotal) },
          { label: t("offer.price.coupon", offerCoupon), value: `−${formatCents(rows.coupon)}` },
        ]
      : []),
    { label: t("figure.offerToday"), value: formatCents(rows.total), testId: "offer-total", total: true },
  ];
}
