import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { cx } from "./cx";
import { Field, fieldStyles as styles } from "./Field";
import type { FieldSourceProps } from "./fieldProps";

export type TextFieldType = "text" | "email" | "tel" | "password" | "date" | "number" | "search" | "url";

/** Width hints the expected length of the answer (a postcode field is short). */
export type FieldWidth = "xs" | "s" | "m" | "full";

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "type" | "defaultValue" | "value" | "required" | "children" | "className"
>;

export interface TextFieldProps extends FieldSourceProps, NativeInputProps {
  label: ReactNode;
  hint?: ReactNode;
  type?: TextFieldType;
  width?: FieldWidth;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input. `autoComplete`, `inputMode`, `spellCheck`, `maxLength` and other native
 * attributes pass through; `required` does not (see fieldProps.ts).
 */
export function TextField({
  field,
  name,
  id,
  errors,
  defaultValue,
  required,
  label,
  hint,
  type = "text",
  width = "full",
  className,
  ...native
}: TextFieldProps) {
  return (
    <Field
      field={field}
      name={name}
      id={id}
      errors={errors}
      defaultValue={defaultValue}
      required={required}
      label={label}
      hint={hint}
      className={className}
    >
      {(control, f) => (
        <input
          {...native}
          {...control}
          key={f.key}
          type={type}
          defaultValue={f.defaultValue}
          className={cx(styles.input, styles[width])}
        />
      )}
    </Field>
  );
}
