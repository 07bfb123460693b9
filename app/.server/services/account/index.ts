import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import type { Provision } from "../../db/schema";
import * as identity from "../../identity";
import { eq } from "drizzle-orm";
import { users, type User } from "../../db/schema";
import {
  activationLink,
  confirmationMail,
  enqueueMail,
  passwordChangedMail,
  passwordResetLink,
  passwordResetMail,
} from "../../mail";
import type { Config } from "../../config";
import { forgetCachedPages, type AppSession, type SessionData, type Toast } from "../../session";
import { discardSessionDrafts } from "../../wizard/drafts";
import { listPasskeys, removeAllPasskeys } from "../../identity/passkeys";
import { recordAudit } from "../audit";
import { actsForCustomer, changeProvision, findProvision, ownerActor } from "../provisions";
import { revokeAllReadAccess } from "../trusted-person";
import { describeApiError, isServiceError, ServiceError } from "~/domain/errors";
import { t } from "~/i18n";

/** What the account's mails need of the configuration: links and the hotline. */
type MailConfig = Pick<Config, "BASE_URL" | "hotline">;

/** The options of a service that queues an account mail: the client's address, the mail's configuration, the time. */
interface MailOptions {
  ip: string;
  config: MailConfig;
  now: Date;
}

/** The post-login call: counts the login on the user's provision (null when they have none). */
export async function recordLogin(db: Db, userId: string): Promise<Provision | null> {
  const owner = await ownerActor(db, userId);
  if (!owner.ownProvisionId) return null;
  try {
    return await changeProvision(db, owner, { action: "provision.login" }, (_tx, provision) => ({
      loginCounter: provision.loginCounter + 1,
    }));
  } catch (error) {
    // A frozen provision (decision 0063) is not counted; the sign-in still works and shows the calm page.
    if (isServiceError(error) && error.code === "provisionFrozen") return findProvision(db, owner);
    throw error;
  }
}

/** Empties the session but for the tracking data (captured under consent) and pending toasts. */
export function resetSession(session: AppSession): void {
  const tracking = session.get("tracking");
  const toasts = session.get("toasts");
  for (const key of SESSION_KEYS) session.unset(key);
  if (tracking) session.set("tracking", tracking);
  if (toasts) session.set("toasts", toasts);
}

const SESSION_KEYS = [
  "auth",
  "pendingSignIn",
  "heldProvisionId",
  "draftKey",
  "showIntro",
  "skippedIntros",
  "openProvisionChecked",
  "passkeyChallenge",
  "tracking",
  "toasts",
] as const satisfies readonly (keyof SessionData)[];

/**
 * Starts a signed-in session: a fresh session (nothing of the anonymous one but tracking survives). The draft
 * key goes too, so the anonymous session's wizard drafts can no longer be read (they expire on the server). Every
 * sign-in ends here, so here the browser is told to forget the pages it keeps of the site (decision 0111).
 */
export function startSession(session: AppSession, tokens: identity.TokenPair): void {
  resetSession(session);
  forgetCachedPages(session, { signedOut: false });
  session.set("auth", tokens);
  session.set("showIntro", true);
  session.set("skippedIntros", []);
}

/**
 * Signs in and makes the post-login call; a failing post-login call signs the user out again. An account with a
 * second factor (or staff who must enrol one) is not signed in yet: the session holds only the pending sign-in
 * (decision 0093) and the answer names the next step; the enrolment's secret is made now, so the page that shows
 * it only reads.
 */
export async function signInWithPassword(
  db: Db,
  input: { email: string; password: string; redirectTo?: string },
  options: { ip: string; session: AppSession; now: Date },
): Promise<"signedIn" | "verify" | "enrol"> {
  const { session, now } = options;
  const result = await identity.signIn(db, { ...input, ip: options.ip }, now);
  // Drafts of the anonymous session (e.g. a sign-up begun) are not carried into the account.
  await discardSessionDrafts(db, session);
  if ("secondFactor" in result) {
    if (result.secondFactor === "enrol") await identity.beginEnrolment(db, result.user);
    resetSession(session);
    session.set("pendingSignIn", {
      userId: result.user.id,
      step: result.secondFactor,
      startedAt: now.getTime(),
      redirectTo: input.redirectTo ?? "",
    });
    return result.secondFactor;
  }
  await startSignedInSession(db, session, result.tokens, result.user.id, now);
  return "signedIn";
}

/**
 * What follows a sign-in that proved who it is without a second step (a passkey, decision 0094): the drafts of
 * the anonymous session are dropped, then the post-login call and the signed-in session.
 */
export async function enterSignedInSession(
  db: Db,
  { user, tokens }: { user: User; tokens: identity.TokenPair },
  { session, now }: { session: AppSession; now: Date },
): Promise<void> {
  await discardSessionDrafts(db, session);
  await startSignedInSession(db, session, tokens, user.id, now);
}

/** The post-login call, then the signed-in session; a failing post-login call revokes the fresh tokens. */
export async function startSignedInSession(
  db: Db,
  session: AppSession,
  tokens: identity.TokenPair,
  userId: string,
  now: Date,
): Promise<void> {
  try {
    await recordLogin(db, userId);
  } catch (error) {
    await identity.signOut(db, tokens.refreshToken, now);
    throw error;
  }
  startSession(session, tokens);
}

/** Signs out: the session emptied, the refresh family revoked, the browser's kept pages of the site forgotten. */
export async function signOutSession(
  db: Db,
  { session, now }: { session: AppSession; now: Date },
): Promise<void> {
  const auth = session.get("auth");
  await discardSessionDrafts(db, session);
  resetSession(session);
  forgetCachedPages(session, { signedOut: true });
  if (auth) await identity.signOut(db, auth.refreshToken, now);
}

/**
 * Creates a reset token, then queues the reset mail. Deliberately not one transaction: the identity
 * call records the attempt for the rate limit, and a refused request (unknown address, limit) must
 * still count. A token whose mail was never queued is harmless: the user asks again.
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string },
  { ip, config, now }: MailOptions,
) {
  const { user, token } = await identity.requestPasswordReset(db, { ...input, ip }, now);
  await enqueueMail(db, {
    ...passwordResetMail({
      to: user.email,
      link: passwordResetLink(config.BASE_URL, token),
      hotline: config.hotline,
    }),
    owner: { userId: user.id, provisionId: null },
  });
}

/**
 * "Ihr Passwort wurde geändert" to the account's login address (after a reset or a change); `passkeysRemoved`
 * adds that the reset removed the account's passkeys.
 */
function queuePasswordChangedNotice(
  config: MailConfig,
  tx: Db,
  user: Pick<User, "id" | "email">,
  passkeysRemoved = false,
) {
  return enqueueMail(tx, {
    ...passwordChangedMail({
      to: user.email,
      baseUrl: config.BASE_URL,
      hotline: config.hotline,
      passkeysRemoved,
    }),
    owner: { userId: user.id, provisionId: null },
  });
}

/**
 * Sets a new password with a reset link (identity `resetPassword`: every session ends) and, in the same
 * transaction, ends every read-access link of the account, removes its passkeys and queues the notice to its
 * address (saying so when passkeys went): whoever had taken over the account loses what they handed out and the
 * ways in they added (decisions 0029, 0094). `passkeysRemoved`: how many passkeys went.
 */
export async function resetPasswordWithLink(
  db: Db,
  input: { token: string; password: string },
  { config, now }: { config: MailConfig; now: Date },
): Promise<{ username: string; passkeysRemoved: number }> {
  let passkeysRemoved = 0;
  const { username } = await identity.resetPassword(db, input, now, async (tx, user) => {
    await revokeAllReadAccess(tx, user.id, now);
    passkeysRemoved = await removeAllPasskeys(tx, user.id);
    await queuePasswordChangedNotice(config, tx, user, passkeysRemoved > 0);
  });
  return { username, passkeysRemoved };
}

/**
 * The account a reset link belongs to, and how many passkeys it has (the page says that a new password removes
 * them). CodeMismatchException / ExpiredCodeException for a bad link.
 */
export async function describeResetLink(
  db: Db,
  input: { token: string },
  { now }: { now: Date },
): Promise<{ username: string; passkeys: number }> {
  const { username } = await identity.verifyResetToken(db, input.token, now);
  const user = await identity.findUserByEmail(db, username);
  return { username, passkeys: user ? (await listPasskeys(db, user.id)).length : 0 };
}

/** Sends a new confirmation link (activation page, confirm screen, overview banner); same reasoning. */
export async function resendConfirmation(
  db: Db,
  input: { username: string },
  { ip, config, now }: MailOptions,
) {
  const { user, code } = await identity.resendConfirmation(db, { ...input, ip }, now);
  const provision = await findProvision(db, await ownerActor(db, user.id));
  await enqueueMail(db, {
    ...confirmationMail({
      to: user.email,
      salutation: provision?.salutation ?? undefined,
      lastname: provision?.lastname ?? undefined,
      link: activationLink(config.BASE_URL, code, user.email),
      hotline: config.hotline,
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
  db: Db,
  actor: Actor,
  options: MailOptions,
): Promise<Pick<Toast, "kind" | "message">> {
  const provision = await findProvision(db, actor, { audit: false });
  const email = provision?.userEmail ?? actor.email;
  try {
    await resendConfirmation(db, { username: email }, options);
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return { kind: "error", message: describeApiError({ messageCode: error.code }) };
  }
  if (provision && actsForCustomer(actor, provision)) {
    await recordAudit(db, {
      actorUserId: actor.userId,
      provisionId: provision.id,
      action: "account.resendConfirmation",
      ip: options.ip,
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
  db: Db,
  actor: Actor,
  input: { password: string; field: string },
  { ip, now }: { ip: string | null | undefined; now: Date },
): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
  if (!user) throw new ServiceError("notFound", { detail: "signed-in user is gone" });
  if (!(await identity.verifyAccountPassword(db, user, input.password, ip ?? "", now))) {
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
  db: Db,
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
  options: { ip: string | null | undefined; session: AppSession; config: MailConfig; now: Date },
): Promise<void> {
  const provision = await findProvision(db, actor, { audit: false });
  if (actor.isStaff || (provision && actsForCustomer(actor, provision))) {
    throw new ServiceError("forbidden", { detail: "password change while acting for a customer" });
  }
  identity.assertPasswordPolicy(input.newPassword, "newPassword");
  const user = await requireCurrentPassword(
    db,
    actor,
    { password: input.currentPassword, field: "currentPassword" },
    options,
  );
  const tokens = await identity.changePassword(db, user, input.newPassword, options.now, (tx, changed) =>
    queuePasswordChangedNotice(options.config, tx, changed),
  );
  options.session.set("auth", tokens);
}
