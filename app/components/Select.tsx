import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { t } from "~/i18n";
import { cx } from "./cx";
import { Field, fieldStyles as styles, splitFieldProps } from "./Field";
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

export function Select({ options, placeholder, width = "full", ...props }: SelectProps) {
  const [shell, native] = splitFieldProps(props);
  return (
    <Field {...shell}>
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
