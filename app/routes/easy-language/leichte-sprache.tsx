import { Link, href } from "react-router";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { telHref } from "~/components/SiteFooter";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/leichte-sprache";
import { EasyPage, EasySections, EasyText } from "./easy-page";
import { EASY_START, EASY_TOPICS } from "./topics";
import styles from "./easy.module.css";

/** /leichte-sprache: what the portal is and does, the hotline, and the pages in Leichte Sprache. */
export const loader = withErrorPages(async ({ context }: Route.LoaderArgs) => {
  const { actor, config } = requestOf({ context });
  return { signedIn: actor !== null && !actor.isStaff, hotline: config.hotline.number };
});

export const meta = () => pageTitle(t("easy.start.title"), false, { text: t("easy.start.title") });

export default function EasyStart({ loaderData }: Route.ComponentProps) {
  const { signedIn, hotline } = loaderData;
  return (
    <EasyPage title={t("easy.start.title")} start>
      <EasySections sections={EASY_START} />
      <section aria-labelledby="easy-pages" className={styles.section}>
        <h2 id="easy-pages">{t("easy.start.pages.heading")}</h2>
        <ul className={styles.links}>
          {Object.entries(EASY_TOPICS).map(([topic, { title }]) => (
            <li key={topic}>
              <Link to={href("/leichte-sprache/:topic", { topic })}>{t(title)}</Link>
            </li>
          ))}
        </ul>
        <EasyText text={t(signedIn ? "easy.start.own.text" : "easy.start.signIn.text")} />
        <ul className={styles.links}>
          <li>
            <Link to={href("/leichte-sprache/meine-vorsorge")}>{t("easy.mine.title")}</Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby="easy-help" className={styles.section}>
        <h2 id="easy-help">{t("easy.start.help.heading")}</h2>
        <EasyText text={t("easy.start.help.text")} />
        <p>
          <a href={telHref(hotline)}>{hotline.replace(/ /g, "\u00a0")}</a>
        </p>
      </section>
    </EasyPage>
  );
}
