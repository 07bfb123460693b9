import { describe, expect, it } from "vitest";
import { cents, type Cents } from "../money";
import { HDH_COST_LIMIT_CENTS, INSURANCE_SUM_LIMITS_CENTS } from "~/domain/finance/constants";
import { fundingGap } from "./funding-gap";
import { burialFundTariff, partnerTariff, premiumFactors, roundCosts, TECHNICAL_INTEREST } from "./tariff";

const today = "2026-11-22"; // start date 2026-12-01

describe("roundCosts", () => {
  it("rounds up to whole 500 €", () => {
    expect(roundCosts(cents(0))).toBe(0);
    expect(roundCosts(cents(1))).toBe(50_000);
    expect(roundCosts(cents(50_000))).toBe(50_000);
    expect(roundCosts(cents(1_234_567))).toBe(1_250_000);
  });
  it("refuses what is not whole cents", () => {
    expect(() => roundCosts(cents(-1))).toThrow(RangeError);
    expect(() => roundCosts(1.5 as Cents)).toThrow(RangeError);
  });
});

describe("premiumFactors", () => {
  it("discounts over the life expectancy and sums ten years of monthly payments", () => {
    const f = premiumFactors(60);
    // Unisex e(60) of the Sterbetafel 2022/24: (21.58 + 25.19) / 2 = 23.39, for women and men alike.
    expect(f.years).toBe(23.39);
    expect(f.discount).toBeCloseTo((1 / (1 + TECHNICAL_INTEREST)) ** 23.39, 12);
    expect(f.months).toBe(120);
    // 120 payments, each discounted: a little less than 120.
    expect(f.annuity).toBeGreaterThan(113);
    expect(f.annuity).toBeLessThan(120);
  });
  it("shortens the payment term to the life expectancy", () => {
    expect(premiumFactors(95).months).toBe(Math.round(2.56 * 12));
  });
});

describe("burialFundTariff", () => {
  const query = { provisionBirth: "1966-05-10", costsRoundedCents: cents(700_000), today } as const;

  it("computes one-time and monthly figures for a 60-year-old", () => {
    const onetime = burialFundTariff({ ...query, paymentType: "onetime" });
    const monthly = burialFundTariff({ ...query, paymentType: "monthly" });
    if (!onetime.ok || !monthly.ok) throw new Error("refused");
    expect(onetime.tariff.age).toBe(60);
    expect(onetime.tariff.startDate).toBe("2026-12-01");
    expect(onetime.tariff.sumCents).toBe(700_000);
    expect(onetime.tariff.sumStatus).toBe("normal");
    // 7,000 € × 1.01^-23.39 × 1.08 ≈ 6,000 €
    expect(onetime.tariff.feeCents).toBe(Math.round(700_000 * 1.01 ** -23.39 * 1.08));
    expect(onetime.tariff.payoutCents).toBe(onetime.tariff.feeCents);
    expect(monthly.tariff.payments).toBe(120);
    expect(monthly.tariff.payoutCents).toBe(monthly.tariff.feeCents * 120);
    expect(monthly.tariff.payoutCents).toBeGreaterThan(onetime.tariff.feeCents);
    expect(monthly.tariff.name).not.toBe(onetime.tariff.name);
  });

  it("insures at most the HDH application's cost limit of 8,000 € (the partner tariff goes higher)", () => {
    const result = burialFundTariff({
      ...query,
      costsRoundedCents: cents(1_000_000),
      paymentType: "onetime",
    });
    if (!result.ok) throw new Error("refused");
    expect(result.tariff.sumCents).toBe(800_000);
    expect(result.tariff.sumStatus).toBe("decreased");
    expect(result.tariff.feeCents).toBe(Math.round(800_000 * 1.01 ** -23.39 * 1.08));
    expect(
      partnerTariff({ birthdate: "1966-05-10", insuranceSumCents: cents(1_000_000), today }).sumCents,
    ).toBe(1_000_000);
  });

  it("refuses monthly at 70 (start age over 65) but computes one-time", () => {
    const q = { ...query, provisionBirth: "1956-05-10" };
    expect(burialFundTariff({ ...q, paymentType: "monthly" })).toEqual({
      ok: false,
      reason: "customerTooOld",
    });
    expect(burialFundTariff({ ...q, paymentType: "onetime" }).ok).toBe(true);
  });

  it("refuses customers under 18 and one-time over 98", () => {
    expect(burialFundTariff({ ...query, provisionBirth: "2010-01-01", paymentType: "onetime" })).toEqual({
      ok: false,
      reason: "customerTooYoung",
    });
    expect(burialFundTariff({ ...query, provisionBirth: "1927-01-01", paymentType: "onetime" })).toEqual({
      ok: false,
      reason: "customerTooOld",
    });
  });

  it("fits the sum into the limits and says so", () => {
    const low = burialFundTariff({ ...query, costsRoundedCents: cents(50_000), paymentType: "onetime" });
    const high = burialFundTariff({ ...query, costsRoundedCents: cents(9_000_000), paymentType: "onetime" });
    if (!low.ok || !high.ok) throw new Error("refused");
    expect(low.tariff).toMatchObject({
      sumStatus: "increased",
      sumCents: INSURANCE_SUM_LIMITS_CENTS.minimum,
    });
    expect(high.tariff).toMatchObject({
      sumStatus: "decreased",
      sumCents: HDH_COST_LIMIT_CENTS,
    });
  });

  it("costs more the older the customer", () => {
    const fee = (birth: string) => {
      const r = burialFundTariff({ ...query, provisionBirth: birth, paymentType: "onetime" });
      return r.ok ? r.tariff.feeCents : NaN;
    };
    expect(fee("1976-05-10")).toBeLessThan(fee("1966-05-10"));
    expect(fee("1966-05-10")).toBeLessThan(fee("1946-05-10"));
  });
});

describe("partnerTariff", () => {
  it("gives one-time and monthly figures and the partner age limits", () => {
    const at60 = partnerTariff({ birthdate: "1966-05-10", insuranceSumCents: cents(1_000_000), today });
    expect(at60).toMatchObject({ oneTimeRefusal: null, monthlyRefusal: null, age: 60 });
    expect(at60.monthlyCents * 120).toBeGreaterThan(at60.oneTimeCents);
    const at90 = partnerTariff({ birthdate: "1936-05-10", insuranceSumCents: cents(1_000_000), today });
    expect(at90).toMatchObject({ oneTimeRefusal: null, monthlyRefusal: "customerTooOld" });
  });
});

describe("fundingGap", () => {
  it("subtracts insurance, trust deposit and amounts paid from the price", () => {
    expect(
      fundingGap({
        priceCents: cents(800_000),
        insuranceSumCents: cents(300_000),
        trustDepositCents: cents(100_000),
        alreadyPaidCents: cents(50_000),
      }),
    ).toMatchObject({ fundedCents: 450_000, gapCents: 350_000, surplusCents: 0 });
    expect(fundingGap({ priceCents: cents(100_000), insuranceSumCents: cents(150_000) })).toMatchObject({
      gapCents: 0,
      surplusCents: 50_000,
    });
    expect(
      fundingGap({ priceCents: cents(100_000), trustDepositCents: null, alreadyPaidCents: cents(-5) })
        .fundedCents,
    ).toBe(0);
  });
});
