/** The funding-gap indicator of the finance overview (decision 0019). */
import { cents, sum, ZERO_CENTS, type Cents } from "~/domain/money";

export interface FundingInput {
  /** Today's cost: the offer total plus the site estimate and additional costs (costs.ts `todayCosts`). */
  priceCents: Cents;
  /** Sum of a concluded burial-fund insurance (an application alone does not count: insurance-status.ts). */
  insuranceSumCents?: Cents | null;
  /** Sum of an insurance applied for but not concluded: shown apart, never counted. */
  pendingInsuranceSumCents?: Cents | null;
  /** Amount the customer deposits in the trust account. */
  trustDepositCents?: Cents | null;
  /** Amount already paid towards the funeral. */
  alreadyPaidCents?: Cents | null;
}

export interface FundingGap {
  priceCents: Cents;
  fundedCents: Cents;
  /** price − funded when positive, else 0. */
  gapCents: Cents;
  /** funded − price when positive, else 0. */
  surplusCents: Cents;
  sources: { insurance: Cents; trust: Cents; paid: Cents };
  /** Applied for, not concluded: not part of `fundedCents`. */
  pending: { insurance: Cents };
}

const amount = (value: number | null | undefined) => (value && value > 0 ? cents(value) : ZERO_CENTS);

/** Price against recorded funding, with the difference in both directions. */
export function fundingGap(input: FundingInput): FundingGap {
  const priceCents = amount(input.priceCents);
  const sources = {
    insurance: amount(input.insuranceSumCents),
    trust: amount(input.trustDepositCents),
    paid: amount(input.alreadyPaidCents),
  };
  const fundedCents = sum([sources.insurance, sources.trust, sources.paid]);
  return {
    priceCents,
    fundedCents,
    gapCents: cents(Math.max(0, priceCents - fundedCents)),
    surplusCents: cents(Math.max(0, fundedCents - priceCents)),
    sources,
    pending: { insurance: amount(input.pendingInsuranceSumCents) },
  };
}

/**
 * Whether the provision is funded, as the finance page says it (and so the overview's finance tile, decision
 * 0075): there are costs and the concluded cover, trust deposit and payments reach them. Without any cost
 * nothing is funded yet.
 */
export function isFunded(gap: FundingGap): boolean {
  return gap.priceCents > 0 && gap.gapCents === 0;
}
