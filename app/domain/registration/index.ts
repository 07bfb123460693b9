/**
 * The sign-up wizard's rules:
 * step order, which step a draft may reach, and reading the app parameters of the entry URL.
 * Pure: no I/O. The draft is kept on the server (app/.server/wizard) and never holds the password.
 */
import { z } from "zod";
import { t } from "~/i18n";
import { AFFILIATE_SOURCE_MAX_LENGTH } from "./constants";
import { defineWizard, type WizardDraft } from "../wizard";
import { parsePlaceChoice, registrationStepPath, type PlaceChoice, type RegistrationStep } from "./steps";
import {
  createRegistrationBirthdateSchema,
  requiredText,
  registrationCharacterSchema,
  registrationPlaceSchema,
  registrationTypeSchema,
  type ClockOptions,
} from "../validation";

export * from "./steps";

/** The place step's form: one chosen place ("PLZ Ort"), turned into the draft's {place: {code, city}}. */
export const registrationPlaceChoiceSchema = z.object({
  place: requiredText((value) =>
    parsePlaceChoice(value) ? undefined : t("register.place.unknown"),
  ).transform((value) => parsePlaceChoice(value) as PlaceChoice),
});

/** Parameters of the entry URL kept with the proposal and the provision. */
export interface RegistrationParams {
  referrer?: string;
  couponCode?: string;
  /** URL parameter fp; "ww" marks the partner variant. */
  financePartner?: string;
  /** URL parameter vermittler. */
  salesPersonId?: string;
}

/** Values of the entry URL that only prefill the data step (never trusted, validated on submit). */
export interface RegistrationPrefill {
  firstname?: string;
  lastname?: string;
  email?: string;
}

/** Answers of the data step kept for a retry after a failure (never the password). */
export interface RegistrationDataAnswers extends RegistrationPrefill {
  salutation?: string;
  phone?: string;
}

/** The wizard's state in the session, keyed by step. */
export interface RegistrationDraft {
  /** Random id of this wizard run; makes the final submit idempotent. */
  submissionId?: string;
  type?: { funeralType?: unknown };
  character?: { funeralPlan?: unknown };
  place?: { place?: { city?: unknown; code?: unknown } };
  birthdate?: { provisionBirth?: unknown };
  data?: RegistrationDataAnswers;
  params?: RegistrationParams;
  /** Path and query of the wizard entry, without personal data (tracking field funnelEntryUrl). */
  entryUrl?: string;
  /** The final submit failed unexpectedly; the prepare screen shows the general message. */
  failed?: boolean;
}

/** Reads the session value defensively: anything that is not an object gives an empty draft. */
export function readRegistrationDraft(value: unknown): RegistrationDraft {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as RegistrationDraft)
    : {};
}

/**
 * The sign-up wizard on the step machine: the answer of each stored step is validated again on every
 * request (the birth date against today); the data step is posted once and used directly. If an earlier
 * answer is missing the wizard returns to the type step, without a toast (as before).
 */
export const registrationWizard = defineWizard({
  name: "registration",
  missingStepRedirect: "start",
  outOfOrderToast: false,
  steps: [
    { id: "type", path: registrationStepPath("type"), schema: registrationTypeSchema },
    { id: "character", path: registrationStepPath("character"), schema: registrationCharacterSchema },
    { id: "place", path: registrationStepPath("place"), schema: registrationPlaceSchema },
    {
      id: "birthdate",
      path: registrationStepPath("birthdate"),
      schema: (options: ClockOptions = {}) => createRegistrationBirthdateSchema(options),
    },
    { id: "data", path: registrationStepPath("data") },
  ],
});

/**
 * The first step whose answer is missing or no longer valid; "data" when every stored step is valid.
 * A step is reachable only when every earlier step validated.
 */
export function firstOpenRegistrationStep(
  draft: RegistrationDraft,
  options: ClockOptions = {},
): RegistrationStep {
  return registrationWizard.firstMissingStep(draft as WizardDraft, "data", options) ?? "data";
}

/** Whether a step may be shown or posted for this draft. */
export function canEnterRegistrationStep(
  step: RegistrationStep,
  draft: RegistrationDraft,
  options: ClockOptions = {},
): boolean {
  return registrationWizard.canEnter(step, draft as WizardDraft, options);
}

/** The validated answers of all stored steps, or null when one is missing. */
export function completedRegistrationSteps(draft: RegistrationDraft, options: ClockOptions = {}) {
  const stored = draft as WizardDraft;
  const type = registrationWizard.answer("type", stored, options);
  const character = registrationWizard.answer("character", stored, options);
  const place = registrationWizard.answer("place", stored, options);
  const birthdate = registrationWizard.answer("birthdate", stored, options);
  if (!type || !character || !place || !birthdate) return null;
  return { ...type, ...character, ...place, ...birthdate };
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Trims, drops control characters and cuts to the affiliate-source limit; empty → undefined. */
export function cleanParam(
  value: string | null | undefined,
  max = AFFILIATE_SOURCE_MAX_LENGTH,
): string | undefined {
  if (typeof value !== "string") return undefined;
  const cleaned = value.replace(CONTROL_CHARACTERS, "").trim().slice(0, max).trim();
  return cleaned === "" ? undefined : cleaned;
}

const PREFILL_MAX_LENGTH = 100;

/** Reads the app parameters (affiliate source, partner marker, …) from the entry URL. */
export function readRegistrationParams(search: URLSearchParams): {
  params: RegistrationParams;
  prefill: RegistrationPrefill;
} {
  const params: RegistrationParams = {
    referrer: cleanParam(search.get("referrer")),
    couponCode: cleanParam(search.get("couponcode"))?.toUpperCase(),
    financePartner: cleanParam(search.get("fp"))?.toLowerCase(),
    salesPersonId: cleanParam(search.get("vermittler")),
  };
  const prefill: RegistrationPrefill = {
    firstname: cleanParam(search.get("firstname"), PREFILL_MAX_LENGTH),
    lastname: cleanParam(search.get("lastname"), PREFILL_MAX_LENGTH),
    email: cleanParam(search.get("email"), PREFILL_MAX_LENGTH),
  };
  return { params: withoutUndefined(params), prefill: withoutUndefined(prefill) };
}

const PERSONAL_PARAMS = new Set(["firstname", "lastname", "email"]);

/** The entry path and query without the personal parameters, for the funnelEntryUrl tracking field. */
export function funnelEntryUrl(url: URL): string {
  const search = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (!PERSONAL_PARAMS.has(key)) search.append(key, value);
  const query = search.toString();
  return (url.pathname + (query ? `?${query}` : "")).slice(0, AFFILIATE_SOURCE_MAX_LENGTH);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
