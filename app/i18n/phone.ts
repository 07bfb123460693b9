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

/**
 * A stored phone number (E.164) as people write it (decision 0040): a German number in national format
 * ("0171 2345678"), a foreign one in international format with spaces ("+44 1632 960961"); anything else (not
 * E.164, or not a valid number) is shown as stored.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  if (!phone.startsWith("+")) return phone;
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed?.isValid()) return phone;
  return parsed.country === "DE" ? parsed.formatNational() : parsed.formatInternational();
}
