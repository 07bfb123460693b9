/**
 * Sign-up wizard steps type, character, place, birthdate, data.
 * Salutation is sir|madame here as in the profile: one pair everywhere.
 */
import { z } from "zod";
import { FUNERAL_PLANS, FUNERAL_TYPES } from "~/domain/constants";
import { SALUTATIONS } from "~/domain/salutation";
import { birthDateField, type ClockOptions } from "./dates";
import {
  consent,
  emailField,
  maxLength,
  nameField,
  passwordField,
  phoneField,
  requiredEnum,
  requiredText,
} from "./fields";

export const registrationTypeSchema = z.object({
  funeralType: requiredEnum(FUNERAL_TYPES),
});

export const registrationCharacterSchema = z.object({
  funeralPlan: requiredEnum(FUNERAL_PLANS),
});

/** The place: every part must be present (city name and its code). */
export const registrationPlaceSchema = z.object({
  place: z.object({
    city: requiredText(maxLength(100)),
    code: requiredText(maxLength(20)),
  }),
});

export function createRegistrationBirthdateSchema(options: ClockOptions = {}) {
  return z.object({ provisionBirth: birthDateField(options) });
}
export const registrationBirthdateSchema = createRegistrationBirthdateSchema();

/** The data step; whether the e-mail is taken (emailExist) is checked by the service. */
export const registrationDataSchema = z.object({
  salutation: requiredEnum(SALUTATIONS),
  firstname: nameField(),
  lastname: nameField(),
  phone: phoneField(),
  email: emailField("customer"),
  password: passwordField(),
  terms: consent(),
});

/** The whole draft, checked again before the proposal is created. */
export function createRegistrationDraftSchema(options: ClockOptions = {}) {
  return registrationTypeSchema
    .extend(registrationCharacterSchema.shape)
    .extend(registrationPlaceSchema.shape)
    .extend(createRegistrationBirthdateSchema(options).shape)
    .extend(registrationDataSchema.shape);
}

export type RegistrationData = z.output<typeof registrationDataSchema>;
