import crypto from "node:crypto";
import { createCookie, type MiddlewareFunction } from "react-router";
import { CONSENT_COOKIE_DAYS } from "~/domain/constants";
import { secureCookies } from "./config";
import { requestOf } from "./route-request";
import { sessionContext } from "./session";

export type Consent = "accept" | "decline";

const DAY = 24 * 60 * 60;
export const consentCookie = createCookie("vp_consent", {
  maxAge: CONSENT_COOKIE_DAYS * DAY,
  path: "/",
  sameSite: "lax",
  httpOnly: true,
});
/** Tracking cookies (sessionID, userID); set only after the visitor accepted tracking. */
export const sessionIdCookie = createCookie("sessionID", { path: "/", sameSite: "lax", httpOnly: true });
/** Lifetime of the userID tracking cookie (named in the privacy notice). */
export const USER_ID_COOKIE_DAYS = 365;
export const userIdCookie = createCookie("userID", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: USER_ID_COOKIE_DAYS * DAY,
});

/** The consent of each request, read once: the tracking middleware and the root loader both ask. */
const consentOfRequest = new WeakMap<Request, Promise<Consent | null>>();

export function readConsent(request: Request): Promise<Consent | null> {
  let consent = consentOfRequest.get(request);
  if (!consent) {
    consent = parseConsent(request.headers.get("Cookie"));
    consentOfRequest.set(request, consent);
  }
  return consent;
}

async function parseConsent(cookieHeader: string | null): Promise<Consent | null> {
  const value: unknown = await consentCookie.parse(cookieHeader);
  return value === "accept" || value === "decline" ? value : null;
}

/**
 * The Set-Cookie headers that record a consent choice (and, on accept, start tracking). `secure`: as the session
 * cookie (`secureCookies` of the configuration), so none of them travels over plain http in production.
 */
export async function consentCookies(request: Request, consent: Consent, secure: boolean): Promise<string[]> {
  const cookies = [await consentCookie.serialize(consent, { secure })];
  if (consent === "accept") cookies.push(...(await trackingCookies(request, secure)));
  else {
    cookies.push(await sessionIdCookie.serialize("", { maxAge: 0, secure }));
    cookies.push(await userIdCookie.serialize("", { maxAge: 0, secure }));
  }
  return cookies;
}

async function trackingCookies(request: Request, secure: boolean): Promise<string[]> {
  const header = request.headers.get("Cookie");
  const cookies: string[] = [];
  if (!(await sessionIdCookie.parse(header)))
    cookies.push(await sessionIdCookie.serialize(crypto.randomUUID(), { secure }));
  if (!(await userIdCookie.parse(header)))
    cookies.push(await userIdCookie.serialize(crypto.randomUUID(), { secure }));
  return cookies;
}

export async function readTrackingIds(request: Request): Promise<{ sessionID?: string; userID?: string }> {
  const header = request.headers.get("Cookie");
  const sessionID: unknown = await sessionIdCookie.parse(header);
  const userID: unknown = await userIdCookie.parse(header);
  return {
    sessionID: typeof sessionID === "string" ? sessionID : undefined,
    userID: typeof userID === "string" ? userID : undefined,
  };
}

const TRACKED_PARAMS: Record<string, string> = {
  utm_medium: "utmMedium",
  utm_source: "utmSource",
  utm_campaign: "utmCampaign",
  gclid: "clientidGclid",
  clientId: "clientId",
};

/**
 * With consent given, keeps the tracking cookies alive and captures UTM parameters and the
 * landing page once per session; without consent it records nothing.
 */
export const trackingMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== "GET" || (await readConsent(request)) !== "accept") return next();
  const session = context.get(sessionContext);
  const url = new URL(request.url);
  if (!url.pathname.endsWith(".data") && !session.has("tracking")) {
    const tracking: Record<string, string> = { landingPageUrl: url.pathname + url.search };
    for (const [param, field] of Object.entries(TRACKED_PARAMS)) {
      const value = url.searchParams.get(param);
      if (value) tracking[field] = value.slice(0, 255);
    }
    session.set("tracking", tracking);
  }
  const response = await next();
  const secure = secureCookies(requestOf({ context }).runtime.config);
  for (const cookie of await trackingCookies(request, secure)) response.headers.append("Set-Cookie", cookie);
  return response;
};
