/**
 * The feature table of app/domain/features.ts applied to a stored provision (decision 0032): every loader and
 * action that gates a function calls `requireFeature` (or `featureRefusalOf` to show the way out on a page).
 */
import { featureRefusal, planState, type Feature, type PlanState, type WayOut } from "~/domain/features";
import { ServiceError } from "~/domain/errors";
import { sql, type SQL } from "drizzle-orm";
import { provisions, type Provision } from "../db/schema";
import { clock } from "../identity/clock";

export type PlanFields = Pick<
  Provision,
  "status" | "createdAt" | "trialEndsAt" | "paymentAcceptedAt" | "paymentAcceptedPlan"
>;

type Acting = { isStaff: boolean };
const CUSTOMER: Acting = { isStaff: false };

/** The plan state of a provision now (unconfirmed / trial / free / paid, with the trial end). */
export function planOf(provision: PlanFields, now: Date = clock.now()): PlanState {
  return planState(provision, now);
}

/**
 * `isPaid` of app/domain/trial.ts as a SQL condition on `provisions`, for the jobs that select many provisions
 * at once (the recurring mails): paymentAcceptedAt and a non-empty paymentAcceptedPlan. Keep the two in step.
 */
export function paidCondition(): SQL {
  return sql`(${provisions.paymentAcceptedAt} is not null and coalesce(${provisions.paymentAcceptedPlan}, '') <> '')`;
}

/** The negation of `paidCondition`: trial or free plan (whatever the confirmation). */
export function unpaidCondition(): SQL {
  return sql`not ${paidCondition()}`;
}

/** Null when the actor may use the feature on this provision, else what the customer must do first. */
export function featureRefusalOf(
  provision: PlanFields,
  feature: Feature,
  actor: Acting = CUSTOMER,
  now: Date = clock.now(),
): WayOut | null {
  return featureRefusal(planOf(provision, now), feature, actor);
}

/**
 * Refuses a feature the provision's state does not include with a 403 ServiceError: "emailUnconfirmed" (the way
 * out: confirm the e-mail) or "planRequired" (choose a plan). Inside `changeProvision` the refusal rolls the
 * whole change back, so nothing is stored or sent.
 */
export function requireFeature(
  provision: PlanFields,
  feature: Feature,
  actor: Acting = CUSTOMER,
  now: Date = clock.now(),
): void {
  const refusal = featureRefusalOf(provision, feature, actor, now);
  if (refusal === "confirmEmail") {
    throw new ServiceError("emailUnconfirmed", { status: 403, detail: `${feature} while unconfirmed` });
  }
  if (refusal === "choosePlan") throw new ServiceError("planRequired", { detail: `${feature} not in plan` });
}
