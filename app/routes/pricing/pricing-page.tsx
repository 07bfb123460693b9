import type { ReactNode } from "react";
import { TrialNotice } from "~/components/TrialNotice";
import type { WizardPageProps } from "~/components/WizardPage";
import type { TrialNoticeData } from "~/domain/billing/trial";
import { t } from "~/i18n";
import styles from "./pricing.module.css";

const STEP_NAMES = t("pricing.stepNames").split("|");

/**
 * What every pricing page shows around its content (`<WizardPage {...pricingPage({ … })} …>`): the back link,
 * "Schritt n von 3" on the numbered steps (address, payment, summary), the kicker and the trial notice
 * (decision 0022; none once paid). Buttons stand spaced under the form.
 */
export function pricingPage({
  trial = null,
  step,
  back,
}: {
  trial?: TrialNoticeData | null;
  /** "Schritt n von 3" (address, payment, summary); none on the plan choice. */
  step?: { current: number; total: number };
  /** The previous page; `document` when it must load as a whole page (the payment step's own CSP). */
  back?: { href: string; document?: boolean };
}): Pick<WizardPageProps, "kicker" | "step" | "back" | "notice" | "footerLook"> {
  return {
    kicker: t("pricing.kicker"),
    step: step ? { ...step, names: STEP_NAMES } : null,
    back: back ? { to: back.href, label: t("pricing.back"), reloadDocument: back.document } : null,
    notice: <TrialNotice notice={trial} showAction={false} />,
    footerLook: "spaced",
  };
}

/** Label/value rows (summary, confirmation). */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
