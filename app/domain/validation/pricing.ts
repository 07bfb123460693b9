/** Pricing stepper: plan, billing address, payment method, SEPA details, coupon (spec 001 §5). */
import { z } from "zod";
import { PRICE_GUARANTEE_DISCOUNTS, PRICING_PAYMENT_TYPES } from "~/domain/constants";
import { t } from "~/i18n";
import {
  bankField,
  bankRule,
  bicField,
  bicRule,
  ibanField,
  ibanRule,
  normalizeBic,
  normalizeIban,
} from "./banking";
import {
  germanCityRule,
  germanPostalCodeRule,
  maxLength,
  nameField,
  optionalText,
  requiredEnum,
  requiredText,
  whenObjectParsed,
} from "./fields";

/** The plan id chosen on /overview/pricing/plans (ids differ per environment). */
export const pricingPlanSchema = z.object({
  plan: requiredText(maxLength(100)),
});

/** The plan step's form: the plan id and whether the price guarantee is booked (it is optional). */
export const pricingChoiceSchema = pricingPlanSchema.extend({
  priceGuarantee: requiredEnum(["with", "without"]),
});

/** Billing address (1/3): postal code German five digits, city German letters. */
export const pricingAddressSchema = z.object({
  firstname: nameField(),
  lastname: nameField(),
  address: requiredText(),
  postalCode: requiredText(germanPostalCodeRule),
  city: requiredText(germanCityRule),
});

/** Payment method (2/3). */
export const pricingPaymentMethodSchema = z.object({
  paymentType: requiredEnum(PRICING_PAYMENT_TYPES),
});

/** Bank details (3/3 with SEPA); IBAN and BIC come out without spaces. */
export const sepaSchema = z.object({
  iban: ibanField(),
  bank: bankField(),
  bic: bicField(),
});

/** Coupon code: optional; whether it exists is the server's answer (404 = invalid). */
export const couponSchema = z.object({
  couponCode: optionalText(maxLength(50)),
});

const sepaFields = ["iban", "bank", "bic"] as const;
const sepaRules = { iban: ibanRule, bank: bankRule, bic: bicRule } as const;

/**
 * Everything the activation needs, checked again before the activate call.
 * Bank details are required and checked only for SEPA and dropped for PayPal.
 */
export const pricingCheckoutSchema = pricingPlanSchema
  .extend(pricingAddressSchema.shape)
  .extend(pricingPaymentMethodSchema.shape)
  .extend({
    iban: optionalText(),
    bank: optionalText(),
    bic: optionalText(),
    paypalOrderID: optionalText(),
    paypalSubscriptionID: optionalText(),
  })
  .superRefine(
    (value, ctx) => {
      for (const field of sepaFields) {
        const raw: unknown = value[field];
        if (raw !== undefined && typeof raw !== "string") continue; // the field reports its own error
        const message = raw ? sepaRules[field](raw) : t("validation.required");
        if (message) ctx.addIssue({ code: "custom", path: [field], message });
      }
    },
    whenObjectParsed((value) => value.paymentType === "sepa"),
  )
  .transform((value) =>
    value.paymentType === "sepa"
      ? { ...value, iban: normalizeIban(value.iban ?? ""), bic: normalizeBic(value.bic ?? "") }
      : { ...value, iban: undefined, bank: undefined, bic: undefined },
  );

export type PricingAddressInput = z.output<typeof pricingAddressSchema>;
export type SepaInput = z.output<typeof sepaSchema>;
export type PricingCheckoutInput = z.output<typeof pricingCheckoutSchema>;

/**
 * Customer care grants a price-guarantee step (decision 0035): one of the operator's steps and a reason for
 * the care log. A step outside the table is refused with the enum's German message (400, nothing stored).
 */
export const grantStepSchema = z.object({
  step: requiredEnum(PRICE_GUARANTEE_DISCOUNTS.map(String) as [string, ...string[]]),
  reason: requiredText(maxLength(500)),
});
