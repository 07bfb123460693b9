/**
 * The trial notice for route modules (decision 0022; the free plan's limits are in ../features.ts). The notice's data is plain
 * JSON (dates as ISO calendar dates), rendered by app/components/TrialNotice.tsx.
 */
import { contractNumberOf, trialStatus, type TrialNoticeData } from "~/domain/billing/trial";
import { formatViewDate } from "~/i18n/format";
import type { Provision } from "../../db/schema";

type TrialFields = Pick<
  Provision,
  "number" | "createdAt" | "trialEndsAt" | "paymentAcceptedAt" | "paymentAcceptedPlan" | "cancelledAt"
>;

export type { TrialNoticeData };

/** What the trial notice shows for a provision; null when there is nothing to say (paid, not cancelled). */
export function trialNotice(provision: TrialFields, now: Date): TrialNoticeData | null {
  // The contract number exists once a plan is booked (decision 0035); the trial and the free plan have none.
  const contractNumber = contractNumberOf(provision);
  if (provision.cancelledAt) {
    return { state: "cancelled", receivedOn: formatViewDate(provision.cancelledAt), contractNumber };
  }
  const status = trialStatus(provision, now);
  if (status.state === "paid") return null;
  const deadline = formatViewDate(status.deadline);
  if (status.state === "expired") return { state: "expired", deadline, contractNumber };
  return { state: "active", deadline, remainingDays: status.remainingDays, contractNumber };
}
