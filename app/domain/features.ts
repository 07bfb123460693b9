/**
 * Who may do what before confirming and paying: the plan state of an account and one table of features ×
 * {unconfirmed, trial, free, paid}, the single source of every gate (decision 0032). The rules:
 * - Unconfirmed or unpaid users have restricted functions and no PDF download while unconfirmed; an unconfirmed
 *   e-mail blocks sending consent to the partner and limits the PDF download.
 * - The PDF download is open to the user (so the free plan keeps every PDF).
 * - Staff bypass the NOT_CONFIRMED block (only where nothing leaves for an unconfirmed address).
 * - The document request needs a paid plan; the free plan keeps the account with limited functions
 *   (decision 0022: read access for relatives is the one function the free plan leaves out).
 * - decisions 0029/0030: read access and mails to an address the customer typed need a confirmed account.
 */
import { trialStatus, type TrialInput } from "./billing/trial";

export type PlanStateName = "unconfirmed" | "trial" | "free" | "paid";

export interface PlanStateInput extends TrialInput {
  /** The account's status. */
  status: string;
}

/**
 * Where an account stands. `billing` is the state the account would have once confirmed (paid, trial or free),
 * so that a staff bypass of the confirmation block and the trial notice still know it; `trialEndsAt` is the end
 * of the trial (null once paid).
 */
export interface PlanState {
  state: PlanStateName;
  billing: Exclude<PlanStateName, "unconfirmed">;
  trialEndsAt: Date | null;
}

/** The one decision of "confirmed", "paid" and "in the trial". */
export function planState(provision: PlanStateInput, now: Date): PlanState {
  const trial = trialStatus(provision, now);
  const billing = trial.state === "paid" ? "paid" : trial.state === "active" ? "trial" : "free";
  const trialEndsAt = trial.state === "paid" ? null : trial.endsAt;
  const state = provision.status === "CONFIRMED" ? billing : "unconfirmed";
  return { state, billing, trialEndsAt };
}

interface FeatureRule {
  /** Allowed per plan state. */
  allowed: Record<PlanStateName, boolean>;
  /**
   * Staff acting for a customer pass the confirmation block — only for features where nothing is
   * sent to an address nobody has confirmed.
   */
  staffPassConfirmation: boolean;
}

const OPEN_ONCE_CONFIRMED = { unconfirmed: false, trial: true, free: true, paid: true } as const;

/** The table: every gated function of the portal. Everything not listed here is open in every state. */
export const FEATURES = {
  /** Summary and Bestattungsverfügung PDFs on /documents. */
  documentPdf: { allowed: OPEN_ONCE_CONFIRMED, staffPassConfirmation: true },
  /** The PDF of a letter (the print preview page stays open in every state). */
  letterPdf: { allowed: OPEN_ONCE_CONFIRMED, staffPassConfirmation: true },
  /** The burial-fund insurance application (created for the insurer, then downloaded as PDF). */
  insuranceApplication: { allowed: OPEN_ONCE_CONFIRMED, staffPassConfirmation: false },
  /** Sending the consent (or the consulting callback) to the partner. */
  partnerConsent: { allowed: OPEN_ONCE_CONFIRMED, staffPassConfirmation: false },
  /** Any mail to an address the customer typed, e.g. the trusted person's notification (decision 0030). */
  thirdPartyMail: { allowed: OPEN_ONCE_CONFIRMED, staffPassConfirmation: false },
  /** Granting, and using, read access for relatives (decisions 0022, 0029). */
  readAccess: {
    allowed: { unconfirmed: false, trial: true, free: false, paid: true },
    staffPassConfirmation: false,
  },
  /** Requesting the provision documents by post. */
  documentRequest: {
    allowed: { unconfirmed: false, trial: false, free: false, paid: true },
    staffPassConfirmation: false,
  },
} as const satisfies Record<string, FeatureRule>;

export type Feature = keyof typeof FEATURES;

/** What the page says when a feature is refused: confirm the e-mail first, or choose a plan. */
export type WayOut = "confirmEmail" | "choosePlan";

/** The state that counts for this actor: staff pass the confirmation block where the feature allows it. */
function effectiveState(plan: PlanState, feature: Feature, actor: { isStaff: boolean }): PlanStateName {
  return plan.state === "unconfirmed" && actor.isStaff && FEATURES[feature].staffPassConfirmation
    ? plan.billing
    : plan.state;
}

/** Whether the account may use `feature` (null) or what it must do first. */
export function featureRefusal(
  plan: PlanState,
  feature: Feature,
  actor: { isStaff: boolean } = { isStaff: false },
): WayOut | null {
  const state = effectiveState(plan, feature, actor);
  if (FEATURES[feature].allowed[state]) return null;
  // Every feature is open in some confirmed state, so confirming always comes first.
  if (state === "unconfirmed") return "confirmEmail";
  return "choosePlan";
}

export function mayUse(
  plan: PlanState,
  feature: Feature,
  actor: { isStaff: boolean } = { isStaff: false },
): boolean {
  return featureRefusal(plan, feature, actor) === null;
}
