/** Query parameters whose values are secrets or personal data: mailed tokens and codes, e-mail addresses, passwords. */
const SECRET_PARAM = /token|code|state|e-?mail|user(name)?|pass(word)?|secret|iban/i;

export const REDACTED = "[redacted]";

/**
 * A request URL (path and query, or absolute) fit for a log line: the value of every query parameter
 * that can carry a token, a code, an e-mail address or a password is replaced by "[redacted]".
 * `/activate-account?code=123&username=a%40b.de` → `/activate-account?code=[redacted]&username=[redacted]`.
 * Anything that cannot be parsed keeps only its path, so a secret never reaches the log by accident.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return url;
  const path = url.slice(0, queryAt);
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
    if (equals < 0 || !SECRET_PARAM.test(name)) return part;
    return `${rawName}=${REDACTED}`;
  });
  return `${path}?${parts.join("&")}`;
}
