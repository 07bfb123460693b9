import type { ReactNode } from "react";
import { t } from "~/i18n";
import { cx } from "./cx";
import { Icon } from "./Icon";
import { ChoiceFieldset, optionId, radioAttributes, type ChoiceGroupProps } from "./RadioGroup";
import { resolveField } from "./fieldProps";
import styles from "./RadioCardGroup.module.css";

export interface RadioCardOption {
  value: string;
  /** Card title, e.g. "Erdbestattung". */
  label: ReactNode;
  description?: ReactNode;
  /** A price or a short fact shown at the bottom of the card. */
  meta?: ReactNode;
  /** A picture or icon above the title (decorative: give images alt=""). */
  media?: ReactNode;
  disabled?: boolean;
  /**
   * Why a disabled option cannot be chosen; shown on the card after "Nicht wählbar:". In submit mode such a
   * card stays in the tab order (aria-disabled) and the reason is part of its name (its visible text), so a
   * keyboard or screen-reader user reaches it and hears why; in radio mode it is the radio's description.
   */
  disabledReason?: ReactNode;
}

export interface RadioCardGroupProps extends ChoiceGroupProps {
  options: readonly RadioCardOption[];
  /**
   * "radio" (default): each card is a real radio button; the form's own submit button sends the choice.
   * "submit": choosing a card advances — each card is a plain `<button type="submit" name value>`,
   * so it works without JavaScript. Put such a group in a form of its own (or first), since Enter
   * in a text field submits with the first submit button of its form.
   */
  mode?: "radio" | "submit";
}

/** Big tappable cards for funeral type and plan choices. */
export function RadioCardGroup({
  options,
  mode = "radio",
  legend,
  hint,
  className,
  ...source
}: RadioCardGroupProps) {
  const f = resolveField(source);
  return (
    <ChoiceFieldset f={f} legend={legend} hint={hint} className={className} wide>
      <ul className={styles.cards}>
        {options.map((option, index) => {
          const id = optionId(f, index);
          const selected = f.defaultValue === option.value;
          const descriptionId =
            option.description || (option.disabled && option.disabledReason)
              ? `${id}-description`
              : undefined;
          return (
            <li key={option.value} className={styles.item}>
              {mode === "submit" && option.disabled ? (
                <button
                  id={id}
                  type="button"
                  aria-disabled="true"
                  className={cx(styles.card, styles.button, styles.unavailable)}
                >
                  {option.media ? <span className={styles.media}>{option.media}</span> : null}
                  <span className={styles.title}>{option.label}</span>{" "}
                  <span className={styles.description}>
                    <Unavailable reason={option.disabledReason ?? option.description} />
                  </span>
                </button>
              ) : mode === "submit" ? (
                <button
                  id={id}
                  type="submit"
                  name={f.name}
                  value={option.value}
                  disabled={option.disabled}
                  className={cx(styles.card, styles.button, selected && styles.selected)}
                >
                  {option.media ? <span className={styles.media}>{option.media}</span> : null}
                  {/* The spaces keep the parts apart where CSS does not apply (text browsers). */}
                  <span className={styles.title}>{option.label}</span>{" "}
                  {option.description ? (
                    <span className={styles.description}>{option.description}</span>
                  ) : null}{" "}
                  {option.meta ? <span className={styles.meta}>{option.meta}</span> : null}
                  {selected ? (
                    <span className={styles.badge}>
                      <Icon name="check" /> {t("components.radioCard.current")}
                    </span>
                  ) : null}
                  <span className={styles.advance} aria-hidden="true">
                    <Icon name="arrow-right" size="1.25em" />
                  </span>
                </button>
              ) : (
                <div className={styles.card}>
                  <input
                    key={f.key}
                    {...radioAttributes(f, id, option)}
                    aria-describedby={descriptionId}
                    className={styles.input}
                  />
                  <div className={styles.body}>
                    {option.media ? <div className={styles.media}>{option.media}</div> : null}
                    <label htmlFor={id} className={styles.title}>
                      {option.label}
                    </label>
                    {option.disabled && option.disabledReason ? (
                      <div id={descriptionId} className={styles.description}>
                        <Unavailable reason={option.disabledReason} />
                      </div>
                    ) : option.description ? (
                      <div id={descriptionId} className={styles.description}>
                        {option.description}
                      </div>
                    ) : null}
                    {option.meta ? <div className={styles.meta}>{option.meta}</div> : null}
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </ChoiceFieldset>
  );
}

/** "Nicht wählbar: <reason>" — in words, not by colour alone. */
function Unavailable({ reason }: { reason: ReactNode }) {
  return (
    <>
      <strong className={styles.unavailableLabel}>{t("components.radioCard.unavailable")}</strong>
      {reason ? <> {reason}</> : null}
    </>
  );
}
