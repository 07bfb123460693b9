import type { AnchorHTMLAttributes, ReactNode } from "react";
import { t } from "~/i18n";
import { Icon } from "./Icon";

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> {
  href: string;
  children: ReactNode;
  /** Open in a new tab (default). Then "(öffnet neues Fenster)" is shown — visibly, not only to screen readers. */
  newWindow?: boolean;
}

/** A link to another site (partners, insurer); never opens a new window without saying so. */
export function ExternalLink({ href, children, newWindow = true, ...rest }: ExternalLinkProps) {
  return newWindow ? (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children} <Icon name="external-link" /> {t("components.externalLink.newWindow")}
    </a>
  ) : (
    <a {...rest} href={href}>
      {children} <Icon name="external-link" />
    </a>
  );
}
