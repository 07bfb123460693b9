/**
 * SEPA bank details: IBAN and BIC checked with ibantools, bank name with the
 * German alphanumeric pattern. Outputs are normalised (no spaces, upper case).
 * Only the IBAN is required (decision 0041): inside the EEA a SEPA payment needs no BIC
 * (Regulation (EU) No 260/2012, Art. 5(7)); the bank name and BIC of a German IBAN are derived
 * from its bank code where the table below knows it.
 */
import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from "ibantools";
import { t } from "~/i18n";
import {
  firstOf,
  maxLength,
  optionalText,
  pattern,
  requiredText,
  TEXT_MAX_LENGTH,
  type Rule,
} from "./fields";
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

/** The EEA (EU, Iceland, Liechtenstein, Norway, with the EU's outermost regions that have own IBAN codes). */
export const EEA_IBAN_COUNTRIES: ReadonlySet<string> = new Set([
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
  "AX",
  "GF",
  "GP",
  "MQ",
  "RE",
  "YT",
  "MF",
  "BL",
  "IS",
  "LI",
  "NO",
]);

/** A SEPA IBAN from outside the EEA (e.g. Switzerland, the United Kingdom) still needs the BIC. */
export function bicRequiredFor(iban: string): boolean {
  return !EEA_IBAN_COUNTRIES.has(normalizeIban(iban).slice(0, 2));
}

export interface BankInfo {
  name: string;
  bic: string;
}

/**
 * Bank codes (Bankleitzahl, IBAN characters 5–12) of large German banks, from the Bundesbank's
 * bank-code directory. Not complete: an unknown code simply derives nothing (SEPA needs no BIC).
 */
const GERMAN_BANKS: Readonly<Record<string, BankInfo>> = {
  "10010010": { name: "Postbank", bic: "PBNKDEFFXXX" },
  "10011001": { name: "N26 Bank", bic: "NTSBDEB1XXX" },
  "10050000": { name: "Berliner Sparkasse", bic: "BELADEBEXXX" },
  "10070000": { name: "Deutsche Bank", bic: "DEUTDEBBXXX" },
  "12030000": { name: "Deutsche Kreditbank (DKB)", bic: "BYLADEM1001" },
  "20050550": { name: "Hamburger Sparkasse", bic: "HASPDEHHXXX" },
  "30050110": { name: "Stadtsparkasse Düsseldorf", bic: "DUSSDEDDXXX" },
  "37040044": { name: "Commerzbank", bic: "COBADEFFXXX" },
  "37050198": { name: "Sparkasse KölnBonn", bic: "COLSDE33XXX" },
  "43060967": { name: "GLS Gemeinschaftsbank", bic: "GENODEM1GLS" },
  "50010517": { name: "ING-DiBa", bic: "INGDDEFFXXX" },
  "50050201": { name: "Frankfurter Sparkasse", bic: "HELADEF1822" },
  "50070010": { name: "Deutsche Bank", bic: "DEUTDEFFXXX" },
  "70150000": { name: "Stadtsparkasse München", bic: "SSKMDEMMXXX" },
  "76050101": { name: "Sparkasse Nürnberg", bic: "SSKNDE77XXX" },
};

/** The bank of a valid German IBAN, when its bank code is in the table; else null. */
export function bankFromIban(iban: string): BankInfo | null {
  const electronic = normalizeIban(iban);
  if (!electronic.startsWith("DE") || !isValidIBAN(electronic)) return null;
  return GERMAN_BANKS[electronic.slice(4, 12)] ?? null;
}

/** What is stored: the typed bank name and BIC, else those derived from the IBAN, else nothing. */
export function resolveBankDetails(
  iban: string,
  typed: { bank?: string | null; bic?: string | null },
): { bank: string | undefined; bic: string | undefined } {
  const derived = bankFromIban(iban);
  return {
    bank: typed.bank || derived?.name || undefined,
    bic: typed.bic ? normalizeBic(typed.bic) : derived?.bic,
  };
}

export function ibanField() {
  return requiredText(ibanRule).transform(normalizeIban);
}

/** The optional bank name of the SEPA form (derived from a German IBAN when left empty). */
export function optionalBankField() {
  return optionalText(bankRule);
}

/** The optional BIC of the SEPA form; `bicRequiredFor` decides when it must be given. */
export function optionalBicField() {
  return optionalText(bicRule).transform((value) => value && normalizeBic(value));
}
