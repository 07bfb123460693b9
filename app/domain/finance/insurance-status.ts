/**
 * Where a burial-fund insurance stands (decision 0036): an application is not cover. The
 * portal records "applied" when it builds the application (an unsigned PDF that reaches no insurer by
 * itself) and "concluded" only when the customer says the contract was concluded (or the insurer
 * confirms it). Only a concluded insurance counts towards the funding of the provision.
 */
import { cents, ZERO_CENTS, type Cents } from "../money";

/** none: nothing applied for; applied: application made, not concluded; concluded: the contract exists. */
export type InsuranceStatus = "none" | "applied" | "concluded";

/** Who said the contract was concluded. */
export type ConcludedBy = "customer" | "insurer";

/** The fields of the stored insurance record (jsonb) this rule reads; anything else is ignored. */
export interface InsuranceRecord {
  applicationAt?: unknown;
  concludedAt?: unknown;
  concludedBy?: unknown;
  sumCents?: unknown;
  [key: string]: unknown;
}

export interface InsuranceState {
  status: InsuranceStatus;
  /** The insurance sum of the application (whole cents), 0 when none. */
  sumCents: Cents;
  appliedAt: string | null;
  concludedAt: string | null;
  concludedBy: ConcludedBy | null;
}

const isoOrNull = (value: unknown): string | null =>
  typeof value === "string" && value.length > 0 && !Number.isNaN(Date.parse(value)) ? value : null;

const centsOrZero = (value: unknown): Cents =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? cents(value) : ZERO_CENTS;

/** The state of the insurance in a stored record (null or a malformed record: none). */
export function insuranceState(record: InsuranceRecord | null | undefined): InsuranceState {
  const appliedAt = isoOrNull(record?.applicationAt);
  const sumCents = appliedAt ? centsOrZero(record?.sumCents) : ZERO_CENTS;
  const concludedAt = appliedAt ? isoOrNull(record?.concludedAt) : null;
  const concludedBy: ConcludedBy | null = concludedAt
    ? record?.concludedBy === "insurer"
      ? "insurer"
      : "customer"
    : null;
  const status: InsuranceStatus = !appliedAt ? "none" : concludedAt ? "concluded" : "applied";
  return { status, sumCents, appliedAt, concludedAt, concludedBy };
}

/** The insurance sum that counts towards the funding: the sum of a concluded contract, else 0. */
export function countedInsuranceCents(state: InsuranceState): Cents {
  return state.status === "concluded" ? state.sumCents : ZERO_CENTS;
}

/** The insurance sum applied for but not concluded (shown apart, never counted), else 0. */
export function pendingInsuranceCents(state: InsuranceState): Cents {
  return state.status === "applied" ? state.sumCents : ZERO_CENTS;
}

/**
 * What recording "concluded" writes onto the record: refused (null) without an application. A new
 * application (a new tariff) clears it again, see `applicationFields`.
 */
export function concludedFields(
  state: InsuranceState,
  now: Date,
  by: ConcludedBy = "customer",
): { concludedAt: string; concludedBy: ConcludedBy } | null {
  if (state.status === "none") return null;
  return { concludedAt: now.toISOString(), concludedBy: by };
}
