import type { BurialFundTariff } from "~/domain/finance";
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
    </>
  );
}
