import { useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  href,
} from "react-router";
import { AdminBanner } from "~/components/AdminBanner";
import { CookieBanner } from "~/components/CookieBanner";
import { SiteFooter, type FooterVariant } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { RouteAnnouncer } from "~/components/RouteAnnouncer";
import { SkipLink } from "~/components/SkipLink";
import { ToastRegion } from "~/components/ToastRegion";
import { actorMiddleware } from "~/.server/auth/middleware";
import { readConsent, trackingMiddleware } from "~/.server/consent";
import { cookieConsentTexts } from "~/.server/content/port";
import { requestOf } from "~/.server/route-request";
import { refusalMiddleware } from "~/.server/http/refusal";
import { maintenanceMiddleware } from "~/.server/http/maintenance";
import { pagePath } from "~/.server/http/url";
import { heldProvisionSummary } from "~/.server/services/staff";
import { sessionMiddleware, takeForgetPages } from "~/.server/session";
import { takeToasts } from "~/.server/toast";
import { pageDescription, pageTitle } from "~/meta";
import { DocumentStyles } from "~/document-styles";
import { useNonce } from "~/nonce";
import type { Route } from "./+types/root";
import { ErrorPage, errorView } from "~/routes/shell/error-page";
import "~/styles/global.css";
import "~/root.css";

/** Per-route options read by the shell: `export const handle = { footer: "simple" }`. */
export interface RouteHandle {
  footer?: FooterVariant;
}

export const middleware: Route.MiddlewareFunction[] = [
  refusalMiddleware,
  sessionMiddleware,
  trackingMiddleware,
  actorMiddleware,
  ...maintenanceMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime, db, config, session, actor } = requestOf({ context });
  const consent = await readConsent(request);
  const cookieTexts =
    consent === null && pagePath(request).path !== href("/cookie-consent")
      ? await cookieConsentTexts(runtime.content, new URL(request.url).origin)
      : null;
  const held = actor?.heldProvisionId ? await heldProvisionSummary(db, actor) : null;
  if (actor?.heldProvisionId && !held) session.unset("heldProvisionId");
  return data({
    held,
    toasts: takeToasts(context),
    forgetPages: takeForgetPages(context),
    cookieTexts,
    user: actor ? { displayName: actor.displayName } : null,
    isAdmin: actor?.isStaff ?? false,
    hotline: config.hotline,
  });
}

/**
 * The error page's own headers: only Retry-After of the 503 pages, "offers are being prepared" (decision 0059) and
 * maintenance (decision 0102).
 */
export function headers({ errorHeaders }: Route.HeadersArgs): HeadersInit {
  const retryAfter = errorHeaders?.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.ico", sizes: "any" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // `<html data-hydrated>` once the page's scripts have taken over (decision 0068: they start after the first
  // paint): the end-to-end tests wait for it before they use what only the scripts do (Esc, focus moves).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  const root = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const location = useLocation();
  const toasts = root?.toasts ?? [];
  const footer =
    [...matches]
      .reverse()
      .map((m) => (m.handle as RouteHandle | undefined)?.footer)
      .find(Boolean) ?? "default";

  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <DocumentStyles nonce={nonce} />
        {/* The first paint waits until the page's content is parsed (decision 0110): without it a slow phone paints the
            header and banners first and the content a moment later, a second "largest paint". */}
        <link rel="expect" href="#main" blocking="render" />
        <Links />
      </head>
      <body>
        <SkipLink />
        {root?.cookieTexts ? (
          <CookieBanner
            texts={{
              headline: root.cookieTexts.headline,
              text: root.cookieTexts.text,
              accept: root.cookieTexts.accept,
              decline: root.cookieTexts.decline,
              privacyLink: root.cookieTexts.privacyLink,
            }}
          />
        ) : null}
        {root?.held ? (
          <AdminBanner customerName={root.held.displayName} provisionNumber={String(root.held.number)} />
        ) : null}
        <SiteHeader
          user={root ? root.user : undefined}
          isAdmin={root?.isAdmin ?? false}
          heldCustomer={root?.held?.displayName}
          currentPath={location.pathname}
          hotline={root?.hotline}
        />
        <main id="main" tabIndex={-1}>
          {/* Messages at the top of the content, where the page starts after every action (decision 0039). */}
          <ToastRegion toasts={toasts} />
          {children}
        </main>
        <RouteAnnouncer messageIds={toasts.map((toast) => toast.id)} />
        <SiteFooter variant={footer} hotline={root?.hotline} />
        {/* After a sign-out: clears the browser's cache once more, the page just left included (decision 0111). */}
        {root?.forgetPages ? <img src={href("/cache/clear")} alt="" hidden /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  return error ? pageTitle(errorView(error).title) : pageDescription();
}

/** One error page for every status (400, 403, 404, 409, 429, 500): German heading and line, never a stack trace. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
