/**
 * Route-specific extensions of the Content-Security-Policy (DESIGN.md "Outside scripts and hosts"; pricing,
 * issue 11 — the sites area adds map tiles the same way, so the lead may unify). A route's loader sets the
 * header `X-Route-CSP` (JSON: directive → extra sources); server/app.ts adds those sources to the policy
 * helmet wrote for that response and never sends the header itself. Only the directives listed here may be
 * extended, and only with host sources (no keywords such as 'unsafe-inline').
 */
export const ROUTE_CSP_HEADER = "X-Route-CSP";

const EXTENSIBLE = new Set(["script-src", "connect-src", "frame-src", "img-src", "style-src"]);
const HOST_SOURCE = /^(?:https?:\/\/)[a-z0-9*.-]+(?::\d{1,5})?$/i;

export type CspExtension = Partial<Record<string, string[]>>;

/** The header a loader returns: `data(value, { headers: routeCspHeaders({ "script-src": [...] }) })`. */
export function routeCspHeaders(extension: CspExtension): Record<string, string> {
  return { [ROUTE_CSP_HEADER]: JSON.stringify(extension) };
}

/** `policy` with the extension's sources added to its directives (a directive it lacks is created). */
export function extendPolicy(policy: string, headerValue: string): string {
  let extension: unknown;
  try {
    extension = JSON.parse(headerValue);
  } catch {
    return policy;
  }
  if (!extension || typeof extension !== "object") return policy;
  const directives = policy
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split(/\s+/));
  for (const [name, sources] of Object.entries(extension as Record<string, unknown>)) {
    if (!EXTENSIBLE.has(name) || !Array.isArray(sources)) continue;
    const hosts = sources.filter((s): s is string => typeof s === "string" && HOST_SOURCE.test(s));
    if (hosts.length === 0) continue;
    const directive = directives.find(([n]) => n === name);
    if (directive) directive.push(...hosts.filter((h) => !directive.includes(h)));
    else directives.push([name, "'self'", ...hosts]);
  }
  return directives.map((d) => d.join(" ")).join(";");
}
