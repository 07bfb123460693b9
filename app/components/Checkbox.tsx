import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { cx } from "./cx";
import { ErrorList, fieldStyles as styles, Hint, RequiredMark } from "./Field";
import { controlAria, resolveField, type FieldSourceProps } from "./fieldProps";

type NativeCheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "type" | "defaultValue" | "value" | "required" | "children" | "className" | "checked"
>;

export interface CheckboxProps extends FieldSourceProps, NativeCheckboxProps {
  /** May contain a link, e.g. to the terms ("Ich akzeptiere die <a>AGB</a>"). */
  label: ReactNode;
  hint?: ReactNode;
  /** Submitted value; "on" like a bare checkbox (and like Conform's default). */
  value?: string;
  /** Checked state; defaults to "the field's default value equals `value`". */
  defaultChecked?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({
  field,
  name,
  id,
  errors,
  defaultValue,
  required,
  label,
  hint,
  value = "on",
  defaultChecked,
  className,
  ...native
}: CheckboxProps) {
  const f = resolveField({ field, name, id, errors, defaultValue, required });
  const invalid = f.errors.length > 0;
  return (
    <div className={cx(styles.field, invalid && styles.invalid, className)}>
      <ErrorList id={f.errorId} errors={f.errors} />
      <div className={styles.choice}>
        <input
          {...native}
          {...controlAria(f, Boolean(hint))}
          key={f.key}
          id={f.id}
          name={f.name}
          type="checkbox"
          value={value}
          defaultChecked={defaultChecked ?? f.defaultValue === value}
          className={styles.choiceInput}
        />
        <label htmlFor={f.id} className={styles.choiceLabel}>
          {label}
          {f.required ? <RequiredMark /> : null}
        </label>
      </div>
      {hint ? (
        <div className={styles.choiceHint}>
          <Hint id={f.hintId}>{hint}</Hint>
        </div>
      ) : null}
    </div>
  );
}
