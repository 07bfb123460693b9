/**
 * IBANs encrypted at rest (AES-256-GCM), in payments.iban_encrypted and in the stepper's draft. The key is
 * derived by HKDF-SHA256 from KEY_ENCRYPTION_KEY when it is set (the variable that already protects the
 * JWT signing keys, with a purpose of its own); otherwise a random key generated on first use and kept in
 * DATA_DIR/iban-key (the embedded default). Format: "v1.<iv>.<tag>.<ciphertext>", base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../../config";

const HKDF_INFO = "vorsorgeportal iban encryption v1";
const VERSION = "v1";
const IV_BYTES = 12;
const keys = new Map<string, Buffer>();

type KeySource = Pick<Config, "KEY_ENCRYPTION_KEY" | "DATA_DIR">;

function keyFromDataDir(dataDir: string): Buffer {
  const file = path.join(dataDir, "iban-key");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64url");
  } catch {
    const key = randomBytes(32);
    try {
      fs.writeFileSync(file, key.toString("base64url"), { mode: 0o600, flag: "wx" });
      return key;
    } catch {
      // Another request created it first: use that one.
      return Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64url");
    }
  }
}

/** The 32-byte key for `config` (cached per source). */
export function ibanKey(config: KeySource): Buffer {
  const cacheKey = config.KEY_ENCRYPTION_KEY ? `kek:${config.KEY_ENCRYPTION_KEY}` : `dir:${config.DATA_DIR}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = config.KEY_ENCRYPTION_KEY
      ? Buffer.from(hkdfSync("sha256", config.KEY_ENCRYPTION_KEY, Buffer.alloc(0), HKDF_INFO, 32))
      : keyFromDataDir(config.DATA_DIR);
    if (key.length !== 32) throw new Error("iban key: DATA_DIR/iban-key does not hold 32 bytes");
    keys.set(cacheKey, key);
  }
  return key;
}

export function encryptIban(key: Buffer, iban: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(iban, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url"));
  return [VERSION, ...parts].join(".");
}

/** The IBAN, or null when the value is not ours (tampered, other key, malformed). */
export function decryptIban(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, data, ...rest] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || !data || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
