import { useEffect, useRef } from "react";
import { Link, href } from "react-router";
import type { Hotline } from "~/domain/constants";
import { t } from "~/i18n";
import { telHref } from "./SiteFooter";
import { Icon } from "./Icon";
import styles from "./SiteHeader.module.css";

export interface SiteHeaderProps {
  /**
   * The signed-in user (`displayName`: the name, or the e-mail address when there is none); null when anonymous;
   * undefined when not known (a page answered before the root loader ran, e.g. the maintenance page): then neither
   * the user menu nor "Anmelden", which would tell a signed-in customer that they are not.
   */
  user: { displayName: string } | null | undefined;
  /**
   * Admin or customer-care: the navigation shows "Kundenservice" (/salesforce) instead of the customer
   * entries, and the held customer's provision when there is one.
   */
  isAdmin?: boolean;
  /** Staff only: the name of the customer whose provision is held (links to that overview). */
  heldCustomer?: string;
  /** The current pathname, to mark the current navigation entry. */
  currentPath: string;
  /** The configured hotline: the user menu's "Kontakt" entry calls it; without it the entry is left out. */
  hotline?: Hotline;
}

function current(currentPath: string, to: string): "page" | "true" | undefined {
  if (currentPath === to) return "page";
  return currentPath.startsWith(`${to}/`) ? "true" : undefined;
}

/** The calm page of a closed provision (decision 0063): its owner's pages all lead back to it. */
const CLOSED_PATH = href("/vorsorge-abgeschlossen");

/**
 * The main navigation: a customer's own pages (none on the calm page of a closed provision); for staff the customer-care search and, while they
 * hold a provision, that customer's overview (named by the customer, so staff see whose data they open).
 */
function navEntries(
  isAdmin: boolean,
  heldCustomer: string | undefined,
  closed: boolean,
): { to: string; label: string }[] {
  if (!isAdmin) {
    if (closed) return [];
    return [
      { to: href("/overview"), label: t("components.header.overview") },
      { to: href("/documents"), label: t("components.header.documents") },
    ];
  }
  const entries = [
    { to: href("/backoffice"), label: t("components.header.backOffice") },
    { to: href("/salesforce"), label: t("components.header.customerCare") },
  ];
  if (heldCustomer) {
    entries.push({
      to: href("/overview"),
      label: t("components.header.heldCustomer", { name: heldCustomer }),
    });
  }
  return entries;
}

/**
 * A customer's user menu, in this order: overview, profile ("Mein Profil"), wishes, finance, family,
 * activate. "Kontakt" follows as the hotline link.
 */
const customerMenu = [
  { to: href("/overview"), key: "components.header.menu.overview" },
  { to: href("/profile"), key: "components.header.profile" },
  { to: href("/overview/wishes"), key: "components.header.menu.wishes" },
  { to: href("/overview/finance"), key: "components.header.menu.finance" },
  { to: href("/overview/trusted-person"), key: "components.header.menu.family" },
  { to: href("/overview/pricing"), key: "components.header.menu.activate" },
] as const;

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
export function SiteHeader({ user, isAdmin = false, heldCustomer, currentPath, hotline }: SiteHeaderProps) {
  const menu = useRef<HTMLDetailsElement>(null);
  const closed = currentPath === CLOSED_PATH;
  const entries = navEntries(isAdmin, heldCustomer, closed);

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
        <Logo to={!user ? href("/") : isAdmin && !heldCustomer ? href("/backoffice") : href("/overview")} />{" "}
        {/* Leichte Sprache (decision 0106): not for staff, not on the calm page of a closed provision, not when the
            account is unknown (the maintenance page, which would answer it with itself). */}
        {isAdmin || closed || user === undefined ? null : (
          <Link
            to={href("/leichte-sprache")}
            className={styles.easy}
            aria-current={current(currentPath, href("/leichte-sprache"))}
          >
            {t("easy.switch")}
          </Link>
        )}
        {user ? (
          <>
            {entries.length > 0 ? (
              <nav className={styles.nav} aria-label={t("components.header.navLabel")}>
                <ul>
                  {entries.map((entry) => (
                    <li key={entry.to}>
                      <Link to={entry.to} aria-current={current(currentPath, entry.to)}>
                        {entry.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <details ref={menu} className={styles.menu}>
              <summary className={styles.summary}>
                <Icon name="user" size="1.25em" />
                <span className="visually-hidden">{t("components.header.userMenu")} </span>
                <span className={styles.userName}>{user.displayName}</span>
                <Icon name="chevron-down" className={styles.chevron} />
              </summary>
              <ul className={styles.menuList}>
                {isAdmin || closed
                  ? null
                  : customerMenu.map((entry) => (
                      <li key={entry.to}>
                        <Link to={entry.to} aria-current={currentPath === entry.to ? "page" : undefined}>
                          {t(entry.key)}
                        </Link>
                      </li>
                    ))}
                {!isAdmin && hotline ? (
                  <li>
                    <a href={telHref(hotline.number)}>
                      <span>{t("components.header.menu.contact")}</span>
                      <span className={styles.contactDetail}>{hotline.number.replace(/ /g, "\u00a0")}</span>
                      <span className={styles.contactDetail}>{hotline.hours}</span>
                    </a>
                  </li>
                ) : null}
                <li>
                  <form method="post" action={href("/logout")}>
                    <button type="submit" className={styles.logout}>
                      {t("components.header.logout")}
                    </button>
                  </form>
                </li>
              </ul>
            </details>
          </>
        ) : user === null ? (
          <Link
            to={href("/login")}
            className={styles.login}
            aria-current={current(currentPath, href("/login"))}
          >
            <Icon name="user" size="1.25em" />
            <span>{t("components.header.login")}</span>
          </Link>
        ) : null}
      </div>
    </header>
  );
}
