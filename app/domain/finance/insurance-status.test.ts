import { describe, expect, it } from "vitest";
import { cents } from "../money";
import { fundingGap } from "./funding-gap";
import {
  concludedFields,
  countedInsuranceCents,
  insuranceState,
  pendingInsuranceCents,
} from "./insurance-status";

const APPLIED = { applicationAt: "2026-11-20T10:00:00.000Z", sumCents: 1_200_000, name: "HDH Sterbegeld" };
const CONCLUDED = { ...APPLIED, concludedAt: "2026-11-24T09:00:00.000Z", concludedBy: "customer" };

describe("insuranceState", () => {
  it("is none without an application, whatever else the record holds", () => {
    expect(insuranceState(null).status).toBe("none");
    expect(insuranceState({ trustDepositCents: 400_000 }).status).toBe("none");
    // A stray 'concluded' without an application is not a contract.
    expect(insuranceState({ concludedAt: "2026-11-24T09:00:00.000Z", sumCents: 5 }).status).toBe("none");
    expect(insuranceState({ applicationAt: "not a date", sumCents: 1_200_000 }).status).toBe("none");
  });

  it("is applied after the application and concluded only once recorded", () => {
    expect(insuranceState(APPLIED)).toEqual({
      status: "applied",
      sumCents: 1_200_000,
      appliedAt: APPLIED.applicationAt,
      concludedAt: null,
      concludedBy: null,
    });
    expect(insuranceState({ ...APPLIED, concludedAt: null }).status).toBe("applied");
    expect(insuranceState(CONCLUDED)).toMatchObject({ status: "concluded", concludedBy: "customer" });
    expect(insuranceState({ ...CONCLUDED, concludedBy: "insurer" }).concludedBy).toBe("insurer");
  });

  it("reads a malformed sum as 0", () => {
    expect(insuranceState({ ...APPLIED, sumCents: "12000" }).sumCents).toBe(0);
    expect(insuranceState({ ...APPLIED, sumCents: -1 }).sumCents).toBe(0);
    expect(insuranceState({ ...APPLIED, sumCents: 1.5 }).sumCents).toBe(0);
  });
});

describe("an application is not cover", () => {
  it("counts the sum only when the contract is concluded", () => {
    expect(countedInsuranceCents(insuranceState(APPLIED))).toBe(0);
    expect(pendingInsuranceCents(insuranceState(APPLIED))).toBe(1_200_000);
    expect(countedInsuranceCents(insuranceState(CONCLUDED))).toBe(1_200_000);
    expect(pendingInsuranceCents(insuranceState(CONCLUDED))).toBe(0);
  });

  /** The funding gap of an offer of 8,894.64 € with this insurance. */
  const gapOfOffer = (insurance: Parameters<typeof insuranceState>[0]) => {
    const state = insuranceState(insurance);
    return fundingGap({
      priceCents: cents(889_464),
      insuranceSumCents: countedInsuranceCents(state),
      pendingInsuranceSumCents: pendingInsuranceCents(state),
    });
  };

  it("leaves the funding gap open while the insurance is only applied for", () => {
    const gap = gapOfOffer(APPLIED);
    expect(gap.gapCents).toBe(889_464);
    expect(gap.fundedCents).toBe(0);
    expect(gap.pending.insurance).toBe(1_200_000);
  });

  it("closes the gap once the contract is concluded", () => {
    const gap = gapOfOffer(CONCLUDED);
    expect(gap.gapCents).toBe(0);
    expect(gap.surplusCents).toBe(1_200_000 - 889_464);
    expect(gap.pending.insurance).toBe(0);
  });
});

describe("concludedFields", () => {
  const now = new Date("2026-11-25T12:00:00.000Z");

  it("refuses to record a contract without an application", () => {
    expect(concludedFields(insuranceState(null), now)).toBeNull();
  });

  it("records the time and who said so", () => {
    expect(concludedFields(insuranceState(APPLIED), now)).toEqual({
      concludedAt: "2026-11-25T12:00:00.000Z",
      concludedBy: "customer",
    });
    expect(concludedFields(insuranceState(APPLIED), now, "insurer")?.concludedBy).toBe("insurer");
  });
});
