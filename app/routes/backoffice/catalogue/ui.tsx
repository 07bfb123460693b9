/** Pieces the catalogue pages share: checkbox groups, the impact panel with its confirm form. */
import type { ReactNode } from "react";
import { Form, href } from "react-router";
import { BackLink } from "~/components/BackLink";
import { Banner } from "~/components/Banner";
import { Button, ButtonGroup, ButtonLink } from "~/components/Button";
import { DemoLabel } from "~/components/DemoLabel";
import { errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { fieldStyles } from "~/components/Field";
import { ChoiceFieldset } from "~/components/RadioGroup";
import { TextField } from "~/components/TextField";
import type { ReplyField } from "~/reply-form";
import type { OfferImpact } from "~/domain/catalogue";
import { t } from "~/i18n";
import styles from "./catalogue.module.css";

export { styles };

/** Several checkboxes of one name in a fieldset with a legend; `checked` lists the ticked values. */
export function CheckboxGroup({
  field,
  legend,
  hint,
  options,
  checked,
}: {
  field: ReplyField;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
}) {
  const f = {
    key: undefined,
    id: field.id,
    name: field.name,
    hintId: field.descriptionId,
    errorId: field.errorId,
    errors: field.errors ?? [],
    defaultValue: undefined,
    required: false,
  };
  return (
    <ChoiceFieldset f={f} legend={legend} hint={hint}>
      <div className={fieldStyles.choices}>
        {options.map((option, index) => {
          const id = index === 0 ? f.id : `${f.id}-${index}`;
          return (
            <div key={option.value} className={fieldStyles.choice}>
              <input
                id={id}
                type="checkbox"
                name={f.name}
                value={option.value}
                defaultChecked={checked.includes(option.value)}
                className={fieldStyles.choiceInput}
              />
              <label htmlFor={id} className={fieldStyles.choiceLabel}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </ChoiceFieldset>
  );
}

/** The posted values again, as hidden fields: what "Änderung speichern" sends. */
export function HiddenValues({ values }: { values: Record<string, string | string[]> }) {
  return (
    <>
      {Object.entries(values).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((item, index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={item} />
        )),
      )}
    </>
  );
}

/**
 * What a change will do to existing offers (counted on the server before anything is stored) and the form
 * that saves it with the values the admin checked.
 */
export function ImpactPanel({
  impact,
  values,
  intent,
  confirmLabel,
  lines,
}: {
  impact: OfferImpact;
  values: Record<string, string | string[]>;
  intent: string;
  confirmLabel: string;
  lines?: readonly string[];
}) {
  const text = lines ?? [
    t("backoffice.catalogue.preview.outdated", { count: impact.outdated }),
    t("backoffice.catalogue.preview.guaranteed", { count: impact.guaranteed }),
  ];
  return (
    <section className={styles.impact} aria-labelledby="impact-title">
      <Banner
        variant="warning"
        title={<span id="impact-title">{t("backoffice.catalogue.preview.title")}</span>}
      >
        <ul>
          {text.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{t("backoffice.catalogue.preview.notSaved")}</p>
      </Banner>
      <Form method="post">
        <HiddenValues values={values} />
        <ButtonGroup>
          <Button type="submit" name="intent" value={intent}>
            {confirmLabel}
          </Button>
        </ButtonGroup>
      </Form>
    </section>
  );
}

/** "19 %" / "7 %". */
export const vatLabel = (rate: number) => t("backoffice.catalogue.vat", { rate });

export const planLabel = (plan: string) =>
  t(`backoffice.catalogue.plan.${plan as "basic" | "high" | "premium"}`);

/** Withdraw (after the count of offers it marks outdated) or restore. */
export function WithdrawPanel({ withdrawn, preview }: { withdrawn: boolean; preview: OfferImpact | null }) {
  return (
    <section className={styles.panel} aria-labelledby="withdraw-title">
      <h2 id="withdraw-title">
        {t(withdrawn ? "backoffice.catalogue.restore" : "backoffice.catalogue.withdraw.title")}
      </h2>
      <p>{t(withdrawn ? "backoffice.catalogue.restore.lead" : "backoffice.catalogue.withdraw.lead")}</p>
      {withdrawn ? (
        <Form method="post">
          <Button type="submit" name="intent" value="restore" variant="secondary">
            {t("backoffice.catalogue.restore")}
          </Button>
        </Form>
      ) : preview ? (
        <ImpactPanel
          impact={preview}
          values={{}}
          intent="withdraw"
          confirmLabel={t("backoffice.catalogue.withdraw.confirm")}
        />
      ) : (
        <Form method="post">
          <Button type="submit" name="intent" value="withdraw-preview" variant="secondary">
            {t("backoffice.catalogue.withdraw.preview")}
          </Button>
        </Form>
      )}
    </section>
  );
}

/** A net price in euros (products, services, extras, plan fees): "12,50", at most two decimals. */
export function NetPriceField({ field, label }: { field: ReplyField; label: string }) {
  return (
    <TextField
      field={field}
      label={label}
      hint={t("backoffice.catalogue.field.price.hint")}
      inputMode="decimal"
      autoComplete="off"
      width="s"
      required
    />
  );
}

/** A catalogue form's buttons: submit (`intent` names what it asks for) and back to the catalogue. */
export function CatalogueActions({ label, intent }: { label: string; intent?: string }) {
  return (
    <ButtonGroup>
      <Button type="submit" name={intent && "intent"} value={intent}>
        {label}
      </Button>
      <ButtonLink to={href("/backoffice/catalogue")} variant="secondary">
        {t("backoffice.catalogue.cancel")}
      </ButtonLink>
    </ButtonGroup>
  );
}

/** The edit forms' buttons: "Änderungen prüfen" (shows what the change marks outdated before saving) and back. */
export function PreviewActions() {
  return <CatalogueActions label={t("backoffice.catalogue.preview")} intent="preview" />;
}

/** A catalogue page's document title, the way back to the catalogue and its heading (a demo item says so). */
export function CataloguePageHead({
  title,
  hasErrors,
  demo = false,
  lead,
}: {
  title: string;
  hasErrors: boolean;
  demo?: boolean;
  lead?: ReactNode;
}) {
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), hasErrors)}</title>
      <BackLink to={href("/backoffice/catalogue")}>{t("backoffice.catalogue.back")}</BackLink>
      <PageHeading lead={lead}>
        {title}
        {demo ? (
          <>
            {" "}
            <DemoLabel />
          </>
        ) : null}
      </PageHeading>
    </>
  );
}

/** Above an item's edit form: that it is withdrawn, and after "Änderungen prüfen" what saving would change. */
export function EditNotices({
  withdrawn = false,
  preview,
  lines,
}: {
  withdrawn?: boolean;
  preview: { impact: OfferImpact; values: Record<string, string | string[]> } | null | undefined;
  /** The preview's own lines instead of the counts of outdated and guaranteed offers. */
  lines?: (impact: OfferImpact) => readonly string[];
}) {
  return (
    <>
      {withdrawn ? <Banner variant="info">{t("backoffice.catalogue.withdrawn.notice")}</Banner> : null}
      {preview ? (
        <ImpactPanel
          impact={preview.impact}
          values={preview.values}
          intent="save"
          confirmLabel={t("backoffice.catalogue.save")}
          lines={lines?.(preview.impact)}
        />
      ) : null}
    </>
  );
}
