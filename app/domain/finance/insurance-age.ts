/**
 * Insurance age rules per payment type, so a wizard can disable
 * exactly the payment types a customer may not choose and show the spec's
 * message (§8) instead of asking for a tariff. Interpretation: decision 0012.
 */
import {
  INSURANCE_AGE,
  type InsurancePaymentType,
  type PartnerPaymentType,
} from "~/domain/finance/constants";
import { todayInGermany, type IsoDate } from "~/domain/dates";
import { API_ERRORS, type ApiErrorCode } from "~/domain/errors";
import { type MessageKey } from "~/i18n";
import { ageOn } from "./age";
import { insuranceStartDate } from "./insurance-start";

/** The two age refusals; both are API error codes of the error catalogue. */
export type AgeRefusal = Extract<ApiErrorCode, "customerTooYoung" | "customerTooOld">;
export type AgeRuleResult = { ok: true } | { ok: false; reason: AgeRefusal };

/** Allowed ages in completed years, both ends included; max null = no upper limit. */
export interface AgeRange {
  min: number;
  max: number | null;
}

/** The ways of paying both insurance wizards offer: one-time, monthly, or a consulting callback. */
export type InsurancePaymentKind = "onetime" | "monthly" | "consulting";

/**
 * The one age rule for both insurance wizards (decision 0036): both quote the same tariff
 * calculation, so a way of paying is open or closed for a customer in both alike. One-time up to the
 * tariff limit 98, a monthly start up to 65 (monthly payments then end by 75, within the partner's 85),
 * a consulting callback from 80; at least 18 for everything.
 */
export const INSURANCE_AGE_RULE: Readonly<Record<InsurancePaymentKind, AgeRange>> = {
  onetime: { min: INSURANCE_AGE.min, max: INSURANCE_AGE.tariffLimit },
  monthly: { min: INSURANCE_AGE.min, max: INSURANCE_AGE.monthlyMaxStartAge },
  consulting: { min: INSURANCE_AGE.partnerConsultingFrom, max: null },
};

/** Burial-fund insurance (onetime or monthly): the one rule. */
export const BURIAL_FUND_AGE_RANGES: Readonly<Record<InsurancePaymentType, AgeRange>> = {
  onetime: INSURANCE_AGE_RULE.onetime,
  monthly: INSURANCE_AGE_RULE.monthly,
};

/** Partner tariff wizard (oneTime, monthly, consulting): the same rule. */
export const PARTNER_AGE_RANGES: Readonly<Record<PartnerPaymentType, AgeRange>> = {
  oneTime: INSURANCE_AGE_RULE.onetime,
  monthly: INSURANCE_AGE_RULE.monthly,
  consulting: INSURANCE_AGE_RULE.consulting,
};

/** The rule's kind of a payment type of either wizard. */
export function paymentKindOf(type: InsurancePaymentType | PartnerPaymentType): InsurancePaymentKind {
  return type === "oneTime" ? "onetime" : type;
}

export interface InsuranceAges {
  /** Completed years today: the customer applies (and signs) today. */
  today: number;
  /** Completed years on the insurance start date: the contract's entry age. */
  atStart: number;
  startDate: IsoDate;
}

/** Ages of a customer today and at the insurance start date (first of next month, or today on the 1st). */
export function insuranceAges(birthDate: IsoDate, today: IsoDate = todayInGermany()): InsuranceAges {
  const startDate = insuranceStartDate(today);
  return { today: ageOn(birthDate, today), atStart: ageOn(birthDate, startDate), startDate };
}

/**
 * Too young when younger than `min` today (a minor cannot sign today even if
 * of age by the start), too old when older than `max` at the start date.
 */
export function checkAgeRange(
  range: AgeRange,
  ages: Pick<InsuranceAges, "today" | "atStart">,
): AgeRuleResult {
  if (ages.today < range.min) return { ok: false, reason: "customerTooYoung" };
  if (range.max !== null && ages.atStart > range.max) return { ok: false, reason: "customerTooOld" };
  return { ok: true };
}

function checkAll<T extends string>(
  ranges: Readonly<Record<T, AgeRange>>,
  ages: InsuranceAges,
): Record<T, AgeRuleResult> {
  const keys = Object.keys(ranges) as T[];
  return Object.fromEntries(keys.map((key) => [key, checkAgeRange(ranges[key], ages)])) as Record<
    T,
    AgeRuleResult
  >;
}

/** Age rule per burial-fund payment type. Throws a RangeError for a malformed or future birth date. */
export function burialFundAgeRules(
  birthDate: IsoDate,
  today: IsoDate = todayInGermany(),
): Record<InsurancePaymentType, AgeRuleResult> {
  return checkAll(BURIAL_FUND_AGE_RANGES, insuranceAges(birthDate, today));
}

/** Age rule per partner payment type. Throws a RangeError for a malformed or future birth date. */
export function partnerAgeRules(
  birthDate: IsoDate,
  today: IsoDate = todayInGermany(),
): Record<PartnerPaymentType, AgeRuleResult> {
  return checkAll(PARTNER_AGE_RANGES, insuranceAges(birthDate, today));
}

/** Message key of an age refusal (the spec's customerTooYoung / customerTooOld texts). */
export function ageRefusalMessageKey(reason: AgeRefusal): MessageKey {
  return API_ERRORS[reason];
}

/** A message key with its values, for a page to put through t(). */
export interface AgeMessage {
  key: MessageKey;
  values: Record<string, number>;
}

/**
 * Why a way of paying is closed, in words that name the limit (null when open): the same sentence in both
 * wizards, next to the disabled choice and in the 422 answer to a forced post. Without a birth date
 * (`result` null) every way is closed until the profile has one.
 */
export function ageRefusalMessage(
  kind: InsurancePaymentKind,
  result: AgeRuleResult | null,
): AgeMessage | null {
  if (result === null) return { key: "finance.age.noBirthDate", values: {} };
  if (result.ok) return null;
  const range = INSURANCE_AGE_RULE[kind];
  if (result.reason === "customerTooYoung") {
    return kind === "consulting"
      ? { key: "finance.age.consultingFrom", values: { min: range.min } }
      : { key: "finance.age.tooYoung", values: { min: range.min } };
  }
  return {
    key: kind === "monthly" ? "finance.age.monthlyUpTo" : "finance.age.onetimeUpTo",
    values: { max: range.max ?? 0 },
  };
}
