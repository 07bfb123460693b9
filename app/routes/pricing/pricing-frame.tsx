import type { ReactNode } from "react";
import { BackLink } from "~/components/BackLink";
import { errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { Stepper } from "~/components/Stepper";
import { TrialNotice } from "~/components/TrialNotice";
import type { TrialNoticeData } from "~/domain/trial";
import { t } from "~/i18n";
import styles from "./pricing.module.css";

export interface PricingFrameProps {
  title: string;
  lead?: ReactNode;
  /** "Schritt n von 3" (address, payment, summary); none on the plan choice. */
  step?: { current: number; total: number };
  /** The previous page; `document` when it must load as a whole page (the payment step's own CSP). */
  back?: { href: string; document?: boolean };
  hasErrors?: boolean;
  /** The trial notice (decision 0022); none once paid. */
  trial?: TrialNoticeData | null;
  children: ReactNode;
}

/** The frame of the pricing pages: back link, step counter, heading. */
export function PricingFrame({
  title,
  lead,
  step,
  back,
  hasErrors = false,
  trial = null,
  children,
}: PricingFrameProps) {
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), hasErrors)}</title>
      {back ? (
        <BackLink to={back.href} reloadDocument={back.document}>
          {t("pricing.back")}
        </BackLink>
      ) : null}
      {step ? (
        <Stepper current={step.current} total={step.total} steps={t("pricing.stepNames").split("|")} />
      ) : null}
      <PageHeading kicker={t("pricing.kicker")} lead={lead}>
        {title}
      </PageHeading>
      <TrialNotice notice={trial} showAction={false} />
      {children}
    </>
  );
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
