import {
  createContext,
  type MiddlewareFunction,
  type RouterContextProvider,
  type Session,
} from "react-router";
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
  /** After a sign-out or an ended session: the next page shown clears the browser's cache once more (`forgetCachedPages`). */
  forgetPages: true;
}
/** One-time values for the page after a redirect (e.g. the address a mail was just sent to). */
export interface SessionFlashData {
  sentTo: string;
}
export type AppSession = Session<SessionData, SessionFlashData>;

export const sessionContext = createContext<AppSession>();

/** Set by the root loader when it hands the queued toasts to the page. */
export const toastsShownContext = createContext<boolean>(false);

/** Set by the root loader when it asks the page to clear the browser's cache (`takeForgetPages`). */
export const forgetPagesShownContext = createContext<boolean>(false);

/** The sessions whose request changed who is signed in (see `forgetCachedPages`). */
const identityChanged = new WeakSet<AppSession>();

/** What the browser's cache of the site is told: `Clear-Site-Data` with this value drops the cached answers. */
export const CLEAR_CACHE = '"cache"';

/**
 * Marks this request as one that changes who is signed in in this browser: every sign-in (`startSession`),
 * every sign-out (`signOutSession`) and a session the server found ended (`signedOut` for the last two). Its
 * answer carries `Clear-Site-Data: "cache"`: the browser drops the site's cached answers and the pages it keeps
 * for Back and Forward, so the next person at a shared computer sees none of them (decision 0111).
 *
 * The page the person was on when they signed out is not among them yet: Chromium stores it for Back only once
 * the next page commits, after this answer. So after a sign-out the next page shown asks once more (the root
 * loader's `forgetPages`, an image from /cache/clear). A sign-in leaves the sign-in page, which shows nothing.
 */
export function forgetCachedPages(session: AppSession, { signedOut }: { signedOut: boolean }): void {
  identityChanged.add(session);
  if (signedOut) session.set("forgetPages", true);
}

/**
 * Whether the page being rendered asks the browser to clear its cache (after a sign-out, see `forgetCachedPages`).
 * The session middleware drops the request once a page really showed it, as with toasts.
 */
export function takeForgetPages(context: Readonly<RouterContextProvider>): boolean {
  context.set(forgetPagesShownContext, true);
  return context.get(sessionContext).get("forgetPages") === true;
}

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
  if (context.get(forgetPagesShownContext) && showsPage(response.status)) session.unset("forgetPages");
  if (JSON.stringify(session.data) !== before) {
    const cookie =
      Object.keys(session.data).length === 0
        ? await sessions.destroySession(session)
        : await sessions.commitSession(session);
    response.headers.append("Set-Cookie", cookie);
  }
  if (identityChanged.has(session)) response.headers.set("Clear-Site-Data", CLEAR_CACHE);
  return response;
};
