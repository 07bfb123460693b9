/** /profile master data (spec 000 §5). */
import { z } from "zod";
import { SALUTATIONS } from "~/domain/constants";
import { birthDateField, type ClockOptions } from "./dates";
import {
  emailField,
  germanCityRule,
  germanPostalCodeRule,
  nameField,
  optionalPhoneField,
  optionalText,
  requiredEnum,
} from "./fields";

/**
 * The contact e-mail follows the customer rule (own-domain addresses only as
 * vorsorge or customer-care copy). Street, postal code, city and phone are
 * optional; when given, postal code is German (5 digits) and phone valid.
 */
export function createProfileSchema(options: ClockOptions = {}) {
  return z.object({
    salutation: requiredEnum(SALUTATIONS),
    firstname: nameField(),
    lastname: nameField(),
    email: emailField("customer"),
    provisionBirth: birthDateField(options),
    street: optionalText(),
    postalCode: optionalText(germanPostalCodeRule),
    city: optionalText(germanCityRule),
    phone: optionalPhoneField(),
  });
}
export const profileSchema = createProfileSchema();

export type ProfileInput = z.output<typeof profileSchema>;
