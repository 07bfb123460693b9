import type { ContentFilter, ContentItem, ContentPort } from "./port";

/** A headless CMS over HTTP (Cockpit-style `GET {base}/{Collection}?simple=1&filter[Field]=value`). */
export function httpContent(baseUrl: string, fetchImpl: typeof fetch = fetch): ContentPort {
  const base = baseUrl.replace(/\/$/, "");
  return {
    async find(collection: string, filter: ContentFilter = {}) {
      const url = new URL(`${base}/${encodeURIComponent(collection)}`);
      url.searchParams.set("simple", "1");
      for (const [field, value] of Object.entries(filter)) url.searchParams.set(`filter[${field}]`, value);
      const response = await fetchImpl(url, {
        headers: { Accept: "application/json", "Accept-Language": "de" },
        signal: AbortSignal.timeout(60_000),
      });
      if (!response.ok) throw new Error(`content service answered ${response.status} for ${collection}`);
      const body: unknown = await response.json();
      return Array.isArray(body) ? (body as ContentItem[]) : [];
    },
  };
}
