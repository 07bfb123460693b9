/**
 * The pricing stepper's paths, without its schemas: pages link with these, so that a page showing a link into
 * the stepper does not load zod and the field rules (≈ 30 KB brotli; like `registration-steps.ts` and
 * `finance/wizard-paths.ts`, decision 0010). `wizard.ts` builds the step machine from them.
 */
export const PRICING_BASE = "/overview/pricing";

export const PRICING_PATHS = {
  plans: `${PRICING_BASE}/plans`,
  address: `${PRICING_BASE}/address`,
  payment: `${PRICING_BASE}/payment`,
  summary: `${PRICING_BASE}/summary`,
} as const;
