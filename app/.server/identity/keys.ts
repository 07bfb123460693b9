/**
 * ES256 key pairs that sign the JWTs, shared by all replicas through `signing_keys`. Each process looks the
 * current key up once and keeps it in memory; keys of other replicas are fetched by `kid` on first sight.
 * The first key is created under a transaction-scoped advisory lock, so replicas starting together agree on one.
 *
 * Nothing read or created inside a caller's transaction is cached: that transaction may still roll back, and a
 * cached key missing from the database would sign tokens no other replica can verify.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from "jose";
import type { Db } from "../db/client";
import { signingKeys, type SigningKey } from "../db/schema";
import { clock } from "./clock";

export const ALGORITHM = "ES256";
/** Key for pg_advisory_xact_lock while the first signing key is created (any constant bigint). */
const CREATE_LOCK = 7_301_240_517;
const KID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export interface ActiveKey {
  kid: string;
  privateKey: CryptoKey;
}

let active: Promise<ActiveKey> | undefined;
const verifying = new Map<string, Promise<CryptoKey | null>>();

/** Forgets the cached keys (tests that switch databases within one process). */
export function resetKeyCache(): void {
  active = undefined;
  verifying.clear();
}

const usable = () =>
  and(
    eq(signingKeys.algorithm, ALGORITHM),
    or(isNull(signingKeys.expiresAt), gt(signingKeys.expiresAt, clock.now())),
  );

async function newestSigningKey(db: Db): Promise<SigningKey | undefined> {
  const [row] = await db
    .select()
    .from(signingKeys)
    .where(and(usable(), isNull(signingKeys.retiredAt)))
    .orderBy(desc(signingKeys.createdAt))
    .limit(1);
  return row;
}

async function createSigningKey(db: Db): Promise<SigningKey> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK})`);
    // Another replica may have created one while we waited for the lock.
    const existing = await newestSigningKey(tx as unknown as Db);
    if (existing) return existing;
    const pair = await generateKeyPair(ALGORITHM, { extractable: true });
    const [row] = await tx
      .insert(signingKeys)
      .values({
        id: randomBytes(12).toString("base64url"),
        algorithm: ALGORITHM,
        publicJwk: { ...(await exportJWK(pair.publicKey)), kty: "EC" },
        privateJwk: { ...(await exportJWK(pair.privateKey)) },
        createdAt: clock.now(),
      })
      .returning();
    return row!;
  });
}

const inTransaction = (db: Db) => db instanceof PgTransaction;

async function loadActiveKey(db: Db): Promise<ActiveKey> {
  const row = (await newestSigningKey(db)) ?? (await createSigningKey(db));
  const privateKey = await importJWK(row.privateJwk as JWK, ALGORITHM);
  if (!inTransaction(db)) {
    const publicKey = await importJWK(row.publicJwk as JWK, ALGORITHM);
    verifying.set(row.id, Promise.resolve(publicKey as CryptoKey));
  }
  return { kid: row.id, privateKey: privateKey as CryptoKey };
}

/** The key new tokens are signed with. */
export function activeSigningKey(db: Db): Promise<ActiveKey> {
  if (active) return active;
  if (inTransaction(db)) return loadActiveKey(db);
  const loading = loadActiveKey(db);
  active = loading;
  loading.catch(() => {
    if (active === loading) active = undefined;
  });
  return loading;
}

async function loadPublicKey(db: Db, kid: string): Promise<CryptoKey | null> {
  const [row] = await db
    .select({ publicJwk: signingKeys.publicJwk })
    .from(signingKeys)
    .where(and(eq(signingKeys.id, kid), usable()));
  if (!row) return null;
  return (await importJWK(row.publicJwk as JWK, ALGORITHM)) as CryptoKey;
}

/** The public key for a token's `kid`, or null when there is no such (usable) key. */
export async function publicKeyFor(db: Db, kid: unknown): Promise<CryptoKey | null> {
  if (typeof kid !== "string" || !KID_PATTERN.test(kid)) return null;
  const cached = verifying.get(kid);
  if (cached) return cached;
  if (inTransaction(db)) return loadPublicKey(db, kid);
  const loading = loadPublicKey(db, kid).catch(() => null);
  verifying.set(kid, loading);
  const resolved = await loading;
  // Unknown kids are not cached, so garbage tokens cannot fill the map.
  if (!resolved && verifying.get(kid) === loading) verifying.delete(kid);
  return resolved;
}
