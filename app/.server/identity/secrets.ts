import { createHash, randomBytes } from "node:crypto";

/** A random, URL-safe secret (256 bits) for e-mail links and token ids. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest of a secret is stored; the clear secret goes into the link or the token. */
export function sha256(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** Upper bound for secrets and tokens taken from requests, before any work is spent on them. */
export const MAX_SECRET_LENGTH = 200;
export const MAX_JWT_LENGTH = 4096;
