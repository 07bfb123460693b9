/**
 * Passkeys (WebAuthn, decision 0094): adding one to an account and signing in with it.
 *
 * - The relying party (id and origin) comes from the configured public address (`BASE_URL`), never from a
 *   request's Host header: an answer signed for another origin or relying party is refused.
 * - Every ceremony's challenge is stored here (`passkey_challenges`) and named by its id in the browser's signed
 *   session: it is deleted when the answer comes, so an answer is taken once, from the browser that asked, within
 *   PASSKEY_CHALLENGE_TTL_MS.
 * - Passkeys must verify the person (user verification "required"): a passkey sign-in counts as two factors.
 * - Every sign-in answer counts against SIGN_IN_LIMIT like a password (the account's e-mail when the credential
 *   is known), and a refused one changes nothing but that count.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoUint8Array } from "@simplewebauthn/server/helpers";
import { and, asc, count, eq, lt, or } from "drizzle-orm";
import { PASSKEYS_PER_ACCOUNT } from "~/domain/constants";
import { ServiceError } from "~/domain/errors";
import { authenticationResponseJson, registrationResponseJson } from "~/domain/validation/passkeys";
import { isUuid } from "~/domain/validation/uuid";
import { isStaffGroups } from "../auth/actor";
import type { Db } from "../db/client";
import { passkeyChallenges, passkeys, users, type Passkey, type User } from "../db/schema";
import { markAttemptSucceeded, recordAttempt } from "./limits";
import {
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_OPTIONS_LIMIT,
  PASSKEY_PROMPT_TIMEOUT_MS,
  SIGN_IN_LIMIT,
} from "./policy";
import { completeSignIn } from "./signin";
import type { TokenPair } from "./tokens";

/** Who the passkeys are for: the portal at its public address. */
export interface RelyingParty {
  /** The host name of BASE_URL ("vorsorgeportal.de", "localhost"). */
  id: string;
  /** The origin of BASE_URL ("https://vorsorgeportal.de"). */
  origin: string;
  /** Shown by the authenticator. */
  name: string;
}

/** The relying party of the configured public address. */
export function relyingPartyOf(baseUrl: string, name = "Vorsorgeportal"): RelyingParty {
  const url = new URL(baseUrl);
  return { id: url.hostname, origin: url.origin, name };
}

type Purpose = (typeof passkeyChallenges.$inferSelect)["purpose"];

/**
 * Stores a new challenge and returns its id (for the session). The browser's earlier challenge, if any, and every
 * expired one go. Counted under PASSKEY_OPTIONS_LIMIT per client address (LimitExceededException).
 */
async function storeChallenge(
  db: Db,
  input: { purpose: Purpose; challenge: string; userId: string | null; previousId?: string | undefined },
  { ip, now }: { ip: string; now: Date },
): Promise<string> {
  await recordAttempt(db, PASSKEY_OPTIONS_LIMIT, { email: "", ip }, now);
  const c = passkeyChallenges;
  const previous = input.previousId && isUuid(input.previousId) ? eq(c.id, input.previousId) : undefined;
  await db.delete(c).where(or(lt(c.expiresAt, now), previous));
  const [row] = await db
    .insert(c)
    .values({
      purpose: input.purpose,
      challenge: input.challenge,
      userId: input.userId,
      expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
      createdAt: now,
    })
    .returning({ id: c.id });
  return row!.id;
}

/**
 * Takes the challenge the session names (deleting it: single use) when it is of this purpose and unexpired;
 * else null. A malformed id is null too.
 */
async function takeChallenge(db: Db, id: string | undefined, purpose: Purpose, now: Date) {
  if (!id || !isUuid(id)) return null;
  const [row] = await db.delete(passkeyChallenges).where(eq(passkeyChallenges.id, id)).returning();
  if (!row || row.purpose !== purpose || row.expiresAt.getTime() <= now.getTime()) return null;
  return row;
}

/** The WebAuthn user handle of an account: its id's 16 bytes (no e-mail, nothing personal). */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return isoUint8Array.fromHex(userId.replaceAll("-", "")) as Uint8Array<ArrayBuffer>;
}

/** The account's passkeys, oldest first. */
export function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

async function passkeyCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * The options for `navigator.credentials.create()` to add a passkey to `user`, and the id of the stored challenge.
 * The caller has checked that the person may (the current password). passkeyLimit with PASSKEYS_PER_ACCOUNT.
 */
export async function passkeyRegistrationOptions(
  db: Db,
  user: User,
  input: { previousChallengeId?: string | undefined },
  { rp, ip, now }: { rp: RelyingParty; ip: string; now: Date },
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; challengeId: string }> {
  const existing = await listPasskeys(db, user.id);
  if (existing.length >= PASSKEYS_PER_ACCOUNT) throw new ServiceError("passkeyLimit");
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.email,
    userID: userHandleOf(user.id),
    timeout: PASSKEY_PROMPT_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const challengeId = await storeChallenge(
    db,
    {
      purpose: "register",
      challenge: options.challenge,
      userId: user.id,
      previousId: input.previousChallengeId,
    },
    { ip, now },
  );
  return { options, challengeId };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Verifies the authenticator's answer to the challenge the session names and stores the passkey under `name`.
 * passkeyExpired: no such challenge (used, expired, another browser's or another account's); passkeyInvalid:
 * the answer does not verify (origin, relying party, challenge, user verification, format); passkeyExists:
 * the credential is stored already; passkeyLimit.
 */
export async function registerPasskey(
  db: Db,
  user: User,
  input: { challengeId: string | undefined; response: string; name: string },
  { rp, now }: { rp: RelyingParty; now: Date },
): Promise<Passkey> {
  const challenge = await takeChallenge(db, input.challengeId, "register", now);
  if (!challenge || challenge.userId !== user.id) {
    throw new ServiceError("passkeyExpired", { detail: "no registration challenge for this session" });
  }
  const parsed = registrationResponseJson.safeParse(parseJson(input.response));
  if (!parsed.success) throw new ServiceError("passkeyInvalid", { detail: "malformed registration answer" });
  const verification = await verifyRegistrationResponse({
    response: parsed.data,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch((error: unknown) => {
    throw new ServiceError("passkeyInvalid", { detail: `registration: ${String(error)}` });
  });
  if (!verification.verified)
    throw new ServiceError("passkeyInvalid", { detail: "registration not verified" });
  const { credential } = verification.registrationInfo;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Serialises additions to one account, so two tabs cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    if ((await passkeyCount(tx, user.id)) >= PASSKEYS_PER_ACCOUNT) throw new ServiceError("passkeyLimit");
    const [stored] = await tx
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: (credential.transports ?? []).slice(0, 10),
        name: input.name,
        createdAt: now,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!stored) throw new ServiceError("passkeyExists");
    return stored;
  });
}

/** The options for `navigator.credentials.get()` (any passkey of this portal) and the stored challenge's id. */
export async function passkeySignInOptions(
  db: Db,
  input: { previousChallengeId?: string | undefined },
  { rp, ip, now }: { rp: RelyingParty; ip: string; now: Date },
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; challengeId: string }> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    timeout: PASSKEY_PROMPT_TIMEOUT_MS,
  });
  const challengeId = await storeChallenge(
    db,
    { purpose: "signIn", challenge: options.challenge, userId: null, previousId: input.previousChallengeId },
    { ip, now },
  );
  return { options, challengeId };
}

/**
 * Signs in with the authenticator's answer to the challenge the session names. passkeyRefused (401, one message)
 * for a missing, used or expired challenge, an unknown credential, an answer that does not verify (signature,
 * origin, relying party, user verification, a counter that went back), a user handle of another account, a
 * disabled account or a staff account; LimitExceededException after SIGN_IN_LIMIT's failures (the account's,
 * or the address's). Unconfirmed accounts may sign in, as with a password.
 */
export async function signInWithPasskeyAnswer(
  db: Db,
  input: { challengeId: string | undefined; response: string; ip: string },
  { rp, now }: { rp: RelyingParty; now: Date },
): Promise<{ user: User; tokens: TokenPair }> {
  const parsed = authenticationResponseJson.safeParse(parseJson(input.response));
  const credentialId = parsed.success ? parsed.data.id : null;
  const [found] = credentialId
    ? await db
        .select({ passkey: passkeys, user: users })
        .from(passkeys)
        .innerJoin(users, eq(users.id, passkeys.userId))
        .where(eq(passkeys.credentialId, credentialId))
    : [];
  // The attempt is the account's when the credential is known; else it counts for the address (and that id).
  const subject = found ? found.user.email : `passkey:${(credentialId ?? "").slice(0, 64)}`;
  const attemptId = await recordAttempt(db, SIGN_IN_LIMIT, { email: subject, ip: input.ip }, now);
  const challenge = await takeChallenge(db, input.challengeId, "signIn", now);
  const refuse = (detail: string) => new ServiceError("passkeyRefused", { detail });
  if (!challenge) throw refuse("no sign-in challenge for this session");
  if (!parsed.success || !found) throw refuse("unknown credential or malformed answer");
  const { passkey, user } = found;
  const handle = parsed.data.response.userHandle;
  if (handle !== undefined && handle !== isoBase64URL.fromBuffer(userHandleOf(user.id))) {
    throw refuse("user handle of another account");
  }
  const verification = await verifyAuthenticationResponse({
    response: parsed.data,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch((error: unknown) => {
    throw refuse(`assertion: ${String(error)}`);
  });
  if (!verification.verified || !verification.authenticationInfo.userVerified) {
    throw refuse("assertion not verified");
  }
  if (user.disabledAt) throw refuse("account disabled");
  if (isStaffGroups(user.groups)) throw refuse("staff account");
  // Only from the counter read above: a concurrent sign-in with a cloned authenticator loses.
  const used = await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (used.length === 0) throw refuse("counter changed meanwhile");
  await markAttemptSucceeded(db, attemptId);
  return completeSignIn(db, user, now);
}

/** Removes one passkey of the account; passkeyNotFound when it has none of that id. */
export async function removePasskey(db: Db, userId: string, passkeyId: string): Promise<Passkey> {
  const [removed] = isUuid(passkeyId)
    ? await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
        .returning()
    : [];
  if (!removed) throw new ServiceError("passkeyNotFound");
  return removed;
}

/** Removes every passkey of the account (a password reset); returns how many there were. */
export async function removeAllPasskeys(db: Db, userId: string): Promise<number> {
  const removed = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  await db.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId));
  return removed.length;
}
