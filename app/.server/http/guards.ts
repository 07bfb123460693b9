import type { IncomingMessage } from "node:http";

export const MAX_BODY_BYTES = 1024 * 1024;
export const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);

/** What a request says about where it was sent to: the Host it named and the scheme it came over. */
export interface RequestTarget {
  host?: string;
  proto: "http" | "https";
}

const firstValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim() || undefined;

/**
 * The host and scheme the browser used to reach us. Behind a trusted proxy (TRUST_PROXY, and the
 * peer is that proxy) X-Forwarded-Host and X-Forwarded-Proto name them; otherwise the Host header and
 * whether the socket is TLS. A client-written forwarded header is ignored unless `trusted`.
 */
export function requestTarget(
  headers: IncomingMessage["headers"],
  { encrypted, trusted }: { encrypted: boolean; trusted: boolean },
): RequestTarget {
  const forwardedProto = trusted ? firstValue(headers["x-forwarded-proto"])?.toLowerCase() : undefined;
  const proto =
    forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : encrypted ? "https" : "http";
  const host = (trusted ? firstValue(headers["x-forwarded-host"]) : undefined) ?? firstValue(headers.host);
  return { host, proto };
}

/** A Host value that is a plain host[:port], nothing with a path, user info or spaces. */
export function isPlainHost(host: string | undefined): host is string {
  return host !== undefined && /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host);
}

/**
 * The origins a form of ours can be posted from: the public BASE_URL and the origin of the request
 * itself (the portal opened at 127.0.0.1, at the machine's name, or through a proxy).
 */
export function ownOrigins(baseUrl: string, target: RequestTarget): string[] {
  const origins = [new URL(baseUrl).origin];
  // Only a plain host[:port] counts; anything with a path, user info or spaces is ignored.
  if (isPlainHost(target.host)) {
    try {
      const own = new URL(`${target.proto}://${target.host}`).origin;
      if (!origins.includes(own)) origins.push(own);
    } catch {
      // Not a host after all (e.g. a port out of range): only BASE_URL counts.
    }
  }
  return origins;
}

/**
 * The foreign origin a state-changing request comes from, or null when it is ours: its Origin names
 * another origin, or, lacking an Origin, its Referer does ("null" and unparsable values count as
 * foreign). A request with neither header is allowed: old browsers omit both, and the SameSite=Lax
 * session cookie is not sent on cross-site POSTs anyway.
 */
export function foreignOrigin(headers: IncomingMessage["headers"], own: readonly string[]): string | null {
  const origin = headers.origin;
  if (typeof origin === "string" && origin.length > 0) return own.includes(origin) ? null : origin;
  const referer = headers.referer;
  if (typeof referer === "string" && referer.length > 0) {
    let refererOrigin: string;
    try {
      refererOrigin = new URL(referer).origin;
    } catch {
      return "(unreadable Referer)";
    }
    return own.includes(refererOrigin) ? null : refererOrigin;
  }
  return null;
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
