/**
 * The finance wizards' step paths, without their schemas: pages link between steps with these, so that zod
 * stays on the server (byte budget, decision 0010). The rules are in ./wizards.ts, which builds the wizards
 * from these paths; which spec step is which route: docs/decisions/0020-finance-wizard-routes.md.
 */

/** Insurance wizard (intro, type, details). */
export const INSURANCE_WIZARD_PATHS = {
  intro: "/overview/finance/insurance/wizard",
  type: "/overview/finance/insurance/wizard/type",
  details: "/overview/finance/insurance/wizard/details",
} as const;

/** Cost wizard (costCalculator, futureEstimationStep). */
export const COST_WIZARD_PATHS = {
  costCalculator: "/overview/finance/costs/wizard",
  futureEstimationStep: "/overview/finance/costs/wizard/future",
} as const;

/** Burial-fund insurance wizard (intro, paymentType, tariff, contact, document, treuhand). */
export const BURIAL_FUND_WIZARD_PATHS = {
  intro: "/overview/finance/tariff",
  paymentType: "/overview/finance/tariff/payment",
  tariff: "/overview/finance/tariff/result",
  contact: "/overview/finance/tariff/contact",
  document: "/overview/finance/tariff/document",
  treuhand: "/overview/finance/tariff/treuhand",
} as const;

/** Partner tariff wizard (intro, paymentType, tariff, consent, consulting, summary). */
export const PARTNER_WIZARD_PATHS = {
  intro: "/overview/finance/partner",
  paymentType: "/overview/finance/partner/payment",
  tariff: "/overview/finance/partner/tariff",
  consent: "/overview/finance/partner/consent",
  consulting: "/overview/finance/partner/consulting",
  summary: "/overview/finance/partner/summary",
} as const;

/** The application PDF of the document step, and the trust contract of the treuhand step. */
export const TARIFF_APPLICATION_PATH = "/overview/finance/tariff/application";
export const TRUST_CONTRACT_PATH = "/overview/finance/tariff/treuhand/contract";
