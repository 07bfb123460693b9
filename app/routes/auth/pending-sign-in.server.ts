/**
 * The answers the steps after a right password share (decision 0093): /login/code and /login/authenticator
 * leave a pending sign-in the same three ways.
 */
import { href, redirect } from "react-router";
import { cancelPendingSignIn } from "~/.server/services/account/second-factor";
import type { AppSession } from "~/.server/session";
import { redirectWithToast } from "~/.server/toast";
import { safeRedirectPath } from "~/domain/safe-redirect";

/** Signed in: on to the page the visitor asked for (a path of this site), else the overview. */
export const afterSignIn = (to: string | null | undefined) =>
  redirect(safeRedirectPath(to, href("/overview")));

/** The pending sign-in ran out or the account changed meanwhile: back to /login, with the reason. */
export const backToLogin = (session: AppSession, message: string) =>
  redirectWithToast(href("/login"), session, { kind: "error", message });

/** "Abbrechen": the pending sign-in ends and the visitor starts again at /login. */
export function cancelSignIn(session: AppSession) {
  cancelPendingSignIn(session);
  return redirect(href("/login"));
}
