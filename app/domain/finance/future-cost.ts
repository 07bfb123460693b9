/**
 * Future funeral cost: future = time to live × today's cost ×
 * rate; total = today + future. Amounts are integer cents (`Cents` of app/domain/money.ts), rounded once,
 * half away from zero.
 */
import { INFLATION_RATE } from "~/domain/finance/constants";
import type { IsoDate } from "~/domain/dates";
import { cents, multiplyCents, requireCents, sum, type Cents } from "../money";
import { timeToLive, type LifeTableSex, type TimeToLive } from "./life-expectancy";

/** Rates are exact in basis points (0.02 = 200); finer rates are refused rather than rounded. */
const BASIS_POINTS = 10_000;

function rateInBasisPoints(rate: number): number {
  const points = Math.round(rate * BASIS_POINTS);
  if (!Number.isFinite(rate) || rate < 0 || Math.abs(points - rate * BASIS_POINTS) > 1e-6) {
    throw new RangeError(`Not a rate in whole basis points: ${String(rate)}`);
  }
  return points;
}

/**
 * The cost increase until death in cents: years × todayCents × rate (simple,
 * not compound, as the spec's formula says). Throws a RangeError for amounts
 * that are not whole non-negative cents, or for negative or fractional years.
 */
export function futureCostCents(todayCents: Cents, years: number, rate: number = INFLATION_RATE): Cents {
  requireCents(todayCents, "todayCents");
  if (!Number.isSafeInteger(years) || years < 0) throw new RangeError(`Not whole years: ${String(years)}`);
  return cents(multiplyCents(todayCents, years * rateInBasisPoints(rate), BASIS_POINTS));
}

export interface CostEstimate extends TimeToLive {
  todayCents: Cents;
  futureCents: Cents;
  totalCents: Cents;
}

export interface CostEstimateInput {
  /** Today's funeral cost in integer cents (≥ 0). */
  todayCents: Cents;
  /** "YYYY-MM-DD"; missing → 50 years to live. */
  birthDate?: IsoDate | null;
  /** Today's German date (`todayInGermany(now)` with the caller's clock). */
  today: IsoDate;
  /** The life-table column; unknown sex → unisex. */
  sex?: LifeTableSex;
  rate?: number;
}

/** Time to live, future cost and total of today's cost for a person. */
export function estimateCosts({
  todayCents,
  birthDate,
  today,
  sex = "unisex",
  rate,
}: CostEstimateInput): CostEstimate {
  const today_ = requireCents(todayCents, "todayCents");
  const life = timeToLive(birthDate, today, sex);
  const futureCents = futureCostCents(today_, life.years, rate);
  const totalCents = requireCents(sum([today_, futureCents]), "totalCents");
  return { ...life, todayCents: today_, futureCents, totalCents };
}
