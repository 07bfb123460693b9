/**
 * Back office, section "partners": the partner API keys (decision 0058). Admins create a key for a partner
 * (the clear key is answered once and never stored, only its SHA-256 hash) and revoke it; both are audited with
 * the key's prefix, never the key.
 */
import { desc, eq } from "drizzle-orm";
import { ServiceError } from "~/domain/errors";
import { requireBackOffice, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { partnerApiKeys, users } from "../../db/schema";
import { recordChange } from "../audit";
import { newApiKey } from "../partner-api/keys";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PartnerKeyRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  createdBy: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** Every key, the newest first, with the e-mail of the admin who created it. */
export async function listPartnerKeys(db: Db, actor: Actor): Promise<PartnerKeyRow[]> {
  requireBackOffice(actor, "admin");
  return db
    .select({
      id: partnerApiKeys.id,
      name: partnerApiKeys.name,
      prefix: partnerApiKeys.prefix,
      createdAt: partnerApiKeys.createdAt,
      createdBy: users.email,
      lastUsedAt: partnerApiKeys.lastUsedAt,
      revokedAt: partnerApiKeys.revokedAt,
    })
    .from(partnerApiKeys)
    .leftJoin(users, eq(users.id, partnerApiKeys.createdBy))
    .orderBy(desc(partnerApiKeys.createdAt), desc(partnerApiKeys.id));
}

/** One key by id (404 when there is none). */
export async function findPartnerKey(db: Db, actor: Actor, { id }: { id: string }): Promise<PartnerKeyRow> {
  const keys = await listPartnerKeys(db, actor);
  const key = keys.find((row) => row.id === id);
  if (!key) throw new ServiceError("notFound", { detail: "partner key" });
  return key;
}

/** Creates a key for a partner; the answer holds the clear key, which is shown once and stored nowhere. */
export async function createPartnerKey(
  db: Db,
  actor: Actor,
  { name }: { name: string },
  { ip }: { ip?: string | null } = {},
): Promise<{ id: string; name: string; prefix: string; key: string }> {
  requireBackOffice(actor, "admin");
  const { key, hash, prefix } = newApiKey();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .insert(partnerApiKeys)
      .values({ name, prefix, keyHash: hash, createdBy: actor.userId })
      .returning({ id: partnerApiKeys.id });
    if (!row) throw new Error("partner key not created");
    await recordChange(
      tx,
      actor,
      {
        action: "partnerKey.create",
        subject: { type: "partnerApiKey", id: row.id },
        before: null,
        after: { name, prefix },
      },
      { ip },
    );
    return { id: row.id, name, prefix, key };
  });
}

/** Revokes a key: from now on it answers 401. Revoking a revoked key changes nothing. */
export async function revokePartnerKey(
  db: Db,
  actor: Actor,
  { id }: { id: string },
  { ip, now }: { ip?: string | null; now: Date },
): Promise<{ name: string; prefix: string; revoked: boolean }> {
  requireBackOffice(actor, "admin");
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!UUID.test(id)) throw new ServiceError("notFound", { detail: "partner key" });
    const [row] = await tx.select().from(partnerApiKeys).where(eq(partnerApiKeys.id, id)).for("update");
    if (!row) throw new ServiceError("notFound", { detail: "partner key" });
    if (row.revokedAt) return { name: row.name, prefix: row.prefix, revoked: false };
    await tx.update(partnerApiKeys).set({ revokedAt: now }).where(eq(partnerApiKeys.id, id));
    await recordChange(
      tx,
      actor,
      {
        action: "partnerKey.revoke",
        subject: { type: "partnerApiKey", id },
        before: { name: row.name, prefix: row.prefix, revokedAt: null },
        after: { name: row.name, prefix: row.prefix, revokedAt: now.toISOString() },
      },
      { ip },
    );
    return { name: row.name, prefix: row.prefix, revoked: true };
  });
}
