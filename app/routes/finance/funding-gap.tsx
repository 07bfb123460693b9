import { Banner } from "~/components/Banner";
import { isFunded, type FundingGap } from "~/domain/finance";
import { formatCents } from "~/i18n/currency";
import { t } from "~/i18n";
import { href } from "react-router";

/** The funding-gap indicator: today's cost (offer and additional costs) against insurance sum, trust deposit and amounts already paid. */
export function FundingGapCard({ gap }: { gap: FundingGap }) {
  const open = gap.gapCents > 0;
  // Without any cost there is nothing to fund yet: neither a gap nor "abgesichert" (the overview's tile agrees).
  const title = open
    ? t("finance.gap.open", { amount: formatCents(gap.gapCents) })
    : isFunded(gap)
      ? t("finance.gap.closed")
      : t("finance.gap.noCosts");
  return (
    <Banner
      variant={open ? "warning" : isFunded(gap) ? "success" : "info"}
      title={title}
      action={open ? { href: href("/overview/finance/tariff"), label: t("finance.gap.close") } : undefined}
    >
      <dl>
        <dt>{t("figure.today")}</dt>
        <dd>{formatCents(gap.priceCents)}</dd>
        <dt>{t("finance.gap.insurance")}</dt>
        <dd data-testid="gap-insurance">{formatCents(gap.sources.insurance)}</dd>
        <dt>{t("finance.gap.trust")}</dt>
        <dd>{formatCents(gap.sources.trust)}</dd>
        <dt>{t("finance.gap.paid")}</dt>
        <dd>{formatCents(gap.sources.paid)}</dd>
        <dt>{t("finance.gap.funded")}</dt>
        <dd>{formatCents(gap.fundedCents)}</dd>
      </dl>
      {gap.pending.insurance > 0 ? (
        <p data-testid="gap-pending">
          {t("finance.gap.pending", { amount: formatCents(gap.pending.insurance) })}
        </p>
      ) : null}
      {open ? <p>{t("finance.gap.how", { amount: formatCents(gap.gapCents) })}</p> : null}
      {gap.surplusCents > 0 ? (
        <p>{t("finance.gap.surplus", { amount: formatCents(gap.surplusCents) })}</p>
      ) : null}
    </Banner>
  );
}
