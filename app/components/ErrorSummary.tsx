import { useEffect, useRef, type MouseEvent } from "react";
import type { FormMetadata } from "@conform-to/react";
import { t } from "~/i18n";
import { useDomId } from "./useDomId";
import { Icon } from "./Icon";
import { FOCUS_FIRST_ATTRIBUTE } from "./RouteAnnouncer";
import styles from "./ErrorSummary.module.css";

export interface SummaryError {
  /** Id of the control to jump to; omit for an error of the whole form. */
  fieldId?: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** Errors to list, in the order of the fields on the page. */
  errors?: readonly SummaryError[];
  /** Or Conform's form metadata: every entry of `allErrors` becomes a link to that field. */
  form?: Pick<FormMetadata<Record<string, unknown>, string[]>, "id" | "allErrors">;
  /** Heading; "Bitte korrigieren Sie folgende Angaben:" unless given. */
  title?: string;
  /**
   * Change this (e.g. pass the action's result object) to take focus again after another failed
   * submit. Focus is taken on mount and on a change of this key only — never while the user types.
   */
  focusKey?: unknown;
  /**
   * Field labels by field name: each entry then reads "Label: message", so two fields with the same
   * message ("Dieses Feld muss ausgefüllt werden.") can be told apart.
   */
  labels?: Readonly<Record<string, string>>;
}

/** Turns Conform's `allErrors` into summary entries: field `name` → link to `${formId}-${name}`. */
export function errorsFromForm(
  form: NonNullable<ErrorSummaryProps["form"]>,
  labels: Readonly<Record<string, string>> = {},
): SummaryError[] {
  const list: SummaryError[] = [];
  for (const [name, messages] of Object.entries(form.allErrors)) {
    for (const message of messages ?? []) {
      const label = labels[name];
      list.push({
        fieldId: name ? `${form.id}-${name}` : undefined,
        message: label ? `${label}: ${message}` : message,
      });
    }
  }
  return list;
}

/** Page title after a failed submit: "Fehler: <title>", so the problem is heard before anything else. */
export function errorTitle(title: string, hasErrors: boolean): string {
  return hasErrors ? t("shell.errorTitlePrefix", { title }) : title;
}

/**
 * "Bitte korrigieren Sie folgende Angaben:" and a link to each faulty field. Place it at the top of
 * the form (or of <main>): without JavaScript it is the first thing after the heading, and the page
 * title says "Fehler: …"; with JavaScript it takes focus when it appears.
 */
export function ErrorSummary({ errors, form, title, focusKey, labels }: ErrorSummaryProps) {
  const list = errors ?? (form ? errorsFromForm(form, labels) : []);
  const ref = useRef<HTMLElement>(null);
  const headingId = useDomId("error-summary");
  const visible = list.length > 0;

  useEffect(() => {
    if (visible) ref.current?.focus();
  }, [visible, focusKey]);

  if (!visible) return null;

  // Without JavaScript the link is a plain jump; with it we also focus the control and keep its label in view.
  const jump = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const target = document.getElementById(fieldId);
    if (!target) return;
    event.preventDefault();
    const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
    const fieldset = target.closest("fieldset");
    (fieldset?.querySelector("legend") ?? label ?? target).scrollIntoView();
    target.focus({ preventScroll: true });
  };

  return (
    <section
      ref={ref}
      className={styles.summary}
      tabIndex={-1}
      aria-labelledby={headingId}
      {...{ [FOCUS_FIRST_ATTRIBUTE]: "" }}
    >
      <h2 id={headingId} className={styles.title}>
        <Icon name="error" />
        <span>{title ?? t("components.errorSummary.title")}</span>
      </h2>
      <ul className={styles.list}>
        {list.map((error, index) =>
          error.fieldId ? (
            <li key={index}>
              <a href={`#${error.fieldId}`} onClick={(event) => jump(event, error.fieldId!)}>
                {error.message}
              </a>
            </li>
          ) : (
            <li key={index}>{error.message}</li>
          ),
        )}
      </ul>
    </section>
  );
}
