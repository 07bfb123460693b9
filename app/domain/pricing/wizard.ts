/**
 * The pricing stepper: plans, address (1/3), payment (2/3), summary (3/3), then the
 * confirmation screen. Answers live in the server-side draft (decision 0009); the IBAN is kept there only
 * encrypted (`ibanEncrypted`, with its last four characters for display), never in clear.
 */
import { z } from "zod";
import { defineWizard } from "../wizard";
import { pricingAddressSchema } from "../validation/pricing";
import { PRICING_PATHS } from "./paths";

/**
 * The stored answer of the plan step: the plan id (checked against pricing_plans when posted) and whether the
 * price guarantee is booked. The guarantee's discount step is not an answer: it follows from what entitles
 * the customer to it (decision 0031) and is computed again wherever a price is shown or charged.
 */
export const planAnswerSchema = z.object({
  plan: z.string().min(1).max(100),
  priceGuarantee: z.boolean(),
});

/** The stored answer of the payment step: SEPA details (IBAN encrypted) or the approved PayPal ids. */
export const paymentAnswerSchema = z.discriminatedUnion("paymentType", [
  z.object({
    paymentType: z.literal("sepa"),
    ibanEncrypted: z.string().min(1),
    ibanLast4: z.string().length(4),
    /** Typed or derived from a German IBAN; absent when neither (SEPA needs no BIC inside the EEA). */
    bank: z.string().min(1).optional(),
    bic: z.string().min(8).max(11).optional(),
  }),
  z.object({
    paymentType: z.literal("paypal"),
    paypalOrderID: z.string().min(1).optional(),
    paypalSubscriptionID: z.string().min(1),
  }),
]);

export type PlanAnswer = z.output<typeof planAnswerSchema>;
export type PaymentAnswer = z.output<typeof paymentAnswerSchema>;

export const pricingWizard = defineWizard({
  name: "pricing",
  steps: [
    { id: "plans", path: PRICING_PATHS.plans, schema: planAnswerSchema },
    { id: "address", path: PRICING_PATHS.address, schema: pricingAddressSchema },
    { id: "payment", path: PRICING_PATHS.payment, schema: paymentAnswerSchema },
    { id: "summary", path: PRICING_PATHS.summary },
  ] as const,
});

/** "Schritt n von 3": the plan choice is before the numbered steps (spec: address 1/3 … summary 3/3). */
export function numberedStep(id: "address" | "payment" | "summary"): number {
  return pricingWizard.stepNumber(id) - 1;
}
export const NUMBERED_STEPS = pricingWizard.total - 1;
