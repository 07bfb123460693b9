/** The JWT signing keys at rest: encrypted, readable after a restart, clear rows migrated, a wrong secret named. */
import { KeyEncryptionError } from "~/domain/errors";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { decodeProtectedHeader, exportJWK, generateKeyPair } from "jose";
import { signingKeys } from "../db/schema";
import { createTestDatabase, type TestDatabase } from "../testing/database";
import { issueTokens, verifyAccessToken } from ".";
import { configureKeyEncryption, decryptPrivateJwk, prepareSigningKeys, resetKeyCache } from "./keys";
import { createCustomer, testClock } from "../testing/identity";

const databases: TestDatabase[] = [];
// Builds the migrated template once, in hook time; each test then gets its own clone.
beforeAll(async () => {
  await (await createTestDatabase({ seed: false })).close();
});
async function freshDatabase(): Promise<TestDatabase> {
  resetKeyCache();
  const database = await createTestDatabase({ seed: false });
  databases.push(database);
  return database;
}
afterEach(async () => {
  // Back to the secret every other test uses (createTestDatabase sets it), with nothing cached.
  await Promise.all(databases.splice(0).map((database) => database.close()));
  resetKeyCache();
});

async function storedKeys(database: TestDatabase) {
  return database.db.select().from(signingKeys);
}

/** A key row as written before the encryption: the private JWK (with "d") in clear. */
async function insertClearKey(database: TestDatabase, id: string) {
  const pair = await generateKeyPair("ES256", { extractable: true });
  const privateJwk = { ...(await exportJWK(pair.privateKey)) };
  await database.db.insert(signingKeys).values({
    id,
    algorithm: "ES256",
    publicJwk: { ...(await exportJWK(pair.publicKey)), kty: "EC" },
    privateJwk,
    createdAt: new Date(),
  });
  return privateJwk;
}

describe("signing keys at rest", () => {
  it("hold no private key material in clear, and tokens verify after a restart", async () => {
    const database = await freshDatabase();
    const { user } = await createCustomer(database.db);
    const before = await issueTokens(database.db, user, testClock.now());

    const [row] = await storedKeys(database);
    expect(row!.privateJwk).not.toHaveProperty("d");
    expect(Object.keys(row!.privateJwk).sort()).toEqual(["data", "enc", "iv", "tag"]);
    expect(row!.publicJwk).not.toHaveProperty("d");
    const clear = decryptPrivateJwk(row!.privateJwk, row!.id);
    expect(typeof clear.d).toBe("string");
    expect(JSON.stringify(row)).not.toContain(clear.d);

    // A restart: nothing cached, the key is read from the database again.
    resetKeyCache();
    expect(await verifyAccessToken(database.db, before.accessToken, testClock.now())).toMatchObject({
      sub: user.id,
    });
    const after = await issueTokens(database.db, user, testClock.now());
    expect(decodeProtectedHeader(after.accessToken).kid).toBe(row!.id);
    expect(await verifyAccessToken(database.db, after.accessToken, testClock.now())).toMatchObject({
      sub: user.id,
    });
    expect(await storedKeys(database)).toHaveLength(1);
  });

  it("binds the envelope to its key id", async () => {
    const database = await freshDatabase();
    const { user } = await createCustomer(database.db);
    await issueTokens(database.db, user, testClock.now());
    const [row] = await storedKeys(database);
    expect(() => decryptPrivateJwk(row!.privateJwk, "other-key-id")).toThrow(KeyEncryptionError);
  });

  it("encrypts a key stored in clear before, at start, and keeps signing with it", async () => {
    const database = await freshDatabase();
    const original = await insertClearKey(database, "clear-key-at-start");
    await prepareSigningKeys(database.db, testClock.now());
    const [row] = await storedKeys(database);
    expect(row!.privateJwk).not.toHaveProperty("d");
    expect(decryptPrivateJwk(row!.privateJwk, row!.id)).toEqual(original);

    const { user } = await createCustomer(database.db);
    const tokens = await issueTokens(database.db, user, testClock.now());
    expect(decodeProtectedHeader(tokens.accessToken).kid).toBe("clear-key-at-start");
    expect(await verifyAccessToken(database.db, tokens.accessToken, testClock.now())).toMatchObject({
      sub: user.id,
    });
  });

  it("encrypts a key stored in clear when it is first loaded", async () => {
    const database = await freshDatabase();
    await insertClearKey(database, "clear-key-on-load");
    const { user } = await createCustomer(database.db);
    const tokens = await issueTokens(database.db, user, testClock.now());
    expect(decodeProtectedHeader(tokens.accessToken).kid).toBe("clear-key-on-load");
    const [row] = await database.db.select().from(signingKeys).where(eq(signingKeys.id, "clear-key-on-load"));
    expect(row!.privateJwk).not.toHaveProperty("d");
  });

  it("detects a changed secret at start and names the variable", async () => {
    const database = await freshDatabase();
    const { user } = await createCustomer(database.db);
    await issueTokens(database.db, user, testClock.now());

    configureKeyEncryption("a-completely-different-secret-of-enough-length", "KEY_ENCRYPTION_KEY");
    const error = await prepareSigningKeys(database.db, testClock.now()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KeyEncryptionError);
    expect((error as Error).message).toMatch(/^KEY_ENCRYPTION_KEY: .*cannot be decrypted/);
    // Signing is refused too, rather than creating a second key behind the operator's back.
    await expect(issueTokens(database.db, user, testClock.now())).rejects.toBeInstanceOf(KeyEncryptionError);
    expect(await storedKeys(database)).toHaveLength(1);
  });
});
