/**
 * Insurance age rules per tariff and payment type, so a wizard can disable
 * exactly the payment types a customer may not choose and show the spec's
 * message (§8) instead of asking for a tariff. Interpretation: decisions 0012 and 0075.
 */
import {
  INSURANCE_AGE,
  type InsurancePaymentType,
  type PartnerPaymentType,
} from "~/domain/finance/constants";
import type { IsoDate } from "~/domain/dates";
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
 * Age limits belong to the tariff (spec 001 §5, decision 0075): the burial-fund tariff takes a one-time premium up
 * to 98 ("limit 98 for this tariff") and a monthly start up to 65; the partner tariff one-time up to 100 and monthly
 * up to 85, with its consulting callback from 80. At least 18 everywhere.
 */
export const BURIAL_FUND_AGE_RANGES: Readonly<Record<InsurancePaymentType, AgeRange>> = {
  onetime: { min: INSURANCE_AGE.min, max: INSURANCE_AGE.tariffLimit },
  monthly: { min: INSURANCE_AGE.min, max: INSURANCE_AGE.monthlyMaxStartAge },
};

/** The partner tariff (oneTime, monthly, consulting): its own limits. */
export const PARTNER_AGE_RANGES: Readonly<Record<PartnerPaymentType, AgeRange>> = {
  oneTime: { min: INSURANCE_AGE.min, max: INSURANCE_AGE.oneTimeLimit },
  monthly: { min: INSURANCE_AGE.min, max: INSURANCE_AGE.partnerMonthlyMax },
  consulting: { min: INSURANCE_AGE.partnerConsultingFrom, max: null },
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
export function insuranceAges(birthDate: IsoDate, today: IsoDate): InsuranceAges {
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
  today: IsoDate,
): Record<InsurancePaymentType, AgeRuleResult> {
  return checkAll(BURIAL_FUND_AGE_RANGES, insuranceAges(birthDate, today));
}

/** Age rule per partner payment type. Throws a RangeError for a malformed or future birth date. */
export function partnerAgeRules(
  birthDate: IsoDate,
  today: IsoDate,
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
 * Why a way of paying is closed, as sentences to show in this order (empty when open): the spec's own text
 * (§8: too young, or above the tariff's age limit) first, then the limit of this tariff in figures. The same
 * sentences beside the disabled choice and in the 422 answer to a forced post. Without a birth date
 * (`result` null) every way is closed until the profile has one.
 */
export function ageRefusalMessages(
  range: AgeRange,
  kind: InsurancePaymentKind,
  result: AgeRuleResult | null,
): AgeMessage[] {
  if (result === null) return [{ key: "finance.age.noBirthDate", values: {} }];
  if (result.ok) return [];
  const spec: AgeMessage = { key: ageRefusalMessageKey(result.reason), values: {} };
  if (result.reason === "customerTooYoung") {
    // The callback is no insurance: "keine Sterbegeldversicherung für diesen Altersbereich" beside two open
    // ways of insuring would be untrue, so it names its age only.
    if (kind === "consulting") return [{ key: "finance.age.consultingFrom", values: { min: range.min } }];
    return [spec, { key: "finance.age.tooYoung", values: { min: range.min } }];
  }
  return [
    spec,
    {
      key: kind === "monthly" ? "finance.age.monthlyUpTo" : "finance.age.onetimeUpTo",
      values: { max: range.max ?? 0 },
    },
  ];
}
