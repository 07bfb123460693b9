/**
 * ES256 key pairs that sign the JWTs, shared by all replicas through `signing_keys`. Each process looks the
 * current key up once and keeps it in memory; keys of other replicas are fetched by `kid` on first sight.
 * The first key is created under a transaction-scoped advisory lock, so replicas starting together agree on one.
 *
 * Nothing read or created inside a caller's transaction is cached: that transaction may still roll back, and a
 * cached key missing from the database would sign tokens no other replica can verify.
 *
 * Private keys are stored encrypted (`private_jwk` holds an AES-256-GCM envelope, the row's id as additional
 * data) with a key derived by HKDF-SHA256 from KEY_ENCRYPTION_KEY, else SESSION_SECRET
 * (`configureKeyEncryption`, called at start). Rows from before the encryption hold the JWK in clear; they
 * are encrypted at start (`prepareSigningKeys`) or when first loaded.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from "jose";
import { KeyEncryptionError } from "~/domain/errors";
import type { Db } from "../db/client";
import { signingKeys, type SigningKey } from "../db/schema";

export const ALGORITHM = "ES256";
/** Key for pg_advisory_xact_lock while the first signing key is created (any constant bigint). */
const CREATE_LOCK = 7_301_240_517;
const KID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export interface ActiveKey {
  kid: string;
  privateKey: CryptoKey;
}

/** The variable the key-encryption secret comes from (named in errors). */
export type KeySecretVariable = "KEY_ENCRYPTION_KEY" | "SESSION_SECRET";

const HKDF_INFO = "vorsorgeportal signing-key encryption v1";
const CIPHER = "aes-256-gcm";
const IV_BYTES = 12;

// A type, not an interface: the jsonb column takes records with an index signature.
type Envelope = {
  enc: "A256GCM";
  iv: string;
  tag: string;
  data: string;
};

let encryption: { key: Buffer; variable: KeySecretVariable } | undefined;

/** Sets the secret the private signing keys are encrypted with (at start, before any token is signed). */
export function configureKeyEncryption(secret: string, variable: KeySecretVariable): void {
  const key = Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), HKDF_INFO, 32));
  if (encryption && !encryption.key.equals(key)) resetKeyCache();
  encryption = { key, variable };
}

function encryptionKey(): { key: Buffer; variable: KeySecretVariable } {
  if (!encryption) throw new Error("signing-key encryption is not configured (configureKeyEncryption)");
  return encryption;
}

function isEnvelope(value: unknown): value is Envelope {
  const v = value as Partial<Envelope> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    v.enc === "A256GCM" &&
    typeof v.iv === "string" &&
    typeof v.tag === "string" &&
    typeof v.data === "string"
  );
}

/**
 * A secret sealed for storage with the key-encryption key (AES-256-GCM); `binding` (e.g. the row's id) is
 * bound to it as additional data, so a sealed value copied to another row does not open there.
 */
export function sealSecret(clear: string, binding: string): Envelope {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(CIPHER, encryptionKey().key, iv);
  cipher.setAAD(Buffer.from(binding));
  const data = Buffer.concat([cipher.update(clear, "utf8"), cipher.final()]);
  return {
    enc: "A256GCM",
    iv: iv.toString("base64url"),
    tag: cipher.getAuthTag().toString("base64url"),
    data: data.toString("base64url"),
  };
}

/** The clear text of a sealed value; throws when it is no envelope or does not open with this key and binding. */
export function openSecret(stored: unknown, binding: string): string {
  if (!isEnvelope(stored)) throw new Error("not a sealed value");
  const decipher = createDecipheriv(CIPHER, encryptionKey().key, Buffer.from(stored.iv, "base64url"));
  decipher.setAAD(Buffer.from(binding));
  decipher.setAuthTag(Buffer.from(stored.tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(stored.data, "base64url")), decipher.final()]).toString(
    "utf8",
  );
}

/** The envelope stored for a private JWK; the key id is bound to it as additional data. */
export function encryptPrivateJwk(jwk: JWK, kid: string): Envelope {
  return sealSecret(JSON.stringify(jwk), kid);
}

/** The private JWK of a stored row (envelope or, from before the encryption, clear). */
export function decryptPrivateJwk(stored: unknown, kid: string): JWK {
  if (!isEnvelope(stored)) return stored as JWK;
  const { variable } = encryptionKey();
  try {
    return JSON.parse(openSecret(stored, kid)) as JWK;
  } catch {
    throw new KeyEncryptionError(
      `${variable}: the stored JWT signing key ${kid} cannot be decrypted with this secret. ` +
        `Set ${variable} to the value the keys were encrypted with (KEY_ENCRYPTION_KEY, else SESSION_SECRET).`,
    );
  }
}

/**
 * At start: encrypts private keys still stored in clear, and checks that every usable key decrypts with the
 * configured secret; KeyEncryptionError (naming the variable) when not.
 */
export async function prepareSigningKeys(db: Db, now: Date): Promise<void> {
  const rows = await db.select().from(signingKeys).where(usable(now));
  for (const row of rows) {
    if (isEnvelope(row.privateJwk)) decryptPrivateJwk(row.privateJwk, row.id);
    else await encryptStoredKey(db, row);
  }
}

async function encryptStoredKey(db: Db, row: SigningKey): Promise<void> {
  await db
    .update(signingKeys)
    .set({ privateJwk: encryptPrivateJwk(row.privateJwk as JWK, row.id) })
    .where(eq(signingKeys.id, row.id));
}

let active: Promise<ActiveKey> | undefined;
const verifying = new Map<string, Promise<CryptoKey | null>>();

/** Forgets the cached keys (tests that switch databases within one process). */
export function resetKeyCache(): void {
  active = undefined;
  verifying.clear();
}

/** Keys of our algorithm that have not expired at `now`. */
const usable = (now: Date) =>
  and(
    eq(signingKeys.algorithm, ALGORITHM),
    or(isNull(signingKeys.expiresAt), gt(signingKeys.expiresAt, now)),
  );

async function newestSigningKey(db: Db, now: Date): Promise<SigningKey | undefined> {
  const [row] = await db
    .select()
    .from(signingKeys)
    .where(and(usable(now), isNull(signingKeys.retiredAt)))
    .orderBy(desc(signingKeys.createdAt))
    .limit(1);
  return row;
}

async function createSigningKey(db: Db, now: Date): Promise<SigningKey> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK})`);
    // Another replica may have created one while we waited for the lock.
    const existing = await newestSigningKey(tx as unknown as Db, now);
    if (existing) return existing;
    const pair = await generateKeyPair(ALGORITHM, { extractable: true });
    const id = randomBytes(12).toString("base64url");
    const [row] = await tx
      .insert(signingKeys)
      .values({
        id,
        algorithm: ALGORITHM,
        publicJwk: { ...(await exportJWK(pair.publicKey)), kty: "EC" },
        privateJwk: encryptPrivateJwk(await exportJWK(pair.privateKey), id),
        createdAt: now,
      })
      .returning();
    return row!;
  });
}

const inTransaction = (db: Db) => db instanceof PgTransaction;

async function loadActiveKey(db: Db, now: Date): Promise<ActiveKey> {
  const row = (await newestSigningKey(db, now)) ?? (await createSigningKey(db, now));
  const privateKey = await importJWK(decryptPrivateJwk(row.privateJwk, row.id), ALGORITHM);
  // A key from before the encryption (when the start did not get to it): encrypt it now.
  if (!isEnvelope(row.privateJwk) && !inTransaction(db)) await encryptStoredKey(db, row);
  if (!inTransaction(db)) {
    const publicKey = await importJWK(row.publicJwk as JWK, ALGORITHM);
    verifying.set(row.id, Promise.resolve(publicKey as CryptoKey));
  }
  return { kid: row.id, privateKey: privateKey as CryptoKey };
}

/** The key new tokens are signed with. */
export function activeSigningKey(db: Db, now: Date): Promise<ActiveKey> {
  if (active) return active;
  if (inTransaction(db)) return loadActiveKey(db, now);
  const loading = loadActiveKey(db, now);
  active = loading;
  loading.catch(() => {
    if (active === loading) active = undefined;
  });
  return loading;
}

async function loadPublicKey(db: Db, kid: string, now: Date): Promise<CryptoKey | null> {
  const [row] = await db
    .select({ publicJwk: signingKeys.publicJwk })
    .from(signingKeys)
    .where(and(eq(signingKeys.id, kid), usable(now)));
  if (!row) return null;
  return (await importJWK(row.publicJwk as JWK, ALGORITHM)) as CryptoKey;
}

/** The public key for a token's `kid`, or null when there is no such (usable) key. */
export async function publicKeyFor(db: Db, kid: unknown, now: Date): Promise<CryptoKey | null> {
  if (typeof kid !== "string" || !KID_PATTERN.test(kid)) return null;
  const cached = verifying.get(kid);
  if (cached) return cached;
  if (inTransaction(db)) return loadPublicKey(db, kid, now);
  const loading = loadPublicKey(db, kid, now).catch(() => null);
  verifying.set(kid, loading);
  const resolved = await loading;
  // Unknown kids are not cached, so garbage tokens cannot fill the map.
  if (!resolved && verifying.get(kid) === loading) verifying.delete(kid);
  return resolved;
}
