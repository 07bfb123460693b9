import type { ReactNode } from "react";
import { t } from "~/i18n";
import { cx } from "./cx";
import { Icon } from "./Icon";
import { useClosedForm } from "./ReadOnly";
import { controlAria, resolveField, type FieldSourceProps, type ResolvedField } from "./fieldProps";
import styles from "./Field.module.css";

/**
 * " (Pflichtfeld)" after a label: visible, and part of the accessible name. Not in a form shown read-only
 * (`ChangeForm`): nothing there can be filled in.
 */
export function RequiredMark() {
  if (useClosedForm()) return null;
  return <span className={styles.required}> ({t("components.field.required")})</span>;
}

/** The field's error messages, each prefixed "Fehler:" for screen readers; nothing when there are none. */
export function ErrorList({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <div id={id} className={styles.errors}>
      {errors.map((message, index) => (
        <p key={`${index}-${message}`} className={styles.error}>
          <Icon name="error" />
          <span>
            <span className="visually-hidden">{t("components.field.errorPrefix")} </span>
            {message}
          </span>
        </p>
      ))}
    </div>
  );
}

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.hint}>
      {children}
    </div>
  );
}

export type ControlProps = ReturnType<typeof controlAria> & { id: string; name: string };

export interface FieldProps extends FieldSourceProps {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** Renders the control with the props that tie it to label, hint and errors. */
  children: (control: ControlProps, field: ResolvedField) => ReactNode;
}

/** What a field component hands to <Field>: where the value comes from, label, hint and class. */
export type FieldShellProps = Omit<FieldProps, "children">;

const SHELL_KEYS = new Set<string>([
  "field",
  "name",
  "id",
  "errors",
  "defaultValue",
  "required",
  "label",
  "hint",
  "className",
]);

/** Splits a field component's props into those for <Field> and the native attributes of its control. */
export function splitFieldProps<P extends FieldShellProps>(
  props: P,
): [FieldShellProps, Omit<P, keyof FieldShellProps>] {
  const shell: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (SHELL_KEYS.has(key) ? shell : native)[key] = value;
  return [shell as FieldShellProps, native as Omit<P, keyof FieldShellProps>];
}

/**
 * Label (a real <label for>), optional hint, error list and the control, in the
 * order a screen reader and a sighted reader meet them (label → hint → error → input).
 */
export function Field({ label, hint, className, children, ...source }: FieldProps) {
  const f = resolveField(source);
  const invalid = f.errors.length > 0;
  return (
    <div className={cx(styles.field, invalid && styles.invalid, className)}>
      <label htmlFor={f.id} className={styles.label}>
        {label}
        {f.required ? <RequiredMark /> : null}
      </label>
      {hint ? <Hint id={f.hintId}>{hint}</Hint> : null}
      <ErrorList id={f.errorId} errors={f.errors} />
      {children({ id: f.id, name: f.name, ...controlAria(f, Boolean(hint)) }, f)}
    </div>
  );
}

export { styles as fieldStyles };
