import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { ChangeForm } from "~/components/ReadOnly";
import { ErrorSummary } from "~/components/ErrorSummary";
import { TextArea } from "~/components/TextArea";
import { TextField } from "~/components/TextField";
import { NOTE_MAX_LENGTH } from "~/domain/constants";
import { ADDITIONAL_COST_ROWS } from "~/domain/finance/constants";
import type { AdditionalCostExample } from "~/domain/finance/costs";
import { wholeEuros, type Cents } from "~/domain/money";
import { formatCents } from "~/i18n/currency";
import { t } from "~/i18n";
import { useReplyForm, type ReplyForm } from "~/reply-form";

export type CostsDefaults = {
  funeralSiteEstimatedPrice?: string;
  financialProvisionNote?: string;
  additionalCosts: { name?: string; estimatedPrice?: string }[];
};

/** What the form starts from: the offer's total, whether it holds the site's fee, and what to suggest. */
export interface CostsOffer {
  offerCents: Cents;
  offerHasSiteFee: boolean;
  examples: AdditionalCostExample[];
}

/** Stored values as form defaults, padded to the fixed number of additional-cost rows. */
export function costsDefaults(provision: {
  funeralSiteEstimateCents: Cents | null;
  financialProvisionNote: string | null;
  additionalCosts: { name: string; estimatedPriceCents: Cents }[];
}): CostsDefaults {
  const rows = provision.additionalCosts.map((cost) => ({
    name: cost.name,
    estimatedPrice: String(wholeEuros(cost.estimatedPriceCents)),
  }));
  while (rows.length < ADDITIONAL_COST_ROWS) rows.push({ name: "", estimatedPrice: "" });
  return {
    funeralSiteEstimatedPrice:
      provision.funeralSiteEstimateCents === null
        ? undefined
        : String(wholeEuros(provision.funeralSiteEstimateCents)),
    financialProvisionNote: provision.financialProvisionNote ?? undefined,
    additionalCosts: rows.slice(0, ADDITIONAL_COST_ROWS),
  };
}

const EXAMPLE_LABELS: Record<AdditionalCostExample, () => string> = {
  headstone: () => t("finance.costs.example.headstone"),
  graveCare: () => t("finance.costs.example.graveCare"),
  ceremony: () => t("finance.costs.example.ceremony"),
  reception: () => t("finance.costs.example.reception"),
  cemeteryFees: () => t("finance.costs.example.cemeteryFees"),
};

/** Field labels by field name, for the error summary ("Geschätzter Preis 2 in Euro: …"). */
function summaryLabels(askSite: boolean): Record<string, string> {
  const labels: Record<string, string> = { financialProvisionNote: t("finance.costs.note") };
  if (askSite) labels.funeralSiteEstimatedPrice = t("finance.costs.site");
  for (let index = 0; index < ADDITIONAL_COST_ROWS; index += 1) {
    labels[`additionalCosts[${index}].name`] = t("finance.costs.additionalName", { n: index + 1 });
    labels[`additionalCosts[${index}].estimatedPrice`] = t("finance.costs.additionalPrice", { n: index + 1 });
  }
  return labels;
}

/**
 * The cost form (decision 0037): starts from the offer's total and asks only for what it does not hold — the
 * site's fee while no site with a price is chosen, and costs beyond the offer (suggesting none the offer covers).
 */
export function CostsForm({
  defaults,
  offer,
  version,
  lastResult,
  children,
}: {
  defaults: CostsDefaults;
  offer: CostsOffer;
  version: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
  children: ReactNode;
}) {
  const form = useReplyForm(lastResult, defaults);
  const askSite = !offer.offerHasSiteFee;
  const examples = offer.examples.map((key) => EXAMPLE_LABELS[key]()).join(", ");
  return (
    <ChangeForm {...form.props}>
      <ErrorSummary form={form} focusKey={lastResult} labels={summaryLabels(askSite)} />
      <input type="hidden" name="version" value={version} />
      <section aria-labelledby="costs-offer">
        <h2 id="costs-offer">{t("finance.costs.offer.title")}</h2>
        <p>
          {t("figure.offerToday")}:{" "}
          <strong data-testid="costs-offer-total">{formatCents(offer.offerCents)}</strong>
        </p>
        <p>{t(offer.offerHasSiteFee ? "finance.costs.offer.withSite" : "finance.costs.offer.withoutSite")}</p>
      </section>
      {askSite ? (
        <TextField
          field={form.field("funeralSiteEstimatedPrice")}
          label={t("finance.costs.site")}
          hint={t("finance.costs.siteHint")}
          inputMode="decimal"
          width="s"
        />
      ) : null}
      <fieldset>
        <legend>{t("figure.additional")}</legend>
        <p>{t("finance.costs.additionalHint", { examples })}</p>
        {Array.from({ length: ADDITIONAL_COST_ROWS }, (_, index) => {
          const row = `additionalCosts[${index}]`;
          return (
            <div key={row}>
              <TextField
                field={form.field(`${row}.name`)}
                label={t("finance.costs.additionalName", { n: index + 1 })}
              />
              <TextField
                field={form.field(`${row}.estimatedPrice`)}
                label={t("finance.costs.additionalPrice", { n: index + 1 })}
                hint={t("finance.costs.amountHint")}
                inputMode="decimal"
                width="s"
              />
            </div>
          );
        })}
      </fieldset>
      <ProvisionNoteField form={form} />
      {children}
    </ChangeForm>
  );
}

/** The customer's own note on the financial provision (the costs form and the insurance form). */
export function ProvisionNoteField({ form }: { form: ReplyForm }) {
  return (
    <TextArea
      field={form.field("financialProvisionNote")}
      label={t("finance.costs.note")}
      maxLength={NOTE_MAX_LENGTH}
      cols={60}
      rows={4}
    />
  );
}
