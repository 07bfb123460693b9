import { useLocation, href } from "react-router";
import { t } from "~/i18n";
import { toneIcon, toneLabel, type Tone } from "./Banner";
import { cx } from "./cx";
import { Icon } from "./Icon";
import styles from "./ToastRegion.module.css";

export interface Toast {
  id: string;
  kind: Tone;
  message: string;
}

/**
 * The id of the messages' region: a redirect after an action whose form posted to an address with an anchor
 * (`/profile#password`) names this one instead, or the browser keeps the form's anchor and lands far below the
 * message.
 */
export const MESSAGES_ID = "meldungen";

export interface ToastRegionProps {
  toasts: readonly Toast[];
  /** POST target that removes a toast from the session, then redirects to `redirectTo`. */
  dismissAction?: string;
  /** Where to come back after dismissing; the current path and query unless given. */
  redirectTo?: string;
}

/**
 * Flash messages in a polite live region (role status), rendered always — also when empty — so that
 * messages added during client-side navigation are announced. Toasts stay until the user closes them:
 * each close control is a tiny POST form, so it works without JavaScript.
 * The shell renders it at the top of <main>, so a message is in view where the page starts after an action.
 */
export function ToastRegion({
  toasts,
  dismissAction = href("/toasts/dismiss"),
  redirectTo,
}: ToastRegionProps) {
  const location = useLocation();
  const back = redirectTo ?? `${location.pathname}${location.search}`;
  return (
    <div role="status" aria-live="polite" id={MESSAGES_ID}>
      {toasts.length > 0 ? (
        <ul className={styles.list}>
          {toasts.map((toast) => (
            <li key={toast.id} className={cx(styles.toast, styles[toast.kind])}>
              <Icon name={toneIcon[toast.kind]} size="1.5em" className={styles.icon} />
              <p className={styles.message}>
                <span className="visually-hidden">{toneLabel(toast.kind)} </span>
                {toast.message}
              </p>
              <form method="post" action={dismissAction} className={styles.dismiss}>
                <input type="hidden" name="id" value={toast.id} />
                <input type="hidden" name="redirectTo" value={back} />
                <button type="submit" className={styles.close}>
                  <Icon name="close" size="1.25em" />
                  <span className="visually-hidden">{t("components.toast.dismiss")}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
