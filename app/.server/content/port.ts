/**
 * The content port: Cockpit-style collections queried with `filter[Field]=value`
 * and `simple=1`. The embedded adapter reads the seeded content_entries table; the HTTP adapter
 * talks to a headless CMS at CONTENT_URL.
 */
export type ContentFilter = Record<string, string>;
export type ContentItem = Record<string, unknown>;

export interface ContentPort {
  find(collection: string, filter?: ContentFilter): Promise<ContentItem[]>;
}

export interface CookieConsentTexts {
  headline: string;
  text: string;
  accept: string;
  decline: string;
  privacyLink?: { label: string; href: string };
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

/** The cookie-consent texts for an origin, falling back to the default entry. */
export async function cookieConsentTexts(
  content: ContentPort,
  origin: string,
): Promise<CookieConsentTexts | null> {
  const entries = await content.find("CookieConsent", { Status: "live" });
  const entry = entries.find((e) => e.Origin === origin) ?? entries.find((e) => e.Origin === "default");
  if (!entry) return null;
  const href = str(entry.PrivacyLinkUrl);
  return {
    headline: str(entry.Headline),
    text: str(entry.Text),
    accept: str(entry.AcceptLabel),
    decline: str(entry.DeclineLabel),
    privacyLink: href ? { label: str(entry.PrivacyLinkLabel), href } : undefined,
  };
}
