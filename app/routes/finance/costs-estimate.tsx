import type { Cents } from "~/domain/money";
import { formatCents } from "~/i18n/currency";
import { t } from "~/i18n";

export interface CostsView {
  offerCents: Cents;
  offerHasSiteFee: boolean;
  siteCents: Cents;
  additionalCents: Cents;
  todayCents: Cents;
  futureCents: Cents;
  totalCents: Cents;
  years: number;
  age: number | null;
  deathAge: number | null;
}

/**
 * The future estimate: today's offer, what is added to it (each counted once), years to live, the increase by
 * the simple rule (years × today × 2 %) in plain words, and the estimate. The figure names are the
 * shared ones (app/i18n/catalog/figures.ts).
 */
export function FutureEstimate({ costs }: { costs: CostsView }) {
  return (
    <section aria-labelledby="finance-future">
      <h2 id="finance-future">{t("finance.costs.future.title")}</h2>
      <dl>
        <dt>{t("figure.offerToday")}</dt>
        <dd data-testid="finance-offer">{formatCents(costs.offerCents)}</dd>
        {costs.offerHasSiteFee ? null : (
          <>
            <dt>{t("figure.siteEstimate")}</dt>
            <dd>{formatCents(costs.siteCents)}</dd>
          </>
        )}
        <dt>{t("figure.additional")}</dt>
        <dd data-testid="finance-additional">{formatCents(costs.additionalCents)}</dd>
        <dt>{t("figure.today")}</dt>
        <dd data-testid="finance-today">{formatCents(costs.todayCents)}</dd>
        <dt>{t("figure.years")}</dt>
        <dd>{t("figure.yearsValue", { years: costs.years })}</dd>
        <dt>{t("figure.increase")}</dt>
        <dd data-testid="finance-increase">{formatCents(costs.futureCents)}</dd>
        <dt>{t("figure.future", { years: costs.years })}</dt>
        <dd data-testid="finance-total">{formatCents(costs.totalCents)}</dd>
      </dl>
      <p data-testid="finance-rule">
        {t("figure.increaseRule", {
          years: costs.years,
          today: formatCents(costs.todayCents),
          increase: formatCents(costs.futureCents),
        })}
      </p>
      <p>{t("finance.costs.future.explain")}</p>
    </section>
  );
}

/** The figures of a cost estimate for the page's data. */
export function costsView(
  costs: Pick<CostsView, "offerCents" | "offerHasSiteFee" | "siteCents" | "additionalCents"> & {
    estimate: Omit<CostsView, "offerCents" | "offerHasSiteFee" | "siteCents" | "additionalCents">;
  },
): CostsView {
  const { estimate } = costs;
  return {
    offerCents: costs.offerCents,
    offerHasSiteFee: costs.offerHasSiteFee,
    siteCents: costs.siteCents,
    additionalCents: costs.additionalCents,
    todayCents: estimate.todayCents,
    futureCents: estimate.futureCents,
    totalCents: estimate.totalCents,
    years: estimate.years,
    age: estimate.age,
    deathAge: estimate.deathAge,
  };
}
