import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { t } from "~/i18n";
import { cx } from "./cx";
import { Field, fieldStyles as styles } from "./Field";
import type { FieldSourceProps } from "./fieldProps";
import type { FieldWidth } from "./TextField";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "id" | "name" | "defaultValue" | "value" | "required" | "children" | "className" | "multiple"
>;

export interface SelectProps extends FieldSourceProps, NativeSelectProps {
  label: ReactNode;
  hint?: ReactNode;
  options: readonly SelectOption[];
  /** First, empty option; "Bitte auswählen" unless given; `false` for none. */
  placeholder?: string | false;
  width?: FieldWidth;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  field,
  name,
  id,
  errors,
  defaultValue,
  required,
  label,
  hint,
  options,
  placeholder,
  width = "full",
  className,
  ...native
}: SelectProps) {
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
        <span className={cx(styles.selectWrap, styles[width])}>
          <select
            {...native}
            {...control}
            key={f.key}
            defaultValue={f.defaultValue ?? ""}
            className={cx(styles.input, styles.select)}
          >
            {placeholder === false ? null : (
              <option value="">{placeholder ?? t("components.select.placeholder")}</option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
}
