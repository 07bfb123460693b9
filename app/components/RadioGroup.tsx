import type { ReactNode } from "react";
import { cx } from "./cx";
import { ErrorList, fieldStyles as styles, Hint, RequiredMark } from "./Field";
import { resolveField, type FieldSourceProps, type ResolvedField } from "./fieldProps";

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Extra line under the option's label, linked with aria-describedby. */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceGroupProps extends FieldSourceProps {
  /** The question, rendered as the fieldset's <legend>. */
  legend: ReactNode;
  hint?: ReactNode;
  className?: string;
}

/**
 * Ids of the options in a group. The first option carries the field's own id, so an
 * ErrorSummary link to `#id` lands on a focusable control.
 */
export function optionId(f: ResolvedField, index: number): string {
  return index === 0 ? f.id : `${f.id}-${index}`;
}

/** What every radio of a group says alike: its id, the group's name, its value, checked and disabled. */
export function radioAttributes(
  f: ResolvedField,
  id: string,
  option: Pick<RadioOption, "value" | "disabled">,
) {
  return {
    id,
    type: "radio",
    name: f.name,
    value: option.value,
    defaultChecked: f.defaultValue === option.value,
    disabled: option.disabled,
  } as const;
}

/** The fieldset, legend, hint and error list shared by RadioGroup and RadioCardGroup. */
export function ChoiceFieldset({
  f,
  legend,
  hint,
  className,
  legendClassName,
  wide,
  children,
}: {
  f: ResolvedField;
  /** Let the group use the full width (card grids) instead of the reading measure. */
  wide?: boolean;
  legend: ReactNode;
  hint?: ReactNode;
  className?: string;
  legendClassName?: string;
  children: ReactNode;
}) {
  const invalid = f.errors.length > 0;
  const describedBy = [hint && f.hintId, invalid && f.errorId].filter(Boolean).join(" ");
  return (
    <fieldset
      className={cx(styles.field, wide && styles.wide, invalid && styles.invalid, className)}
      aria-describedby={describedBy || undefined}
    >
      <legend className={cx(styles.legend, legendClassName)}>
        {legend}
        {f.required ? <RequiredMark /> : null}
      </legend>
      {hint ? <Hint id={f.hintId}>{hint}</Hint> : null}
      <ErrorList id={f.errorId} errors={f.errors} />
      {children}
    </fieldset>
  );
}

export interface RadioGroupProps extends ChoiceGroupProps {
  options: readonly RadioOption[];
  /** Options side by side (for two or three short answers such as "Ja / Nein"). */
  inline?: boolean;
}

/** Radio buttons in a fieldset with a legend. */
export function RadioGroup({ options, inline, legend, hint, className, ...source }: RadioGroupProps) {
  const f = resolveField(source);
  return (
    <ChoiceFieldset f={f} legend={legend} hint={hint} className={className}>
      <div className={cx(styles.choices, inline && styles.inline)}>
        {options.map((option, index) => {
          const id = optionId(f, index);
          const hintId = option.hint ? `${id}-hint` : undefined;
          return (
            <div key={option.value} className={styles.choice}>
              <input
                key={f.key}
                {...radioAttributes(f, id, option)}
                aria-describedby={hintId}
                className={styles.choiceInput}
              />
              <label htmlFor={id} className={styles.choiceLabel}>
                {option.label}
              </label>
              {option.hint ? (
                <div id={hintId} className={cx(styles.hint, styles.choiceHint)}>
                  {option.hint}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </ChoiceFieldset>
  );
}
