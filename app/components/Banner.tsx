import type { ReactNode } from "react";
import { Link } from "react-router";
import { t } from "~/i18n";
import { cx } from "./cx";
import { Icon, type IconName } from "./Icon";
import { useHiddenChangeLink } from "./ReadOnly";
import styles from "./Banner.module.css";

export type Tone = "info" | "warning" | "success" | "error";

export const toneIcon: Record<Tone, IconName> = {
  info: "info",
  warning: "warning",
  success: "check",
  error: "error",
};

/** Spoken prefix per tone ("Hinweis:", "Achtung:", …), so the kind never depends on colour or icon. */
export function toneLabel(tone: Tone): string {
  return t(`components.tone.${tone}` as const);
}

export interface BannerProps {
  variant?: Tone;
  /** Bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** A link under the text, e.g. { href: "/profile", label: "Geburtsdatum ergänzen" }. */
  action?: { href: string; label: ReactNode };
  className?: string;
}

/** A message box in the page flow: icon, spoken kind, text and an optional action link. */
export function Banner({ variant = "info", title, children, action, className }: BannerProps) {
  // On a read-only page an action that leads to a page changing the provision is left out.
  const hideAction = useHiddenChangeLink(action?.href ?? "");
  return (
    <div className={cx(styles.banner, styles[variant], className)}>
      <Icon name={toneIcon[variant]} size="1.5em" className={styles.icon} />
      <div className={styles.content}>
        {title ? (
          <p className={styles.title}>
            <span className="visually-hidden">{toneLabel(variant)} </span>
            {title}
          </p>
        ) : (
          <span className="visually-hidden">{toneLabel(variant)} </span>
        )}
        {children ? <div className={styles.text}>{children}</div> : null}
        {action && !hideAction ? (
          <p className={styles.action}>
            <Link to={action.href}>{action.label}</Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
