import { useEffect, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { t } from "~/i18n";
import { useDomId } from "./useDomId";
import { cx } from "./cx";
import { Icon } from "./Icon";
import styles from "./Dialog.module.css";

export interface DialogProps {
  /** Rendered (as `<dialog open>`) only when true — the server decides from the URL, e.g. `?dialog=welcome`. */
  open: boolean;
  title: ReactNode;
  /** Where "Schließen" and Esc go: the same page without the dialog parameter. */
  closeHref: string;
  children: ReactNode;
  /** Buttons or links at the bottom (forms inside a dialog post like any other form). */
  actions?: ReactNode;
  /** "Schließen" unless given. */
  closeLabel?: string;
  /**
   * For a dialog whose closing the server must remember (e.g. a greeting shown once): "Schließen" is then a
   * plain POST form of these fields (to `action`, default the page's own URL) instead of a link to
   * `closeHref`, and with JavaScript Esc submits the same form — every way of closing counts, with or
   * without JavaScript. The action remembers it and redirects. (A plain form, like the toasts' close
   * forms: the kit works in any router, and closing a once-only dialog may well load the page anew.)
   */
  dismiss?: { fields: Record<string, string>; action?: string };
  className?: string;
}

/*
 * Rendered with `autofocus` on the heading: without JavaScript the browser moves focus into the
 * dialog on page load; with JavaScript showModal() honours it. Passed via a spread on purpose, since
 * this is one of the few places where moving focus on load is what the user asked for.
 */
const focusOnOpen = { autoFocus: true, tabIndex: -1 } as const;

/**
 * A URL-addressable modal. Server: `<dialog open aria-labelledby>` with a close link to `closeHref`
 * (styled as a fixed overlay, also where <dialog> is unknown, e.g. Safari 12). With JavaScript:
 * showModal() traps focus and Esc closes; closing navigates to `closeHref`, and focus goes back to
 * the element that opened it.
 */
export function Dialog({
  open,
  title,
  closeHref,
  children,
  actions,
  closeLabel,
  dismiss,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const dismissRef = useRef<HTMLFormElement>(null);
  const titleId = useDomId("dialog");

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let active = true;
    const close = () => {
      if (!active) return;
      // A dismissal the server remembers: Esc submits the "Schließen" form.
      if (dismissRef.current) dismissRef.current.requestSubmit();
      else navigate(closeHref, { preventScrollReset: true });
    };

    let cleanup: () => void;
    if (typeof dialog.showModal === "function") {
      // The server rendered it open but not modal: reopen it modally.
      if (dialog.open) dialog.close();
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute("open", "");
      }
      // A "close" event from the close() above may still arrive while the dialog is open again: ignore it.
      const onClose = () => {
        if (!dialog.open) close();
      };
      dialog.addEventListener("close", onClose);
      cleanup = () => dialog.removeEventListener("close", onClose);
    } else {
      // No <dialog> support: the overlay is already shown; give Esc the same meaning.
      const onKey = (event: KeyboardEvent) => {
        if (event.key === "Escape" || event.key === "Esc") close();
      };
      document.addEventListener("keydown", onKey);
      cleanup = () => document.removeEventListener("keydown", onKey);
    }
    headingRef.current?.focus();

    return () => {
      active = false;
      cleanup();
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, [open, closeHref, navigate]);

  if (!open) return null;

  return (
    <dialog ref={ref} open aria-labelledby={titleId} className={cx(styles.dialog, className)}>
      <div className={styles.header}>
        <h2 id={titleId} ref={headingRef} className={styles.title} {...focusOnOpen}>
          {title}
        </h2>
        {dismiss ? (
          <form ref={dismissRef} method="post" action={dismiss.action} className={styles.closeForm}>
            {Object.entries(dismiss.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className={cx(styles.close, styles.closeButton)}>
              <Icon name="close" size="1.25em" />
              <span>{closeLabel ?? t("components.dialog.close")}</span>
            </button>
          </form>
        ) : (
          <Link to={closeHref} className={styles.close} preventScrollReset>
            <Icon name="close" size="1.25em" />
            <span>{closeLabel ?? t("components.dialog.close")}</span>
          </Link>
        )}
      </div>
      <div className={styles.body}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </dialog>
  );
}
