import { Link } from "react-router";
import { t } from "~/i18n";
import styles from "./list.module.css";

export interface PagerProps {
  /** The navigation's name: "Seiten" unless the list names its pages itself ("Seiten des Protokolls"). */
  label?: string;
  /** The address of the page before; null on the first page. */
  previous: string | null;
  /** The address of the page after; null on the last page. */
  next: string | null;
  /** Where the list stands: "Seite 2 von 7", or "Seite 2" where the last page is not known. */
  at?: { page: number; pages: number | null };
  /** The links' texts where the pages are not numbered for the reader ("Neuere Einträge", "Ältere Einträge"). */
  texts?: { previous: string; next: string };
}

/**
 * The pages of a list, by links (without JavaScript too): "Vorherige Seite", where the list stands, "Nächste
 * Seite". Nothing when the list has one page.
 */
export function Pager({ label, previous, next, at, texts }: PagerProps) {
  if (previous === null && next === null) return null;
  return (
    <nav aria-label={label ?? t("components.pager.label")} className={styles.pager}>
      <ul>
        {previous === null ? null : (
          <li>
            <Link to={previous}>{texts?.previous ?? t("components.pager.previous")}</Link>
          </li>
        )}
        {at ? (
          <li aria-current="page">
            {at.pages === null
              ? t("components.pager.at", { page: at.page })
              : t("components.pager.position", { page: at.page, pages: at.pages })}
          </li>
        ) : null}
        {next === null ? null : (
          <li>
            <Link to={next}>{texts?.next ?? t("components.pager.next")}</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
