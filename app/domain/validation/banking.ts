/**
 * SEPA bank details: IBAN and BIC checked with ibantools, bank name with the
 * German alphanumeric pattern. Outputs are normalised (no spaces, upper case).
 */
import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from "ibantools";
import { t } from "~/i18n";
import { firstOf, maxLength, pattern, requiredText, TEXT_MAX_LENGTH, type Rule } from "./fields";
import { GERMAN_ALPHANUMERIC_PATTERN } from "./patterns";

/** "de89 3704 0044 0532 0130 00" → "DE89370400440532013000". */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? value.replace(/\s+/g, "").toUpperCase();
}

/** "cobadeff xxx" → "COBADEFFXXX". */
export function normalizeBic(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** A valid IBAN of a SEPA country (a SEPA direct debit needs one). */
export const ibanRule: Rule = (value) => {
  const iban = normalizeIban(value);
  return isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2)) ? undefined : t("validation.iban");
};

/** 8 or 11 letters and digits with a valid structure and country code. */
export const bicRule: Rule = (value) => {
  const bic = normalizeBic(value);
  return /^[A-Z0-9]{8}(?:[A-Z0-9]{3})?$/.test(bic) && isValidBIC(bic) ? undefined : t("validation.bic");
};

export const bankRule: Rule = firstOf(
  maxLength(TEXT_MAX_LENGTH),
  pattern(GERMAN_ALPHANUMERIC_PATTERN, "validation.bank"),
);

export function ibanField() {
  return requiredText(ibanRule).transform(normalizeIban);
}

export function bicField() {
  return requiredText(bicRule).transform(normalizeBic);
}

export function bankField() {
  return requiredText(bankRule);
}
