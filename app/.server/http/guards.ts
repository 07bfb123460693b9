import { isUtf8 } from "node:buffer";
import type { IncomingMessage } from "node:http";
import { BodyTooLargeError } from "~/domain/errors";

export const MAX_BODY_BYTES = 1024 * 1024;
/** The funeral-site CSV upload (/backoffice/sites/import) takes a file of up to 6 MB. */
export const MAX_UPLOAD_BYTES = 7 * 1024 * 1024;
const UPLOAD_PATHS = new Set(["/backoffice/sites/import", "/backoffice/sites/import.data"]);

/** The most bytes a POST body to `path` may have. */
export function bodyLimit(path: string): number {
  return UPLOAD_PATHS.has(path) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;
}
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

/**
 * How much of a body over the limit is still read (and dropped): a client that sends 2 MB reads the 413 answer
 * instead of a reset connection (closing while it still writes resets the connection before it reads anything).
 * Beyond this the connection is closed.
 */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Reads a request body into memory, refusing more than `limit` bytes (BodyTooLargeError; `drained` when the rest
 * of the body, up to DRAIN_MAX_BYTES, was read and dropped so the answer can be sent on an open connection).
 */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > Math.max(limit, DRAIN_MAX_BYTES)) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Leaving the loop destroys the stream and with it the connection: only beyond what is drained.
    if (size > Math.max(limit, DRAIN_MAX_BYTES)) throw new BodyTooLargeError();
    if (size <= limit) chunks.push(chunk);
  }
  if (size > limit) throw new BodyTooLargeError(true);
  return Buffer.concat(chunks);
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const URLENCODED = /^application\/x-www-form-urlencoded\b/i;

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (a textarea sends those).
 * PostgreSQL refuses NUL in text; the others are invisible in every page and PDF that would show them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Why a request's form body or address cannot be read (app/.server/http/refusal.ts answers each). */
export type InputRefusal = "notForm" | "malformed" | "unreadableText";

/**
 * Decodes one percent-encoded part of a query or an urlencoded body (`+` is a space there, not in a path), or null when its
 * bytes are no UTF-8 (`%FF`, a cut-off sequence, a stray `%`) or it holds a control character.
 */
function decodeText(part: string, plusIsSpace = true): string | null {
  let text: string;
  try {
    text = decodeURIComponent(plusIsSpace ? part.replace(/\+/g, " ") : part);
  } catch {
    return null;
  }
  return CONTROL_CHARACTER.test(text) ? null : text;
}

/**
 * Whether a POST body can be read as the form every action expects, before any action runs:
 * - "notForm": no content type, or not a form (JSON, text, XML, …): `request.formData()` would throw;
 * - "malformed": a form body that does not parse (a multipart boundary that does not match);
 * - "unreadableText": bytes that are no UTF-8, or a control character (NUL, escape, …) in a name or value.
 * The portal has no file upload, so a multipart body is text throughout. An empty form is fine.
 */
export async function formRefusal(
  contentType: string | undefined,
  body: Buffer,
): Promise<InputRefusal | null> {
  if (!contentType || !FORM_TYPES.test(contentType)) return "notForm";
  if (body.length === 0) return null;
  // A multipart body may carry a file (the funeral-site CSV import), whose bytes the route judges itself;
  // its text fields are checked below (bytes that are no UTF-8 decode to U+FFFD there).
  const multipart = !URLENCODED.test(contentType);
  if (!multipart && !isUtf8(body)) return "unreadableText";
  if (!multipart) {
    for (const pair of body.toString("utf8").split("&")) {
      for (const part of pair.split("=")) if (decodeText(part) === null) return "unreadableText";
    }
    return null;
  }
  let form: FormData;
  try {
    form = await new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    return "malformed";
  }
  for (const [name, value] of form) {
    if (CONTROL_CHARACTER.test(name) || name.includes("\uFFFD")) return "unreadableText";
    if (typeof value === "string" && (CONTROL_CHARACTER.test(value) || value.includes("\uFFFD"))) {
      return "unreadableText";
    }
  }
  return null;
}

/** The JSON APIs (PayPal's webhook): their routes read a JSON body themselves and validate every field. */
const JSON_API_PATH = /^\/api\//;
const JSON_TYPE = /^application\/json\b/i;

/**
 * Whether a POST body can be read by the route it is for: a JSON API path takes JSON in UTF-8 (and nothing
 * else); every other path takes the form every action expects (`formRefusal`).
 */
export async function bodyRefusal(
  path: string,
  contentType: string | undefined,
  body: Buffer,
): Promise<InputRefusal | null> {
  if (!JSON_API_PATH.test(path)) return formRefusal(contentType, body);
  if (!contentType || !JSON_TYPE.test(contentType)) return "notForm";
  return isUtf8(body) ? null : "unreadableText";
}

/**
 * Whether a request's address (path and query, as sent) decodes to readable text: no byte sequence that
 * is no UTF-8 and no control character (a NUL in `?q=` would reach a database query). Null when it does.
 */
export function addressRefusal(url: string): InputRefusal | null {
  // Fast path for nearly every request: nothing encoded, nothing to decode.
  if (!url.includes("%")) return null;
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  for (const segment of path.split("/")) {
    if (decodeText(segment, false) === null) return "unreadableText";
  }
  if (queryAt >= 0) {
    for (const pair of url
      .slice(queryAt + 1)
      .split("#")[0]!
      .split("&")) {
      for (const part of pair.split("=")) if (decodeText(part) === null) return "unreadableText";
    }
  }
  return null;
}
