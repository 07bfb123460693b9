import { describe, expect, it } from "vitest";
import {
  couponSchema,
  pricingAddressSchema,
  pricingCheckoutSchema,
  pricingPaymentMethodSchema,
} from "./pricing";
import { CITY, errorsOf, IBAN, POSTAL, REQUIRED, submit } from "./test-utils";

const address = {
  firstname: "Max",
  lastname: "Mustermann",
  street: "Hauptstr. 1",
  postalCode: "10115",
  city: "Berlin",
};

describe("pricing address", () => {
  it("requires every field (through Conform)", () => {
    expect(submit(pricingAddressSchema, {}).error).toEqual({
      firstname: [REQUIRED],
      lastname: [REQUIRED],
      street: [REQUIRED],
      postalCode: [REQUIRED],
      city: [REQUIRED],
    });
  });

  it("needs a German postal code and city", () => {
    expect(errorsOf(pricingAddressSchema, { ...address, postalCode: "1011", city: "Berlin 3" })).toEqual({
      postalCode: [POSTAL],
      city: [CITY],
    });
  });

  it("payment type is sepa or paypal", () => {
    expect(errorsOf(pricingPaymentMethodSchema, {})).toEqual({ paymentType: [REQUIRED] });
    expect(errorsOf(pricingPaymentMethodSchema, { paymentType: "paypal" })).toEqual({});
  });

  it("coupon code is optional", () => {
    expect(couponSchema.parse({ couponCode: " " })).toEqual({ couponCode: undefined });
    expect(couponSchema.parse({ couponCode: " SOMMER25 " })).toEqual({ couponCode: "SOMMER25" });
  });
});

describe("pricing checkout", () => {
  const base = { ...address, plan: "plan-25" };

  it("requires the IBAN (not bank name and BIC) for SEPA and normalises them", () => {
    expect(errorsOf(pricingCheckoutSchema, { ...base, paymentType: "sepa" })).toEqual({
      iban: [REQUIRED],
    });
    expect(
      errorsOf(pricingCheckoutSchema, { ...base, paymentType: "sepa", iban: "DE89370400440532013000" }),
    ).toEqual({});
    const value = pricingCheckoutSchema.parse({
      ...base,
      paymentType: "sepa",
      iban: "de89 3704 0044 0532 0130 00",
      bank: "Commerzbank",
      bic: "cobadeff",
    });
    expect(value).toMatchObject({ iban: "DE89370400440532013000", bic: "COBADEFF", bank: "Commerzbank" });
  });

  it("checks the IBAN for SEPA", () => {
    expect(
      errorsOf(pricingCheckoutSchema, {
        ...base,
        paymentType: "sepa",
        iban: "DE00",
        bank: "X",
        bic: "COBADEFF",
      }),
    ).toEqual({ iban: [IBAN] });
  });

  it("drops bank details for PayPal", () => {
    const value = pricingCheckoutSchema.parse({ ...base, paymentType: "paypal", iban: "junk" });
    expect(value.iban).toBeUndefined();
    expect(value.paymentType).toBe("paypal");
  });
});
