/** /profile master data. */
import { z } from "zod";
import { SALUTATIONS } from "~/domain/salutation";
import { birthDateField, type ClockOptions } from "./dates";
import { optionalAddressFields, wholeAddress } from "./address";
import {
  emailField,
  nameField,
  optionalPhoneField,
  passwordField,
  requiredEnum,
  signInPasswordField,
  whenObjectParsed,
} from "./fields";
import { t } from "~/i18n";

/**
 * The contact e-mail follows the customer rule (own-domain addresses only as
 * vorsorge or customer-care copy). The postal address and the phone are
 * optional; the address, when given, is whole and follows the one address rule
 * (decision 0108), the phone is valid.
 */
export function createProfileSchema(options: ClockOptions = {}) {
  return z
    .object({
      salutation: requiredEnum(SALUTATIONS),
      firstname: nameField(),
      lastname: nameField(),
      email: emailField("customer"),
      provisionBirth: birthDateField(options),
      ...optionalAddressFields,
      phone: optionalPhoneField(),
    })
    .superRefine(wholeAddress, whenObjectParsed());
}
export const profileSchema = createProfileSchema();

export type ProfileInput = z.output<typeof profileSchema>;

/** Deleting the account asks for the current password again (decision 0029). */
export const deleteAccountSchema = z.object({ currentPassword: signInPasswordField() });

/** Changing the password on the profile page: the current one, the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: signInPasswordField(),
    newPassword: passwordField(),
    newPasswordRepeat: signInPasswordField(),
  })
  .refine((value) => value.newPassword === value.newPasswordRepeat, {
    path: ["newPasswordRepeat"],
    message: t("validation.passwordRepeat"),
  });
