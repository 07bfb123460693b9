/**
 * The identity provider's refresh token of each staff session begun with OpenID Connect (decision 0028):
 * renewing such a session asks the provider again who the person is and which groups they have.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { staffProviderSessions } from "../db/schema";
import { logger } from "../logger";
import { openSecret, sealSecret } from "./keys";

const binding = (familyId: string) => `staff-provider-session:${familyId}`;

/** Stores (or replaces, after the provider rotated it) the provider's refresh token of a session. */
export async function saveProviderSession(
  db: Db,
  input: { familyId: string; userId: string; refreshToken: string },
  now: Date,
): Promise<void> {
  const refreshToken = sealSecret(input.refreshToken, binding(input.familyId));
  const checkedAt = now;
  await db
    .insert(staffProviderSessions)
    .values({ familyId: input.familyId, userId: input.userId, refreshToken, checkedAt })
    .onConflictDoUpdate({ target: staffProviderSessions.familyId, set: { refreshToken, checkedAt } });
}

/** The provider's refresh token of a session; null when none was stored or it does not open. */
export async function providerRefreshToken(db: Db, familyId: string): Promise<string | null> {
  const [row] = await db
    .select({ refreshToken: staffProviderSessions.refreshToken })
    .from(staffProviderSessions)
    .where(eq(staffProviderSessions.familyId, familyId));
  if (!row) return null;
  try {
    return openSecret(row.refreshToken, binding(familyId));
  } catch (error) {
    logger.error({ err: error, familyId }, "stored provider refresh token does not open");
    return null;
  }
}

export async function deleteProviderSession(db: Db, familyId: string): Promise<void> {
  await db.delete(staffProviderSessions).where(eq(staffProviderSessions.familyId, familyId));
}

export async function deleteProviderSessionsOf(db: Db, userId: string): Promise<void> {
  await db.delete(staffProviderSessions).where(eq(staffProviderSessions.userId, userId));
}
