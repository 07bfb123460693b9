/** Finance area: provision type, insurance edit and wizard, costs (spec 001 §5). */
import { z } from "zod";
import {
  EXISTING_INSURANCE_TYPES,
  FINANCIAL_PROVISION_TYPES,
  INSURANCE_PAYMENT_TYPES,
  NOTE_MAX_LENGTH,
  PARTNER_PAYMENT_TYPES,
  SALUTATIONS,
} from "~/domain/constants";
import {
  emailField,
  euroAmountField,
  germanCityRule,
  germanPostalCodeRule,
  maxLength,
  multilineText,
  nameField,
  optionalEnum,
  optionalText,
  phoneField,
  requiredEnum,
  requiredText,
} from "./fields";

/** Insurance wizard, type step: the choice is saved immediately. */
export const financialProvisionTypeSchema = z.object({
  financialProvisionType: requiredEnum(FINANCIAL_PROVISION_TYPES),
});

/** /overview/finance/insurance — type required, details optional. */
export const insuranceEditSchema = financialProvisionTypeSchema.extend({
  financialProvisionNote: multilineText(NOTE_MAX_LENGTH),
  existingInsuranceType: optionalEnum(EXISTING_INSURANCE_TYPES),
  existingInsuranceCompany: optionalText(maxLength(100)),
  existingInsuranceContractNumber: optionalText(maxLength(50)),
});

/** Cost estimate: the funeral site's estimated price in whole euros ("0" = none). */
export const costsSchema = z.object({
  funeralSiteEstimatedPrice: euroAmountField(),
});

/** Burial-fund insurance wizard, payment step. */
export const insurancePaymentTypeSchema = z.object({
  paymentType: requiredEnum(INSURANCE_PAYMENT_TYPES),
});

/** Partner tariff wizard, payment type step. */
export const partnerPaymentTypeSchema = z.object({
  paymentType: requiredEnum(PARTNER_PAYMENT_TYPES),
});

/**
 * Insurance wizard, contact step: all fields required (the application needs
 * a postal address, hence street, house number, postal code and city).
 */
export const insuranceContactSchema = z.object({
  salutation: requiredEnum(SALUTATIONS),
  firstname: nameField(),
  lastname: nameField(),
  email: emailField("latin"),
  phone: phoneField(),
  street: requiredText(),
  houseNumber: requiredText(maxLength(10)),
  postalCode: requiredText(germanPostalCodeRule),
  city: requiredText(germanCityRule),
});

export type InsuranceEditInput = z.output<typeof insuranceEditSchema>;
export type InsuranceContactInput = z.output<typeof insuranceContactSchema>;
