/**
 * The sign-up link of a partner's proposal (decision 0058): `/register/partner/<proposal id>.<expires>.<sig>`,
 * `sig` the HMAC-SHA256 (base64url) of "<proposal id>.<expires>" under a key derived from SESSION_SECRET, `expires`
 * a Unix time in seconds. It only prefills the sign-up wizard; it grants nothing.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { SIGNUP_LINK_DAYS } from "~/domain/partner-api/request";

const DAY_MS = 86_400_000;
const TOKEN = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const signingKey = (secret: string) => createHmac("sha256", secret).update("partner-signup-link").digest();
const signature = (secret: string, message: string) =>
  createHmac("sha256", signingKey(secret)).update(message).digest("base64url");

/** The token of a proposal's sign-up link, valid SIGNUP_LINK_DAYS from `now`. */
export function signUpToken(
  secret: string,
  proposalId: string,
  now: Date,
): { token: string; expiresAt: Date } {
  const expires = Math.floor((now.getTime() + SIGNUP_LINK_DAYS * DAY_MS) / 1000);
  const message = `${proposalId}.${expires}`;
  return { token: `${message}.${signature(secret, message)}`, expiresAt: new Date(expires * 1000) };
}

/** The proposal id of a valid, unexpired token, else null. */
export function readSignUpToken(secret: string, token: string, now: Date): string | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, proposalId, expires, sig] = match;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(signature(secret, `${proposalId}.${expires}`));
  const given = Buffer.from(sig!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? proposalId! : null;
}
