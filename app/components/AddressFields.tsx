import type { ReactNode } from "react";
import { t } from "~/i18n";
import type { ReplyForm } from "~/reply-form";
import { PostalCodeField } from "./FieldPresets";
import { TextField } from "./TextField";

/** The labels of the address fields, for an `ErrorSummary`'s `labels`. */
export const addressLabels = () => ({
  street: t("components.address.street"),
  postalCode: t("components.address.postalCode"),
  city: t("components.address.city"),
});

interface AddressFieldsProps {
  form: ReplyForm;
  /** Required where the form needs the address (an application, a bill, a parcel); optional on the profile. */
  required?: boolean;
  /** Under "Straße und Hausnummer": what becomes of the address (it is the one stored for the customer). */
  hint?: ReactNode;
}

/**
 * The customer's postal address (decision 0108): `street` (street and house number in one line), `postalCode`,
 * `city`, labelled alike in every form, with the browser's address autofill.
 */
export function AddressFields({ form, required = false, hint }: AddressFieldsProps) {
  const labels = addressLabels();
  return (
    <>
      <TextField
        field={form.field("street")}
        label={labels.street}
        hint={hint}
        autoComplete="address-line1"
        required={required}
      />
      <PostalCodeField field={form.field("postalCode")} label={labels.postalCode} required={required} />
      <TextField
        field={form.field("city")}
        label={labels.city}
        autoComplete="address-level2"
        required={required}
      />
    </>
  );
}
