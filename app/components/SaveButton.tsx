import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { formSnapshot } from "~/domain/changes";
import { t } from "~/i18n";
import { Button, ButtonGroup, ButtonLink, type ButtonProps } from "./Button";
import { useClosedForm } from "./ReadOnly";
import { useDomId } from "./useDomId";
import { useHydrated } from "./useHydrated";
import styles from "./SaveButton.module.css";

/**
 * What the form would post as the server rendered it: a copy, reset to its fields' default values (the `value`
 * attributes, `checked`, `selected`, a text area's text). On a slow phone people type before the page's script has
 * loaded; comparing with the form as it is at hydration would take their typing for the starting point.
 */
function renderedSnapshot(form: HTMLFormElement): string {
  const copy = form.cloneNode(true) as HTMLFormElement;
  copy.reset();
  return formSnapshot(new FormData(copy));
}

/**
 * Whether the form that holds `ref` would now post anything other than what the page was rendered with (also what
 * was typed before the script ran). Watches typing, choices, rows added or removed and hidden fields set by scripts
 * (editor, pickers).
 */
export function useFormChanged(ref: RefObject<HTMLElement | null>): boolean {
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    const element = ref.current;
    const form = element instanceof HTMLButtonElement ? element.form : (element?.closest("form") ?? null);
    if (!form) return;
    const initial = renderedSnapshot(form);
    const check = () => setChanged(formSnapshot(new FormData(form)) !== initial);
    check();
    const observer = new MutationObserver(check);
    observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ["value"] });
    form.addEventListener("input", check);
    form.addEventListener("change", check);
    return () => {
      observer.disconnect();
      form.removeEventListener("input", check);
      form.removeEventListener("change", check);
    };
  }, [ref]);
  return changed;
}

export type SaveButtonProps = Omit<ButtonProps, "type" | "disabled" | "ref">;

/**
 * The submit button of an edit form. Without JavaScript it is always enabled (the server answers an unchanged
 * submit with "nothing changed"); with JavaScript it stays disabled, with a visible reason, until a field differs
 * from what the page showed.
 */
export function SaveButton({ children, ...rest }: SaveButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const changed = useFormChanged(ref);
  const hintId = useDomId("save-hint");
  const waiting = hydrated && !changed;
  // In a form shown read-only (`ChangeForm`) there is nothing to save.
  if (useClosedForm()) return null;
  return (
    <>
      <Button
        {...rest}
        ref={ref}
        type="submit"
        disabled={waiting}
        aria-describedby={waiting ? hintId : undefined}
      >
        {children}
      </Button>
      {waiting ? (
        <span id={hintId} className={styles.hint}>
          {t("components.saveButton.unchangedHint")}
        </span>
      ) : null}
    </>
  );
}

/** The foot of an edit page's form: save, and a secondary link back to where the page was opened from. */
export function SaveOrCancel({ save, cancel, to }: { save: ReactNode; cancel: ReactNode; to: string }) {
  return (
    <ButtonGroup>
      <SaveButton>{save}</SaveButton>
      <ButtonLink to={to} variant="secondary">
        {cancel}
      </ButtonLink>
    </ButtonGroup>
  );
}
