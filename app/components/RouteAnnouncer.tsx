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

/**
 * Does with JavaScript what a full page load does for screen-reader and keyboard users: after every
 * client-side navigation to another path, focus moves to the new page's heading (or its error summary)
 * and the new title is announced in a polite live region. Not on the first load, and not when only
 * the query changes on the same path (a filter, a dialog opening): the user stays where they are.
 * Place it after <main>, so the page's own effects (the error summary taking focus) run first.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [message, setMessage] = useState("");

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const target = navigationFocusTarget(document);
    if (target && !target.contains(document.activeElement)) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }
    // React writes the new <title> in the same commit; read it once the browser has it.
    const frame = requestAnimationFrame(() => setMessage(document.title));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </div>
  );
}
