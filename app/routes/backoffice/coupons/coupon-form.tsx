import type { ReactNode } from "react";
import { Form } from "react-router";
import { Checkbox } from "~/components/Checkbox";
import { ErrorSummary } from "~/components/ErrorSummary";
import { Select } from "~/components/Select";
import { TextField } from "~/components/TextField";
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_DESCRIPTION_MAX_LENGTH,
  COUPON_STEPS,
} from "~/domain/backoffice/coupons";
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
  ...(withCode ? { code: t("backoffice.coupons.field.code") } : {}),
  ...Object.fromEntries(TERMS.map((name) => [name, t(`backoffice.coupons.field.${name}`)])),
});

/**
 * The coupon form of `new` and `$code`: one plain form (works without JavaScript), the error summary first,
 * every field with a visible label and a hint; dates as date inputs (a picker in German format where the
 * browser has one, else a text field that takes TT.MM.JJJJ).
 */
export function CouponForm({
  form,
  focusKey,
  withCode,
  submit,
}: {
  form: ReplyForm;
  focusKey: unknown;
  withCode: boolean;
  submit: ReactNode;
}) {
  const label = (name: (typeof TERMS)[number]) => t(`backoffice.coupons.field.${name}`);
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
      <TextField
        field={form.field("discountPercent")}
        label={label("discountPercent")}
        hint={t("backoffice.coupons.field.discountPercent.hint")}
        inputMode="numeric"
        autoComplete="off"
        width="s"
      />
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
      <TextField
        field={form.field("validFrom")}
        type="date"
        label={label("validFrom")}
        hint={t("backoffice.coupons.field.date.hint")}
        autoComplete="off"
        width="m"
      />
      <TextField
        field={form.field("validUntil")}
        type="date"
        label={label("validUntil")}
        hint={t("backoffice.coupons.field.date.hint")}
        autoComplete="off"
        width="m"
      />
      <TextField
        field={form.field("maxUses")}
        label={label("maxUses")}
        hint={t("backoffice.coupons.field.maxUses.hint")}
        inputMode="numeric"
        autoComplete="off"
        width="s"
      />
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
