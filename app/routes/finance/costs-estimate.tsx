import { formatCents } from "~/i18n/currency";
import { t } from "~/i18n";

export interface CostsView {
  offerCents: number;
  siteCents: number;
  additionalCents: number;
  todayCents: number;
  futureCents: number;
  totalCents: number;
  years: number;
  age: number | null;
  deathAge: number | null;
}

/** The future estimate: today's cost, years to live, the increase and the total. */
export function FutureEstimate({ costs }: { costs: CostsView }) {
  return (
    <section aria-labelledby="finance-future">
      <h2 id="finance-future">{t("finance.costs.future.title")}</h2>
      <dl>
        <dt>{t("finance.costs.future.offer")}</dt>
        <dd>{formatCents(costs.offerCents)}</dd>
        <dt>{t("finance.costs.future.site")}</dt>
        <dd>{formatCents(costs.siteCents)}</dd>
        <dt>{t("finance.costs.future.additional")}</dt>
        <dd>{formatCents(costs.additionalCents)}</dd>
        <dt>{t("finance.costs.future.today")}</dt>
        <dd data-testid="finance-today">{formatCents(costs.todayCents)}</dd>
        <dt>{t("finance.costs.future.years")}</dt>
        <dd>{t("finance.costs.future.yearsValue", { years: costs.years })}</dd>
        <dt>{t("finance.costs.future.increase")}</dt>
        <dd data-testid="finance-increase">{formatCents(costs.futureCents)}</dd>
        <dt>{t("finance.costs.future.total")}</dt>
        <dd data-testid="finance-total">{formatCents(costs.totalCents)}</dd>
      </dl>
      <p>{t("finance.costs.future.explain")}</p>
    </section>
  );
}

/** The figures of a cost estimate for the page's data. */
export function costsView(
  costs: Pick<CostsView, "offerCents" | "siteCents" | "additionalCents"> & {
    estimate: Omit<CostsView, "offerCents" | "siteCents" | "additionalCents">;
  },
): CostsView {
  const { estimate } = costs;
  return {
    offerCents: costs.offerCents,
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
