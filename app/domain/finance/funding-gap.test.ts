import { describe, expect, it } from "vitest";
import { cents } from "~/domain/money";
import { fundingGap, isFunded } from "./funding-gap";

describe("fundingGap and isFunded", () => {
  it("counts today's whole cost against concluded cover, deposit and payments", () => {
    const gap = fundingGap({
      priceCents: cents(887_524),
      insuranceSumCents: cents(300_000),
      pendingInsuranceSumCents: cents(500_000),
      trustDepositCents: cents(100_000),
    });
    expect(gap).toMatchObject({ fundedCents: 400_000, gapCents: 487_524, surplusCents: 0 });
    expect(isFunded(gap)).toBe(false);
  });

  it("is funded only with costs and no gap", () => {
    expect(isFunded(fundingGap({ priceCents: cents(0) }))).toBe(false);
    expect(isFunded(fundingGap({ priceCents: cents(500_000), alreadyPaidCents: cents(500_000) }))).toBe(true);
    expect(isFunded(fundingGap({ priceCents: cents(500_000), trustDepositCents: cents(600_000) }))).toBe(
      true,
    );
  });
});
