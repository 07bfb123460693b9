import type { FieldMetadata } from "@conform-to/react";

/**
 * The part of Conform's `FieldMetadata` the kit reads. Any `fields.x` from `useForm` fits.
 *
 * Why no `required`, `pattern`, `min` or `max` attribute reaches the input (decision):
 * we validate on the server and always want its German error summary. Native
 * constraint attributes make the browser block the submit with its own bubble
 * (in the browser's language, not announced consistently, and before the server
 * sees anything) whenever a form is not `noValidate` — e.g. before hydration or
 * in a form a route author builds by hand. So required fields get
 * `aria-required="true"` plus the visible "Pflichtfeld" mark, and every form
 * should still be rendered `noValidate` (Conform's `getFormProps` does that).
 */
export type ConformField = Pick<
  FieldMetadata<unknown, Record<string, unknown>, string[]>,
  "key" | "id" | "name" | "errorId" | "descriptionId" | "errors" | "defaultValue" | "required"
>;

/** Props every kit field accepts: either a Conform field, or plain name/id/errors/defaultValue. */
export interface FieldSourceProps {
  /** Conform field metadata (`fields.email`); supplies id, name, errors, defaultValue and required. */
  field?: ConformField;
  /** Field name (required without `field`). */
  name?: string;
  /** Element id; defaults to Conform's id or `fieldId(name)`. */
  id?: string;
  /** German error messages from the server; any present marks the field invalid. */
  errors?: readonly string[] | undefined;
  defaultValue?: string;
  /** Shows "(Pflichtfeld)" and sets aria-required; never the native `required` attribute. */
  required?: boolean;
}

export interface ResolvedField {
  key: string | undefined;
  id: string;
  name: string;
  hintId: string;
  errorId: string;
  errors: readonly string[];
  defaultValue: string | undefined;
  required: boolean;
}

/** The id a plain (non-Conform) field gets for a name; use it for ErrorSummary links. */
export function fieldId(name: string): string {
  return `field-${name}`;
}

export function resolveField(props: FieldSourceProps): ResolvedField {
  const { field } = props;
  const name = props.name ?? field?.name ?? "";
  const id = props.id ?? field?.id ?? fieldId(name);
  return {
    key: field?.key,
    id,
    name,
    hintId: field && !props.id ? field.descriptionId : `${id}-description`,
    errorId: field && !props.id ? field.errorId : `${id}-error`,
    errors: (props.errors ?? field?.errors ?? []).filter(Boolean),
    defaultValue: props.defaultValue ?? field?.defaultValue,
    required: props.required ?? field?.required ?? false,
  };
}

/** The ARIA wiring of a single control: described by hint and errors, invalid only with errors. */
export function controlAria(f: ResolvedField, hasHint: boolean) {
  const invalid = f.errors.length > 0;
  const describedBy = [hasHint && f.hintId, invalid && f.errorId].filter(Boolean).join(" ");
  return {
    "aria-describedby": describedBy || undefined,
    "aria-invalid": invalid ? (true as const) : undefined,
    "aria-required": f.required ? (true as const) : undefined,
  };
}
