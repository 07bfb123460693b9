import crypto from "node:crypto";

const NONCE_BYTES = 16;
const BLOCK_BYTES = 256 * NONCE_BYTES;
let block = Buffer.alloc(0);
let offset = 0;

/**
 * A Content-Security-Policy nonce: 16 bytes of the system's CSPRNG in base64, never handed out twice. The bytes
 * come from a block of 256 nonces filled at once (as Node's randomUUID keeps its entropy), so a page request
 * costs no system call of its own.
 */
export function newNonce(): string {
  if (offset + NONCE_BYTES > block.length) {
    block = crypto.randomBytes(BLOCK_BYTES);
    offset = 0;
  }
  const nonce = block.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}
