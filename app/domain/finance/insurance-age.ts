/**
 * Insurance age rules (spec 001 §5) per payment type, so a wizard can disable
 * exactly the payment types a customer may not choose and show the spec's
 * message (§8) instead of asking for a tariff. Interpretation: decision 0012.
 */
import { INSURANCE_AGE, type InsurancePaymentType, type PartnerPaymentType } from "~/domain/constants";
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

/** Burial-fund insurance (onetime or monthly): one-time up to the tariff limit 98, monthly start up to 65. */
export const BURIAL_FUND_AGE_RANGES: Readonly<Record<InsurancePaymentType, AgeRange>> = {
  onetime: { min: INSURANCE_AGE.min, max: INSURANCE_AGE.tariffLimit },
  monthly: { min: INSURANCE_AGE.min, max: INSURANCE_AGE.monthlyMaxStartAge },
};

/** Partner insurer: one-time up to 100, monthly up to 85, consulting from 80. */
export const PARTNER_AGE_RANGES: Readonly<Record<PartnerPaymentType, AgeRange>> = {
  oneTime: { min: INSURANCE_AGE.min, max: INSURANCE_AGE.oneTimeLimit },
  monthly: { min: INSURANCE_AGE.min, max: INSURANCE_AGE.partnerMonthlyMax },
  consulting: { min: INSURANCE_AGE.partnerConsultingFrom, max: null },
};

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
