/**
 * The feature table of app/domain/features.ts applied to a stored provision (decision 0032): every loader and
 * action that gates a function calls `requireFeature` (or `featureRefusalOf` to show the way out on a page).
 */
import { featureRefusal, planState, type Feature, type PlanState, type WayOut } from "~/domain/features";
import { ServiceError } from "~/domain/errors";
import { sql, type AnyColumn, type SQL, type SQLWrapper } from "drizzle-orm";
import { provisions, type Provision } from "../db/schema";

export type PlanFields = Pick<
  Provision,
  "status" | "createdAt" | "trialEndsAt" | "paymentAcceptedAt" | "paymentAcceptedPlan"
>;

type Acting = { isStaff: boolean };
const CUSTOMER: Acting = { isStaff: false };

/** The plan state of a provision at `now` (unconfirmed / trial / free / paid, with the trial end). */
export function planOf(provision: PlanFields, now: Date): PlanState {
  return planState(provision, now);
}

/**
 * `isPaid` of app/domain/billing/trial.ts as a SQL condition on `provisions`, for the queries that select many provisions
 * at once (the recurring mails, the back office's customer lists, whose `columns` name an alias):
 * paymentAcceptedAt and a non-empty paymentAcceptedPlan. The one SQL definition of paid; keep it in step.
 */
export function paidCondition(
  columns: { paymentAcceptedAt: SQL | AnyColumn; paymentAcceptedPlan: SQL | AnyColumn } = provisions,
): SQL {
  return sql`(${columns.paymentAcceptedAt} is not null and coalesce(${columns.paymentAcceptedPlan}, '') <> '')`;
}

/** The negation of `paidCondition`: trial or free plan (whatever the confirmation). */
export function unpaidCondition(): SQL {
  return sql`not ${paidCondition()}`;
}

/** The trial end as the billing job reads it: the stored end, or 29 days after the sign-up for rows from before the column. */
export function trialEnd(columns: TrialColumns): SQL {
  return sql`coalesce(${columns.trialEndsAt}, ${columns.createdAt} + interval '29 days')`;
}

export interface TrialColumns {
  trialEndsAt: SQLWrapper;
  createdAt: SQLWrapper;
}

/**
 * The trials that end in (from, to], as ranges an index serves (decision 0066): the stored end
 * (`provisions_trial_ends_idx`), or for rows without one the sign-up a day either side of 29 days before
 * (`provisions_trial_from_created_idx`); the exact coalesce condition stays beside it. Both indexes are partial
 * on "not cancelled, not frozen": a query must say so too.
 */
export function trialEndsWithin(columns: TrialColumns, from: SQL, to: SQL): SQL {
  const end = trialEnd(columns);
  return sql`(${columns.trialEndsAt} > ${from} and ${columns.trialEndsAt} <= ${to}
    or ${columns.trialEndsAt} is null and ${columns.createdAt} > ${from} - interval '30 days'
      and ${columns.createdAt} <= ${to} - interval '28 days')
    and ${end} > ${from} and ${end} <= ${to}`;
}

/** Null when the actor may use the feature on this provision, else what the customer must do first. */
export function featureRefusalOf(
  provision: PlanFields,
  feature: Feature,
  now: Date,
  actor: Acting = CUSTOMER,
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
  now: Date,
  actor: Acting = CUSTOMER,
): void {
  const refusal = featureRefusalOf(provision, feature, now, actor);
  if (refusal === "confirmEmail") {
    throw new ServiceError("emailUnconfirmed", { status: 403, detail: `${feature} while unconfirmed` });
  }
  if (refusal === "choosePlan") throw new ServiceError("planRequired", { detail: `${feature} not in plan` });
}
