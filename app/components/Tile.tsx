import { Children, type ReactNode } from "react";
import { Link } from "react-router";
import { useReadOnly, useReadOnlyTarget } from "./ReadOnly";
import { t } from "~/i18n";
import { cx } from "./cx";
import { Icon, type IconName } from "./Icon";
import styles from "./Tile.module.css";

export type TileStatus = "completed" | "inProgress" | "comingSoon" | "important";

const statusIcon: Record<TileStatus, IconName> = {
  completed: "check",
  inProgress: "document",
  comingSoon: "info",
  important: "warning",
};

export interface TileProps {
  title: string;
  description?: ReactNode;
  /**
   * Badge text and icon; the card is never told apart by colour alone. A read-only page shows only "completed"
   * (as "Angaben gespeichert") and "comingSoon".
   */
  status?: TileStatus;
  /** Where the tile's action goes. Ignored for comingSoon, which has no action. */
  href?: string;
  /** Action link text; "Öffnen" unless given. The tile title is added for screen readers. */
  actionLabel?: string;
  /** For comingSoon: link to the tile's info dialog, e.g. "?dialog=digital-estate". */
  infoHref?: string;
  icon?: IconName;
  /** Heading level of the title inside the page outline; 3 by default (h1 page, h2 section). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One overview card. The whole card is tappable: the action link is stretched over it,
 * and focus on the link outlines the whole card.
 */
export function Tile({
  title,
  description,
  status,
  href,
  actionLabel,
  infoHref,
  icon,
  headingLevel = 3,
}: TileProps) {
  const Heading = `h${headingLevel}` as const;
  const comingSoon = status === "comingSoon";
  // On a read-only page a tile opens the page that shows its part ("Öffnen", not "Wünsche festhalten"), never one
  // that changes it; nothing is left to do there, so no badge urges ("Wichtig") or counts progress ("In
  // Bearbeitung"), and a completed part says that its data is stored, not that a task is done.
  const readOnly = useReadOnly();
  const readOnlyTarget = useReadOnlyTarget(comingSoon ? infoHref : href);
  const target = readOnlyTarget ?? (comingSoon ? infoHref : href);
  const label = comingSoon
    ? t("components.tile.moreInfo")
    : ((readOnly ? null : actionLabel) ?? t("components.tile.open"));
  const badge = readOnly && status !== "completed" && !comingSoon ? undefined : status;
  const badgeText =
    readOnly && badge === "completed"
      ? t("components.tile.status.stored")
      : badge && t(`components.tile.status.${badge}` as const);
  return (
    <article className={cx(styles.tile, badge && styles[badge])}>
      {icon ? <Icon name={icon} size="2rem" className={styles.icon} /> : null}
      <Heading className={styles.title}>{title}</Heading>
      {badge ? (
        <p className={styles.badge}>
          <Icon name={statusIcon[badge]} />
          <span>{badgeText}</span>
        </p>
      ) : null}
      {description ? <div className={styles.description}>{description}</div> : null}
      {target ? (
        <p className={styles.actionRow}>
          <Link to={target} className={styles.action} preventScrollReset={comingSoon}>
            {label}
            <span className="visually-hidden">{`: ${title}`}</span>
            <Icon name="arrow-right" />
          </Link>
        </p>
      ) : null}
    </article>
  );
}

export interface TileGridProps {
  children: ReactNode;
  /** Accessible name of the list, e.g. "Ihre Vorsorge-Bereiche". */
  label?: string;
}

/** 1 tile per row on small screens, 2 on medium, 3 from 64em; a list, so the count is announced. */
export function TileGrid({ children, label }: TileGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.toArray(children).map((child, index) => (
        <li key={index} className={styles.cell}>
          {child}
        </li>
      ))}
    </ul>
  );
}
