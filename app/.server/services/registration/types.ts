import type { Cents } from "~/domain/money";
import type { RegistrationParams } from "~/domain/registration";
import type { RegistrationData } from "~/domain/validation";
import type { Config } from "../../config";
import type { FuneralPlan, FuneralType, User } from "../../db/schema";
import type * as identity from "../../identity";
import type { Place } from "./places";

/** The validated answers of the wizard's stored steps. */
export interface RegistrationAnswers {
  funeralType: FuneralType;
  funeralPlan: FuneralPlan;
  place: Place;
  /** ISO calendar date "YYYY-MM-DD". */
  provisionBirth: string;
}

export interface RegistrationInput {
  /** The wizard run's id from the session. */
  submissionId: string;
  answers: RegistrationAnswers;
  /** The data step as parsed by registrationDataSchema (e-mail lower-cased, phone E.164). */
  data: RegistrationData;
  params?: RegistrationParams;
}

/** How the submit arrives and what the registration needs beyond the database (decision 0052). */
export interface RegistrationOptions {
  /** The client address, for the attempt limits of the password check and of new accounts. */
  ip: string;
  /** The time of the submit, from the runtime's clock (`runtime.clock.now()`). */
  now: Date;
  /** The confirmation mail's link base and hotline. */
  config: Pick<Config, "BASE_URL" | "hotline">;
  /** Tracking fields, present only when the visitor accepted tracking. */
  tracking?: RegistrationTracking;
}

/** Tracking fields, present only when the visitor accepted tracking. */
export interface RegistrationTracking {
  userID?: string;
  sessionID?: string;
  utmMedium?: string;
  utmSource?: string;
  utmCampaign?: string;
  clientidGclid?: string;
  /** The analytics client id the funnel hands over (URL parameter clientId). */
  clientId?: string;
  landingPageUrl?: string;
  funnelEntryUrl?: string;
}

export type RegistrationOutcome = "created" | "continued" | "replayed";

export interface RegistrationResult {
  outcome: RegistrationOutcome;
  user: User;
  provisionId: string;
  proposalId: string;
  tokens: identity.TokenPair;
}

/** The net price and grave type of the default offer, as the proposal and provision store them. */
export interface OfferTotals {
  graveTypeId: string | null;
  priceCents: Cents;
}
