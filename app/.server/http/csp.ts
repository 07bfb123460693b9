/**
 * Route-specific Content-Security-Policy extensions (docs/architecture.md,
 * docs/decisions/0016-funeral-site-map.md). The policy set by server/app.ts is strict for every page; a route
 * that needs an outside host (map tiles, PayPal) adds it for its own responses only:
 *
 *   loader:  return data(result, { headers: cspExtension({ "img-src": [tileOrigin] }) });
 *   module:  export const headers = forwardCspExtension;
 *
 * The route's response then carries the internal header below; server/app.ts removes it and merges the
 * sources into that response's policy. Only plain http(s) origins (optionally "*." subdomains) are accepted,
 * so a route cannot add keywords such as 'unsafe-inline' by accident.
 */

/** Internal response header between route modules and server/app.ts; never sent to the browser. */
export const CSP_EXTENSION_HEADER = "x-vp-csp-extension";

/** Directives a route may extend. */
export const EXTENSIBLE_DIRECTIVES = [
  "img-src",
  "connect-src",
  "script-src",
  "frame-src",
  "style-src",
] as const;
export type ExtensibleDirective = (typeof EXTENSIBLE_DIRECTIVES)[number];
export type CspExtension = Partial<Record<ExtensibleDirective, string[]>>;

const SOURCE =
  /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** Whether `source` is an origin a route may add ("https://tile.openstreetmap.org", "https://*.paypal.com"). */
export function isExtensionSource(source: string): boolean {
  return SOURCE.test(source);
}

/**
 * The CSP source for the host of a URL template such as "https://{s}.tile.example.org/{z}/{x}/{y}.png":
 * the origin, with a "{s}" subdomain placeholder as "*.". Throws for anything that is not an http(s) URL.
 */
export function sourceOfUrlTemplate(template: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) throw new TypeError(`not an http(s) URL: ${template}`);
  const host = match[2]!.toLowerCase().replace(/^\{s\}\./, "*.");
  const source = `${match[1]!.toLowerCase()}://${host}`;
  if (!isExtensionSource(source)) throw new TypeError(`not a plain origin: ${source}`);
  return source;
}

/** The header a route returns (from its loader) to extend its page's policy. */
export function cspExtension(extension: CspExtension): Record<string, string> {
  for (const [directive, sources] of Object.entries(extension)) {
    if (!(EXTENSIBLE_DIRECTIVES as readonly string[]).includes(directive)) {
      throw new TypeError(`CSP directive ${directive} cannot be extended`);
    }
    for (const source of sources ?? []) {
      if (!isExtensionSource(source)) throw new TypeError(`not a CSP origin: ${source}`);
    }
  }
  return { [CSP_EXTENSION_HEADER]: JSON.stringify(extension) };
}

/** A route module's `headers` export: passes the loader's extension on to the document response. */
export function forwardCspExtension({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  const headers = new Headers();
  const extension = loaderHeaders.get(CSP_EXTENSION_HEADER);
  if (extension !== null) headers.set(CSP_EXTENSION_HEADER, extension);
  return headers;
}

/** Parses the internal header; invalid content is ignored (an empty extension), never loosening the policy. */
export function parseCspExtension(value: string | null | undefined): CspExtension {
  if (!value) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  const result: CspExtension = {};
  for (const directive of EXTENSIBLE_DIRECTIVES) {
    const sources = (parsed as Record<string, unknown>)[directive];
    if (!Array.isArray(sources)) continue;
    const valid = sources.filter((s): s is string => typeof s === "string" && isExtensionSource(s));
    if (valid.length > 0) result[directive] = valid;
  }
  return result;
}

/**
 * `policy` with the extension's sources added to their directives. A directive missing from the policy is
 * created from `default-src` (as the browser would fall back to it) plus the new sources.
 */
export function extendPolicy(policy: string, extension: CspExtension): string {
  const directives = policy
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = "", ...sources] = part.split(/\s+/);
      return { name: name.toLowerCase(), sources };
    });
  const fallback = directives.find((d) => d.name === "default-src")?.sources ?? ["'self'"];
  for (const [name, sources] of Object.entries(extension) as [ExtensibleDirective, string[]][]) {
    let directive = directives.find((d) => d.name === name);
    if (!directive) {
      directive = { name, sources: fallback.filter((s) => s !== "'none'") };
      directives.push(directive);
    }
    if (directive.sources.length === 1 && directive.sources[0] === "'none'") directive.sources = [];
    for (const source of sources) if (!directive.sources.includes(source)) directive.sources.push(source);
  }
  return directives.map((d) => [d.name, ...d.sources].join(" ")).join(";");
}
