/**
 * The trial notice and the free plan's limits for route modules (decision 0022). The notice's data is plain
 * JSON (dates as ISO calendar dates), rendered by app/components/TrialNotice.tsx.
 */
import { mayUse, trialStatus, type PaidFeature, type TrialNoticeData } from "~/domain/trial";
import { formatViewDate } from "~/i18n/format";
import { t } from "~/i18n";
import type { Provision } from "../../db/schema";
import { clock } from "../../identity/clock";
import { badRequest } from "../../intent";

type TrialFields = Pick<
  Provision,
  "number" | "createdAt" | "trialEndsAt" | "paymentAcceptedAt" | "paymentAcceptedPlan" | "cancelledAt"
>;

export type { TrialNoticeData };

/** What the trial notice shows for a provision; null when there is nothing to say (paid, not cancelled). */
export function trialNotice(provision: TrialFields, now: Date = clock.now()): TrialNoticeData | null {
  const contractNumber = provision.number;
  if (provision.cancelledAt) {
    return { state: "cancelled", receivedOn: formatViewDate(provision.cancelledAt), contractNumber };
  }
  const status = trialStatus(provision, now);
  if (status.state === "paid") return null;
  const deadline = formatViewDate(status.deadline);
  if (status.state === "expired") return { state: "expired", deadline, contractNumber };
  return { state: "active", deadline, remainingDays: status.remainingDays, contractNumber };
}

/** Whether the provision may use a function the free plan leaves out (paid or within the trial). */
export function mayUseFeature(
  provision: Pick<Provision, "createdAt" | "trialEndsAt" | "paymentAcceptedAt" | "paymentAcceptedPlan">,
  feature: PaidFeature,
  now: Date = clock.now(),
): boolean {
  return mayUse(trialStatus(provision, now), feature);
}

/** Refuses a paid function on the free plan with a German 403 page (staff acting for a customer too). */
export function requirePaidFeature(
  provision: Pick<Provision, "createdAt" | "trialEndsAt" | "paymentAcceptedAt" | "paymentAcceptedPlan">,
  feature: PaidFeature,
  now: Date = clock.now(),
): void {
  if (!mayUseFeature(provision, feature, now)) badRequest(t("billing.freePlan.refused"), 403);
}
