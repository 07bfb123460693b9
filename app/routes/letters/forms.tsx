/**
 * The three part forms of a letter (text with style, recipient, shipping date), shared by the creation
 * stepper and the edit pages, and the letter summary of the confirmation step and the edit overview.
 */
import { useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { RadioGroup } from "~/components/RadioGroup";
import { TextField } from "~/components/TextField";
import { EmailField, PostalCodeField } from "~/components/FieldPresets";
import {
  LETTER_SHIPPING_GENERIC,
  LETTER_SHIPPING_YEARS,
  type LetterColor,
  type LetterFont,
  type LetterFontSize,
} from "~/domain/letters/constants";
import { SALUTATIONS } from "~/domain/salutation";
import { LETTER_STYLE_FIELDS, type LetterPart } from "~/domain/letters";
import { t } from "~/i18n";
import styles from "./letters.module.css";

export interface LetterStyleValue {
  color: LetterColor;
  fontSize: LetterFontSize;
  fontFamily: LetterFont;
}

/** The form values of one part as the page shows them (strings, as a form posts them). */
export type PartValues = Record<string, unknown>;

export type Field = FieldMetadata<unknown, Record<string, unknown>, string[]>;
export type Fields = Record<string, Field>;

/** The fields of a nested object (`styles`, `exact`) by their own names. */
export const fieldset = (field: Field | undefined): Fields =>
  (field as { getFieldset?: () => Fields } | undefined)?.getFieldset?.() ?? {};

/** The Conform form of a part: validation on the server only, the action's result drives errors and focus. */
export function usePartForm(
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue: PartValues,
) {
  return useForm<Record<string, unknown>>({
    lastResult,
    defaultValue: defaultValue as never,
    shouldValidate: "onSubmit",
  });
}

/** Field labels of each part, for the error summary ("Vorname: …"). */
export const PART_LABELS: Record<LetterPart, Record<string, string>> = {
  content: {
    text: t("letters.editor.text"),
    "styles.fontFamily": t("letters.editor.font"),
    "styles.fontSize": t("letters.editor.size"),
    "styles.color": t("letters.editor.color"),
  },
  recipient: {
    salutation: t("letters.recipient.salutation"),
    firstname: t("letters.recipient.firstname"),
    lastname: t("letters.recipient.lastname"),
    street: t("letters.recipient.street"),
    postalcode: t("letters.recipient.postalcode"),
    city: t("letters.recipient.city"),
    email: t("letters.recipient.email"),
  },
  shippingDate: {
    generic: t("letters.shipping.generic"),
    "exact.day": t("letters.shipping.day"),
    "exact.year": t("letters.shipping.year"),
    "exact.exactYear": t("letters.shipping.exactYear"),
  },
};

/** The fields of a part that are no answer (the editor's style choices always carry a value). */
export const ignoredInEmptiness = (part: LetterPart): readonly string[] =>
  part === "content" ? LETTER_STYLE_FIELDS : [];

export function RecipientFields({ fields }: { fields: Fields }) {
  // Someone else's address: labelled "letters.recipient.<name>", nothing filled in from the customer's own.
  const recipient = (name: "firstname" | "lastname" | "street" | "postalcode" | "city" | "email") =>
    ({ field: fields[name], label: t(`letters.recipient.${name}`), autoComplete: "off" }) as const;
  return (
    <>
      <RadioGroup
        field={fields.salutation}
        legend={t("letters.recipient.salutation")}
        options={SALUTATIONS.map((value) => ({ value, label: t(`letters.recipient.${value}`) }))}
        inline
        required
      />
      <TextField {...recipient("firstname")} required />
      <TextField {...recipient("lastname")} required />
      <TextField {...recipient("street")} required />
      <PostalCodeField {...recipient("postalcode")} hint={t("letters.recipient.postalcodeHint")} required />
      <TextField {...recipient("city")} required />
      <EmailField {...recipient("email")} hint={t("letters.recipient.emailHint")} spellCheck={false} />
    </>
  );
}

export function ShippingDateFields({ fields }: { fields: Fields }) {
  const exact = fieldset(fields.exact);
  return (
    <>
      <RadioGroup
        field={fields.generic}
        legend={t("letters.shipping.generic")}
        options={LETTER_SHIPPING_GENERIC.map((value) => ({
          value,
          label: t(`letters.shipping.generic.${value}`),
        }))}
        required
      />
      <fieldset className={styles.exact}>
        <legend className={styles.exactLegend}>{t("letters.shipping.exactLegend")}</legend>
        <TextField
          field={exact.day}
          label={t("letters.shipping.day")}
          hint={t("letters.shipping.dayHint")}
          inputMode="decimal"
          autoComplete="off"
          width="s"
        />
        <RadioGroup
          field={exact.year}
          legend={t("letters.shipping.year")}
          options={LETTER_SHIPPING_YEARS.map((value) => ({
            value,
            label: t(`letters.shipping.year.${value}`),
          }))}
        />
        <TextField
          field={exact.exactYear}
          label={t("letters.shipping.exactYear")}
          hint={t("letters.shipping.exactYearHint")}
          inputMode="numeric"
          autoComplete="off"
          width="s"
        />
      </fieldset>
    </>
  );
}
