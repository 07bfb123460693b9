import { href, isRouteErrorResponse } from "react-router";
import { ButtonLink } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { telHref } from "~/components/SiteFooter";
import { WayOut } from "~/components/WayOut";
import type { Hotline } from "~/domain/constants";
import type { WayOut as WayOutKind } from "~/domain/features";
import { HTTP_ERRORS } from "~/domain/http-errors";
import { t, type MessageKey } from "~/i18n";
import { NotFoundPage } from "./not-found-page";

/** Statuses with a heading of their own; any other 4xx gets the general heading, 5xx the general page. */
const HEADINGS: Record<number, MessageKey> = {
  400: "shell.error.400.title",
  403: "shell.error.403.title",
  404: "shell.error.404.title",
  409: "shell.error.409.title",
  429: "shell.error.429.title",
};

export interface ErrorView {
  status: number;
  title: string;
  message: string;
  /** A 404 nobody explained: no route matched this address. */
  unknownPage: boolean;
  /** What the customer can do about a refused feature (confirm the e-mail, choose a plan). */
  wayOut: WayOutKind | null;
  /**
   * A calm 503 page with the hotline: "offers are being prepared" of an empty catalogue (decision 0059) or
   * maintenance (decision 0102).
   */
  calm: { page: CalmPage; hotline: Hotline } | null;
}

type CalmPage = "preparing" | "maintenance";

/**
 * A calm 503 page and its hotline: "being prepared" (`requireCatalogue` in app/.server/catalogue-ready.ts) or
 * maintenance (`maintenanceMiddleware` in app/.server/http/maintenance.ts); null for any other answer.
 */
function calmPage(status: number, data: unknown): ErrorView["calm"] {
  if (status !== 503 || typeof data !== "object" || data === null) return null;
  const { preparing, maintenance, hotline } = data as {
    preparing?: unknown;
    maintenance?: unknown;
    hotline?: Partial<Hotline>;
  };
  if (typeof hotline?.number !== "string" || typeof hotline.hours !== "string") return null;
  const page: CalmPage | null =
    maintenance === true ? "maintenance" : preparing === true ? "preparing" : null;
  return page ? { page, hotline: { number: hotline.number, hours: hotline.hours } } : null;
}

const WAY_OUTS: readonly string[] = ["confirmEmail", "choosePlan"] satisfies WayOutKind[];
const givenWayOut = (data: unknown): WayOutKind | null =>
  typeof data === "object" && data !== null && "wayOut" in data && WAY_OUTS.includes(String(data.wayOut))
    ? (data.wayOut as WayOutKind)
    : null;

const givenMessage = (data: unknown) =>
  typeof data === "object" && data !== null && "message" in data && typeof data.message === "string"
    ? data.message
    : null;

/**
 * What the error page says. A route answers a 4xx with `throw data({ message }, { status })` (see
 * app/.server/intent.ts): the message shows under the status's heading. Anything else (a thrown Error, a 5xx)
 * shows the general German text, never its technical message.
 */
export function errorView(error: unknown): ErrorView {
  const response = isRouteErrorResponse(error) ? error : null;
  const calm = response ? calmPage(response.status, response.data) : null;
  if (calm) {
    return {
      status: 503,
      title: t(`shell.${calm.page}.title`),
      message: t(`shell.${calm.page}.text`),
      unknownPage: false,
      wayOut: null,
      calm,
    };
  }
  const status = response && response.status >= 400 && response.status < 500 ? response.status : 500;
  const given = status < 500 ? givenMessage(response?.data) : null;
  const known = (HTTP_ERRORS as Record<number, MessageKey | undefined>)[status];
  if (status === 404 && !given) {
    return {
      status,
      title: t("shell.notFound.title"),
      message: t("shell.notFound.text"),
      unknownPage: true,
      wayOut: null,
      calm: null,
    };
  }
  return {
    status,
    title: t(HEADINGS[status] ?? "shell.error.title"),
    message: given ?? (status === 500 || !known ? t("error.general") : t(known)),
    unknownPage: false,
    wayOut: status < 500 ? givenWayOut(response?.data) : null,
    calm: null,
  };
}

/** The German error page for every status: a heading, one line, a link home. */
export function ErrorPage({ error }: { error: unknown }) {
  const view = errorView(error);
  if (view.unknownPage) return <NotFoundPage />;
  if (view.calm) {
    const { number, hours } = view.calm.hotline;
    return (
      <>
        <PageHeading lead={<p>{view.message}</p>}>{view.title}</PageHeading>
        <p>
          {t("shell.preparing.hotline")} <a href={telHref(number)}>{number.replace(/ /g, "\u00a0")}</a> (
          {hours})
        </p>
        {/* In maintenance the start page is this page too: no way round in a circle. */}
        {view.calm.page === "preparing" ? (
          <ButtonLink to={href("/")} variant="secondary">
            {t("shell.error.home")}
          </ButtonLink>
        ) : null}
      </>
    );
  }
  return (
    <>
      <PageHeading lead={<p>{view.message}</p>}>{view.title}</PageHeading>
      {view.wayOut ? <WayOut kind={view.wayOut} /> : null}
      <ButtonLink to={href("/")} variant={view.wayOut ? "secondary" : "primary"}>
        {t("shell.error.home")}
      </ButtonLink>
    </>
  );
}
