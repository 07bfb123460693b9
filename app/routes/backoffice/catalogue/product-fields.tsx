/** The fields of a product, shared by "Neues Produkt" and "Produkt bearbeiten". */
import { RadioGroup } from "~/components/RadioGroup";
import { Select } from "~/components/Select";
import { TextArea } from "~/components/TextArea";
import { TextField } from "~/components/TextField";
import { FUNERAL_PLANS, FUNERAL_TYPES } from "~/domain/constants";
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_ORDER } from "~/domain/offer/constants";
import { t } from "~/i18n";
import type { ReplyForm } from "~/reply-form";
import { CheckboxGroup, NetPriceField, planLabel } from "./ui";

/** The product's fields but the article number, in the order of the error summary. */
const FIELDS = [
  ...["name", "shortName", "description", "pictureUrl", "pictureAlt", "price"],
  ...["vatRate", "category", "funeralTypes", "defaultPlans", "sort"],
] as const;
type ProductField = (typeof FIELDS)[number];

/** A field's label: the message `backoffice.catalogue.field.<name>`. */
const label = (name: ProductField) => t(`backoffice.catalogue.field.${name}`);

/** Field labels by name, for the error summary. */
export const productLabels = (): Record<string, string> => ({
  articleNumber: t("backoffice.catalogue.product.articleNumber"),
  ...Object.fromEntries(FIELDS.map((name) => [name, label(name)])),
});

/** A form's list value (checkbox group) from the posted values or the prefill. */
function listValue(values: Record<string, unknown> | null | undefined, name: string): string[] {
  const value = values?.[name];
  return Array.isArray(value)
    ? value.filter((x): x is string => typeof x === "string")
    : typeof value === "string"
      ? [value]
      : [];
}

const categories = [...PRODUCT_CATEGORIES].sort(
  (a, b) => PRODUCT_CATEGORY_ORDER[a] - PRODUCT_CATEGORY_ORDER[b],
);

/** The product's fields; `values` (the refused submit's, else the prefill) tick the checkbox groups. */
export function ProductFields({ form, values }: { form: ReplyForm; values: Record<string, unknown> }) {
  const described = (name: "pictureUrl" | "pictureAlt" | "sort") => ({
    field: form.field(name),
    label: label(name),
    hint: t(`backoffice.catalogue.field.${name}.hint`),
  });
  return (
    <>
      <TextField field={form.field("name")} label={label("name")} required />
      <TextField field={form.field("shortName")} label={label("shortName")} width="m" required />
      <TextArea field={form.field("description")} label={label("description")} rows={4} />
      <Select
        field={form.field("category")}
        label={label("category")}
        options={categories.map((category) => ({ value: category, label: t(`offer.category.${category}`) }))}
        width="m"
        required
      />
      <NetPriceField field={form.field("price")} label={label("price")} />
      <RadioGroup
        field={form.field("vatRate")}
        legend={label("vatRate")}
        hint={t("backoffice.catalogue.field.vatRate.hint")}
        options={[
          { value: "19", label: t("backoffice.catalogue.field.vatRate.19") },
          { value: "7", label: t("backoffice.catalogue.field.vatRate.7") },
        ]}
        required
      />
      <CheckboxGroup
        field={form.field("funeralTypes")}
        legend={label("funeralTypes")}
        hint={t("backoffice.catalogue.field.funeralTypes.hint")}
        options={FUNERAL_TYPES.map((type) => ({ value: type, label: t(`offer.funeralType.${type}`) }))}
        checked={listValue(values, "funeralTypes")}
      />
      <CheckboxGroup
        field={form.field("defaultPlans")}
        legend={label("defaultPlans")}
        hint={t("backoffice.catalogue.field.defaultPlans.hint")}
        options={FUNERAL_PLANS.map((plan) => ({ value: plan, label: planLabel(plan) }))}
        checked={listValue(values, "defaultPlans")}
      />
      <TextField {...described("pictureUrl")} autoComplete="off" />
      <TextField {...described("pictureAlt")} />
      <TextField {...described("sort")} inputMode="numeric" width="xs" />
    </>
  );
}
