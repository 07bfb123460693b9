import { t } from "~/i18n";
import { cx } from "./cx";
import styles from "./Spinner.module.css";

export interface SpinnerProps {
  /** What is happening; "Wird geladen …" unless given. */
  label?: string;
  /** Show the label next to the spinner (default) or only to screen readers. */
  labelVisible?: boolean;
  className?: string;
}

/** A loading indicator with text; the rotating ring stops when the reader prefers reduced motion. */
export function Spinner({ label, labelVisible = true, className }: SpinnerProps) {
  const text = label ?? t("components.spinner.loading");
  return (
    <div className={cx(styles.spinner, className)} role="status">
      <span className={styles.ring} aria-hidden="true" />
      <span className={labelVisible ? styles.label : "visually-hidden"}>{text}</span>
    </div>
  );
}
