import type { IncomingMessage } from "node:http";

export const MAX_BODY_BYTES = 1024 * 1024;
export const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * True when a state-changing request comes from another site: its Origin names another origin,
 * or, lacking an Origin, its Referer does. A request with neither header is allowed: old browsers
 * omit both, and the SameSite=Lax session cookie is not sent on cross-site POSTs anyway.
 */
export function isCrossOrigin(headers: IncomingMessage["headers"], ownOrigins: readonly string[]): boolean {
  const origin = headers.origin;
  if (typeof origin === "string" && origin.length > 0) return !ownOrigins.includes(origin);
  const referer = headers.referer;
  if (typeof referer === "string" && referer.length > 0) {
    try {
      return !ownOrigins.includes(new URL(referer).origin);
    } catch {
      return true;
    }
  }
  return false;
}

export class BodyTooLargeError extends Error {}

/** Reads a request body into memory, refusing more than `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** True when a form body cannot be parsed (broken multipart boundary, bad encoding). */
export async function isMalformedForm(contentType: string | undefined, body: Buffer): Promise<boolean> {
  if (!contentType || !FORM_TYPES.test(contentType) || body.length === 0) return false;
  try {
    const form = await new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(body),
    }).formData();
    for (const [key] of form) decodeURIComponent(encodeURIComponent(key));
    return false;
  } catch {
    return true;
  }
}
