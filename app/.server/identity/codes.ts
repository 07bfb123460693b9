/**
 * One-time secrets sent by e-mail: confirmation codes (24 h), password-reset tokens (1 h), contact-address
 * confirmations (24 h) and staff invitations (72 h, services/backoffice/staff.ts). Stored as
 * sha-256 digests in `identity_tokens`; a new one invalidates the user's earlier unused ones of that kind.
 */
import { and, eq, isNull } from "drizzle-orm";
import { ServiceError } from "~/domain/errors";
import type { Db } from "../db/client";
import { identityTokens, type IdentityToken } from "../db/schema";
import { MAX_SECRET_LENGTH, newSecret, sha256 } from "./secrets";

export type OneTimeKind = "confirmation" | "reset" | "contact-email" | "invite";

/**
 * Revokes the user's tokens of one kind that are not revoked yet: only the unused ones, or (`alsoUsed`, the
 * refresh tokens, whose used ones stay valid for the reuse grace window) the used ones too.
 */
export async function revokeTokensOf(
  db: Db,
  userId: string,
  kind: IdentityToken["kind"],
  now: Date,
  { alsoUsed = false } = {},
): Promise<void> {
  await db
    .update(identityTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(identityTokens.userId, userId),
        eq(identityTokens.kind, kind),
        alsoUsed ? undefined : isNull(identityTokens.usedAt),
        isNull(identityTokens.revokedAt),
      ),
    );
}

/** Ends every unused secret of that kind of the user (their links stop working). */
export function revokeOneTimeSecrets(db: Db, userId: string, kind: OneTimeKind, now: Date): Promise<void> {
  return revokeTokensOf(db, userId, kind, now);
}

export async function createOneTimeSecret(
  db: Db,
  input: { userId: string; kind: OneTimeKind; ttlMs: number },
  now: Date,
): Promise<string> {
  const { userId, kind, ttlMs } = input;
  await revokeOneTimeSecrets(db, userId, kind, now);
  const secret = newSecret();
  await db.insert(identityTokens).values({
    kind,
    tokenHash: sha256(secret),
    userId,
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return secret;
}

/**
 * The stored row of a secret that may still be used. CodeMismatchException for an unknown, tampered,
 * used or superseded secret; ExpiredCodeException once it is past its expiry.
 */
export async function findUsableSecret(
  db: Db,
  kind: OneTimeKind,
  secret: string,
  now: Date,
): Promise<IdentityToken> {
  if (typeof secret !== "string" || secret === "" || secret.length > MAX_SECRET_LENGTH) {
    throw new ServiceError("CodeMismatchException", { detail: `malformed ${kind} secret` });
  }
  const [row] = await db
    .select()
    .from(identityTokens)
    .where(and(eq(identityTokens.tokenHash, sha256(secret)), eq(identityTokens.kind, kind)));
  if (!row || row.usedAt || row.revokedAt) {
    throw new ServiceError("CodeMismatchException", { detail: `${kind} secret unknown, used or superseded` });
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new ServiceError("ExpiredCodeException", { detail: `${kind} secret expired` });
  }
  return row;
}

/** Marks a secret used; only one of two concurrent uses wins, the other gets CodeMismatchException. */
export async function consumeSecret(db: Db, row: IdentityToken, now: Date): Promise<void> {
  const [used] = await db
    .update(identityTokens)
    .set({ usedAt: now })
    .where(
      and(eq(identityTokens.id, row.id), isNull(identityTokens.usedAt), isNull(identityTokens.revokedAt)),
    )
    .returning({ id: identityTokens.id });
  if (!used)
    throw new ServiceError("CodeMismatchException", { detail: `${row.kind} secret used concurrently` });
}
