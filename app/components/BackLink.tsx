import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "./Icon";
import styles from "./BackLink.module.css";

export interface BackLinkProps {
  to: string;
  /** The link text, a verb or a destination: "Zurück", "Zurück zur Übersicht". */
  children: ReactNode;
  /** A full page load, for a page that must not be left by a client-side navigation (the payment step). */
  reloadDocument?: boolean;
}

/** "← Zurück" above a page's heading, at least a touch target high; never printed. */
export function BackLink({ to, children, reloadDocument }: BackLinkProps) {
  return (
    <p className={styles.back}>
      <Link to={to} reloadDocument={reloadDocument}>
        <Icon name="arrow-left" /> {children}
      </Link>
    </p>
  );
}
