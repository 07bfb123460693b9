import { describe, expect, it } from "vitest";
import { discounted, cents } from "../money";
import {
  entitledStep,
  isDiscountStep,
  laterGuarantee,
  mandateReference,
  maskedIban,
  priceBreakdown,
  priceGuaranteeState,
} from "./prices";
import { pricingWizard } from "./wizard";

describe("laterGuarantee (decision 0079)", () => {
  it("adds the guarantee after its step with the plan coupon off, to what is paid today", () => {
    const plan = cents(1800);
    expect(laterGuarantee({ paidYearly: plan, planCents: plan, step: 0, couponPercent: 0 })).toEqual({
      guarantee: 1800,
      added: 1800,
      total: 3600,
    });
    // The partner's 25 % step and a 20 % plan coupon: (18 + 13,50) − 20 % = 25,20 €, today 14,40 €.
    expect(laterGuarantee({ paidYearly: cents(1440), planCents: plan, step: 25, couponPercent: 20 })).toEqual(
      {
        guarantee: 1350,
        added: 1080,
        total: 2520,
      },
    );
  });
});

describe("priceBreakdown", () => {
  it("plan + guarantee after its step, then the coupon once on the total", () => {
    expect(
      priceBreakdown({
        planCents: cents(1800),
        withGuarantee: true,
        guaranteeDiscount: 20,
        couponPercent: 20,
      }),
    ).toEqual({
      plan: 1800,
      guarantee: 1440,
      subtotal: 3240,
      couponDiscount: 648,
      total: 2592,
    });
  });

  it("without discounts it is the two list prices; every step and coupon uses discounted()", () => {
    expect(
      priceBreakdown({ planCents: cents(1800), withGuarantee: true, guaranteeDiscount: 0, couponPercent: 0 })
        .total,
    ).toBe(3600);
    for (const step of [0, 10, 20, 25, 50]) {
      for (const coupon of [0, 10, 15, 20, 100]) {
        const p = priceBreakdown({
          planCents: cents(1800),
          withGuarantee: true,
          guaranteeDiscount: step,
          couponPercent: coupon,
        });
        expect(p.guarantee).toBe(discounted(cents(1800), step));
        expect(p.total).toBe(discounted(cents(1800 + p.guarantee), coupon));
        expect(p.subtotal - p.couponDiscount).toBe(p.total);
      }
    }
  });

  it("refuses a step that is not a whole percent", () => {
    expect(() =>
      priceBreakdown({
        planCents: cents(1800),
        withGuarantee: true,
        guaranteeDiscount: 12.5,
        couponPercent: 0,
      }),
    ).toThrow(RangeError);
  });
});

describe("with or without the price guarantee", () => {
  it("without it the plan alone (18 €), the coupon on that; with it 18 € + the guarantee after its step", () => {
    expect(
      priceBreakdown({
        planCents: cents(1800),
        withGuarantee: false,
        guaranteeDiscount: 25,
        couponPercent: 0,
      }),
    ).toEqual({ plan: 1800, guarantee: 0, subtotal: 1800, couponDiscount: 0, total: 1800 });
    expect(
      priceBreakdown({
        planCents: cents(1800),
        withGuarantee: false,
        guaranteeDiscount: 0,
        couponPercent: 20,
      }).total,
    ).toBe(1440);
    expect(
      priceBreakdown({ planCents: cents(1800), withGuarantee: true, guaranteeDiscount: 0, couponPercent: 0 })
        .total,
    ).toBe(3600);
  });
});

describe("guarantee steps", () => {
  it("are not chosen: partners get 25 %, everybody else the default step", () => {
    const none = { financePartner: null, grantedStep: null, couponStep: null };
    expect(entitledStep(none, 0)).toEqual({ step: 0, source: "default" });
    expect(entitledStep({ ...none, financePartner: "xy" }, 0).step).toBe(0);
    expect(entitledStep({ ...none, financePartner: "ww" }, 0)).toEqual({ step: 25, source: "partner" });
  });

  it("staff may grant a step and a coupon may carry one; the highest entitlement applies", () => {
    const none = { financePartner: null, grantedStep: null, couponStep: null };
    expect(entitledStep({ ...none, grantedStep: 10 }, 0)).toEqual({ step: 10, source: "staff" });
    expect(entitledStep({ ...none, couponStep: 50 }, 0)).toEqual({ step: 50, source: "coupon" });
    expect(entitledStep({ ...none, financePartner: "ww", grantedStep: 10 }, 0)).toEqual({
      step: 25,
      source: "partner",
    });
    expect(entitledStep({ financePartner: "ww", grantedStep: 50, couponStep: 20 }, 0)).toEqual({
      step: 50,
      source: "staff",
    });
  });

  it("only the operator's steps count: a forged value is ignored", () => {
    const none = { financePartner: null, grantedStep: null, couponStep: null };
    expect(entitledStep({ ...none, grantedStep: 99 }, 0).step).toBe(0);
    expect(entitledStep({ ...none, couponStep: 15 }, 0).step).toBe(0);
    expect([0, 10, 20, 25, 50].every(isDiscountStep)).toBe(true);
    expect([5, 15, 30, 100, -10, "10", null].some(isDiscountStep)).toBe(false);
  });
});

describe("mandate reference and masked IBAN", () => {
  it("VP- and the proposal id's hex digits: 35 characters SEPA allows", () => {
    const ref = mandateReference("3f2a9c1e-7b4d-4e8a-9f00-0123456789ab");
    expect(ref).toBe("VP-3F2A9C1E7B4D4E8A9F000123456789AB");
    expect(ref).toHaveLength(35);
    expect(ref).toMatch(/^[A-Z0-9+?/:().,'-]+$/);
  });
  it("shows only the last four", () => {
    expect(maskedIban("3000")).toBe("•••• •••• •••• •••• 3000");
  });
});

describe("priceGuaranteeState", () => {
  const none = {
    paymentPriceGuarantee: null,
    priceGuaranteeBookedAt: null,
    couponDiscount: null,
    financePartner: null,
  };
  it("booked, discount without guarantee, bookable", () => {
    expect(
      priceGuaranteeState({ ...none, paymentPriceGuarantee: 0, priceGuaranteeBookedAt: new Date() }),
    ).toBe("booked");
    expect(priceGuaranteeState({ ...none, couponDiscount: 10 })).toBe("discount");
    expect(priceGuaranteeState({ ...none, financePartner: "ww" })).toBe("discount");
    expect(priceGuaranteeState(none)).toBe("bookable");
    expect(priceGuaranteeState({ ...none, grantedStep: 20 })).toBe("discount");
    expect(priceGuaranteeState({ ...none, couponStep: 50 })).toBe("discount");
    expect(priceGuaranteeState({ ...none, grantedStep: 0 })).toBe("bookable");
  });
});

describe("pricing wizard", () => {
  const plans = { plan: "2", priceGuarantee: true };
  const address = {
    firstname: "Anna",
    lastname: "Müller",
    street: "Weg 1",
    postalCode: "24103",
    city: "Kiel",
  };
  const sepa = {
    paymentType: "sepa",
    ibanEncrypted: "v1.a.b.c",
    ibanLast4: "3000",
    bank: "Bank",
    bic: "COBADEFF",
  };
  it("refuses to skip ahead: each step needs the earlier answers", () => {
    expect(pricingWizard.redirectTarget({}, "summary")).toBe("plans");
    expect(pricingWizard.redirectTarget({ plans }, "payment")).toBe("address");
    expect(pricingWizard.redirectTarget({ plans, address }, "summary")).toBe("payment");
    expect(pricingWizard.canEnter("summary", { plans, address, payment: sepa })).toBe(true);
  });
  it("a draft with an IBAN in clear, an unknown step or a PayPal answer without subscription does not count", () => {
    expect(
      pricingWizard.isDone("payment", { payment: { ...sepa, ibanEncrypted: undefined, iban: "DE89…" } }),
    ).toBe(false);
    expect(pricingWizard.isDone("plans", { plans: { plan: "2", guarantee: 20 } })).toBe(false);
    expect(pricingWizard.isDone("payment", { payment: { paymentType: "paypal" } })).toBe(false);
  });
});
