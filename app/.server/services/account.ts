import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { provisions, type Provision } from "../db/schema";
import * as identity from "../identity";
import { activationLink, confirmationMail, enqueueMail, passwordResetLink, passwordResetMail } from "../mail";
import type { Runtime } from "../runtime";
import type { AppSession, SessionData } from "../session";
import { addToast } from "../toast";
import { sessionDrafts } from "../wizard/drafts";
import { describeApiError, isServiceError } from "~/domain/errors";
import { t } from "~/i18n";

/** The post-login call (spec 000 §4): counts the login on the user's provision. */
export async function recordLogin(db: Db, userId: string): Promise<Provision | null> {
  const [row] = await db
    .update(provisions)
    .set({ loginCounter: sql`${provisions.loginCounter} + 1` })
    .where(eq(provisions.userId, userId))
    .returning();
  return row ?? null;
}

/** Empties the session but for the tracking data (captured under consent) and pending toasts. */
function resetSession(session: AppSession): void {
  const tracking = session.get("tracking");
  const toasts = session.get("toasts");
  for (const key of SESSION_KEYS) session.unset(key);
  if (tracking) session.set("tracking", tracking);
  if (toasts) session.set("toasts", toasts);
}

const SESSION_KEYS = [
  "auth",
  "heldProvisionId",
  "draftKey",
  "showIntro",
  "skippedIntros",
  "tracking",
  "toasts",
] as const satisfies readonly (keyof SessionData)[];

/**
 * Starts a signed-in session: a fresh session (nothing of the anonymous one but tracking survives). The draft
 * key goes too, so the anonymous session's wizard drafts can no longer be read (they expire on the server).
 */
export function startSession(session: AppSession, tokens: identity.TokenPair): void {
  resetSession(session);
  session.set("auth", tokens);
  session.set("showIntro", true);
  session.set("skippedIntros", []);
}

/** Signs in and makes the post-login call; a failing post-login call signs the user out again. */
export async function signInWithPassword(
  runtime: Runtime,
  session: AppSession,
  input: { email: string; password: string; ip: string },
): Promise<void> {
  const { db } = runtime.database;
  const { user, tokens } = await identity.signIn(db, input);
  try {
    await recordLogin(db, user.id);
  } catch (error) {
    await identity.signOut(db, tokens.refreshToken);
    throw error;
  }
  // Drafts of the anonymous session (e.g. a sign-up begun) are not carried into the account.
  await sessionDrafts(db, session).discardAll();
  startSession(session, tokens);
}

export async function signOutSession(runtime: Runtime, session: AppSession): Promise<void> {
  const auth = session.get("auth");
  await sessionDrafts(runtime.database.db, session).discardAll();
  resetSession(session);
  if (auth) await identity.signOut(runtime.database.db, auth.refreshToken);
}

/**
 * Creates a reset token, then queues the reset mail. Deliberately not one transaction: the identity
 * call records the attempt for the rate limit, and a refused request (unknown address, limit) must
 * still count. A token whose mail was never queued is harmless: the user asks again.
 */
export async function requestPasswordReset(runtime: Runtime, input: { email: string; ip: string }) {
  const { db } = runtime.database;
  const { user, token } = await identity.requestPasswordReset(db, input);
  await enqueueMail(
    db,
    passwordResetMail({ to: user.email, link: passwordResetLink(runtime.config.BASE_URL, token) }),
  );
}

/** Sends a new confirmation link (activation page, confirm screen, overview banner); same reasoning. */
export async function resendConfirmation(runtime: Runtime, input: { username: string; ip: string }) {
  const { db } = runtime.database;
  const { user, code } = await identity.resendConfirmation(db, input);
  const [provision] = await db.select().from(provisions).where(eq(provisions.userId, user.id));
  await enqueueMail(
    db,
    confirmationMail({
      to: user.email,
      salutation: provision?.salutation ?? undefined,
      lastname: provision?.lastname ?? undefined,
      link: activationLink(runtime.config.BASE_URL, code, user.email),
    }),
  );
}

/** "Bestätigungs-E-Mail erneut senden" for the signed-in user (confirm screen, overview banner): the outcome as a toast. */
export async function resendOwnConfirmation(
  runtime: Runtime,
  session: AppSession,
  input: { email: string; ip: string },
): Promise<void> {
  try {
    await resendConfirmation(runtime, { username: input.email, ip: input.ip });
    addToast(session, "success", t("auth.intro.confirm.resent", { email: input.email }));
  } catch (error) {
    if (!isServiceError(error)) throw error;
    addToast(session, "error", describeApiError({ messageCode: error.code }));
  }
}
