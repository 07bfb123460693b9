import { Link, href } from "react-router";
import { PageHeading } from "~/components/PageHeading";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";

/** Title of the staff sign-in routes: they only render when something went wrong; 404 when OIDC is off. */
export function oidcMeta(error: unknown) {
  return error ? pageTitle(t("shell.notFound.title")) : pageTitle(t("staff.oidc.title"), true);
}

/** Why the staff sign-in did not work, with the ways on. */
export function OidcProblem({ message }: { message: string }) {
  return (
    <>
      <PageHeading lead={<p role="alert">{message}</p>}>{t("staff.oidc.title")}</PageHeading>
      <ul className="link-list">
        <li>
          <a href={href("/auth/oidc")}>{t("staff.oidc.retry")}</a>
        </li>
        <li>
          <Link to={href("/login")}>{t("staff.oidc.toLogin")}</Link>
        </li>
      </ul>
    </>
  );
}
