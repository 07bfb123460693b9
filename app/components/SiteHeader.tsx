import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { t } from "~/i18n";
import { Icon } from "./Icon";
import styles from "./SiteHeader.module.css";

export interface SiteHeaderProps {
  /** The signed-in user (`displayName`: the name, or the e-mail address when there is none); null when anonymous. */
  user: { displayName: string } | null;
  /** Admin or customer-care: shows the "Kundenservice" entry (/salesforce). */
  isAdmin?: boolean;
  /** The current pathname, to mark the current navigation entry. */
  currentPath: string;
}

function current(currentPath: string, to: string): "page" | "true" | undefined {
  if (currentPath === to) return "page";
  return currentPath.startsWith(`${to}/`) ? "true" : undefined;
}

function Logo({ to }: { to: string }) {
  return (
    <Link to={to} className={styles.logo}>
      <Icon name="heart" size="1.5em" />
      <span>{t("app.name")}</span>
      <span className="visually-hidden">{` – ${t("components.header.home")}`}</span>
    </Link>
  );
}

/**
 * Site header. The user menu is a <details>/<summary> disclosure, so it opens without JavaScript;
 * with JavaScript it also closes on Esc, on a click elsewhere and after navigating.
 * "Abmelden" is a POST form to /logout (signing out changes state, so it is never a GET link).
 */
export function SiteHeader({ user, isAdmin = false, currentPath }: SiteHeaderProps) {
  const menu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [currentPath]);

  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.key === "Escape" || event.key === "Esc") && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target))
        details.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [user]);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo to={user ? "/overview" : "/"} />
        {user ? (
          <>
            <nav className={styles.nav} aria-label={t("components.header.navLabel")}>
              <ul>
                <li>
                  <Link to="/overview" aria-current={current(currentPath, "/overview")}>
                    {t("components.header.overview")}
                  </Link>
                </li>
                <li>
                  <Link to="/documents" aria-current={current(currentPath, "/documents")}>
                    {t("components.header.documents")}
                  </Link>
                </li>
              </ul>
            </nav>
            <details ref={menu} className={styles.menu}>
              <summary className={styles.summary}>
                <Icon name="user" size="1.25em" />
                <span className="visually-hidden">{t("components.header.userMenu")} </span>
                <span className={styles.userName}>{user.displayName}</span>
                <Icon name="chevron-down" className={styles.chevron} />
              </summary>
              <ul className={styles.menuList}>
                <li>
                  <Link to="/profile" aria-current={current(currentPath, "/profile")}>
                    {t("components.header.profile")}
                  </Link>
                </li>
                {isAdmin ? (
                  <li>
                    <Link to="/salesforce" aria-current={current(currentPath, "/salesforce")}>
                      {t("components.header.customerCare")}
                    </Link>
                  </li>
                ) : null}
                <li>
                  <form method="post" action="/logout">
                    <button type="submit" className={styles.logout}>
                      {t("components.header.logout")}
                    </button>
                  </form>
                </li>
              </ul>
            </details>
          </>
        ) : (
          <Link to="/login" className={styles.login} aria-current={current(currentPath, "/login")}>
            <Icon name="user" size="1.25em" />
            <span>{t("components.header.login")}</span>
          </Link>
        )}
      </div>
    </header>
  );
}
