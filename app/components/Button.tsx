import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Link, type LinkProps } from "react-router";
import { cx } from "./cx";
import { Icon, type IconName } from "./Icon";
import { useClosedForm, useHiddenChangeLink } from "./ReadOnly";
import styles from "./Button.module.css";

export type ButtonVariant = "primary" | "secondary" | "link";

interface ButtonLookProps {
  variant?: ButtonVariant;
  /** Icon before the text (e.g. arrow-left for "Zurück"). */
  icon?: IconName;
  /** Icon after the text (e.g. arrow-right for "Weiter"). */
  iconEnd?: IconName;
  /** Full width on every screen size (small screens make primary buttons full width anyway). */
  block?: boolean;
  children: ReactNode;
}

export function buttonClass(variant: ButtonVariant = "primary", block = false, className?: string) {
  return cx(styles.button, styles[variant], block && styles.block, className);
}

function Content({ icon, iconEnd, children }: Pick<ButtonLookProps, "icon" | "iconEnd" | "children">) {
  return (
    <>
      {icon ? <Icon name={icon} /> : null}
      <span>{children}</span>
      {iconEnd ? <Icon name={iconEnd} /> : null}
    </>
  );
}

export type ButtonProps = ButtonLookProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> & { ref?: Ref<HTMLButtonElement> };

/**
 * A real <button>; `type` is "button" unless you say "submit", so it never submits a form by accident. A submit
 * button of a form shown read-only (`ChangeForm`) is left out.
 */
export function Button({
  variant = "primary",
  icon,
  iconEnd,
  block,
  className,
  type = "button",
  children,
  ...rest
}: ButtonProps) {
  if (useClosedForm() && type === "submit") return null;
  return (
    <button {...rest} type={type} className={buttonClass(variant, block, className)}>
      <Content icon={icon} iconEnd={iconEnd}>
        {children}
      </Content>
    </button>
  );
}

/** A row of buttons (e.g. "Zurück" and "Weiter") with room between them; wraps on small screens. */
export function ButtonGroup({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(styles.group, className)}>{children}</div>;
}

export type ButtonLinkProps = ButtonLookProps & Omit<LinkProps, "children">;

/**
 * A React Router <Link> that looks like a button (navigation stays a link for assistive tech). On a read-only
 * page it is left out when it leads to a page that only changes the provision.
 */
export function ButtonLink({
  variant = "primary",
  icon,
  iconEnd,
  block,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  if (useHiddenChangeLink(rest.to)) return null;
  return (
    <Link {...rest} className={buttonClass(variant, block, className)}>
      <Content icon={icon} iconEnd={iconEnd}>
        {children}
      </Content>
    </Link>
  );
}
