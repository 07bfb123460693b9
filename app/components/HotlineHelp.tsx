import { useRouteLoaderData } from "react-router";
import type { Hotline } from "~/domain/constants";
import { t } from "~/i18n";
import { HotlinePhone } from "./SiteFooter";
import styles from "./HotlineHelp.module.css";

/**
 * "Fragen? Rufen Sie uns an": the hotline's number and hours where people get stuck (sign-in, sign-up).
 * The number comes from the root loader, the same source as the menu's "Kontakt" link and the footer
 * (decision 0034); without a configured hotline nothing is shown.
 */
export function HotlineHelp({ hotline }: { hotline?: Hotline }) {
  const root = useRouteLoaderData("root") as { hotline?: Hotline } | undefined;
  const line = hotline ?? root?.hotline;
  if (!line) return null;
  return (
    <aside className={styles.help} aria-labelledby="hotline-help-title">
      <h2 id="hotline-help-title" className={styles.title}>
        {t("components.hotlineHelp.title")}
      </h2>
      <HotlinePhone number={line.number} call={t("components.hotlineHelp.call")} className={styles.phone} />
      <p className={styles.hours}>{line.hours}</p>
    </aside>
  );
}
