import { NavLink, Outlet } from "react-router";
import { backOfficeRequest } from "~/.server/route-request";
import { mayEnterBackOffice } from "~/.server/auth/actor";
import { t } from "~/i18n";
import type { Route } from "./+types/layout";
import { SECTIONS } from "./sections";
import styles from "./backoffice.module.css";

/** Customer care and admins only; everyone else gets 404. The navigation lists the sections the actor may use. */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await backOfficeRequest(args, "care");
  return {
    sections: SECTIONS.filter((section) => mayEnterBackOffice(actor, section.need)).map((section) => ({
      path: section.path,
      title: t(section.title),
    })),
  };
}

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.shell}>
      <nav aria-label={t("backoffice.nav")} className={styles.nav}>
        <ul>
          {loaderData.sections.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path}>{section.title}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
