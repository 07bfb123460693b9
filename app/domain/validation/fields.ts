/**
 * zod 4 building blocks for form fields. Made for Conform's parseWithZod,
 * which turns empty strings into undefined: a missing required value yields
 * the required message. Every field reports at most one message, the first
 * rule it breaks. Texts are NFC-normalised and trimmed (passwords are not).
 */
import { z } from "zod";
import { t, type MessageKey } from "~/i18n";
import { OWN_EMAIL_DOMAIN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/domain/constants";
import { lowerCaseEmail } from "~/i18n/format";
import { toE164 } from "~/i18n/phone";
import { fromWholeEuros, parseEuros, roundToWholeEuros } from "~/domain/money";
import { emailProblem, type EmailPolicy } from "./email";
import {
  EURO_AMOUNT_PATTERN,
  PLACE_NAME_PATTERN,
  GERMAN_ALPHANUMERIC_PATTERN,
  GERMAN_POSTAL_CODE_PATTERN,
  LETTER_POSTAL_CODE_PATTERN,
  NAME_PATTERN,
  LINK_LIKE,
  LOWERCASE_LETTER,
  PHONE_PATTERN,
} from "./patterns";

/** A rule returns the German message of the first problem, or undefined. */
export type Rule = (value: string) => string | undefined;

export const requiredMessage = () => t("validation.required");
const wrongMessage = () => t("validation.wrong");

/** Default length limits where the spec is silent. */
export const NAME_MAX_LENGTH = 100;
export const TEXT_MAX_LENGTH = 200;

/** Runs rules in order and returns the first message. */
export function firstOf(...rules: Rule[]): Rule {
  return (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

export function pattern(regex: RegExp, key: MessageKey): Rule {
  return (value) => (regex.test(value) ? undefined : t(key));
}

export function maxLength(max: number): Rule {
  return (value) => (value.length > max ? t("validation.max", { max }) : undefined);
}

/**
 * Options for an object-level rule: run it even when other fields failed
 * (zod skips refinements after such failures by default), so a form shows all
 * its messages at once. The rule must then guard its own input types.
 */
export function whenObjectParsed(predicate: (value: Record<string, unknown>) => boolean = () => true) {
  return {
    when: (payload: { value: unknown }) =>
      typeof payload.value === "object" &&
      payload.value !== null &&
      predicate(payload.value as Record<string, unknown>),
  };
}

/** The value if it is a string, else undefined (for rules that run on partly invalid input). */
export const stringOrUndefined = (value: unknown): string | undefined =>
  typeof value === "string" ? value : undefined;

function withRule<T extends z.ZodString>(schema: T, rule: Rule): T {
  return schema.superRefine((value, ctx) => {
    const message = rule(value);
    if (message !== undefined) ctx.addIssue({ code: "custom", message });
  });
}

/** A required, trimmed text; blank → required message, then the rule. */
export function requiredText(rule: Rule = maxLength(TEXT_MAX_LENGTH)) {
  return withRule(z.string({ error: requiredMessage }).normalize("NFC").trim(), (value) =>
    value === "" ? t("validation.required") : rule(value),
  );
}

/** An optional, trimmed text; blank or missing → undefined, otherwise the rule. */
export function optionalText(rule: Rule = maxLength(TEXT_MAX_LENGTH)) {
  return withRule(z.string({ error: wrongMessage }).normalize("NFC").trim(), (value) =>
    value === "" ? undefined : rule(value),
  )
    .optional()
    .transform((value) => (value ? value : undefined));
}

/**
 * Text from a textarea. Line breaks become "\n" before counting: browsers
 * count a line break as one character for maxlength but submit "\r\n".
 */
export function multilineText(max: number) {
  return z
    .string({ error: wrongMessage })
    .overwrite((value) => value.replace(/\r\n?/g, "\n"))
    .trim()
    .max(max, { error: () => t("validation.max", { max }) })
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A choice among fixed values: missing → required; unknown value → wrong. */
export function requiredEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? t("validation.required") : t("validation.wrong")),
  });
}

/** An optional choice among fixed values. */
export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: wrongMessage }).optional();
}

/** A checkbox that must be ticked (Conform turns "on" into true). */
export function consent(key: MessageKey = "validation.terms") {
  return z.literal(true, { error: () => t(key) });
}

/** An optional checkbox: ticked → true, otherwise false. */
export function checkbox() {
  return z.boolean({ error: wrongMessage }).default(false);
}

/** No web address in a text that goes into a mail (decision 0030). */
export const noLinkRule: Rule = (value) => (LINK_LIKE.test(value) ? t("validation.noLink") : undefined);

export const nameRule: Rule = firstOf(
  maxLength(NAME_MAX_LENGTH),
  pattern(NAME_PATTERN, "validation.wrongName"),
  noLinkRule,
);

/** First name or last name. */
export function nameField() {
  return requiredText(nameRule);
}

/** A required e-mail address under a policy; the output is lower-cased. */
export function emailField(policy: EmailPolicy) {
  return withRule(z.string({ error: requiredMessage }).trim(), (value) => {
    const key = emailProblem(value, policy);
    return key && t(key, { domain: OWN_EMAIL_DOMAIN });
  }).transform(lowerCaseEmail);
}

/** An optional e-mail address under a policy; blank → undefined. */
export function optionalEmailField(policy: EmailPolicy) {
  return withRule(z.string({ error: wrongMessage }).trim(), (value) => {
    const key = value === "" ? undefined : emailProblem(value, policy);
    return key && t(key, { domain: OWN_EMAIL_DOMAIN });
  })
    .optional()
    .transform((value) => (value ? lowerCaseEmail(value) : undefined));
}

/**
 * A new password wherever one is set (sign-up, reset, profile, staff invitation): at least 6 characters,
 * at least one lowercase letter, no leading or trailing whitespace (not trimmed, so a space is reported
 * rather than silently removed). Signing in takes any stored password (`signInPasswordField`).
 */
export function passwordField() {
  return withRule(z.string({ error: requiredMessage }), (value) => {
    if (value === "") return t("validation.required");
    if (value.length < PASSWORD_MIN_LENGTH) return t("validation.length", { min: PASSWORD_MIN_LENGTH });
    if (value.trim() !== value) return t("validation.trimPassword");
    if (!LOWERCASE_LETTER.test(value)) return t("validation.passwordLowercase");
    if (value.length > PASSWORD_MAX_LENGTH) return t("validation.max", { max: PASSWORD_MAX_LENGTH });
    return undefined;
  });
}

/** The sign-in password: required, at least 6 characters, taken as typed. */
export function signInPasswordField() {
  return withRule(z.string({ error: requiredMessage }), (value) => {
    if (value === "") return t("validation.required");
    if (value.length < PASSWORD_MIN_LENGTH) return t("validation.length", { min: PASSWORD_MIN_LENGTH });
    if (value.length > PASSWORD_MAX_LENGTH) return t("validation.max", { max: PASSWORD_MAX_LENGTH });
    return undefined;
  });
}

/**
 * A phone number must match the spec's pattern and be a real number
 * (libphonenumber length check); the output is E.164, ready to send.
 */
export const phoneRule: Rule = (value) =>
  PHONE_PATTERN.test(value) && toE164(value) !== null ? undefined : t("validation.phone");

const toE164OrSame = (value: string) => toE164(value) ?? value;

export function phoneField() {
  return requiredText(phoneRule).transform(toE164OrSame);
}

export function optionalPhoneField() {
  return optionalText(phoneRule).transform((value) => (value ? toE164OrSame(value) : undefined));
}

export const germanPostalCodeRule = pattern(GERMAN_POSTAL_CODE_PATTERN, "validation.postalCode");
export const letterPostalCodeRule = pattern(LETTER_POSTAL_CODE_PATTERN, "validation.postalCode");
export const germanCityRule = firstOf(
  maxLength(NAME_MAX_LENGTH),
  pattern(PLACE_NAME_PATTERN, "validation.city"),
);
export const germanAlphanumericRule = firstOf(
  maxLength(TEXT_MAX_LENGTH),
  pattern(GERMAN_ALPHANUMERIC_PATTERN, "validation.text"),
);

const wholeEurosRule = firstOf(
  pattern(EURO_AMOUNT_PATTERN, "validation.funeralSiteEstimatedPrice"),
  maxLength(7),
);

/** Whole euros as a digit string ("0" or no leading zero; at most 7 digits), as Cents. */
export function euroAmountField() {
  return requiredText(wholeEurosRule).transform((value) => fromWholeEuros(Number(value)));
}

/** An optional amount of whole euros (blank → undefined), as Cents. */
export function optionalEuroAmountField() {
  return optionalText(wholeEurosRule).transform((value) =>
    value === undefined ? undefined : fromWholeEuros(Number(value)),
  );
}

/** The largest estimate a cost form takes: 9.999.999 € (seven digits, as the whole-euro fields before). */
export const ESTIMATE_MAX_CENTS = 999_999_900;

/**
 * A typed amount in euros as the customer writes it ("1.500", "1.500 €", "1500,50", "5000"), read by
 * `parseEuros` (app/domain/money.ts) and rounded to whole euros (cents rounded half up, decision 0037), as
 * Cents; blank → undefined.
 */
export function estimateEurosField() {
  return optionalText((value) => {
    const amount = parseEuros(value);
    if (amount === null || amount < 0) return t("validation.euroAmount");
    return amount > ESTIMATE_MAX_CENTS ? t("validation.euroAmountMax") : undefined;
  }).transform((value) => (value === undefined ? undefined : roundToWholeEuros(parseEuros(value)!)));
}
