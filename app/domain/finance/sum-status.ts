/**
 * Insurance sum and its status: a sum
 * below the minimum is raised to it ("increased"), above the maximum lowered
 * to it ("decreased"), otherwise kept ("normal"). Integer cents.
 */
import { INSURANCE_SUM_LIMITS_CENTS, type SumStatus } from "~/domain/finance/constants";
import { requireCents, type Cents } from "../money";

export interface SumLimits {
  minimum: number;
  maximum: number;
}

export interface InsuranceSum {
  /** The sum the tariff is calculated for, in cents. */
  sumCents: Cents;
  sumStatus: SumStatus;
  /** The limit that applied (shown with the status text), null when normal. */
  limitCents: Cents | null;
}

/**
 * Fits a requested sum (integer cents ≥ 0) into the limits. Throws a
 * RangeError for amounts that are not whole non-negative cents or for limits
 * whose minimum exceeds the maximum.
 */
export function fitInsuranceSum(
  requestedCents: Cents,
  limits: SumLimits = INSURANCE_SUM_LIMITS_CENTS,
): InsuranceSum {
  const requested = requireCents(requestedCents, "requestedCents");
  const minimum = requireCents(limits.minimum, "minimum");
  const maximum = requireCents(limits.maximum, "maximum");
  if (minimum > maximum) throw new RangeError(`Minimum ${minimum} exceeds maximum ${maximum}`);
  if (requestedCents < minimum) return { sumCents: minimum, sumStatus: "increased", limitCents: minimum };
  if (requestedCents > maximum) return { sumCents: maximum, sumStatus: "decreased", limitCents: maximum };
  return { sumCents: requested, sumStatus: "normal", limitCents: null };
}
