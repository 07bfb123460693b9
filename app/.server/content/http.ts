import { ttlCache } from "./cache";
import type { ContentFilter, ContentItem, ContentPort } from "./port";

/** How long an answer of the CMS is reused: an editor's change shows within this time. */
const TTL_MS = 30_000;

/**
 * A headless CMS over HTTP (Cockpit-style `GET {base}/{Collection}?simple=1&filter[Field]=value`).
 * Each answer is reused for 30 seconds, so pages do not wait for the CMS on every request.
 */
export function httpContent(
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): ContentPort {
  const base = baseUrl.replace(/\/$/, "");
  const cached = ttlCache<ContentItem[]>(TTL_MS, now);
  return {
    find(collection: string, filter: ContentFilter = {}) {
      const url = new URL(`${base}/${encodeURIComponent(collection)}`);
      url.searchParams.set("simple", "1");
      for (const [field, value] of Object.entries(filter)) url.searchParams.set(`filter[${field}]`, value);
      return cached(url.href, () => fetchFrom(url));
    },
  };

  async function fetchFrom(url: URL): Promise<ContentItem[]> {
    const response = await fetchImpl(url, {
      headers: { Accept: "application/json", "Accept-Language": "de" },
      signal: AbortSignal.timeout(60_000),
    });
    if (!response.ok) throw new Error(`content service answered ${response.status} for ${url.pathname}`);
    const body: unknown = await response.json();
    return Array.isArray(body) ? (body as ContentItem[]) : [];
  }
}
