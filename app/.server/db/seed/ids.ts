import { createHash } from "node:crypto";

/** Namespace of the portal's deterministic ids (a random v4 uuid fixed once). */
const NAMESPACE = "6f1c2a9e-3b7d-4e58-9a41-0c2d8b7e5f13";

/**
 * A name-based (RFC 9562 version 5, SHA-1) uuid, so reference rows get the same id in every database
 * (e.g. `stableUuid("product:SA-1001")`).
 */
export function stableUuid(name: string): string {
  const namespace = Buffer.from(NAMESPACE.replace(/-/g, ""), "hex");
  const bytes = createHash("sha1").update(namespace).update(name, "utf8").digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const productId = (articleNumber: string): string => stableUuid(`product:${articleNumber}`);
export const serviceId = (identifier: string): string => stableUuid(`service:${identifier}`);
export const extraId = (key: string): string => stableUuid(`extra:${key}`);
