/** Pricing stepper: plan, billing address, payment method, SEPA details, coupon. */
import { z } from "zod";
import { PRICE_GUARANTEE_DISCOUNTS, PRICING_PAYMENT_TYPES } from "~/domain/pricing/constants";
import { t } from "~/i18n";
import {
  bankRule,
  bicRequiredFor,
  bicRule,
  ibanField,
  ibanRule,
  normalizeBic,
  normalizeIban,
  optionalBankField,
  optionalBicField,
  resolveBankDetails,
} from "./banking";
import { addressFields } from "./address";
import { maxLength, nameField, optionalText, requiredEnum, requiredText, whenObjectParsed } from "./fields";

/** The plan id chosen on /overview/pricing/plans (ids differ per environment). */
export const pricingPlanSchema = z.object({
  plan: requiredText(maxLength(100)),
});

/** The plan step's form: the plan id and whether the price guarantee is booked (it is optional). */
export const pricingChoiceSchema = pricingPlanSchema.extend({
  priceGuarantee: requiredEnum(["with", "without"]),
});

/** Billing address (1/3): the name, and the customer's one postal address (decision 0108). */
export const pricingAddressSchema = z.object({
  firstname: nameField(),
  lastname: nameField(),
  ...addressFields,
});

/** Payment method (2/3). */
export const pricingPaymentMethodSchema = z.object({
  paymentType: requiredEnum(PRICING_PAYMENT_TYPES),
});

/**
 * Bank details (3/3 with SEPA): only the IBAN is required (decision 0041). The BIC is needed for a SEPA
 * IBAN from outside the EEA only; bank name and BIC left empty are derived from a German IBAN where its
 * bank code is known. With a stored IBAN (`storedIban`) the IBAN field may stay empty to keep it.
 * Outputs come without spaces; `bank` and `bic` are undefined when neither typed nor derivable.
 */
export function sepaFormSchema(storedIban: string | null = null) {
  return z
    .object({
      iban: storedIban ? optionalText(ibanRule).transform((v) => v && normalizeIban(v)) : ibanField(),
      bank: optionalBankField(),
      bic: optionalBicField(),
    })
    .superRefine((value, ctx) => {
      // Runs on partly invalid input too: only a string IBAN is looked at.
      const iban = (typeof value.iban === "string" && value.iban) || storedIban;
      if (iban && !value.bic && bicRequiredFor(iban)) {
        ctx.addIssue({ code: "custom", path: ["bic"], message: t("validation.bicOutsideEea") });
      }
    }, whenObjectParsed())
    .transform((value) => ({
      iban: value.iban,
      ...resolveBankDetails(value.iban || storedIban || "", value),
    }));
}

/** The SEPA form for a first IBAN. */
export const sepaSchema = sepaFormSchema();

/** Coupon code: optional; whether it exists is the server's answer (404 = invalid). */
export const couponSchema = z.object({
  couponCode: optionalText(maxLength(50)),
});

/**
 * Everything the activation needs, checked again before the activate call.
 * For SEPA the IBAN is required and checked; bank name and BIC only when given (the BIC is required
 * outside the EEA). Bank details are dropped for PayPal.
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
      const check = (field: "iban" | "bank" | "bic", message: string | undefined) => {
        if (message) ctx.addIssue({ code: "custom", path: [field], message });
      };
      const { iban, bank, bic } = value as Record<string, unknown>;
      // A field of the wrong type reports its own error.
      if (typeof iban !== "string" && iban !== undefined) return;
      check("iban", iban ? ibanRule(iban) : t("validation.required"));
      if (typeof bank === "string" && bank) check("bank", bankRule(bank));
      if (typeof bic === "string" && bic) check("bic", bicRule(bic));
      else if (iban && bicRequiredFor(iban)) check("bic", t("validation.bicOutsideEea"));
    },
    whenObjectParsed((value) => value.paymentType === "sepa"),
  )
  .transform((value) =>
    value.paymentType === "sepa"
      ? {
          ...value,
          iban: normalizeIban(value.iban ?? ""),
          bic: value.bic ? normalizeBic(value.bic) : undefined,
        }
      : { ...value, iban: undefined, bank: undefined, bic: undefined },
  );

export type PricingAddressInput = z.output<typeof pricingAddressSchema>;

/**
 * Customer care grants a price-guarantee step (decision 0035): one of the operator's steps and a reason for
 * the care log. A step outside the table is refused with the enum's German message (400, nothing stored).
 */
export const grantStepSchema = z.object({
  step: requiredEnum(PRICE_GUARANTEE_DISCOUNTS.map(String) as [string, ...string[]]),
  reason: requiredText(maxLength(500)),
});
