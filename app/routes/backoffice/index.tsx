import { Link } from "react-router";
import { requestOf } from "~/.server/route-request";
import { isAdmin, mayEnterBackOffice } from "~/.server/auth/actor";
import { PageHeading } from "~/components/PageHeading";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/index";
import { SECTIONS } from "./sections";
import styles from "./backoffice.module.css";
import { withErrorPages } from "~/.server/service-errors";

/** The back office's start page: the sections the actor may use, each with one line on what it is for. */
export const loader = withErrorPages(async function loader(args: Route.LoaderArgs) {
  const { actor } = requestOf(args, "staff");
  return {
    admin: isAdmin(actor),
    sections: SECTIONS.filter((section) => mayEnterBackOffice(actor, section.need)).map((section) => ({
      path: section.path,
      title: t(section.title),
      lead: t(section.lead),
    })),
  };
});

export const meta = () => pageTitle(t("backoffice.title"));

export default function BackOfficeStart({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading lead={<p>{t(loaderData.admin ? "backoffice.lead.admin" : "backoffice.lead.care")}</p>}>
        {t("backoffice.title")}
      </PageHeading>
      <ul className={styles.sections}>
        {loaderData.sections.map((section) => (
          <li key={section.path}>
            <h2>
              <Link to={section.path}>{section.title}</Link>
            </h2>
            <p>{section.lead}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
