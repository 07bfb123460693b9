import { Link, href } from "react-router";
import type { Hotline } from "~/domain/constants";
import { t } from "~/i18n";
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
            <p className={styles.phone}>
              <Icon name="phone" size="1.25em" />
              <span>
                {t("components.footer.hotline")}{" "}
                <a href={telHref(hotline.number)}>{hotline.number.replace(/ /g, "\u00a0")}</a>
              </span>
            </p>
            <p>{hotline.hours}</p>
          </div>
        ) : null}
        <nav aria-label={t("components.footer.legalLabel")}>
          <ul className={styles.links}>
            <li>
              <Link to={href.imprint}>{t("components.footer.imprint")}</Link>
            </li>
            <li>
              <Link to={href.privacy}>{t("components.footer.privacy")}</Link>
            </li>
            <li>
              <Link to={href.terms}>{t("components.footer.terms")}</Link>
            </li>
            <li>
              <Link to={href.cookieSettings}>{t("components.footer.cookieSettings")}</Link>
            </li>
            <li>
              <Link to={href.cancel}>{t("billing.cancel.footerLink")}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
