import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** Marks the element that takes focus after a navigation instead of the page's heading. */
export const FOCUS_FIRST_ATTRIBUTE = "data-focus-first";

/**
 * Where focus goes after a client-side navigation: the error summary when the new page shows one,
 * else the page's <h1> (PageHeading makes it focusable), else <main>.
 */
export function navigationFocusTarget(root: ParentNode): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>(`main [${FOCUS_FIRST_ATTRIBUTE}]`) ??
    root.querySelector<HTMLElement>("main h1") ??
    root.querySelector<HTMLElement>("main")
  );
}

/** Marks a field whose value is secret (a password, a one-time code): emptied once an action succeeded. */
export const SECRET_FIELD_ATTRIBUTE = "data-secret";

/**
 * After an action that left a message: the message is brought into view (the form may be far below it on a
 * phone), and every secret field is emptied, so a changed password does not stay typed on the page.
 */
export function showMessage(root: Document): void {
  root.querySelector<HTMLElement>("main [role=status] li")?.scrollIntoView({ block: "nearest" });
  for (const field of root.querySelectorAll<HTMLInputElement>(`input[${SECRET_FIELD_ATTRIBUTE}]`))
    field.value = "";
}

export interface RouteAnnouncerProps {
  /**
   * Ids of the messages (toasts) the page shows now. When one appears that was not there before, the
   * action that queued it has just finished and the page starts again at the top: focus moves as after
   * a navigation, so keyboard users continue where the message and the heading are (decision 0039).
   */
  messageIds?: readonly string[];
}

/**
 * Does with JavaScript what a full page load does for screen-reader and keyboard users: after every
 * client-side navigation to another path, and after an action that leaves a new message, focus moves to
 * the page's heading (or its error summary); after a navigation the new title is announced in a polite
 * live region. Not on the first load, and not when only the query changes on the same path (a filter,
 * a dialog opening) without a new message: the user stays where they are. A new message is scrolled into view and
 * the secret fields are emptied (`showMessage`).
 * Place it after <main>, so the page's own effects (the error summary taking focus) run first.
 */
export function RouteAnnouncer({ messageIds = [] }: RouteAnnouncerProps) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const seenMessages = useRef(new Set(messageIds));
  const messageKey = messageIds.join(" ");
  const [message, setMessage] = useState("");

  useEffect(() => {
    const ids = messageKey ? messageKey.split(" ") : [];
    const newMessage = ids.some((id) => !seenMessages.current.has(id));
    for (const id of ids) seenMessages.current.add(id);
    const navigated = previous.current !== pathname;
    previous.current = pathname;
    if (!navigated && !newMessage) return;
    const target = navigationFocusTarget(document);
    if (target && !target.contains(document.activeElement)) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }
    if (newMessage) showMessage(document);
    if (!navigated) return;
    // React writes the new <title> in the same commit; read it once the browser has it.
    const frame = requestAnimationFrame(() => setMessage(document.title));
    return () => cancelAnimationFrame(frame);
  }, [pathname, messageKey]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </div>
  );
}
