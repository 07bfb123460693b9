import type { ReactNode } from "react";
import { Link, useLocation, href } from "react-router";
import { t } from "~/i18n";
import { Button } from "./Button";
import { useDomId } from "./useDomId";
import styles from "./CookieBanner.module.css";

export interface CookieBannerTexts {
  headline: string;
  /** The explanation (from the content service). */
  text: ReactNode;
  accept: string;
  decline: string;
  /** Link to the privacy notice, e.g. { label: "Datenschutzerklärung", href: "/datenschutz" }. */
  privacyLink?: { label: string; href: string };
}

export interface CookieBannerProps {
  texts: CookieBannerTexts;
  /** POST target; "/cookie-consent" unless given. */
  action?: string;
  /** Where to return after choosing; the current path and query unless given. */
  redirectTo?: string;
  /**
   * Render the headline as a heading of this level. Off by default: the banner usually sits before
   * the page's <h1>, and a heading there would break the heading outline. The region is named by
   * the headline either way, so it is listed among the landmarks.
   */
  headingLevel?: 2 | 3;
}

/**
 * Cookie consent as a named region in the page flow, not a modal: nothing is blocked while it waits.
 * A compact bar (headline, the two choices, the explanation folded in a native <details> that opens
 * without JavaScript), so it does not push every page far down. Both choices are equal submit buttons
 * (name="consent", value "accept" | "decline") of one POST form. Place it at the top of <body>, right
 * after the skip link, so keyboard and screen-reader users meet it early.
 */
export function CookieBanner({
  texts,
  action = href("/cookie-consent"),
  redirectTo,
  headingLevel,
}: CookieBannerProps) {
  const headingId = useDomId("cookie-banner");
  const location = useLocation();
  const back = redirectTo ?? `${location.pathname}${location.search}`;
  const Headline = headingLevel ? (`h${headingLevel}` as const) : "p";
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Headline id={headingId} className={styles.headline}>
            {texts.headline}
          </Headline>
          <details className={styles.more}>
            <summary>{t("components.cookieBanner.more")}</summary>
            <div className={styles.text}>
              {typeof texts.text === "string" ? <p>{texts.text}</p> : texts.text}
              {texts.privacyLink ? (
                <p>
                  <Link to={texts.privacyLink.href}>{texts.privacyLink.label}</Link>
                </p>
              ) : null}
            </div>
          </details>
        </div>
        <form method="post" action={action} className={styles.form}>
          <input type="hidden" name="redirectTo" value={back} />
          <Button type="submit" name="consent" value="accept" className={styles.choice}>
            {texts.accept}
          </Button>{" "}
          <Button type="submit" name="consent" value="decline" className={styles.choice}>
            {texts.decline}
          </Button>
        </form>
      </div>
    </section>
  );
}
