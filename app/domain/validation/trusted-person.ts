/** /overview/trusted-person/edit. */
import { z } from "zod";
import { NOTE_MAX_LENGTH } from "~/domain/constants";
import { SALUTATIONS } from "~/domain/salutation";
import { TRUSTED_PERSON_POSTAL_CODE_MAX_LENGTH } from "~/domain/wishes/constants";
import {
  maxLength,
  multilineText,
  nameField,
  optionalEnum,
  optionalEmailField,
  optionalText,
  phoneField,
} from "./fields";

/**
 * Names and phone required; the e-mail optional (many older people's confidants have none; decision 0040),
 * and when given never in our own domain (confidant rule); postal code free text up to 20 characters (a
 * trusted person may live abroad); the rest optional.
 */
export const trustedPersonSchema = z.object({
  salutation: optionalEnum(SALUTATIONS),
  firstname: nameField(),
  lastname: nameField(),
  relationship: optionalText(maxLength(100)),
  street: optionalText(),
  postalCode: optionalText(maxLength(TRUSTED_PERSON_POSTAL_CODE_MAX_LENGTH)),
  city: optionalText(),
  email: optionalEmailField("confidant"),
  phone: phoneField(),
  note: multilineText(NOTE_MAX_LENGTH),
});

export type TrustedPersonInput = z.output<typeof trustedPersonSchema>;
