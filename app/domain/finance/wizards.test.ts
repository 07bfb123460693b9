import { describe, expect, it } from "vitest";
import {
  burialFundProgress,
  burialFundWizard,
  costWizard,
  insuranceWizard,
  partnerProgress,
  partnerRequestSent,
  partnerWizard,
} from "./wizards";

describe("finance wizards", () => {
  it("insurance wizard: details need the type stored on the provision", () => {
    expect(insuranceWizard.redirectTarget({}, "details", { financialProvisionType: null })).toBe("type");
    expect(insuranceWizard.canEnter("details", {}, { financialProvisionType: "ALREADY_PAID" })).toBe(true);
    expect(insuranceWizard.canEnter("type", {}, { financialProvisionType: null })).toBe(true);
  });

  it("cost wizard: the estimate needs the saved calculator step", () => {
    expect(costWizard.redirectTarget({}, "futureEstimationStep")).toBe("costCalculator");
    expect(costWizard.canEnter("futureEstimationStep", { costCalculator: { savedAt: "x" } })).toBe(true);
  });

  it("burial-fund wizard: later steps without a payment type go back to the payment step", () => {
    for (const step of ["tariff", "contact", "document"] as const) {
      expect(burialFundWizard.redirectTarget({}, step)).toBe("paymentType");
    }
    // A tariff accepted for another payment type does not count.
    const draft = { paymentType: { paymentType: "monthly" }, tariff: { paymentType: "onetime" } };
    expect(burialFundWizard.redirectTarget(draft, "contact")).toBe("tariff");
    // The trust account needs nothing.
    expect(burialFundWizard.canEnter("treuhand", {})).toBe(true);
  });

  it("partner wizard: consulting and tariff branches", () => {
    expect(partnerWizard.redirectTarget({}, "tariff")).toBe("paymentType");
    const consulting = { paymentType: { paymentType: "consulting" } };
    expect(partnerWizard.canEnter("consulting", consulting)).toBe(true);
    expect(partnerWizard.redirectTarget(consulting, "consent")).toBe("tariff");
    expect(partnerRequestSent(consulting)).toBe(false);
    expect(partnerRequestSent({ ...consulting, consulting: { sentAt: "x" } })).toBe(true);
    const oneTime = { paymentType: { paymentType: "oneTime" }, tariff: { paymentType: "oneTime" } };
    expect(partnerWizard.canEnter("consent", oneTime)).toBe(true);
    expect(partnerRequestSent({ ...oneTime, consent: { sentAt: "x" } })).toBe(true);
    expect(partnerRequestSent({ ...oneTime, consulting: { sentAt: "x" } })).toBe(false);
  });

  it("paths are under /overview/finance and unique", () => {
    const paths = [insuranceWizard, costWizard, burialFundWizard, partnerWizard].flatMap((w) =>
      w.ids.map((id) => w.path(id as never)),
    );
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => p.startsWith("/overview/finance"))).toBe(true);
  });
});

describe("step counters follow the path a customer takes (decision 0036)", () => {
  it("counts the burial-fund insurance from payment type to document, 4 steps, ending on 4 of 4", () => {
    expect(burialFundProgress("paymentType")).toEqual({ current: 1, total: 4 });
    expect(burialFundProgress("document")).toEqual({ current: 4, total: 4 });
  });

  it("gives the intro and the trust account no counter", () => {
    expect(burialFundProgress("intro")).toBeNull();
    expect(burialFundProgress("treuhand")).toBeNull();
  });

  it("counts the partner wizard on the path of the chosen type", () => {
    expect(partnerProgress("intro", null)).toEqual({ current: 1, total: 5 });
    expect(partnerProgress("summary", "monthly")).toEqual({ current: 5, total: 5 });
    expect(partnerProgress("consulting", "consulting")).toEqual({ current: 3, total: 4 });
    expect(partnerProgress("summary", "consulting")).toEqual({ current: 4, total: 4 });
  });
});
