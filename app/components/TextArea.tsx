import { useEffect, useRef, useState, type ReactNode, type Ref, type TextareaHTMLAttributes } from "react";
import { t } from "~/i18n";
import { cx } from "./cx";
import { Field, fieldStyles as styles, splitFieldProps } from "./Field";
import { useHydrated } from "./useHydrated";
import type { FieldSourceProps } from "./fieldProps";

type NativeTextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id" | "name" | "defaultValue" | "value" | "required" | "children" | "className" | "maxLength"
>;

export interface TextAreaProps extends FieldSourceProps, NativeTextareaProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Visible columns (width in characters, capped at the container) and rows; e.g. wishes 60 × 8. */
  cols?: number;
  rows?: number;
  /**
   * Shows a character counter. The limit is not enforced by the browser (no native maxlength, which
   * would silently stop typing and cut pasted text): the counter says how many characters are over,
   * and the server rejects an over-long text with its German message.
   */
  maxLength?: number;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Delay before the counter is announced, so a screen reader is not interrupted on every keystroke. */
const ANNOUNCE_DELAY_MS = 1000;

function counterText(length: number, max: number): string {
  return length > max
    ? t("components.textArea.counterOver", { count: length - max })
    : t("components.textArea.counterRemaining", { count: max - length });
}

export function TextArea({ cols = 60, rows = 8, maxLength, onChange, ...props }: TextAreaProps) {
  const [shell, native] = splitFieldProps(props);
  const { hint } = shell;
  const [length, setLength] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const hydrated = useHydrated();
  const typed = useRef(false);

  const counter = maxLength !== undefined && length !== null ? counterText(length, maxLength) : "";
  useEffect(() => {
    if (!typed.current || !counter) return;
    const timer = setTimeout(() => setAnnouncement(counter), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [counter]);

  const counterInfo =
    maxLength !== undefined ? <span>{t("components.textArea.counterInfo", { max: maxLength })}</span> : null;
  const fullHint =
    hint || counterInfo ? (
      <>
        {hint}
        {hint && counterInfo ? " " : null}
        {counterInfo}
      </>
    ) : null;

  return (
    <Field {...shell} hint={fullHint}>
      {(control, f) => {
        const current = length ?? f.defaultValue?.length ?? 0;
        const over = maxLength !== undefined && current > maxLength;
        return (
          <>
            <textarea
              {...native}
              {...control}
              key={f.key}
              cols={cols}
              rows={rows}
              defaultValue={f.defaultValue}
              className={cx(styles.input, styles.textarea)}
              onChange={(event) => {
                typed.current = true;
                setLength(event.currentTarget.value.length);
                onChange?.(event);
              }}
            />
            {maxLength !== undefined && hydrated ? (
              <>
                {/* Visible counter updates on every keystroke; the polite live region below speaks after a pause. */}
                <p className={cx(styles.counter, over && styles.counterOver)} aria-hidden="true">
                  {counterText(current, maxLength)}
                </p>
                <p className="visually-hidden" aria-live="polite">
                  {announcement}
                </p>
              </>
            ) : null}
          </>
        );
      }}
    </Field>
  );
}
