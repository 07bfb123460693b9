/**
 * The legal pages (imprint, privacy notice, terms): Markdown from the content port (collection
 * `LegalPage`, seeded from content/legal/*.md or served by the CMS), rendered on the server with the
 * operator's data, the hotline and the business constants filled in. Rendered pages are cached per
 * configuration and Markdown text: they change only with a deploy or a content change.
 */
import { CONSENT_COOKIE_DAYS } from "~/domain/constants";
import {
  BASE_PLAN_PRICE_CENTS_PER_YEAR,
  CONSUMER_WITHDRAWAL_DAYS,
  PRICE_GUARANTEE_PRICE_CENTS_PER_YEAR,
  SEPA_REFUND_WEEKS,
} from "~/domain/pricing/constants";
import { TRIAL_DAYS } from "~/domain/billing/trial";
import { formatCents } from "~/i18n/currency";
import { OIDC_STATE_COOKIE } from "../auth/oidc";
import type { Config } from "../config";
import { consentCookie, sessionIdCookie, USER_ID_COOKIE_DAYS, userIdCookie } from "../consent";
import { SESSION_COOKIE } from "../runtime";
import { mailLink, phoneLink, renderMarkdown, type Placeholders, type RenderedMarkdown } from "./markdown";
import type { ContentPort } from "./port";

export const LEGAL_SLUGS = ["impressum", "datenschutz", "agb"] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const LEGAL_COLLECTION = "LegalPage";

export function isLegalSlug(value: string): value is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(value);
}

/** Lifetime of the OIDC state cookie in minutes (set only during a staff sign-in). */
const OIDC_STATE_MINUTES = 10;

/** Every placeholder the legal Markdown may use, with its value for this configuration. */
export function legalPlaceholders(config: Pick<Config, "operator" | "hotline" | "BASE_URL">): Placeholders {
  const { operator, hotline } = config;
  return {
    "operator.name": operator.name,
    "operator.address": operator.address,
    "operator.addressLine": operator.address.join(", "),
    "operator.representative": operator.representative,
    "operator.register": operator.register ?? "Keine Eintragung in ein Handelsregister.",
    "operator.vatId": operator.vatId ?? "nicht vorhanden",
    "operator.email": mailLink(operator.email),
    "operator.phone": phoneLink(operator.phone),
    "operator.dpo": operator.dpo,
    "processor.hosting": operator.hosting ?? "ein von uns beauftragter Hosting-Dienstleister",
    "processor.mail": operator.mailProvider ?? "ein von uns beauftragter E-Mail-Versanddienstleister",
    "processor.bank": operator.bank ?? "unser kontoführendes Kreditinstitut",
    "processor.maps": operator.mapProvider ?? "ein von uns beauftragter Kartendienst",
    "hotline.number": phoneLink(hotline.number),
    "hotline.hours": hotline.hours,
    "site.url": config.BASE_URL,
    "plan.price": formatCents(BASE_PLAN_PRICE_CENTS_PER_YEAR),
    "plan.priceGuarantee": formatCents(PRICE_GUARANTEE_PRICE_CENTS_PER_YEAR),
    "plan.trialDays": String(TRIAL_DAYS),
    "withdrawal.days": String(CONSUMER_WITHDRAWAL_DAYS),
    "sepa.refundWeeks": String(SEPA_REFUND_WEEKS),
    "cookie.session": SESSION_COOKIE,
    "cookie.consent": consentCookie.name,
    "cookie.consentDays": String(CONSENT_COOKIE_DAYS),
    "cookie.sessionId": sessionIdCookie.name,
    "cookie.userId": userIdCookie.name,
    "cookie.userIdDays": String(USER_ID_COOKIE_DAYS),
    "cookie.oidc": OIDC_STATE_COOKIE,
    "cookie.oidcMinutes": String(OIDC_STATE_MINUTES),
  };
}

export type LegalPage = RenderedMarkdown & { slug: LegalSlug };

/** Rendered pages per configuration object, keyed by slug and Markdown text. */
const rendered = new WeakMap<object, Map<string, LegalPage>>();

/** The rendered legal page, or null when the content port has no live entry for it. */
export async function legalPage(
  content: ContentPort,
  config: Pick<Config, "operator" | "hotline" | "BASE_URL">,
  slug: LegalSlug,
): Promise<LegalPage | null> {
  const [entry] = await content.find(LEGAL_COLLECTION, { Slug: slug, Status: "live" });
  const body = entry?.Body;
  if (typeof body !== "string" || body.trim() === "") return null;
  let pages = rendered.get(config);
  if (!pages) {
    pages = new Map();
    rendered.set(config, pages);
  }
  const key = `${slug}\n${body}`;
  let page = pages.get(key);
  if (!page) {
    page = { slug, ...renderMarkdown(body, legalPlaceholders(config)) };
    // Old texts of a page drop out when the CMS changes it.
    for (const old of pages.keys()) if (old.startsWith(`${slug}\n`)) pages.delete(old);
    pages.set(key, page);
  }
  return page;
}
