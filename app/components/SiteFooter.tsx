import { Link, href } from "react-router";
import type { Hotline } from "~/domain/constants";
import { t, type MessageKey } from "~/i18n";
import { cx } from "./cx";
import { Icon } from "./Icon";
import styles from "./SiteFooter.module.css";

export type FooterVariant = "default" | "simple" | "none";

export interface FooterLinks {
  imprint: string;
  privacy: string;
  terms: string;
  cookieSettings: string;
  /** billing: the § 312k BGB cancellation page, on every page (decision 0022). */
  cancel: string;
}

export const defaultFooterLinks: FooterLinks = {
  imprint: href("/impressum"),
  privacy: href("/datenschutz"),
  terms: href("/agb"),
  cookieSettings: href("/cookie-consent"),
  cancel: href("/kuendigen"),
};

export interface SiteFooterProps {
  variant?: FooterVariant;
  /** The configured hotline (number and opening hours); without it the contact block is left out. */
  hotline?: Hotline;
  links?: Partial<FooterLinks>;
}

/** "0800 123 45 67" → "tel:+498001234567" (German national numbers; international ones are kept). */
export function telHref(display: string): string {
  const digits = display.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("0") && !digits.startsWith("00") ? `+49${digits.slice(1)}` : digits}`;
}

/** The legal links in the order the footer shows them, each with its label. */
const FOOTER_LINKS = [
  ["imprint", "components.footer.imprint"],
  ["privacy", "components.footer.privacy"],
  ["terms", "components.footer.terms"],
  ["cookieSettings", "components.footer.cookieSettings"],
  ["cancel", "billing.cancel.footerLink"],
] as const satisfies readonly (readonly [keyof FooterLinks, MessageKey])[];

/** "Hotline: 0800 …" with the phone icon and a tel: link (the footer and the help box where people get stuck). */
export function HotlinePhone({
  number,
  call,
  className,
}: {
  number: string;
  call: string;
  className?: string;
}) {
  return (
    <p className={cx(styles.phone, className)}>
      <Icon name="phone" size="1.25em" />
      <span>
        {call} <a href={telHref(number)}>{number.replace(/ /g, "\u00a0")}</a>
      </span>
    </p>
  );
}

/** Footer: "default" with the hotline (when given) and legal links, "simple" with the legal links only, "none". */
export function SiteFooter({ variant = "default", hotline, links }: SiteFooterProps) {
  if (variant === "none") return null;
  const href = { ...defaultFooterLinks, ...links };
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {variant === "default" && hotline ? (
          <div className={styles.contact}>
            <p className={styles.contactTitle}>{t("components.footer.contactTitle")}</p>
            <HotlinePhone number={hotline.number} call={t("components.footer.hotline")} />
            <p>{hotline.hours}</p>
          </div>
        ) : null}
        <nav aria-label={t("components.footer.legalLabel")}>
          <ul className={styles.links}>
            {FOOTER_LINKS.map(([name, label]) => (
              <li key={name}>
                <Link to={href[name]}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
