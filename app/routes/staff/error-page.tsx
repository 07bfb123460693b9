import { isRouteErrorResponse, href } from "react-router";
import { ButtonLink } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";

interface ErrorView {
  title: string;
  message: string;
  link: { to: string; label: string };
}

function errorView(error: unknown): ErrorView {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data: unknown = isRouteErrorResponse(error) ? error.data : null;
  const given =
    typeof data === "object" && data !== null && "message" in data && typeof data.message === "string"
      ? data.message
      : null;
  if (status === 403) {
    return {
      title: t("staff.forbidden.title"),
      message: given ?? t("error.http.403"),
      link: { to: href("/"), label: t("staff.home") },
    };
  }
  if (status === 404) {
    return {
      title: t("staff.notFound.title"),
      message: t("staff.notFound.text"),
      link: { to: href("/salesforce"), label: t("staff.backToSearch") },
    };
  }
  return {
    title: t("shell.error.title"),
    message: t("error.general"),
    link: { to: href("/"), label: t("staff.home") },
  };
}

/** Document title of a staff route that failed (none of its own otherwise). */
export function staffErrorMeta(error: unknown) {
  return error ? pageTitle(errorView(error).title) : [];
}

/** Error page of the staff routes: 403 for customers, 404 for an unknown provision, else the general text. */
export function StaffErrorPage({ error }: { error: unknown }) {
  const view = errorView(error);
  return (
    <>
      <PageHeading lead={<p>{view.message}</p>}>{view.title}</PageHeading>
      <ButtonLink to={view.link.to}>{view.link.label}</ButtonLink>
    </>
  );
}
