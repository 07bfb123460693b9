/** The sign-in page's promo and ratings from the content service. */
import { ButtonLink } from "~/components/Button";
import type { LoginPromo as Promo, Rating } from "~/.server/content/login";
import { t } from "~/i18n";
import styles from "./login.module.css";
import { href } from "react-router";

export function LoginPromo({ promo }: { promo: Promo }) {
  return (
    <aside
      className={styles.promo}
      aria-labelledby="login-promo"
      style={promo.accent ? { borderTopColor: promo.accent } : undefined}
    >
      {promo.image ? <img className={styles.image} src={promo.image.src} alt={promo.image.alt} /> : null}
      <h2 id="login-promo">{promo.headline}</h2>
      {promo.price ? <p className={styles.price}>{promo.price}</p> : null}
      {/* Markdown from the content service, rendered on the server with raw HTML escaped. */}
      {promo.html ? <div className={styles.text} dangerouslySetInnerHTML={{ __html: promo.html }} /> : null}
      {promo.cta ? (
        <ButtonLink to={href("/register")} iconEnd="arrow-right">
          {t("auth.login.promo.cta")}
        </ButtonLink>
      ) : null}
    </aside>
  );
}

export function LoginRatings({ ratings }: { ratings: Rating[] }) {
  return (
    <section className={styles.ratings} aria-labelledby="login-ratings">
      <h2 id="login-ratings">{t("auth.login.ratings.title")}</h2>
      <ul>
        {ratings.map((rating) => (
          <li key={rating.name}>
            <p className={styles.score}>{t("auth.login.ratings.score", rating.shown)}</p>
            <p>{rating.caption}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
