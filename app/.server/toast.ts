import crypto from "node:crypto";
import { redirect, type RouterContextProvider } from "react-router";
import { sessionContext, toastsShownContext, type AppSession, type Toast, type ToastKind } from "./session";

/** Queues a toast for the next page the user sees. It stays until the user closes it or leaves that page. */
export function addToast(session: AppSession, kind: ToastKind, message: string): void {
  const toasts = session.get("toasts") ?? [];
  session.set("toasts", [...toasts, { id: crypto.randomUUID(), kind, message }].slice(-5));
}

/**
 * The queued toasts, for the page being rendered. The session middleware removes them once the
 * response really shows a page (not when the request ends in a redirect).
 */
export function takeToasts(context: Readonly<RouterContextProvider>): Toast[] {
  context.set(toastsShownContext, true);
  return context.get(sessionContext).get("toasts") ?? [];
}

/**
 * Post/redirect/get with a message: queues the toast, then redirects. Use it instead of `addToast` followed by
 * `redirect` (`return redirectWithToast("/overview", session, { kind: "success", message })`).
 */
export function redirectWithToast(
  url: string,
  session: AppSession,
  toast: Pick<Toast, "kind" | "message">,
  init?: ResponseInit,
): Response {
  addToast(session, toast.kind, toast.message);
  return redirect(url, init);
}
