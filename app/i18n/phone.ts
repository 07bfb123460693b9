/** Phone numbers in E.164 (libphonenumber-js); its own module so that pages without a phone field skip the library. */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

/**
 * A phone number in E.164 ("+49301234567"), or null when it is not a valid
 * number. National numbers default to Germany. A leading "4" without "+"
 * (allowed by the form rule, e.g. "49 30 1234567") is read as an international
 * number whose "+" was left out. Validity uses libphonenumber's default
 * metadata, i.e. a length check per country.
 */
export function toE164(phone: string, defaultCountry: CountryCode = "DE"): string | null {
  const trimmed = phone.trim();
  const text = trimmed.startsWith("4") ? `+${trimmed}` : trimmed;
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}
