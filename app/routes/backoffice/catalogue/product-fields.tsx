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

/** Field labels by name, for the error summary. */
export const productLabels = () => ({
  articleNumber: t("backoffice.catalogue.product.articleNumber"),
  name: t("backoffice.catalogue.field.name"),
  shortName: t("backoffice.catalogue.field.shortName"),
  description: t("backoffice.catalogue.field.description"),
  pictureUrl: t("backoffice.catalogue.field.pictureUrl"),
  pictureAlt: t("backoffice.catalogue.field.pictureAlt"),
  price: t("backoffice.catalogue.field.price"),
  vatRate: t("backoffice.catalogue.field.vatRate"),
  category: t("backoffice.catalogue.field.category"),
  funeralTypes: t("backoffice.catalogue.field.funeralTypes"),
  defaultPlans: t("backoffice.catalogue.field.defaultPlans"),
  sort: t("backoffice.catalogue.field.sort"),
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
  return (
    <>
      <TextField field={form.field("name")} label={t("backoffice.catalogue.field.name")} required />
      <TextField
        field={form.field("shortName")}
        label={t("backoffice.catalogue.field.shortName")}
        width="m"
        required
      />
      <TextArea
        field={form.field("description")}
        label={t("backoffice.catalogue.field.description")}
        rows={4}
      />
      <Select
        field={form.field("category")}
        label={t("backoffice.catalogue.field.category")}
        options={categories.map((category) => ({ value: category, label: t(`offer.category.${category}`) }))}
        width="m"
        required
      />
      <NetPriceField field={form.field("price")} label={t("backoffice.catalogue.field.price")} />
      <RadioGroup
        field={form.field("vatRate")}
        legend={t("backoffice.catalogue.field.vatRate")}
        hint={t("backoffice.catalogue.field.vatRate.hint")}
        options={[
          { value: "19", label: t("backoffice.catalogue.field.vatRate.19") },
          { value: "7", label: t("backoffice.catalogue.field.vatRate.7") },
        ]}
        required
      />
      <CheckboxGroup
        field={form.field("funeralTypes")}
        legend={t("backoffice.catalogue.field.funeralTypes")}
        hint={t("backoffice.catalogue.field.funeralTypes.hint")}
        options={FUNERAL_TYPES.map((type) => ({ value: type, label: t(`offer.funeralType.${type}`) }))}
        checked={listValue(values, "funeralTypes")}
      />
      <CheckboxGroup
        field={form.field("defaultPlans")}
        legend={t("backoffice.catalogue.field.defaultPlans")}
        hint={t("backoffice.catalogue.field.defaultPlans.hint")}
        options={FUNERAL_PLANS.map((plan) => ({ value: plan, label: planLabel(plan) }))}
        checked={listValue(values, "defaultPlans")}
      />
      <TextField
        field={form.field("pictureUrl")}
        label={t("backoffice.catalogue.field.pictureUrl")}
        hint={t("backoffice.catalogue.field.pictureUrl.hint")}
        autoComplete="off"
      />
      <TextField
        field={form.field("pictureAlt")}
        label={t("backoffice.catalogue.field.pictureAlt")}
        hint={t("backoffice.catalogue.field.pictureAlt.hint")}
      />
      <TextField
        field={form.field("sort")}
        label={t("backoffice.catalogue.field.sort")}
        hint={t("backoffice.catalogue.field.sort.hint")}
        inputMode="numeric"
        width="xs"
      />
    </>
  );
}
