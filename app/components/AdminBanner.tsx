import { t } from "~/i18n";
import { Button } from "./Button";
import { Icon } from "./Icon";
import styles from "./AdminBanner.module.css";
import { href } from "react-router";

export interface AdminBannerProps {
  /** The customer whose provision the admin is viewing. */
  customerName: string;
  /** The provision number, shown so staff can quote it. */
  provisionNumber?: string;
  /** POST target that releases the provision; "/provisions/disconnect" unless given. */
  action?: string;
}

/** Shown while an admin or customer-care user works on another customer's provision. */
export function AdminBanner({
  customerName,
  provisionNumber,
  action = href("/provisions/disconnect"),
}: AdminBannerProps) {
  return (
    <section className={styles.banner} aria-label={t("components.adminBanner.label")}>
      <div className={styles.inner}>
        <Icon name="warning" size="1.5em" className={styles.icon} />
        <p className={styles.text}>
          <strong>{t("components.adminBanner.prefix")}</strong>{" "}
          {provisionNumber
            ? t("components.adminBanner.textWithNumber", { name: customerName, number: provisionNumber })
            : t("components.adminBanner.text", { name: customerName })}
        </p>
        <form method="post" action={action} className={styles.form}>
          <Button type="submit" variant="secondary">
            {t("components.adminBanner.disconnect")}
          </Button>
        </form>
      </div>
    </section>
  );
}
