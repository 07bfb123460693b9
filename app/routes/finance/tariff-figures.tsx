import type { BurialFundTariff } from "~/domain/finance";
import { BURIAL_FUND_SUM_LIMITS_CENTS, INSURANCE_SUM_LIMITS_CENTS } from "~/domain/finance/constants";
import { cents } from "~/domain/money";
import { formatViewDate } from "~/i18n/format";
import { formatCents } from "~/i18n/currency";
import { t } from "~/i18n";

/** The tariff's figures, with the sum status text when the sum was raised or lowered to a limit. */
export function TariffFigures({ tariff }: { tariff: BurialFundTariff }) {
  return (
    <>
      <dl>
        <dt>{t("finance.tariff.name")}</dt>
        <dd>{tariff.name}</dd>
        <dt>{t("finance.tariff.fee")}</dt>
        <dd data-testid="tariff-fee">
          {t(`finance.tariff.feeValue.${tariff.paymentType}`, { amount: formatCents(tariff.feeCents) })}
        </dd>
        <dt>{t("figure.insuredSum")}</dt>
        <dd data-testid="tariff-sum">{formatCents(tariff.sumCents)}</dd>
        <dt>{t("finance.tariff.payout")}</dt>
        <dd>{formatCents(tariff.payoutCents)}</dd>
        <dt>{t("finance.tariff.start")}</dt>
        <dd>{formatViewDate(tariff.startDate)}</dd>
        <dt>{t("finance.tariff.age")}</dt>
        <dd>{tariff.age}</dd>
      </dl>
      {tariff.sumStatus !== "normal" && tariff.limitCents !== null ? (
        <p>{t(`finance.tariff.sumStatus.${tariff.sumStatus}`, { amount: formatCents(tariff.limitCents) })}</p>
      ) : null}
      <SumLimitsNote differ={tariff.sumStatus === "decreased"} />
    </>
  );
}

/**
 * Why the two insurance wizards name different sums for one customer: the burial-fund tariff insures at most its
 * cost limit, the partner tariff more. Shown in both wizards whenever the costs lie above the lower limit.
 */
export function SumLimitsNote({ differ }: { differ: boolean }) {
  if (!differ) return null;
  return (
    <p data-testid="sum-limits">
      {t("finance.tariff.sumLimits", {
        burial: formatCents(cents(BURIAL_FUND_SUM_LIMITS_CENTS.maximum)),
        partner: formatCents(cents(INSURANCE_SUM_LIMITS_CENTS.maximum)),
      })}
    </p>
  );
}
