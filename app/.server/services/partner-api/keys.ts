/**
 * API keys of the partner intake API: made of 32 random bytes, stored only as their SHA-256 hash; a request's
 * key is found by its hash (a unique index), so no key is ever compared character by character.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { API_KEY_PREFIX, API_KEY_SHOWN_LENGTH, looksLikeApiKey } from "~/domain/partner-api/request";
import type { Db } from "../../db/client";
import { partnerApiKeys } from "../../db/schema";

/** The SHA-256 of a clear key (hex), the only form the database holds. */
export const hashApiKey = (key: string): string => createHash("sha256").update(key, "utf8").digest("hex");

/** A new clear key, its hash and the prefix shown in lists. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = API_KEY_PREFIX + randomBytes(32).toString("base64url");
  return { key, hash: hashApiKey(key), prefix: key.slice(0, API_KEY_SHOWN_LENGTH) };
}

export interface PartnerKey {
  id: string;
  name: string;
  prefix: string;
}

/** The bearer token of an `Authorization` header, or null when there is none or it is no Bearer token. */
export function bearerToken(authorization: string | null): string | null {
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(authorization ?? "");
  return match ? match[1]! : null;
}

/**
 * The partner a request's key belongs to, or null for a missing, malformed, unknown or revoked key. Marks the
 * key as used (at most once a minute, so a busy partner does not write on every request).
 */
export async function authenticatePartner(
  db: Db,
  authorization: string | null,
  now: Date,
): Promise<PartnerKey | null> {
  const token = bearerToken(authorization);
  if (!token || !looksLikeApiKey(token)) return null;
  const [row] = await db
    .select()
    .from(partnerApiKeys)
    .where(eq(partnerApiKeys.keyHash, hashApiKey(token)))
    .limit(1);
  if (!row || row.revokedAt) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(partnerApiKeys).set({ lastUsedAt: now }).where(eq(partnerApiKeys.id, row.id));
  }
  return { id: row.id, name: row.name, prefix: row.prefix };
}
