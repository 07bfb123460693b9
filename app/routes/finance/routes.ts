import { route, type RouteConfigEntry } from "@react-router/dev/routes";

const f = (path: string, file: string) => route(`overview/finance${path}`, `routes/finance/${file}`);

/**
 * Routes of the finance folder; under the signed-in layout.
 * Which spec step is which route: docs/decisions/0020-finance-wizard-routes.md.
 */
export const privateRoutes: RouteConfigEntry[] = [
  f("", "index.tsx"),
  // Insurance wizard (intro, type, details) and the edit form.
  f("/insurance/wizard", "insurance.wizard.tsx"),
  f("/insurance/wizard/type", "insurance.wizard.type.tsx"),
  f("/insurance/wizard/details", "insurance.wizard.details.tsx"),
  f("/insurance", "insurance.tsx"),
  // Cost wizard (costCalculator, futureEstimationStep) and the single edit page.
  f("/costs/wizard", "costs.wizard.tsx"),
  f("/costs/wizard/future", "costs.wizard.future.tsx"),
  f("/costs", "costs.tsx"),
  // Burial-fund insurance wizard (intro, paymentType, tariff, contact, document, treuhand).
  f("/tariff", "tariff.tsx"),
  f("/tariff/payment", "tariff.payment.tsx"),
  f("/tariff/result", "tariff.result.tsx"),
  f("/tariff/contact", "tariff.contact.tsx"),
  f("/tariff/document", "tariff.document.tsx"),
  f("/tariff/application", "tariff.application.ts"),
  f("/tariff/treuhand", "tariff.treuhand.tsx"),
  f("/tariff/treuhand/contract", "tariff.treuhand.contract.ts"),
  // Partner tariff wizard (intro, paymentType, tariff, consent, consulting, summary) and its fallback.
  f("/partner", "partner.tsx"),
  f("/partner/payment", "partner.payment.tsx"),
  f("/partner/tariff", "partner.tariff.tsx"),
  f("/partner/consent", "partner.consent.tsx"),
  f("/partner/consulting", "partner.consulting.tsx"),
  f("/partner/summary", "partner.summary.tsx"),
];
