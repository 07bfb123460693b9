/**
 * What the sign-in page shows from the content service: the login promo
 * (PortalLoginPromo: Headline, HeadlineColor, Price, Content as Markdown or "ctabutton", Asset.path) and the two
 * ratings (Ratings: Google and Trusted Shops, with their captions). A missing or malformed entry, or a content
 * service that fails, hides its block: the sign-in form never depends on the CMS.
 */
import { logger } from "../logger";
import { renderContentMarkdown } from "./markdown";
import type { ContentItem, ContentPort } from "./port";

/** The promo entry the sign-in page shows (looked up by `filter[_id]`). */
export const LOGIN_PROMO_ID = "login-default";
/** Content value that asks for the call-to-action button instead of a text. */
const CTA_BUTTON = "ctabutton";
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export interface LoginPromo {
  headline: string;
  /** A #rrggbb accent from the CMS (decoration only; the headline keeps the portal's colour for contrast). */
  accent: string | null;
  price: string | null;
  /** The text as HTML (Markdown rendered on the server, raw HTML escaped); null with the CTA button. */
  html: string | null;
  /** "ctabutton": a link to the sign-up instead of a text. */
  cta: boolean;
  /** Only images from our own origin (a path), so the page's Content-Security-Policy holds. */
  image: { src: string; alt: string } | null;
}

export interface Rating {
  name: string;
  /** e.g. 4.7 */
  rating: number;
  maxRating: number;
  /**
   * Both as the page shows them, "4,7" and "5": formatted here on the server, so that the sign-in page does not
   * start the browser's number formatting (Intl.NumberFormat costs a phone 50–250 ms of main thread; decision 0068).
   */
  shown: { rating: string; max: string };
  caption: string;
}

export interface LoginContent {
  promo: LoginPromo | null;
  ratings: Rating[];
}

/** One decimal, German: 4.7 → "4,7"; a whole maximum without it: 5 → "5". */
const decimal = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function promoOf(entry: ContentItem | undefined): LoginPromo | null {
  const headline = text(entry?.Headline);
  if (!entry || !headline) return null;
  const content = text(entry.Content);
  const cta = content.toLowerCase() === CTA_BUTTON;
  const asset = (entry.Asset ?? {}) as Record<string, unknown>;
  const path = text(asset.path);
  const accent = text(entry.HeadlineColor);
  return {
    headline,
    accent: HEX_COLOR.test(accent) ? accent : null,
    price: text(entry.Price) || null,
    html: !cta && content ? renderContentMarkdown(content) : null,
    cta,
    image: path.startsWith("/") && !path.startsWith("//") ? { src: path, alt: text(asset.title) } : null,
  };
}

function ratingOf(entry: ContentItem): (Rating & { sort: number }) | null {
  const name = text(entry.Name);
  const caption = text(entry.Caption);
  const rating = Number(entry.Rating);
  const maxRating = Number(entry.MaxRating ?? 5);
  if (!name || !caption || !Number.isFinite(rating) || !(maxRating > 0) || rating < 0 || rating > maxRating) {
    return null;
  }
  const shown = { rating: decimal.format(rating), max: decimal.format(maxRating).replace(/,0$/, "") };
  return { name, caption, rating, maxRating, shown, sort: Number(entry.Sort) || 0 };
}

/** The promo and the published ratings; each is empty when the content service has none or fails. */
export async function loginContent(content: ContentPort): Promise<LoginContent> {
  const [promos, ratings] = await Promise.all([
    content.find("PortalLoginPromo", { _id: LOGIN_PROMO_ID, Status: "live" }).catch((error: unknown) => {
      logger.warn({ err: error }, "login promo unavailable");
      return [];
    }),
    content.find("Ratings", { Status: "publish" }).catch((error: unknown) => {
      logger.warn({ err: error }, "ratings unavailable");
      return [];
    }),
  ]);
  return {
    promo: promoOf(promos.find((entry) => entry._id === LOGIN_PROMO_ID)),
    ratings: ratings
      .map(ratingOf)
      .filter((rating) => rating !== null)
      .sort((a, b) => a.sort - b.sort)
      .map(({ sort: _sort, ...rating }) => rating),
  };
}
