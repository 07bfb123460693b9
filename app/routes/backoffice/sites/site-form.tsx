import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Button } from "~/components/Button";
import { Checkbox } from "~/components/Checkbox";
import { ErrorSummary } from "~/components/ErrorSummary";
import { Select } from "~/components/Select";
import { TextField } from "~/components/TextField";
import { FUNERAL_TYPES, type FuneralType } from "~/domain/constants";
import { GERMAN_STATES, type GraveTypeRef, type SiteFields } from "~/domain/funeral-sites/site-record";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import styles from "./sites.module.css";

/** What the form shows before a submit: the stored site (fees as euro text), or empty for a new one. */
export interface SiteFormDefaults extends SiteFields<string> {
  fees: Record<string, string>;
}

const funeralTypeLabel = (type: FuneralType) => t(`offer.funeralType.${type}`);

/**
 * The site's fields (new and edit): address, coordinates, funeral types and one euro field per grave type,
 * grouped by funeral type. Works without JavaScript; the server checks everything.
 */
export function SiteForm({
  defaults,
  graveTypes,
  lastResult,
  isNew,
}: {
  defaults: SiteFormDefaults;
  graveTypes: readonly GraveTypeRef[];
  lastResult: SubmissionResult<string[]> | null | undefined;
  isNew: boolean;
}) {
  const form = useReplyForm(lastResult, { ...defaults }, "site");
  const posted = lastResult?.initialValue as { funeralTypes?: string | string[] } | undefined;
  const checkedTypes = lastResult
    ? ([] as string[]).concat(posted?.funeralTypes ?? [])
    : (defaults.funeralTypes as string[]);
  const labels: Record<string, string> = {
    id: t("backoffice.sites.field.id"),
    title: t("backoffice.sites.field.title"),
    street: t("backoffice.sites.field.street"),
    plz: t("backoffice.sites.field.plz"),
    city: t("backoffice.sites.field.city"),
    state: t("backoffice.sites.field.state"),
    organisationName: t("backoffice.sites.field.organisationName"),
  };
  return (
    <Form method="post" {...form.props}>
      <input type="hidden" name="intent" value="save" />
      <ErrorSummary form={form} focusKey={lastResult} labels={labels} />
      {isNew ? (
        <TextField
          field={form.field("id")}
          label={labels["id"]}
          hint={t("backoffice.sites.field.id.hint")}
          width="m"
          autoComplete="off"
          spellCheck={false}
        />
      ) : null}
      <TextField field={form.field("title")} label={labels["title"]} required autoComplete="off" />
      <TextField field={form.field("street")} label={labels["street"]} required autoComplete="off" />
      <TextField
        field={form.field("plz")}
        label={labels["plz"]}
        required
        width="xs"
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField field={form.field("city")} label={labels["city"]} required width="m" autoComplete="off" />
      <Select
        field={form.field("state")}
        label={labels["state"]}
        required
        width="m"
        placeholder={t("backoffice.sites.state.choose")}
        options={GERMAN_STATES.map((state) => ({ value: state, label: state }))}
      />
      <TextField
        field={form.field("lat")}
        label={t("backoffice.sites.field.lat")}
        hint={t("backoffice.sites.field.coordinates.hint")}
        required
        width="s"
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        field={form.field("lon")}
        label={t("backoffice.sites.field.lon")}
        required
        width="s"
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        field={form.field("organisationName")}
        label={labels["organisationName"]}
        required
        autoComplete="off"
      />
      <fieldset
        className={styles.fieldset}
        aria-describedby={form.allErrors["funeralTypes"] ? "site-funeralTypes-error" : undefined}
      >
        <legend>{t("backoffice.sites.field.funeralTypes")}</legend>
        {form.allErrors["funeralTypes"] ? (
          <p id="site-funeralTypes-error" role="alert">
            {form.allErrors["funeralTypes"].join(" ")}
          </p>
        ) : null}
        {FUNERAL_TYPES.map((type) => (
          <Checkbox
            key={type}
            name="funeralTypes"
            id={`site-funeralTypes-${type}`}
            value={type}
            label={funeralTypeLabel(type)}
            defaultChecked={checkedTypes.includes(type)}
          />
        ))}
      </fieldset>
      <fieldset className={styles.fieldset} aria-describedby="site-fees-hint">
        <legend>{t("backoffice.sites.fees.legend")}</legend>
        <p id="site-fees-hint">{t("backoffice.sites.fees.hint")}</p>
        {form.allErrors["fees"] ? (
          <p id="site-fees" role="alert">
            {form.allErrors["fees"].join(" ")}
          </p>
        ) : null}
        {FUNERAL_TYPES.map((type) => {
          const types = graveTypes.filter((graveType) => graveType.funeralType === type);
          return types.length === 0 ? null : (
            <div key={type} className={styles.feeGroup}>
              <h2 className={styles.feeHeading}>{funeralTypeLabel(type)}</h2>
              {types.map((graveType) => (
                <TextField
                  key={graveType.id}
                  field={form.field(`fees.${graveType.id}`)}
                  label={t("backoffice.sites.fee.label", { name: graveType.name })}
                  width="s"
                  inputMode="decimal"
                  autoComplete="off"
                />
              ))}
            </div>
          );
        })}
      </fieldset>
      <Button type="submit">{isNew ? t("backoffice.sites.create") : t("backoffice.sites.save")}</Button>
    </Form>
  );
}
