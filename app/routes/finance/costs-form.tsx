import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { ErrorSummary } from "~/components/ErrorSummary";
import { TextArea } from "~/components/TextArea";
import { TextField } from "~/components/TextField";
import { ADDITIONAL_COST_ROWS, NOTE_MAX_LENGTH } from "~/domain/constants";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";

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
  const form = useReplyForm(lastResult, defaults);
  return (
    <Form method="post" {...form.props}>
      <ErrorSummary form={form} focusKey={lastResult} />
      <input type="hidden" name="version" value={version} />
      <TextField
        field={form.field("funeralSiteEstimatedPrice")}
        label={t("finance.costs.site")}
        hint={t("finance.wholeEuros")}
        inputMode="numeric"
        width="s"
        required
      />
      <fieldset>
        <legend>{t("finance.costs.additional")}</legend>
        <p>{t("finance.costs.additionalHint")}</p>
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
                hint={t("finance.wholeEuros")}
                inputMode="numeric"
                width="s"
              />
            </div>
          );
        })}
      </fieldset>
      <TextArea
        field={form.field("financialProvisionNote")}
        label={t("finance.costs.note")}
        maxLength={NOTE_MAX_LENGTH}
        cols={60}
        rows={4}
      />
      {children}
    </Form>
  );
}
