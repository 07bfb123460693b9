import { createContext, type MiddlewareFunction, type Session } from "react-router";
import { requestOf } from "./route-request";

export type ToastKind = "success" | "error" | "info";
export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
}

/** The identity tokens of a signed-in user (signed JWTs; the refresh token rotates on use). */
export interface SessionAuth {
  accessToken: string;
  refreshToken: string;
}

/**
 * Between a correct password and the second step (decision 0093): whose sign-in it is, which step is next
 * ("enrolled": the enrolment is confirmed and the recovery codes were shown), when the password was checked
 * (the state ends PENDING_SIGN_IN_MS later) and where to go afterwards. No token: the session is anonymous to
 * every page until the second step succeeds.
 */
export interface PendingSignIn {
  userId: string;
  step: "verify" | "enrol" | "enrolled";
  startedAt: number;
  redirectTo: string;
}

/** What the signed cookie session holds. Never a password or another secret in clear. */
export interface SessionData {
  toasts: Toast[];
  /** UTM parameters and landing page, captured only after tracking consent. */
  tracking: Record<string, string>;
  auth: SessionAuth;
  pendingSignIn: PendingSignIn;
  /** Staff only: the customer's provision they work on (taken up at /provisions/:provisionId). */
  heldProvisionId: string;
  /**
   * Random key of this session's wizard drafts (the drafts live on the server, app/.server/wizard; the
   * table holds only the key's hash), so the cookie stays small whatever a wizard holds.
   */
  draftKey: string;
  /** Set at sign-in so that the intro screens appear. */
  showIntro: boolean;
  /** Intro screens the user skipped in this session. */
  skippedIntros: string[];
  /** The own provision found not frozen in this session (decision 0063: checked once per sign-in). */
  openProvisionChecked: string;
  /** The id of this browser's pending passkey challenge (stored on the server, decision 0094). */
  passkeyChallenge: string;
}
/** One-time values for the page after a redirect (e.g. the address a mail was just sent to). */
export interface SessionFlashData {
  sentTo: string;
}
export type AppSession = Session<SessionData, SessionFlashData>;

export const sessionContext = createContext<AppSession>();

/** Set by the root loader when it hands the queued toasts to the page. */
export const toastsShownContext = createContext<boolean>(false);

/** A response that shows a page (not a redirect, also not React Router's 202 data redirect). */
const showsPage = (status: number) => status === 200 || status >= 400;

/**
 * Loads the session from the signed cookie (a missing or tampered cookie gives an empty,
 * signed-out session) and writes it back only when the request changed it.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { sessions } = requestOf({ context }).runtime;
  const session = await sessions.getSession(request.headers.get("Cookie"));
  const before = JSON.stringify(session.data);
  context.set(sessionContext, session);
  const response = await next();
  // Toasts leave the session only once a page really showed them: a request that ends in a
  // redirect (the root loader may have run next to a loader that redirects) keeps them.
  if (context.get(toastsShownContext) && showsPage(response.status)) session.unset("toasts");
  if (JSON.stringify(session.data) !== before) {
    const cookie =
      Object.keys(session.data).length === 0
        ? await sessions.destroySession(session)
        : await sessions.commitSession(session);
    response.headers.append("Set-Cookie", cookie);
  }
  return response;
};
