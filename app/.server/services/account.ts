import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import type { Provision } from "../db/schema";
import * as identity from "../identity";
import { eq } from "drizzle-orm";
import { users, type User } from "../db/schema";
import {
  activationLink,
  confirmationMail,
  enqueueMail,
  passwordChangedMail,
  passwordResetLink,
  passwordResetMail,
} from "../mail";
import type { Runtime } from "../runtime";
import type { AppSession, SessionData, Toast } from "../session";
import { sessionDrafts } from "../wizard/drafts";
import { recordAudit } from "./audit";
import { actsForCustomer, changeProvision, findProvision, ownerActor } from "./provisions";
import { revokeAllReadAccess } from "./trusted-person";
import { describeApiError, isServiceError, ServiceError } from "~/domain/errors";
import { t } from "~/i18n";

/** The post-login call: counts the login on the user's provision (null when they have none). */
export async function recordLogin(db: Db, userId: string): Promise<Provision | null> {
  const owner = await ownerActor(db, userId);
  if (!owner.ownProvisionId) return null;
  return changeProvision(db, owner, { action: "provision.login" }, (_tx, provision) => ({
    loginCounter: provision.loginCounter + 1,
  }));
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
  await enqueueMail(db, {
    ...passwordResetMail({
      to: user.email,
      link: passwordResetLink(runtime.config.BASE_URL, token),
      hotline: runtime.config.hotline,
    }),
    owner: { userId: user.id, provisionId: null },
  });
}

/** "Ihr Passwort wurde geändert" to the account's login address (after a reset or a change). */
function queuePasswordChangedNotice(runtime: Runtime, tx: Db, user: Pick<User, "id" | "email">) {
  return enqueueMail(tx, {
    ...passwordChangedMail({
      to: user.email,
      baseUrl: runtime.config.BASE_URL,
      hotline: runtime.config.hotline,
    }),
    owner: { userId: user.id, provisionId: null },
  });
}

/**
 * Sets a new password with a reset link (identity `resetPassword`: every session ends) and, in the same
 * transaction, ends every read-access link of the account and queues the notice to its address: whoever had
 * taken over the account loses what they handed out (decision 0029).
 */
export async function resetPasswordWithLink(runtime: Runtime, input: { token: string; password: string }) {
  return identity.resetPassword(runtime.database.db, input, async (tx, user) => {
    await revokeAllReadAccess(tx, user.id);
    await queuePasswordChangedNotice(runtime, tx, user);
  });
}

/** Sends a new confirmation link (activation page, confirm screen, overview banner); same reasoning. */
export async function resendConfirmation(runtime: Runtime, input: { username: string; ip: string }) {
  const { db } = runtime.database;
  const { user, code } = await identity.resendConfirmation(db, input);
  const provision = await findProvision(db, await ownerActor(db, user.id));
  await enqueueMail(db, {
    ...confirmationMail({
      to: user.email,
      salutation: provision?.salutation ?? undefined,
      lastname: provision?.lastname ?? undefined,
      link: activationLink(runtime.config.BASE_URL, code, user.email),
      hotline: runtime.config.hotline,
    }),
    owner: { userId: user.id, provisionId: provision?.id ?? null },
  });
}

/**
 * "Bestätigungs-E-Mail erneut senden" on the confirm screen and the overview banner: sends a new link to the
 * owner of the acting provision — the signed-in customer, or the customer whose provision a staff member holds
 * (then audited as "account.resendConfirmation"). The outcome comes back as a toast for `redirectWithToast`.
 */
export async function resendOwnConfirmation(
  runtime: Runtime,
  actor: Actor,
  input: { ip: string },
): Promise<Pick<Toast, "kind" | "message">> {
  const { db } = runtime.database;
  const provision = await findProvision(db, actor, { audit: false });
  const email = provision?.userEmail ?? actor.email;
  try {
    await resendConfirmation(runtime, { username: email, ip: input.ip });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return { kind: "error", message: describeApiError({ messageCode: error.code }) };
  }
  if (provision && actsForCustomer(actor, provision)) {
    await recordAudit(db, {
      actorUserId: actor.userId,
      provisionId: provision.id,
      action: "account.resendConfirmation",
      ip: input.ip,
    });
  }
  return { kind: "success", message: t("auth.intro.confirm.resent", { email }) };
}

/**
 * The signed-in account, after its current password was given again (account deletion, password change):
 * checked like a sign-in, so the sign-in attempt limits apply (LimitExceededException, 429); a wrong password is
 * `wrongPassword` on `field`. Only for the actor's own account: staff holding a customer's provision never
 * reach the customer's password.
 */
export async function requireCurrentPassword(
  runtime: Runtime,
  actor: Actor,
  input: { password: string; ip: string | null | undefined; field: string },
): Promise<User> {
  const { db } = runtime.database;
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
  if (!user) throw new ServiceError("notFound", { detail: "signed-in user is gone" });
  if (!(await identity.verifyAccountPassword(db, user, input.password, input.ip ?? ""))) {
    throw new ServiceError("wrongPassword", { field: input.field });
  }
  return user;
}

/**
 * "Passwort ändern" on the profile page: the current password (sign-in attempt limits), then the
 * new one; every other session ends, this one gets fresh tokens and stays signed in, and the account's address
 * gets "Ihr Passwort wurde geändert". Staff acting for a customer are refused (403): the password is the
 * customer's own business.
 */
export async function changeOwnPassword(
  runtime: Runtime,
  actor: Actor,
  session: AppSession,
  input: { currentPassword: string; newPassword: string; ip: string | null | undefined },
): Promise<void> {
  const { db } = runtime.database;
  const provision = await findProvision(db, actor, { audit: false });
  if (actor.isStaff || (provision && actsForCustomer(actor, provision))) {
    throw new ServiceError("forbidden", { detail: "password change while acting for a customer" });
  }
  identity.assertPasswordPolicy(input.newPassword, "newPassword");
  const user = await requireCurrentPassword(runtime, actor, {
    password: input.currentPassword,
    ip: input.ip,
    field: "currentPassword",
  });
  const tokens = await identity.changePassword(db, user, input.newPassword, (tx, changed) =>
    queuePasswordChangedNotice(runtime, tx, changed),
  );
  session.set("auth", tokens);
}
