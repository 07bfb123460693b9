import type { ReactNode } from "react";
import styles from "./PageHeading.module.css";

export interface PageHeadingProps {
  children: ReactNode;
  /** Small line above the heading, e.g. the area ("Meine Vorsorge"). */
  kicker?: ReactNode;
  /** Introductory paragraph under the heading. */
  lead?: ReactNode;
  id?: string;
}

/** The page's one <h1>; focusable by script (tabIndex -1) so routes can move focus to it after navigation. */
export function PageHeading({ children, kicker, lead, id }: PageHeadingProps) {
  return (
    <div className={styles.wrap}>
      {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
      <h1 id={id} tabIndex={-1} className={styles.heading}>
        {children}
      </h1>
      {lead ? <div className={styles.lead}>{lead}</div> : null}
    </div>
  );
}
