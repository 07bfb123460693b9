/**
 * What the log never shows, in one place: the query parameters whose values are secrets or personal data, and the
 * routes that carry a token in the path.
 *
 * Query parameters: mailed tokens and codes, OAuth state, keys, passwords, IBANs, and anything a person typed about
 * a person (e-mail addresses, names, phone numbers, birth dates, addresses), matched anywhere in the name; and the
 * short names of search fields, matched whole: `q` (the back office's customer search: a name or an e-mail
 * address) and `to` (the developer mailbox's address filter).
 */
const SECRET_PARAM =
  /token|code|state|e-?mail|user|pass(word)?|secret|iban|key|name|phone|birth|street|address|city|postal/i;
const TYPED_PARAMS = new Set(["q", "to", "query", "search"]);

/**
 * Routes that carry a token in the path itself, as the segment after the prefix (also as `<token>.data` for a
 * client-side navigation): the trusted person's read-access link `/einsicht/<token>` and the partner's sign-up
 * link `/register/partner/<token>`, which prefills a name, an e-mail address and a phone number. Every route
 * with a `:token` segment must be here (redact.test.ts checks the route table). Route matching ignores case, so
 * does this.
 */
const TOKEN_PATHS = [/^(\/einsicht\/)[^/?#]+/i, /^(\/register\/partner\/)[^/?#]+/i];

export const REDACTED = "[redacted]";

/**
 * A request URL (path and query, or absolute) fit for a log line: the value of every query parameter
 * that can carry a secret or personal data is replaced by "[redacted]".
 * `/activate-account?code=123&username=a%40b.de` → `/activate-account?code=[redacted]&username=[redacted]`.
 * A token in the path (TOKEN_PATHS) is replaced too: `/einsicht/AbC…` → `/einsicht/[redacted]`.
 * Anything that cannot be parsed keeps only its path, so a secret never reaches the log by accident.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return redactPath(url);
  const path = redactPath(url.slice(0, queryAt));
  const hashAt = url.indexOf("#", queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const parts = query.split("&").map((part) => {
    const equals = part.indexOf("=");
    const rawName = equals < 0 ? part : part.slice(0, equals);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, " "));
    } catch {
      return REDACTED;
    }
    if (equals < 0 || !(SECRET_PARAM.test(name) || TYPED_PARAMS.has(name.toLowerCase()))) return part;
    return `${rawName}=${REDACTED}`;
  });
  return `${path}?${parts.join("&")}`;
}

/** The path (root-relative or absolute) with the token segment of a TOKEN_PATHS route replaced. */
function redactPath(path: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path)?.[0] ?? "";
  const rest = path.slice(origin.length);
  for (const pattern of TOKEN_PATHS) {
    if (pattern.test(rest)) return origin + rest.replace(pattern, `$1${REDACTED}`);
  }
  return path;
}
