import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { OIDC_CALLBACK_PATH, OIDC_START_PATH } from "~/.server/auth/oidc";
import { REFUSED_PATH } from "~/.server/service-errors";
import { CANCEL_DONE_PATH, CANCEL_PATH, cancellationWizard } from "~/domain/billing/cancellation";
import {
  BURIAL_FUND_WIZARD_PATHS,
  COST_WIZARD_PATHS,
  INSURANCE_WIZARD_PATHS,
  PARTNER_WIZARD_PATHS,
  TARIFF_APPLICATION_PATH,
  TRUST_CONTRACT_PATH,
} from "~/domain/finance/wizard-paths";
import { burialFundWizard, costWizard, insuranceWizard, partnerWizard } from "~/domain/finance/wizards";
import { LETTERS_CREATE_PATH, LETTERS_LIST_PATH, lettersWizard } from "~/domain/letters";
import { PRICING_BASE, PRICING_PATHS } from "~/domain/pricing/paths";
import { pricingWizard } from "~/domain/pricing/wizard";
import { registrationWizard } from "~/domain/registration";
import { REGISTRATION_STEPS, registrationStepPath } from "~/domain/registration/steps";
import { WISHES_CREATE_PATH, wishesWizard } from "~/domain/wishes/funnel";
import routes from "../routes";

/**
 * Paths kept as strings outside the route modules (app/domain stays free of React Router, and a few server
 * modules name a path) must each lead to a route of the table, not to the catch-all 404 page
 * (docs/decisions/0045-route-files-follow-the-url.md). Route modules and components use `href()` instead.
 */
type Entry = { path?: string; index?: boolean; file: string; id?: string; children?: Entry[] };
const objects = (entries: Entry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { index: true, id: entry.id ?? entry.file }
      : { path: entry.path, id: entry.id ?? entry.file, children: entry.children && objects(entry.children) },
  );
const table = objects(routes as Entry[]);
const leaf = (path: string) => matchRoutes(table, path)?.at(-1)?.route.id;

const wizards = [
  cancellationWizard,
  insuranceWizard,
  costWizard,
  burialFundWizard,
  partnerWizard,
  lettersWizard,
  pricingWizard,
  registrationWizard,
  wishesWizard,
];

const paths: string[] = [
  OIDC_START_PATH,
  OIDC_CALLBACK_PATH,
  `${REFUSED_PATH}/choosePlan`,
  CANCEL_PATH,
  CANCEL_DONE_PATH,
  ...Object.values(INSURANCE_WIZARD_PATHS),
  ...Object.values(COST_WIZARD_PATHS),
  ...Object.values(BURIAL_FUND_WIZARD_PATHS),
  ...Object.values(PARTNER_WIZARD_PATHS),
  TARIFF_APPLICATION_PATH,
  TRUST_CONTRACT_PATH,
  LETTERS_LIST_PATH,
  LETTERS_CREATE_PATH,
  PRICING_BASE,
  ...Object.values(PRICING_PATHS),
  ...REGISTRATION_STEPS.map(registrationStepPath),
  WISHES_CREATE_PATH,
  ...wizards.flatMap((wizard) => wizard.steps.map((step) => step.path)),
];

describe("path constants outside the route modules", () => {
  it("knows the catch-all it must not reach", () => {
    expect(leaf("/no/such/page")).toBe("routes/shell/not-found.tsx");
  });

  it.each([...new Set(paths)])("%s is a route of the table", (path) => {
    const id = leaf(path);
    expect(id).toBeDefined();
    expect(id).not.toBe("routes/shell/not-found.tsx");
  });
});
