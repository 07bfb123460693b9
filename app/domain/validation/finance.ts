/** Finance area: provision type, insurance edit and wizard, costs. */
import { z } from "zod";
import { NOTE_MAX_LENGTH } from "~/domain/constants";
import {
  ADDITIONAL_COST_ROWS,
  CALLBACK_TIMES,
  EXISTING_INSURANCE_TYPES,
  FINANCIAL_PROVISION_TYPES,
  INSURANCE_PAYMENT_TYPES,
  PARTNER_PAYMENT_TYPES,
} from "~/domain/finance/constants";
import { SALUTATIONS } from "~/domain/salutation";
import {
  emailField,
  estimateEurosField,
  euroAmountField,
  maxLength,
  multilineText,
  nameField,
  optionalEnum,
  optionalEuroAmountField,
  optionalText,
  phoneField,
  requiredEnum,
  requiredText,
} from "./fields";
import { t } from "~/i18n";
import { addressFields } from "./address";

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

/**
 * Cost estimate: the funeral site's estimated fee, asked only while the offer holds no site fee (decision 0037);
 * typed as the customer writes it ("1.500 €", "1500,50"), stored in whole euros; blank = not known.
 */
export const costsSchema = z.object({
  funeralSiteEstimatedPrice: estimateEurosField(),
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
 * Insurance wizard, contact step: all fields required (the application needs a postal address: the customer's one
 * address, decision 0108, whose street line the insurer gets split into street and house number).
 */
export const insuranceContactSchema = z.object({
  salutation: requiredEnum(SALUTATIONS),
  firstname: nameField(),
  lastname: nameField(),
  email: emailField("latin"),
  phone: phoneField(),
  ...addressFields,
});

export type InsuranceContactInput = z.output<typeof insuranceContactSchema>;

/**
 * The contact an application was made with, as the insurer got it and as it is kept with the application
 * (`insuranceTariff.applicationContact`, decision 0038): street and house number apart. A record, not a form: it
 * reads what was stored, also before decision 0108 (the house number was then a field of its own).
 */
export const applicationContactSchema = insuranceContactSchema.extend({
  street: requiredText(),
  houseNumber: z.string(),
});

export type ApplicationContact = z.output<typeof applicationContactSchema>;

// --- finance area: cost form, details step, partner consulting, treuhand --------------------

const additionalCostRow = z
  .object({
    name: optionalText(maxLength(100)),
    estimatedPrice: estimateEurosField(),
  })
  .superRefine((row, ctx) => {
    if (row.name && !row.estimatedPrice)
      ctx.addIssue({ code: "custom", path: ["estimatedPrice"], message: t("validation.required") });
    if (!row.name && row.estimatedPrice)
      ctx.addIssue({ code: "custom", path: ["name"], message: t("validation.required") });
  });

/** /overview/finance/costs and the cost wizard's costCalculator step. */
export const costsFormSchema = costsSchema.extend({
  financialProvisionNote: multilineText(NOTE_MAX_LENGTH),
  additionalCosts: z.array(additionalCostRow).max(ADDITIONAL_COST_ROWS).optional(),
});
export type CostsFormInput = z.output<typeof costsFormSchema>;

/** Whole euros already covered by an existing provision (optional; no cents, no letters), as Cents. */
const existingSum = optionalEuroAmountField();

/** Insurance wizard, details step (ALREADY_PAID): the existing insurance, all optional. */
export const insuranceDetailsSchema = insuranceEditSchema
  .omit({ financialProvisionType: true, financialProvisionNote: true })
  .extend({ existingSum });

/** /overview/finance/insurance with the amount already covered. */
export const insuranceEditFormSchema = insuranceEditSchema.extend({ existingSum });

/** Partner tariff wizard, consulting step. */
export const partnerConsultingSchema = z.object({ callbackTime: requiredEnum(CALLBACK_TIMES) });

/** Burial-fund wizard, treuhand step: the amount to deposit in whole euros, as Cents. */
export const trustDepositSchema = z.object({ trustDeposit: euroAmountField() });
