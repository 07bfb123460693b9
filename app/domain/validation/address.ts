/**
 * The customer's postal address (decision 0108): the one rule every form that takes it uses (profile, tariff
 * application, billing address, the Vorsorgemappe order). Street and house number in one line, with a house
 * number; a German postal code of five digits; a place name. Someone else's address (a trusted person, a letter's
 * recipient, a guest) has rules of its own: it may be abroad.
 */
import { z } from "zod";
import { t } from "~/i18n";
import {
  firstOf,
  germanCityRule,
  germanPostalCodeRule,
  maxLength,
  optionalText,
  pattern,
  requiredText,
  stringOrUndefined,
  TEXT_MAX_LENGTH,
} from "./fields";
import { STREET_PATTERN } from "./patterns";

/** "Straße und Hausnummer": a letter and a digit (the house number), at most 200 characters. */
const streetRule = firstOf(maxLength(TEXT_MAX_LENGTH), pattern(STREET_PATTERN, "validation.street"));

/** The address fields of a form that needs the address: all three required. */
export const addressFields = {
  street: requiredText(streetRule),
  postalCode: requiredText(germanPostalCodeRule),
  city: requiredText(germanCityRule),
};

/** A form of the address alone (the Vorsorgemappe order that asks for it). */
export const postalAddressSchema = z.object(addressFields);

/** The address fields of a form where it may stay empty (the profile): each checked by the same rule. */
export const optionalAddressFields = {
  street: optionalText(streetRule),
  postalCode: optionalText(germanPostalCodeRule),
  city: optionalText(germanCityRule),
};

const ADDRESS_PARTS = ["street", "postalCode", "city"] as const;

/**
 * The optional address is all or nothing: once one part is given, an empty part is reported as required (a
 * street without a place posts nothing). For `superRefine` with `whenObjectParsed()` (fields.ts).
 */
export function wholeAddress(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const given = ADDRESS_PARTS.filter((part) => stringOrUndefined(value[part]));
  if (given.length === 0 || given.length === ADDRESS_PARTS.length) return;
  for (const part of ADDRESS_PARTS) {
    if (!given.includes(part))
      ctx.addIssue({ code: "custom", path: [part], message: t("validation.required") });
  }
}
