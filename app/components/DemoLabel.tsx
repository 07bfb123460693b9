import { t } from "~/i18n";
import { Banner } from "./Banner";
import styles from "./DemoLabel.module.css";

/**
 * "Demo" beside a record that belongs to the demo data of the embedded default (`npm start`), so that staff
 * never take a demo price, site or coupon for a real one. Text, not colour alone.
 */
export function DemoLabel() {
  return <span className={styles.label}>{t("backoffice.demo")}</span>;
}

/** At the top of a back-office page that shows demo data: says so in one sentence. */
export function DemoNotice({ shown }: { shown: boolean }) {
  return shown ? (
    <Banner variant="warning" title={t("backoffice.demo.long")}>
      {t("backoffice.demo.notice")}
    </Banner>
  ) : null;
}
