/**
 * The embedded insurance adapter's arithmetic (docs/decisions/0019-finance-area.md): a transparent
 * actuarial approximation of a burial-fund insurance ("Sterbegeldversicherung"), NOT an insurer's tariff.
 * The interface labels every figure from here as an example calculation.
 *
 * - The insured sum is the rounded future cost (up to the next 500 €), fitted to the sum limits.
 * - Death is assumed at the remaining life expectancy e(x) of the entry age (the life table of
 *   ./life-expectancy), at least one year away.
 * - One-time premium  = sum × v^e × (1 + loading),  v = 1 / (1 + technical interest).
 * - Monthly premium   = one-time premium / ä, where ä is the present value of 1 € paid at the start of
 *   each month for the payment term (10 years, shorter when e(x) is shorter), discounted monthly.
 * - payout = what the customer pays in total (one premium, or 12 × years × monthly premium).
 * Amounts are integer cents, rounded once at the end (half away from zero).
 */
import {
  BURIAL_FUND_SUM_LIMITS_CENTS,
  INSURANCE_MONTHLY_PAYMENT_YEARS,
  INSURANCE_SUM_LIMITS_CENTS,
  type InsurancePaymentType,
} from "~/domain/finance/constants";
import type { IsoDate } from "~/domain/dates";
import { cents, requireCents, times, type Cents } from "~/domain/money";
import {
  burialFundAgeRules,
  checkAgeRange,
  insuranceAges,
  PARTNER_AGE_RANGES,
  type AgeRefusal,
} from "./insurance-age";
import { remainingLifeExpectancy } from "./life-expectancy";
import { fitInsuranceSum, type InsuranceSum, type SumLimits } from "./sum-status";

/** Technical interest of the approximation (German Höchstrechnungszins 2025: 1 %). */
export const TECHNICAL_INTEREST = 0.01;
/** Costs and safety loading on the net premium. */
export const PREMIUM_LOADING = 0.08;
/** The insured sum is the future cost rounded up to whole steps of this amount. */
export const COSTS_ROUNDING_CENTS = 50_000;

/** The future cost rounded up to the next 500 € (the tariff call's `costsRounded`). */
export function roundCosts(totalCents: Cents): Cents {
  requireCents(totalCents, "totalCents");
  return times(cents(COSTS_ROUNDING_CENTS), Math.ceil(totalCents / COSTS_ROUNDING_CENTS));
}

/** A premium computed in floating point, to whole cents (half away from zero). */
const round = (value: number) => cents(Math.sign(value) * Math.round(Math.abs(value)));

/** Net present factors for an entry age: v^e and the monthly annuity-due factor over the payment term. */
export function premiumFactors(age: number, paymentYears = INSURANCE_MONTHLY_PAYMENT_YEARS) {
  // Premiums must not depend on sex (EU unisex rule): the unisex column for everyone.
  const years = Math.max(1, remainingLifeExpectancy(age, "unisex"));
  const v = 1 / (1 + TECHNICAL_INTEREST);
  const discount = v ** years;
  const months = Math.max(1, Math.round(Math.min(paymentYears, years) * 12));
  const vMonth = v ** (1 / 12);
  // ä = Σ_{k=0}^{n-1} vMonth^k (geometric series)
  const annuity = (1 - vMonth ** months) / (1 - vMonth);
  return { years, discount, months, annuity };
}

export interface BurialFundTariff extends InsuranceSum {
  paymentType: InsurancePaymentType;
  /** Premium per payment (once, or per month). */
  feeCents: Cents;
  /** Everything the customer pays in. */
  payoutCents: Cents;
  /** Number of payments. */
  payments: number;
  name: string;
  age: number;
  startDate: IsoDate;
}

export type TariffResult<T> = { ok: true; tariff: T } | { ok: false; reason: AgeRefusal };

export interface BurialFundQuery {
  paymentType: InsurancePaymentType;
  provisionBirth: IsoDate;
  costsRoundedCents: Cents;
  today: IsoDate;
  limits?: SumLimits;
}

/** The burial-fund tariff, or the age refusal. */
export function burialFundTariff(query: BurialFundQuery): TariffResult<BurialFundTariff> {
  const {
    paymentType,
    provisionBirth,
    costsRoundedCents,
    today,
    limits = BURIAL_FUND_SUM_LIMITS_CENTS,
  } = query;
  const rule = burialFundAgeRules(provisionBirth, today)[paymentType];
  if (!rule.ok) return rule;
  const ages = insuranceAges(provisionBirth, today);
  const fitted = fitInsuranceSum(costsRoundedCents, limits);
  const factors = premiumFactors(ages.atStart);
  const single = fitted.sumCents * factors.discount * (1 + PREMIUM_LOADING);
  const payments = paymentType === "onetime" ? 1 : factors.months;
  const feeCents = round(paymentType === "onetime" ? single : single / factors.annuity);
  return {
    ok: true,
    tariff: {
      ...fitted,
      paymentType,
      feeCents,
      payoutCents: times(feeCents, payments),
      payments,
      name: paymentType === "onetime" ? "Sterbegeld Vorsorge Einmalbeitrag" : "Sterbegeld Vorsorge 10 Jahre",
      age: ages.atStart,
      startDate: ages.startDate,
    },
  };
}

export interface PartnerTariff extends InsuranceSum {
  /** One premium at the start. */
  oneTimeCents: Cents;
  /** Monthly premium over 10 years. */
  monthlyCents: Cents;
  /** Whether each type is open at this age (partner rules: one-time ≤ 100, monthly ≤ 85). */
  oneTimeRefusal: AgeRefusal | null;
  monthlyRefusal: AgeRefusal | null;
  age: number;
  startDate: IsoDate;
}

export interface PartnerTariffQuery {
  birthdate: IsoDate;
  insuranceSumCents: Cents;
  /** The German date the ages are counted on. */
  today: IsoDate;
  limits?: SumLimits;
}

/** The partner tariff: one-time and monthly figures for one sum. */
export function partnerTariff(query: PartnerTariffQuery): PartnerTariff {
  const { birthdate, insuranceSumCents, today, limits = INSURANCE_SUM_LIMITS_CENTS } = query;
  const ages = insuranceAges(birthdate, today);
  const fitted = fitInsuranceSum(insuranceSumCents, limits);
  const factors = premiumFactors(ages.atStart);
  const single = fitted.sumCents * factors.discount * (1 + PREMIUM_LOADING);
  const oneTime = checkAgeRange(PARTNER_AGE_RANGES.oneTime, ages);
  const monthly = checkAgeRange(PARTNER_AGE_RANGES.monthly, ages);
  return {
    ...fitted,
    oneTimeCents: round(single),
    monthlyCents: round(single / factors.annuity),
    oneTimeRefusal: oneTime.ok ? null : oneTime.reason,
    monthlyRefusal: monthly.ok ? null : monthly.reason,
    age: ages.atStart,
    startDate: ages.startDate,
  };
}
