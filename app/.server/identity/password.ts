/**
 * Password hashing with scrypt from node:crypto (no native addons). Stored form, PHC-style:
 * `$scrypt$ln=15,r=8,p=1$<salt base64>$<hash base64>` — the parameters travel with the hash, so they can be
 * raised later without invalidating existing passwords.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";
import pLimit from "p-limit";
import { ServiceError } from "~/domain/errors";

interface Params {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  r: number;
  p: number;
}

const CURRENT: Params = { ln: 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Bounds for parameters read from a stored hash, so a corrupt row cannot make us burn memory. */
const MAX_LN = 20;
const MAX_R = 16;
const MAX_P = 4;
const PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

/**
 * Hashes computed at once: one core fewer than the machine has (at least one). scrypt runs on libuv's four
 * threads; when a crowd signs in at once, four hashes at a time took both cores of a small server from the
 * thread that answers every other page. Further hashes wait their turn here (decision 0067, "Sign-in").
 */
const HASH_WORKERS = Math.max(1, availableParallelism() - 1);
const hashing = pLimit(HASH_WORKERS);

/**
 * Hashes that may wait their turn (decision 0098): about two seconds of work per worker (a hash takes 50–100 ms).
 * In a sign-in storm a further check is refused at once — 503 "bitte versuchen Sie es in einer Minute noch
 * einmal" — instead of waiting a minute in the queue while the browser shows nothing.
 */
const MAX_WAITING_HASHES = HASH_WORKERS * 20;
let maxWaiting = MAX_WAITING_HASHES;

/** For tests: the queue's length limit (without an argument, the default again). */
export function setMaxWaitingHashes(limit = MAX_WAITING_HASHES): void {
  maxWaiting = limit;
}

/** Throws `signInBusy` (503) when the queue of password hashes is full; checked before anything is counted. */
export function refuseWhenHashingFull(): void {
  if (hashing.pendingCount >= maxWaiting) {
    throw new ServiceError("signInBusy", { detail: `${hashing.pendingCount} password hashes waiting` });
  }
}

function derive(password: string, salt: Buffer, params: Params, length: number): Promise<Buffer> {
  refuseWhenHashingFull();
  return hashing(() => scryptOnce(password, salt, params, length));
}

function scryptOnce(password: string, salt: Buffer, params: Params, length: number): Promise<Buffer> {
  const options: ScryptOptions = {
    N: 2 ** params.ln,
    r: params.r,
    p: params.p,
    // scrypt needs 128·N·r bytes; the default limit (32 MiB) is exactly too small for N=2^15, r=8.
    maxmem: 256 * 2 ** params.ln * params.r,
  };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize("NFC"), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, CURRENT, KEY_BYTES);
  const { ln, r, p } = CURRENT;
  return `$scrypt$ln=${ln},r=${r},p=${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

function parse(stored: string): { params: Params; salt: Buffer; key: Buffer } | null {
  const match = PATTERN.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  if (params.ln < 1 || params.ln > MAX_LN || params.r < 1 || params.r > MAX_R) return null;
  if (params.p < 1 || params.p > MAX_P) return null;
  const keyBytes = Buffer.from(key!, "base64");
  if (keyBytes.length < 16) return null;
  return { params, salt: Buffer.from(salt!, "base64"), key: keyBytes };
}

/** Constant-time check of a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of a real verification and answers false: used for unknown accounts and accounts
 * without a password, so the response time does not reveal which e-mails have an account.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(12).toString("base64"));
  await verifyPassword(password, await dummy);
  return false;
}
