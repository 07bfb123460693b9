const BASE = "http://portal.invalid";
const OTHER_BASE = "https://other.invalid";

/**
 * Returns `to` when it is a path on this site, otherwise `fallback`.
 *
 * The check applies to the path that is returned, not only to the input: the URL parser resolves dot
 * segments ("/./", "/../", "/%2e/") so "/.//evil.example" would otherwise come out as "//evil.example",
 * which a browser reads as another host. Absolute and protocol-relative URLs ("//evil", "/\\evil"),
 * backslashes and control characters (tabs and newlines the parser would drop) send to the fallback.
 */
export function safeRedirectPath(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!isLocalPath(to)) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  let result: string;
  try {
    const url = new URL(to, BASE);
    if (url.origin !== BASE) return fallback;
    result = url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
  // The normalised result must itself be a local path that resolves to the same place against any base.
  if (!isLocalPath(result) || /%(2f|5c)/i.test(result.split(/[?#]/)[0] ?? "")) return fallback;
  try {
    if (new URL(result, OTHER_BASE).origin !== OTHER_BASE) return fallback;
  } catch {
    return fallback;
  }
  return result;
}

function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}
