import type { ReactNode } from "react";
import { Form } from "react-router";
import { Checkbox } from "~/components/Checkbox";
import { RadioGroup } from "~/components/RadioGroup";
import { ErrorSummary } from "~/components/ErrorSummary";
import { Select } from "~/components/Select";
import { TextField } from "~/components/TextField";
import { DateField } from "~/components/FieldPresets";
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_DESCRIPTION_MAX_LENGTH,
  COUPON_STEPS,
} from "~/domain/backoffice/coupons";
import { COUPON_KINDS, type CouponKind } from "~/domain/pricing/coupons";
import { t } from "~/i18n";
import type { ReplyForm } from "~/reply-form";

/** The fields of a coupon's form, in their order; `code` only when a coupon is created. */
const TERMS = [
  "discountPercent",
  "guaranteeStep",
  "validFrom",
  "validUntil",
  "maxUses",
  "description",
  "active",
] as const;

export const couponLabels = (withCode: boolean): Record<string, string> => ({
  ...(withCode ? { code: t("backoffice.coupons.field.code"), kind: t("backoffice.coupons.field.kind") } : {}),
  ...Object.fromEntries(TERMS.map((name) => [name, t(`backoffice.coupons.field.${name}`)])),
});

/**
 * The coupon form of `new` and `$code`: one plain form (works without JavaScript), the error summary first,
 * every field with a visible label and a hint; dates as date inputs (a picker in German format where the
 * browser has one, else a text field that takes TT.MM.JJJJ). What the coupon discounts (its kind) is chosen
 * when it is created and named on the edit page (decision 0073).
 */
export function CouponForm({
  form,
  focusKey,
  withCode,
  kind,
  submit,
}: {
  form: ReplyForm;
  focusKey: unknown;
  withCode: boolean;
  /** The kind of an existing coupon (the edit page), shown, not editable. */
  kind?: CouponKind;
  submit: ReactNode;
}) {
  const label = (name: (typeof TERMS)[number]) => t(`backoffice.coupons.field.${name}`);
  const numberField = (name: "discountPercent" | "maxUses") => (
    <TextField
      field={form.field(name)}
      label={label(name)}
      hint={t(`backoffice.coupons.field.${name}.hint`)}
      inputMode="numeric"
      autoComplete="off"
      width="s"
    />
  );
  const dateField = (name: "validFrom" | "validUntil") => (
    <DateField
      field={form.field(name)}
      label={label(name)}
      hint={t("backoffice.coupons.field.date.hint")}
      autoComplete="off"
    />
  );
  return (
    <Form method="post" {...form.props}>
      <ErrorSummary form={form} focusKey={focusKey} labels={couponLabels(withCode)} />
      {withCode ? (
        <TextField
          field={form.field("code")}
          label={t("backoffice.coupons.field.code")}
          hint={t("backoffice.coupons.field.code.hint")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={COUPON_CODE_MAX_LENGTH}
          width="m"
          required
        />
      ) : null}
      {withCode ? (
        <RadioGroup
          field={form.field("kind")}
          legend={t("backoffice.coupons.field.kind")}
          hint={t("backoffice.coupons.field.kind.hint")}
          required
          options={COUPON_KINDS.map((value) => ({
            value,
            label: t(`backoffice.coupons.field.kind.${value}`),
          }))}
        />
      ) : (
        <p>{t("backoffice.coupons.kind", { kind: kind ?? "plan" })}</p>
      )}
      {numberField("discountPercent")}
      <Select
        field={form.field("guaranteeStep")}
        label={label("guaranteeStep")}
        hint={t("backoffice.coupons.field.guaranteeStep.hint")}
        placeholder={t("backoffice.coupons.field.guaranteeStep.none")}
        options={COUPON_STEPS.map((step) => ({
          value: String(step),
          label: t("backoffice.coupons.field.guaranteeStep.option", { step }),
        }))}
        width="s"
      />
      {dateField("validFrom")}
      {dateField("validUntil")}
      {numberField("maxUses")}
      <TextField
        field={form.field("description")}
        label={label("description")}
        hint={t("backoffice.coupons.field.description.hint")}
        maxLength={COUPON_DESCRIPTION_MAX_LENGTH}
        autoComplete="off"
      />
      <Checkbox field={form.field("active")} label={label("active")} />
      {submit}
    </Form>
  );
}
