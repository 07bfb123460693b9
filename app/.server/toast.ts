import crypto from "node:crypto";
import type { AppSession, Toast, ToastKind } from "./session";

/** Queues a toast for the next page the user sees. It stays until the user closes it or leaves that page. */
export function addToast(session: AppSession, kind: ToastKind, message: string): void {
  const toasts = session.get("toasts") ?? [];
  session.set("toasts", [...toasts, { id: crypto.randomUUID(), kind, message }].slice(-5));
}

/** Takes the queued toasts out of the session, for rendering once. */
export function takeToasts(session: AppSession): Toast[] {
  const toasts = session.get("toasts") ?? [];
  if (toasts.length > 0) session.unset("toasts");
  return toasts;
}
