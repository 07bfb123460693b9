import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { ErrorSummary } from "~/components/ErrorSummary";
import { TextArea } from "~/components/TextArea";
import { TextField } from "~/components/TextField";
import { NOTE_MAX_LENGTH } from "~/domain/constants";
import { ADDITIONAL_COST_ROWS } from "~/domain/validation/finance";
import { formatCents } from "~/i18n/format";
import { t } from "~/i18n";
import { useFinanceForm } from "./use-finance-form";

export type CostsDefaults = {
  funeralSiteEstimatedPrice?: string;
  financialProvisionNote?: string;
  additionalCosts: { name?: string; estimatedPrice?: string }[];
};

/** Stored values as form defaults, padded to the fixed number of additional-cost rows. */
export function costsDefaults(provision: {
  funeralSiteEstimatedPrice: string | null;
  financialProvisionNote: string | null;
  additionalCosts: { name: string; estimatedPrice: number }[];
}): CostsDefaults {
  const rows = provision.additionalCosts.map((cost) => ({
    name: cost.name,
    estimatedPrice: String(cost.estimatedPrice),
  }));
  while (rows.length < ADDITIONAL_COST_ROWS) rows.push({ name: "", estimatedPrice: "" });
  return {
    funeralSiteEstimatedPrice: provision.funeralSiteEstimatedPrice ?? undefined,
    financialProvisionNote: provision.financialProvisionNote ?? undefined,
    additionalCosts: rows.slice(0, ADDITIONAL_COST_ROWS),
  };
}

/** The cost form: funeral site estimate, additional costs with estimated prices, note. */
export function CostsForm({
  defaults,
  version,
  lastResult,
  children,
}: {
  defaults: CostsDefaults;
  version: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
  children: ReactNode;
}) {
  const [form, fields] = useFinanceForm<CostsDefaults>(lastResult, defaults);
  const rows = fields.additionalCosts.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)}>
      <ErrorSummary form={form} focusKey={lastResult} />
      <input type="hidden" name="version" value={version} />
      <TextField
        field={fields.funeralSiteEstimatedPrice}
        label={t("finance.costs.site")}
        hint={t("finance.wholeEuros")}
        inputMode="numeric"
        width="s"
        required
      />
      <fieldset>
        <legend>{t("finance.costs.additional")}</legend>
        <p>{t("finance.costs.additionalHint")}</p>
        {rows.map((row, index) => {
          const cells = row.getFieldset();
          return (
            <div key={row.key}>
              <TextField field={cells.name} label={t("finance.costs.additionalName", { n: index + 1 })} />
              <TextField
                field={cells.estimatedPrice}
                label={t("finance.costs.additionalPrice", { n: index + 1 })}
                hint={t("finance.wholeEuros")}
                inputMode="numeric"
                width="s"
              />
            </div>
          );
        })}
      </fieldset>
      <TextArea
        field={fields.financialProvisionNote}
        label={t("finance.costs.note")}
        maxLength={NOTE_MAX_LENGTH}
        cols={60}
        rows={4}
      />
      {children}
    </Form>
  );
}

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
export function costsView(costs: {
  offerCents: number;
  siteCents: number;
  additionalCents: number;
  estimate: {
    todayCents: number;
    futureCents: number;
    totalCents: number;
    years: number;
    age: number | null;
    deathAge: number | null;
  };
}): CostsView {
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
