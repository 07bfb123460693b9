import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { cx } from "./cx";
import { Field, fieldStyles as styles, splitFieldProps } from "./Field";
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
export function TextField({ type = "text", width = "full", ...props }: TextFieldProps) {
  const [shell, native] = splitFieldProps(props);
  return (
    <Field {...shell}>
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
