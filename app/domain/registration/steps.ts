/**
 * The sign-up wizard's steps and the place choice format, without any validation code, so that pages can
 * use them without loading the schemas (see ./registration.ts for the rules).
 */
export const REGISTRATION_STEPS = ["type", "character", "place", "birthdate", "data"] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];
/** Steps whose answers are kept in the draft; the data step is posted once and used directly. */
export type StoredStep = Exclude<RegistrationStep, "data">;

export const registrationStepPath = (step: RegistrationStep): string => `/register/${step}`;

/** 1-based number of a step, for the "n / 5" counter. */
export const registrationStepNumber = (step: RegistrationStep): number =>
  REGISTRATION_STEPS.indexOf(step) + 1;

export function previousRegistrationStep(step: RegistrationStep): RegistrationStep | null {
  return REGISTRATION_STEPS[REGISTRATION_STEPS.indexOf(step) - 1] ?? null;
}

export function nextRegistrationStep(step: StoredStep): RegistrationStep {
  return REGISTRATION_STEPS[REGISTRATION_STEPS.indexOf(step) + 1] ?? "data";
}

/** Debounce of the place suggestions while typing. */
export const PLACE_SUGGEST_DEBOUNCE_MS = 250;
/** Longest place query the search accepts. */
export const PLACE_QUERY_MAX_LENGTH = 50;

export interface PlaceChoice {
  code: string;
  city: string;
}

/** How a place is posted from the list or the combobox: "24103 Kiel". */
export const placeChoiceValue = (place: PlaceChoice): string => `${place.code} ${place.city}`;

export function parsePlaceChoice(value: string): PlaceChoice | null {
  const match = /^(\d{5}) +(\S.{0,99})$/u.exec(value.trim());
  return match ? { code: match[1]!, city: match[2]!.trim() } : null;
}
