import type { TrialNoticeData } from "~/domain/billing/trial";
import { t } from "~/i18n";
import { Banner } from "./Banner";
import { href } from "react-router";

export interface TrialNoticeProps {
  /** From the loader: `trialNotice(provision)`; null shows nothing. */
  notice: TrialNoticeData | null;
  /** Link to the plan choice (default true; the pricing pages themselves leave it out). */
  showAction?: boolean;
}

const PLANS = href("/overview/pricing/plans");

/**
 * The trial: remaining days and the last free day, then "expired" with what the free plan
 * leaves out, or the received cancellation. Names the contract number once a plan was booked (decision 0035).
 */
export function TrialNotice({ notice, showAction = true }: TrialNoticeProps) {
  if (!notice) return null;
  const action =
    showAction && notice.state !== "cancelled"
      ? { href: PLANS, label: t("billing.trial.action") }
      : undefined;
  const contract =
    notice.contractNumber === null ? null : (
      <p>{t("billing.trial.contract", { number: String(notice.contractNumber) })}</p>
    );
  if (notice.state === "cancelled") {
    return (
      <Banner variant="info" title={t("billing.trial.cancelled.title")}>
        <p>{t("billing.trial.cancelled.text", { date: notice.receivedOn })}</p>
        {contract}
      </Banner>
    );
  }
  if (notice.state === "expired") {
    return (
      <Banner variant="warning" title={t("billing.trial.expired.title")} action={action}>
        <p>{t("billing.trial.expired.text", { deadline: notice.deadline })}</p>
        {contract}
      </Banner>
    );
  }
  return (
    <Banner
      variant="info"
      title={t("billing.trial.active.title", { days: notice.remainingDays })}
      action={action}
    >
      <p>{t("billing.trial.active.text", { deadline: notice.deadline })}</p>
      {contract}
    </Banner>
  );
}
