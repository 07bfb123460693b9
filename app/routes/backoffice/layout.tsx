import { NavLink, Outlet } from "react-router";
import { requestOf } from "~/.server/route-request";
import { backOfficeGuard } from "~/.server/auth/layout-guards";
import { mayEnterBackOffice } from "~/.server/auth/actor";
import { maintenanceState } from "~/.server/services/maintenance";
import { Banner } from "~/components/Banner";
import { t } from "~/i18n";
import type { Route } from "./+types/layout";
import { SECTIONS } from "./sections";
import styles from "./backoffice.module.css";
import { withErrorPages } from "~/.server/service-errors";

/**
 * The customer-care layout of the back office: its middleware lets customer care and admins in; everyone else
 * gets 404 (and the audit entry). The navigation lists the sections the actor may use.
 */
export const middleware: Route.MiddlewareFunction[] = [backOfficeGuard("care")];

export const loader = withErrorPages(async function loader(args: Route.LoaderArgs) {
  const { actor, db, config, runtime } = requestOf(args, "staff");
  return {
    // Staff work on during maintenance (decision 0102); every back-office page says that customers cannot.
    maintenance: (await maintenanceState(db, config, runtime.clock.now())).on,
    sections: SECTIONS.filter((section) => mayEnterBackOffice(actor, section.need)).map((section) => ({
      path: section.path,
      title: t(section.title),
    })),
  };
});

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
        {loaderData.maintenance ? (
          <Banner variant="warning" title={t("backoffice.maintenance.banner")} />
        ) : null}
        <Outlet />
      </div>
    </div>
  );
}
