import { t } from "~/i18n";
import { useDomId } from "./useDomId";
import styles from "./Stepper.module.css";

export interface StepperProps {
  /** 1-based number of the current step. */
  current: number;
  total: number;
  /** Optional names of all steps; the current one is shown after the counter. */
  steps?: readonly string[];
}

/**
 * "Schritt 2 von 5" with a progress bar. One text for the eye, the screen reader and a text browser
 * (no hidden second wording that a text browser would print twice); the bar is a native <progress>
 * named by that text, so no inline styles and no script are needed.
 */
export function Stepper({ current, total, steps }: StepperProps) {
  const id = useDomId("stepper");
  const step = Math.min(Math.max(current, 1), total);
  const name = steps?.[step - 1];
  return (
    <div className={styles.stepper}>
      <p id={id} className={styles.counter}>
        {t("components.stepper.counter", { current: step, total })}
        {name ? <span className={styles.name}>{`: ${name}`}</span> : null}
      </p>
      <progress className={styles.bar} max={total} value={step} aria-labelledby={id} />
    </div>
  );
}
