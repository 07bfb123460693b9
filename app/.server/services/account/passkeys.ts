/**
 * Passkeys of a customer's own account (decision 0094): add one (after the current password), list, remove (after
 * the current password), and sign in with one into the same session a password sign-in starts. The ceremonies
 * themselves are in the identity module (`identity/passkeys.ts`); this module binds them to the session and the
 * actor. Staff neither hold passkeys nor reach a customer's.
 */
import { eq } from "drizzle-orm";
import { ServiceError } from "~/domain/errors";
import type { Actor } from "../../auth/actor";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { users, type Passkey, type User } from "../../db/schema";
import {
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  relyingPartyOf,
  removePasskey,
  signInWithPasskeyAnswer,
} from "../../identity/passkeys";
import { enqueueMail, passkeyAddedMail } from "../../mail";
import type { AppSession } from "../../session";
import { findProvision, actsForCustomer } from "../provisions";
import { enterSignedInSession, requireCurrentPassword } from "./index";

type PasskeyConfig = Pick<Config, "BASE_URL">;
type PasskeyMailConfig = Pick<Config, "BASE_URL" | "hotline">;

/** The actor's own account; staff (also while holding a customer's provision) are refused with 403. */
async function ownCustomerAccount(db: Db, actor: Actor): Promise<User> {
  if (actor.isStaff) throw new ServiceError("forbidden", { detail: "passkeys are for customers" });
  const provision = await findProvision(db, actor, { audit: false });
  if (provision && actsForCustomer(actor, provision)) {
    throw new ServiceError("forbidden", { detail: "passkeys while acting for a customer" });
  }
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
  if (!user) throw new ServiceError("notFound", { detail: "signed-in user is gone" });
  return user;
}

/** What the profile lists of a passkey. */
export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The actor's passkeys for the profile (staff: none). */
export async function listOwnPasskeys(db: Db, actor: Actor): Promise<PasskeyRow[]> {
  if (actor.isStaff) return [];
  const rows = await listPasskeys(db, actor.userId);
  return rows.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }));
}

/**
 * "Passkey hinzufügen", first half: the current password (sign-in attempt limits; wrongPassword on
 * `currentPassword`), then the options for the browser; the challenge's id goes into the session.
 */
export async function startPasskeyRegistration(
  db: Db,
  actor: Actor,
  input: { currentPassword: string },
  options: { ip: string; session: AppSession; config: PasskeyConfig; now: Date },
) {
  const { ip, session, config, now } = options;
  await ownCustomerAccount(db, actor);
  const user = await requireCurrentPassword(
    db,
    actor,
    { password: input.currentPassword, field: "currentPassword" },
    { ip, now },
  );
  const { options: creation, challengeId } = await passkeyRegistrationOptions(
    db,
    user,
    { previousChallengeId: session.get("passkeyChallenge") },
    { rp: relyingPartyOf(config.BASE_URL), ip, now },
  );
  session.set("passkeyChallenge", challengeId);
  return creation;
}

/**
 * "Passkey hinzufügen", second half: the authenticator's answer to this session's challenge, stored under `name`
 * (or "Passkey vom <date>" given by the caller), and "Ein Passkey wurde hinzugefügt" to the account's address, so
 * its owner learns of a way in they did not add. See `registerPasskey` for the refusals.
 */
export async function finishPasskeyRegistration(
  db: Db,
  actor: Actor,
  input: { response: string; name: string },
  options: { session: AppSession; config: PasskeyMailConfig; now: Date },
): Promise<Passkey> {
  const { session, config, now } = options;
  const user = await ownCustomerAccount(db, actor);
  const challengeId = session.get("passkeyChallenge");
  session.unset("passkeyChallenge");
  const passkey = await registerPasskey(
    db,
    user,
    { challengeId, ...input },
    { rp: relyingPartyOf(config.BASE_URL), now },
  );
  await enqueueMail(db, {
    ...passkeyAddedMail({ to: user.email, baseUrl: config.BASE_URL, hotline: config.hotline }),
    owner: { userId: user.id, provisionId: null },
  });
  return passkey;
}

/** "Entfernen": the current password (sign-in attempt limits), then the passkey goes. */
export async function removeOwnPasskey(
  db: Db,
  actor: Actor,
  input: { passkeyId: string; currentPassword: string },
  options: { ip: string; now: Date },
): Promise<Passkey> {
  await ownCustomerAccount(db, actor);
  await requireCurrentPassword(
    db,
    actor,
    { password: input.currentPassword, field: "currentPassword" },
    options,
  );
  return removePasskey(db, actor.userId, input.passkeyId);
}

/** "Mit Passkey anmelden", first half: the options for the browser; the challenge's id goes into the session. */
export async function startPasskeySignIn(
  db: Db,
  options: { ip: string; session: AppSession; config: PasskeyConfig; now: Date },
) {
  const { ip, session, config, now } = options;
  const { options: request, challengeId } = await passkeySignInOptions(
    db,
    { previousChallengeId: session.get("passkeyChallenge") },
    { rp: relyingPartyOf(config.BASE_URL), ip, now },
  );
  session.set("passkeyChallenge", challengeId);
  return request;
}

/**
 * "Mit Passkey anmelden", second half: verifies the answer to this session's challenge and starts the same
 * session a password sign-in starts (post-login call, intro screens). A passkey verified the person (user
 * verification is required), so this sign-in counts as two factors and asks for no further step.
 */
export async function signInWithPasskey(
  db: Db,
  input: { response: string },
  options: { ip: string; session: AppSession; config: PasskeyConfig; now: Date },
): Promise<void> {
  const { ip, session, config, now } = options;
  const challengeId = session.get("passkeyChallenge");
  session.unset("passkeyChallenge");
  const signedIn = await signInWithPasskeyAnswer(
    db,
    { challengeId, response: input.response, ip },
    { rp: relyingPartyOf(config.BASE_URL), now },
  );
  await enterSignedInSession(db, signedIn, { session, now });
}
